// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/Scaffold.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: Scaffold, FabPosition and ScaffoldDefaults. The stand-in runs each slot once and gives the
// content zero inner padding (nothing is measured).
package androidx.compose.material3

import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.WindowInsets
import androidx.compose.foundation.layout.asPaddingValues
import androidx.compose.foundation.layout.systemBars
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color

/** The basic Material screen layout: top bar, bottom bar, snackbar host, floating action button and content. */
@Composable
public fun Scaffold(
    modifier: Modifier = Modifier,
    topBar: @Composable () -> Unit = {},
    bottomBar: @Composable () -> Unit = {},
    snackbarHost: @Composable () -> Unit = {},
    floatingActionButton: @Composable () -> Unit = {},
    floatingActionButtonPosition: FabPosition = FabPosition.End,
    containerColor: Color = MaterialTheme.colorScheme.background,
    contentColor: Color = contentColorFor(containerColor),
    contentWindowInsets: WindowInsets = ScaffoldDefaults.contentWindowInsets,
    content: @Composable (PaddingValues) -> Unit,
) {
    Surface(modifier = modifier, color = containerColor, contentColor = contentColor) {
        topBar()
        content(contentWindowInsets.asPaddingValues())
        bottomBar()
        snackbarHost()
        floatingActionButton()
    }
}

/** Where the floating action button sits. */
@JvmInline
public value class FabPosition internal constructor(@Suppress("unused") private val value: Int) {
    override fun toString(): String =
        when (this) {
            Start -> "FabPosition.Start"
            Center -> "FabPosition.Center"
            End -> "FabPosition.End"
            else -> "FabPosition.EndOverlay"
        }

    public companion object {
        public val Start: FabPosition = FabPosition(0)
        public val Center: FabPosition = FabPosition(1)
        public val End: FabPosition = FabPosition(2)
        public val EndOverlay: FabPosition = FabPosition(3)
    }
}

/** Default values of the scaffold. */
public object ScaffoldDefaults {
    /** The insets the scaffold's content is padded by (the system bars). */
    public val contentWindowInsets: WindowInsets
        @Composable get() = WindowInsets.systemBars
}
