// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/AlertDialog.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: AlertDialogDefaults.
package androidx.compose.material3

import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** Default values of the alert dialog. */
public object AlertDialogDefaults {
    /** The dialog's shape. */
    public val shape: Shape
        @Composable @ReadOnlyComposable get() = MaterialTheme.shapes.extraLarge

    /** The dialog's container colour. */
    public val containerColor: Color
        @Composable @ReadOnlyComposable get() = MaterialTheme.colorScheme.surfaceContainerHigh

    /** The icon's colour. */
    public val iconContentColor: Color
        @Composable @ReadOnlyComposable get() = MaterialTheme.colorScheme.secondary

    /** The title's colour. */
    public val titleContentColor: Color
        @Composable @ReadOnlyComposable get() = MaterialTheme.colorScheme.onSurface

    /** The text's colour. */
    public val textContentColor: Color
        @Composable @ReadOnlyComposable get() = MaterialTheme.colorScheme.onSurfaceVariant

    /** The dialog's tonal elevation. */
    public val TonalElevation: Dp = 0.dp
}
