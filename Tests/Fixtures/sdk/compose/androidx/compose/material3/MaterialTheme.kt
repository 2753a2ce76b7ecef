// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/MaterialTheme.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: the theme composable and its accessors; it provides the colours, type scale, shapes, content
// colour and text style to its content. The motionScheme accessor/parameter (expressive) is omitted.
package androidx.compose.material3

import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.ReadOnlyComposable

/** Applies a Material theme (colours, type, shapes) to [content]. */
@Composable
public fun MaterialTheme(
    colorScheme: ColorScheme = MaterialTheme.colorScheme,
    shapes: Shapes = MaterialTheme.shapes,
    typography: Typography = MaterialTheme.typography,
    content: @Composable () -> Unit,
) {
    CompositionLocalProvider(
        LocalColorScheme provides colorScheme,
        LocalShapes provides shapes,
        LocalTypography provides typography,
        LocalContentColor provides colorScheme.onSurface,
    ) {
        ProvideTextStyle(value = typography.bodyLarge, content = content)
    }
}

/** The current theme's values. */
public object MaterialTheme {
    /** The current colour scheme. */
    public val colorScheme: ColorScheme
        @Composable @ReadOnlyComposable get() = LocalColorScheme.current

    /** The current type scale. */
    public val typography: Typography
        @Composable @ReadOnlyComposable get() = LocalTypography.current

    /** The current shapes. */
    public val shapes: Shapes
        @Composable @ReadOnlyComposable get() = LocalShapes.current
}
