// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/NavigationDrawer.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: DrawerValue, DrawerState (value, open/close/snapTo, Saver), rememberDrawerState,
// ModalNavigationDrawer, ModalDrawerSheet (both overloads), NavigationDrawerItem, DrawerDefaults,
// NavigationDrawerItemDefaults and the NavigationDrawerItemColors interface. The dismissible and permanent
// drawers and DrawerState's offset/animation members are omitted. State changes are immediate; the drawer
// content is composed only while the drawer is open.
package androidx.compose.material3

import tandem.compose.StandInComposition

import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.WindowInsets
import androidx.compose.foundation.layout.WindowInsetsSides
import androidx.compose.foundation.layout.only
import androidx.compose.foundation.layout.systemBars
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.runtime.Stable
import androidx.compose.runtime.State
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.Saver
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** Whether a navigation drawer is open. */
public enum class DrawerValue {
    Closed,
    Open,
}

/** The state of a navigation drawer. */
@Suppress("NotCloseable")
@Stable
public class DrawerState(
    initialValue: DrawerValue,
    private val confirmStateChange: (DrawerValue) -> Boolean = { true },
) {
    private val value = mutableStateOf(initialValue)

    /** The current value (the target once an animation ends). */
    public val currentValue: DrawerValue
        get() = value.value

    /** The value the drawer is moving to (the current value when still). */
    public val targetValue: DrawerValue
        get() = value.value

    /** Whether the drawer is open. */
    public val isOpen: Boolean
        get() = currentValue == DrawerValue.Open

    /** Whether the drawer is closed. */
    public val isClosed: Boolean
        get() = currentValue == DrawerValue.Closed

    /** Whether an open/close animation is running. */
    public val isAnimationRunning: Boolean
        get() = false

    /** Opens the drawer (animated in the library). */
    public suspend fun open() {
        snapTo(DrawerValue.Open)
    }

    /** Closes the drawer (animated in the library). */
    public suspend fun close() {
        snapTo(DrawerValue.Closed)
    }

    /** Moves to [targetValue] at once, if confirmStateChange allows it. */
    public suspend fun snapTo(targetValue: DrawerValue) {
        if (confirmStateChange(targetValue)) value.value = targetValue
    }

    public companion object {
        /** Saves a drawer state's value. */
        public fun Saver(confirmStateChange: (DrawerValue) -> Boolean): Saver<DrawerState, DrawerValue> =
            Saver(save = { it.currentValue }, restore = { DrawerState(it, confirmStateChange) })
    }
}

/** Creates and remembers a [DrawerState]. */
@Composable
public fun rememberDrawerState(
    initialValue: DrawerValue,
    confirmStateChange: (DrawerValue) -> Boolean = { true },
): DrawerState =
    rememberSaveable(saver = DrawerState.Saver(confirmStateChange)) { DrawerState(initialValue, confirmStateChange) }

/** A modal navigation drawer: [drawerContent] slides over [content] and blocks it with a scrim. */
@Composable
public fun ModalNavigationDrawer(
    drawerContent: @Composable () -> Unit,
    modifier: Modifier = Modifier,
    drawerState: DrawerState = rememberDrawerState(DrawerValue.Closed),
    gesturesEnabled: Boolean = true,
    scrimColor: Color = DrawerDefaults.scrimColor,
    content: @Composable () -> Unit,
) {
    content()
    if (drawerState.isOpen) drawerContent()
}

/** The sheet of a modal drawer. */
@Composable
public fun ModalDrawerSheet(
    modifier: Modifier = Modifier,
    drawerShape: Shape = DrawerDefaults.shape,
    drawerContainerColor: Color = DrawerDefaults.modalContainerColor,
    drawerContentColor: Color = contentColorFor(drawerContainerColor),
    drawerTonalElevation: Dp = DrawerDefaults.ModalDrawerElevation,
    windowInsets: WindowInsets = DrawerDefaults.windowInsets,
    content: @Composable ColumnScope.() -> Unit,
) {
    Surface(modifier = modifier, shape = drawerShape, color = drawerContainerColor, contentColor = drawerContentColor, tonalElevation = drawerTonalElevation) {
        Column(content = content)
    }
}

/** The sheet of a modal drawer that handles predictive back for [drawerState]. */
@Composable
public fun ModalDrawerSheet(
    drawerState: DrawerState,
    modifier: Modifier = Modifier,
    drawerShape: Shape = DrawerDefaults.shape,
    drawerContainerColor: Color = DrawerDefaults.modalContainerColor,
    drawerContentColor: Color = contentColorFor(drawerContainerColor),
    drawerTonalElevation: Dp = DrawerDefaults.ModalDrawerElevation,
    windowInsets: WindowInsets = DrawerDefaults.windowInsets,
    content: @Composable ColumnScope.() -> Unit,
) {
    ModalDrawerSheet(modifier, drawerShape, drawerContainerColor, drawerContentColor, drawerTonalElevation, windowInsets, content)
}

/** One destination in a navigation drawer. */
@Composable
public fun NavigationDrawerItem(
    label: @Composable () -> Unit,
    selected: Boolean,
    onClick: () -> Unit,
    modifier: Modifier = Modifier,
    icon: (@Composable () -> Unit)? = null,
    badge: (@Composable () -> Unit)? = null,
    shape: Shape = NavigationDrawerItemDefaults.shape,
    colors: NavigationDrawerItemColors = NavigationDrawerItemDefaults.colors(),
    interactionSource: MutableInteractionSource? = null,
) {
    StandInComposition.node("NavigationDrawerItem", modifier, "selected" to selected, "onClick" to onClick) {
        Surface(modifier = modifier, shape = shape, color = colors.containerColor(selected).value) {
            if (icon != null) CompositionLocalProvider(LocalContentColor provides colors.iconColor(selected).value, content = icon)
            CompositionLocalProvider(LocalContentColor provides colors.textColor(selected).value, content = label)
            if (badge != null) CompositionLocalProvider(LocalContentColor provides colors.badgeColor(selected).value, content = badge)
        }
    }
}

/** The colours of a navigation drawer item by selection. */
@Stable
public interface NavigationDrawerItemColors {
    @Composable
    public fun iconColor(selected: Boolean): State<Color>

    @Composable
    public fun textColor(selected: Boolean): State<Color>

    @Composable
    public fun badgeColor(selected: Boolean): State<Color>

    @Composable
    public fun containerColor(selected: Boolean): State<Color>
}

/** Default values of the navigation drawers. */
public object DrawerDefaults {
    /** The drawer sheet's tonal elevation. */
    public val ModalDrawerElevation: Dp = 1.dp

    /** The widest a drawer sheet gets. */
    public val MaximumDrawerWidth: Dp = 360.dp

    /** The drawer sheet's shape. */
    public val shape: Shape
        @Composable @ReadOnlyComposable get() = RoundedCornerShape(topEnd = 16.dp, bottomEnd = 16.dp)

    /** The scrim over the content while a modal drawer is open. */
    public val scrimColor: Color
        @Composable @ReadOnlyComposable get() = MaterialTheme.colorScheme.scrim.copy(alpha = 0.32f)

    /** The modal drawer sheet's colour. */
    public val modalContainerColor: Color
        @Composable @ReadOnlyComposable get() = MaterialTheme.colorScheme.surfaceContainerLow

    /** The insets a drawer sheet pads its content by. */
    public val windowInsets: WindowInsets
        @Composable get() = WindowInsets.systemBars.only(WindowInsetsSides.Vertical + WindowInsetsSides.Start)
}

/** Default values of the navigation drawer items. */
public object NavigationDrawerItemDefaults {
    /** The item's shape. */
    public val shape: Shape
        @Composable @ReadOnlyComposable get() = CircleShape

    /** The padding to put around an item in a drawer sheet. */
    public val ItemPadding: PaddingValues = PaddingValues(horizontal = 12.dp)

    /** Item colours; unspecified ones come from the theme. */
    @Composable
    public fun colors(
        selectedContainerColor: Color = MaterialTheme.colorScheme.secondaryContainer,
        unselectedContainerColor: Color = Color.Transparent,
        selectedIconColor: Color = MaterialTheme.colorScheme.onSecondaryContainer,
        unselectedIconColor: Color = MaterialTheme.colorScheme.onSurfaceVariant,
        selectedTextColor: Color = MaterialTheme.colorScheme.onSecondaryContainer,
        unselectedTextColor: Color = MaterialTheme.colorScheme.onSurfaceVariant,
        selectedBadgeColor: Color = selectedTextColor,
        unselectedBadgeColor: Color = unselectedTextColor,
    ): NavigationDrawerItemColors =
        DefaultDrawerItemsColor(
            selectedIconColor, unselectedIconColor, selectedTextColor, unselectedTextColor,
            selectedContainerColor, unselectedContainerColor, selectedBadgeColor, unselectedBadgeColor,
        )
}

private class DefaultDrawerItemsColor(
    val selectedIconColor: Color,
    val unselectedIconColor: Color,
    val selectedTextColor: Color,
    val unselectedTextColor: Color,
    val selectedContainerColor: Color,
    val unselectedContainerColor: Color,
    val selectedBadgeColor: Color,
    val unselectedBadgeColor: Color,
) : NavigationDrawerItemColors {
    @Composable
    override fun iconColor(selected: Boolean): State<Color> = mutableStateOf(if (selected) selectedIconColor else unselectedIconColor)

    @Composable
    override fun textColor(selected: Boolean): State<Color> = mutableStateOf(if (selected) selectedTextColor else unselectedTextColor)

    @Composable
    override fun badgeColor(selected: Boolean): State<Color> = mutableStateOf(if (selected) selectedBadgeColor else unselectedBadgeColor)

    @Composable
    override fun containerColor(selected: Boolean): State<Color> =
        mutableStateOf(if (selected) selectedContainerColor else unselectedContainerColor)
}
