// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/Snackbar.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: the SnackbarData overload of Snackbar and SnackbarDefaults (the slot-based overload is omitted).
package androidx.compose.material3

import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shape

/** Shows [snackbarData]: its message, and its action and dismiss buttons if it has them. */
@Composable
public fun Snackbar(
    snackbarData: SnackbarData,
    modifier: Modifier = Modifier,
    actionOnNewLine: Boolean = false,
    shape: Shape = SnackbarDefaults.shape,
    containerColor: Color = SnackbarDefaults.color,
    contentColor: Color = SnackbarDefaults.contentColor,
    actionColor: Color = SnackbarDefaults.actionColor,
    actionContentColor: Color = SnackbarDefaults.actionContentColor,
    dismissActionContentColor: Color = SnackbarDefaults.dismissActionContentColor,
) {
    Surface(modifier = modifier, shape = shape, color = containerColor, contentColor = contentColor) {
        Text(snackbarData.visuals.message)
        snackbarData.visuals.actionLabel?.let { label -> TextButton(onClick = { snackbarData.performAction() }) { Text(label, color = actionColor) } }
    }
}

/** Default values of the snackbar. */
public object SnackbarDefaults {
    /** The snackbar's shape. */
    public val shape: Shape
        @Composable @ReadOnlyComposable get() = MaterialTheme.shapes.extraSmall

    /** The snackbar's container colour. */
    public val color: Color
        @Composable @ReadOnlyComposable get() = MaterialTheme.colorScheme.inverseSurface

    /** The message colour. */
    public val contentColor: Color
        @Composable @ReadOnlyComposable get() = MaterialTheme.colorScheme.inverseOnSurface

    /** The action button's text colour. */
    public val actionColor: Color
        @Composable @ReadOnlyComposable get() = MaterialTheme.colorScheme.inversePrimary

    /** The action button's content colour. */
    public val actionContentColor: Color
        @Composable @ReadOnlyComposable get() = MaterialTheme.colorScheme.inversePrimary

    /** The dismiss button's colour. */
    public val dismissActionContentColor: Color
        @Composable @ReadOnlyComposable get() = MaterialTheme.colorScheme.inverseOnSurface
}
