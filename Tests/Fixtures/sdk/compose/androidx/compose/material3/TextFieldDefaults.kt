// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/TextFieldDefaults.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: TextFieldDefaults and OutlinedTextFieldDefaults with their shapes, sizes and the no-argument
// colors() (the ~40-parameter colors overloads are omitted), and TextFieldColors (the library's public
// constructor is not stood in: the stand-in's is internal and keeps a few roles).
package androidx.compose.material3

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** Default values of the filled text field. */
@Immutable
public object TextFieldDefaults {
    /** The minimum height of a text field. */
    public val MinHeight: Dp = 56.dp

    /** The minimum width of a text field. */
    public val MinWidth: Dp = 280.dp

    /** The thickness of the unfocused indicator line. */
    public val UnfocusedIndicatorThickness: Dp = 1.dp

    /** The thickness of the focused indicator line. */
    public val FocusedIndicatorThickness: Dp = 2.dp

    /** The shape of a filled text field. */
    public val shape: Shape
        @Composable @ReadOnlyComposable get() = MaterialTheme.shapes.extraSmall

    /** The theme's filled text field colours. */
    @Composable
    public fun colors(): TextFieldColors {
        val s = MaterialTheme.colorScheme
        return TextFieldColors(s.onSurface, s.surfaceContainerHighest, s.primary, s.onSurfaceVariant, s.primary, s.error)
    }
}

/** Default values of the outlined text field. */
@Immutable
public object OutlinedTextFieldDefaults {
    /** The minimum height of a text field. */
    public val MinHeight: Dp = 56.dp

    /** The minimum width of a text field. */
    public val MinWidth: Dp = 280.dp

    /** The thickness of the unfocused border. */
    public val UnfocusedBorderThickness: Dp = 1.dp

    /** The thickness of the focused border. */
    public val FocusedBorderThickness: Dp = 2.dp

    /** The shape of an outlined text field. */
    public val shape: Shape
        @Composable @ReadOnlyComposable get() = MaterialTheme.shapes.extraSmall

    /** The theme's outlined text field colours. */
    @Composable
    public fun colors(): TextFieldColors {
        val s = MaterialTheme.colorScheme
        return TextFieldColors(s.onSurface, Color.Transparent, s.primary, s.outline, s.primary, s.error)
    }
}

/** The colours of a text field's parts by state. */
@Immutable
public class TextFieldColors
internal constructor(
    internal val textColor: Color,
    internal val containerColor: Color,
    internal val focusedIndicatorColor: Color,
    internal val unfocusedIndicatorColor: Color,
    internal val cursorColor: Color,
    internal val errorColor: Color,
)
