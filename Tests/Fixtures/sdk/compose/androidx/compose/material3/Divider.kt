// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/Divider.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: HorizontalDivider, VerticalDivider and DividerDefaults (the deprecated Divider is omitted).
package androidx.compose.material3

import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** A thin horizontal line separating content. */
@Composable
public fun HorizontalDivider(
    modifier: Modifier = Modifier,
    thickness: Dp = DividerDefaults.Thickness,
    color: Color = DividerDefaults.color,
) {
    // Nothing to draw: the stand-in does no drawing.
}

/** A thin vertical line separating content. */
@Composable
public fun VerticalDivider(
    modifier: Modifier = Modifier,
    thickness: Dp = DividerDefaults.Thickness,
    color: Color = DividerDefaults.color,
) {
    // Nothing to draw: the stand-in does no drawing.
}

/** Default values of the dividers. */
public object DividerDefaults {
    /** The divider's thickness. */
    public val Thickness: Dp = 1.dp

    /** The divider's colour. */
    public val color: Color
        @Composable @ReadOnlyComposable get() = MaterialTheme.colorScheme.outlineVariant
}
