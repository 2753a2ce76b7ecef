// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/Menu.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: MenuDefaults (elevations, shape, container colour, item padding, itemColors: no-argument and
// six-colour overloads) and MenuItemColors (public six-colour constructor, as in the library).
package androidx.compose.material3

import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.graphics.takeOrElse
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** Default values of the menus. */
public object MenuDefaults {
    /** The menu's tonal elevation. */
    public val TonalElevation: Dp = 0.dp

    /** The menu's shadow elevation. */
    public val ShadowElevation: Dp = 3.dp

    /** The menu's shape. */
    public val shape: Shape
        @Composable @ReadOnlyComposable get() = MaterialTheme.shapes.extraSmall

    /** The menu's container colour. */
    public val containerColor: Color
        @Composable @ReadOnlyComposable get() = MaterialTheme.colorScheme.surfaceContainer

    /** The padding of a menu item's content. */
    public val DropdownMenuItemContentPadding: PaddingValues = PaddingValues(horizontal = 12.dp, vertical = 0.dp)

    /** The theme's menu item colours. */
    @Composable
    public fun itemColors(): MenuItemColors {
        val s = MaterialTheme.colorScheme
        val disabled = s.onSurface.copy(alpha = 0.38f)
        return MenuItemColors(s.onSurface, s.onSurfaceVariant, s.onSurfaceVariant, disabled, disabled, disabled)
    }

    /** Menu item colours; unspecified ones come from the theme. */
    @Composable
    public fun itemColors(
        textColor: Color = Color.Unspecified,
        leadingIconColor: Color = Color.Unspecified,
        trailingIconColor: Color = Color.Unspecified,
        disabledTextColor: Color = Color.Unspecified,
        disabledLeadingIconColor: Color = Color.Unspecified,
        disabledTrailingIconColor: Color = Color.Unspecified,
    ): MenuItemColors {
        val t = itemColors()
        return MenuItemColors(
            textColor.takeOrElse { t.textColor },
            leadingIconColor.takeOrElse { t.leadingIconColor },
            trailingIconColor.takeOrElse { t.trailingIconColor },
            disabledTextColor.takeOrElse { t.disabledTextColor },
            disabledLeadingIconColor.takeOrElse { t.disabledLeadingIconColor },
            disabledTrailingIconColor.takeOrElse { t.disabledTrailingIconColor },
        )
    }
}

/** The colours of a menu item by state. */
@Immutable
public class MenuItemColors(
    public val textColor: Color,
    public val leadingIconColor: Color,
    public val trailingIconColor: Color,
    public val disabledTextColor: Color,
    public val disabledLeadingIconColor: Color,
    public val disabledTrailingIconColor: Color,
) {
    internal fun textColor(enabled: Boolean): Color = if (enabled) textColor else disabledTextColor

    internal fun leadingIconColor(enabled: Boolean): Color = if (enabled) leadingIconColor else disabledLeadingIconColor

    internal fun trailingIconColor(enabled: Boolean): Color = if (enabled) trailingIconColor else disabledTrailingIconColor
}
