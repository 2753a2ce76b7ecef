// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/AppBar.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: TopAppBar and CenterAlignedTopAppBar (the 1.4 stable overloads with expandedHeight; the
// expressive subtitle overloads are omitted), TopAppBarDefaults (colours, expanded height, insets),
// TopAppBarColors (the library's public constructor is not stood in: the stand-in's is internal) and the
// experimental TopAppBarScrollBehavior as a type with isPinned (its state and connections are omitted).
// Bars run their slots once.
package androidx.compose.material3

import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.RowScope
import androidx.compose.foundation.layout.WindowInsets
import androidx.compose.foundation.layout.WindowInsetsSides
import androidx.compose.foundation.layout.only
import androidx.compose.foundation.layout.systemBars
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.Stable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.takeOrElse
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** A top app bar: title with navigation icon and actions. */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
public fun TopAppBar(
    title: @Composable () -> Unit,
    modifier: Modifier = Modifier,
    navigationIcon: @Composable () -> Unit = {},
    actions: @Composable RowScope.() -> Unit = {},
    expandedHeight: Dp = TopAppBarDefaults.TopAppBarExpandedHeight,
    windowInsets: WindowInsets = TopAppBarDefaults.windowInsets,
    colors: TopAppBarColors = TopAppBarDefaults.topAppBarColors(),
    scrollBehavior: TopAppBarScrollBehavior? = null,
) {
    SingleRowTopAppBar(title, navigationIcon, actions, colors)
}

/** A top app bar with a centred title. */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
public fun CenterAlignedTopAppBar(
    title: @Composable () -> Unit,
    modifier: Modifier = Modifier,
    navigationIcon: @Composable () -> Unit = {},
    actions: @Composable RowScope.() -> Unit = {},
    expandedHeight: Dp = TopAppBarDefaults.TopAppBarExpandedHeight,
    windowInsets: WindowInsets = TopAppBarDefaults.windowInsets,
    colors: TopAppBarColors = TopAppBarDefaults.centerAlignedTopAppBarColors(),
    scrollBehavior: TopAppBarScrollBehavior? = null,
) {
    SingleRowTopAppBar(title, navigationIcon, actions, colors)
}

@Composable
private fun SingleRowTopAppBar(
    title: @Composable () -> Unit,
    navigationIcon: @Composable () -> Unit,
    actions: @Composable RowScope.() -> Unit,
    colors: TopAppBarColors,
) {
    Surface(color = colors.containerColor) {
        CompositionLocalProvider(LocalContentColor provides colors.navigationIconContentColor, content = navigationIcon)
        CompositionLocalProvider(LocalContentColor provides colors.titleContentColor) {
            ProvideTextStyle(MaterialTheme.typography.titleLarge, content = title)
        }
        CompositionLocalProvider(LocalContentColor provides colors.actionIconContentColor) { Row(content = actions) }
    }
}

/** Links a top app bar to scrolling content (pinned, enter-always or exit-until-collapsed). */
@ExperimentalMaterial3Api
@Stable
public interface TopAppBarScrollBehavior {
    /** Whether the bar stays fully visible while the content scrolls. */
    public val isPinned: Boolean
}

/** Default values of the top app bars. */
public object TopAppBarDefaults {
    /** The theme's small top app bar colours. */
    @Composable
    public fun topAppBarColors(): TopAppBarColors {
        val s = MaterialTheme.colorScheme
        return TopAppBarColors(s.surface, s.surfaceContainer, s.onSurface, s.onSurface, s.onSurfaceVariant, s.onSurfaceVariant)
    }

    /** Small top app bar colours; unspecified ones come from the theme. */
    @Composable
    public fun topAppBarColors(
        containerColor: Color = Color.Unspecified,
        scrolledContainerColor: Color = Color.Unspecified,
        navigationIconContentColor: Color = Color.Unspecified,
        titleContentColor: Color = Color.Unspecified,
        actionIconContentColor: Color = Color.Unspecified,
        subtitleContentColor: Color = Color.Unspecified,
    ): TopAppBarColors {
        val t = topAppBarColors()
        return TopAppBarColors(
            containerColor.takeOrElse { t.containerColor },
            scrolledContainerColor.takeOrElse { t.scrolledContainerColor },
            navigationIconContentColor.takeOrElse { t.navigationIconContentColor },
            titleContentColor.takeOrElse { t.titleContentColor },
            actionIconContentColor.takeOrElse { t.actionIconContentColor },
            subtitleContentColor.takeOrElse { t.subtitleContentColor },
        )
    }

    /** The theme's centre-aligned top app bar colours. */
    @Composable
    public fun centerAlignedTopAppBarColors(): TopAppBarColors = topAppBarColors()

    /** The expanded (default) height of a small top app bar. */
    public val TopAppBarExpandedHeight: Dp = 64.dp

    /** The insets a top app bar pads its content by. */
    public val windowInsets: WindowInsets
        @Composable get() = WindowInsets.systemBars.only(WindowInsetsSides.Horizontal + WindowInsetsSides.Top)
}

/** The colours of a top app bar's parts. */
@Stable
public class TopAppBarColors
internal constructor(
    public val containerColor: Color,
    public val scrolledContainerColor: Color,
    public val navigationIconContentColor: Color,
    public val titleContentColor: Color,
    public val actionIconContentColor: Color,
    public val subtitleContentColor: Color,
)
