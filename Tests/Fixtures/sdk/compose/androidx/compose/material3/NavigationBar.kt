// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/NavigationBar.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: NavigationBar, RowScope.NavigationBarItem, NavigationBarDefaults, NavigationBarItemDefaults
// (colors: no-argument and seven-colour overloads) and NavigationBarItemColors (public seven-colour
// constructor, as in the library). The bar runs its items once in a Row scope.
package androidx.compose.material3

import tandem.compose.StandInComposition

import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.RowScope
import androidx.compose.foundation.layout.WindowInsets
import androidx.compose.foundation.layout.WindowInsetsSides
import androidx.compose.foundation.layout.only
import androidx.compose.foundation.layout.systemBars
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.takeOrElse
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** A bottom navigation bar holding 3–5 [NavigationBarItem]s. */
@Composable
public fun NavigationBar(
    modifier: Modifier = Modifier,
    containerColor: Color = NavigationBarDefaults.containerColor,
    contentColor: Color = MaterialTheme.colorScheme.contentColorFor(containerColor),
    tonalElevation: Dp = NavigationBarDefaults.Elevation,
    windowInsets: WindowInsets = NavigationBarDefaults.windowInsets,
    content: @Composable RowScope.() -> Unit,
) {
    Surface(modifier = modifier, color = containerColor, contentColor = contentColor, tonalElevation = tonalElevation) {
        Row(content = content)
    }
}

/** One destination of a [NavigationBar]. */
@Composable
public fun RowScope.NavigationBarItem(
    selected: Boolean,
    onClick: () -> Unit,
    icon: @Composable () -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    label: (@Composable () -> Unit)? = null,
    alwaysShowLabel: Boolean = true,
    colors: NavigationBarItemColors = NavigationBarItemDefaults.colors(),
    interactionSource: MutableInteractionSource? = null,
) {
    StandInComposition.node("NavigationBarItem", modifier, "selected" to selected, "onClick" to onClick.takeIf { enabled }, "Role" to "Tab") {
        CompositionLocalProvider(LocalContentColor provides colors.iconColor(selected, enabled), content = icon)
        if (label != null && (alwaysShowLabel || selected)) {
            CompositionLocalProvider(LocalContentColor provides colors.textColor(selected, enabled)) {
                ProvideTextStyle(MaterialTheme.typography.labelMedium, content = label)
            }
        }
    }
}

/** Default values of the navigation bar. */
public object NavigationBarDefaults {
    /** The bar's tonal elevation. */
    public val Elevation: Dp = 0.dp

    /** The bar's container colour. */
    public val containerColor: Color
        @Composable @ReadOnlyComposable get() = MaterialTheme.colorScheme.surfaceContainer

    /** The insets the bar pads its content by. */
    public val windowInsets: WindowInsets
        @Composable get() = WindowInsets.systemBars.only(WindowInsetsSides.Horizontal + WindowInsetsSides.Bottom)
}

/** Default values of the navigation bar items. */
public object NavigationBarItemDefaults {
    /** The theme's item colours. */
    @Composable
    public fun colors(): NavigationBarItemColors {
        val s = MaterialTheme.colorScheme
        val disabled = s.onSurface.copy(alpha = 0.38f)
        return NavigationBarItemColors(s.onSecondaryContainer, s.onSurface, s.secondaryContainer, s.onSurfaceVariant, s.onSurfaceVariant, disabled, disabled)
    }

    /** Item colours; unspecified ones come from the theme. */
    @Composable
    public fun colors(
        selectedIconColor: Color = Color.Unspecified,
        selectedTextColor: Color = Color.Unspecified,
        indicatorColor: Color = Color.Unspecified,
        unselectedIconColor: Color = Color.Unspecified,
        unselectedTextColor: Color = Color.Unspecified,
        disabledIconColor: Color = Color.Unspecified,
        disabledTextColor: Color = Color.Unspecified,
    ): NavigationBarItemColors {
        val t = colors()
        return NavigationBarItemColors(
            selectedIconColor.takeOrElse { t.selectedIconColor },
            selectedTextColor.takeOrElse { t.selectedTextColor },
            indicatorColor.takeOrElse { t.selectedIndicatorColor },
            unselectedIconColor.takeOrElse { t.unselectedIconColor },
            unselectedTextColor.takeOrElse { t.unselectedTextColor },
            disabledIconColor.takeOrElse { t.disabledIconColor },
            disabledTextColor.takeOrElse { t.disabledTextColor },
        )
    }
}

/** The colours of a navigation bar item by state. */
@Immutable
public class NavigationBarItemColors(
    public val selectedIconColor: Color,
    public val selectedTextColor: Color,
    public val selectedIndicatorColor: Color,
    public val unselectedIconColor: Color,
    public val unselectedTextColor: Color,
    public val disabledIconColor: Color,
    public val disabledTextColor: Color,
) {
    internal fun iconColor(selected: Boolean, enabled: Boolean): Color =
        when {
            !enabled -> disabledIconColor
            selected -> selectedIconColor
            else -> unselectedIconColor
        }

    internal fun textColor(selected: Boolean, enabled: Boolean): Color =
        when {
            !enabled -> disabledTextColor
            selected -> selectedTextColor
            else -> unselectedTextColor
        }
}
