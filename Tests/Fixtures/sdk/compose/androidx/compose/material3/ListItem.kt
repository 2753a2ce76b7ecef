// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/ListItem.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: ListItem, ListItemDefaults (colors() without arguments, Elevation, shape, containerColor) and
// ListItemColors (the library's public constructor is not stood in: the stand-in's is internal). The slots
// are run once, in order.
package androidx.compose.material3

import tandem.compose.StandInComposition

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** A row of a list: headline plus optional overline, supporting text, leading and trailing content. */
@Composable
public fun ListItem(
    headlineContent: @Composable () -> Unit,
    modifier: Modifier = Modifier,
    overlineContent: (@Composable () -> Unit)? = null,
    supportingContent: (@Composable () -> Unit)? = null,
    leadingContent: (@Composable () -> Unit)? = null,
    trailingContent: (@Composable () -> Unit)? = null,
    colors: ListItemColors = ListItemDefaults.colors(),
    tonalElevation: Dp = ListItemDefaults.Elevation,
    shadowElevation: Dp = ListItemDefaults.Elevation,
) {
    StandInComposition.node("ListItem", modifier) {
        Surface(modifier = modifier, color = colors.containerColor, tonalElevation = tonalElevation, shadowElevation = shadowElevation) {
            leadingContent?.invoke()
            overlineContent?.invoke()
            headlineContent()
            supportingContent?.invoke()
            trailingContent?.invoke()
        }
    }
}

/** Default values of the list item. */
public object ListItemDefaults {
    /** The list item's elevation. */
    public val Elevation: Dp = 0.dp

    /** The list item's shape. */
    public val shape: Shape
        @Composable @ReadOnlyComposable get() = androidx.compose.ui.graphics.RectangleShape

    /** The list item's container colour. */
    public val containerColor: Color
        @Composable @ReadOnlyComposable get() = MaterialTheme.colorScheme.surface

    /** The theme's list item colours. */
    @Composable
    public fun colors(): ListItemColors {
        val s = MaterialTheme.colorScheme
        return ListItemColors(s.surface, s.onSurface, s.onSurfaceVariant, s.onSurfaceVariant, s.onSurfaceVariant, s.onSurfaceVariant)
    }
}

/** The colours of a list item's parts. */
@Immutable
public class ListItemColors
internal constructor(
    public val containerColor: Color,
    public val headlineColor: Color,
    public val leadingIconColor: Color,
    public val overlineColor: Color,
    public val supportingTextColor: Color,
    public val trailingIconColor: Color,
)
