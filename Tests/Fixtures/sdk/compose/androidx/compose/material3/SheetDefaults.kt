// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/SheetDefaults.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: the experimental SheetState (constructor as in 1.4; value, visibility, expand/partialExpand/hide/
// show — immediate here — and Saver), SheetValue and BottomSheetDefaults (shapes, colours, sizes, insets,
// DragHandle). requireOffset, anchoredDraggable internals and rememberStandardBottomSheetState are omitted.
package androidx.compose.material3

import androidx.compose.foundation.layout.WindowInsets
import androidx.compose.foundation.layout.WindowInsetsSides
import androidx.compose.foundation.layout.only
import androidx.compose.foundation.layout.safeDrawing
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.runtime.Stable
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.Saver
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.RectangleShape
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** The state of a bottom sheet. */
@Stable
@ExperimentalMaterial3Api
public class SheetState(
    internal val skipPartiallyExpanded: Boolean,
    internal val positionalThreshold: () -> Float,
    internal val velocityThreshold: () -> Float,
    initialValue: SheetValue = SheetValue.Hidden,
    internal val confirmValueChange: (SheetValue) -> Boolean = { true },
    internal val skipHiddenState: Boolean = false,
) {
    init {
        if (skipPartiallyExpanded) {
            require(initialValue != SheetValue.PartiallyExpanded) {
                "The initial value must not be set to PartiallyExpanded if skipPartiallyExpanded is set to true."
            }
        }
        if (skipHiddenState) {
            require(initialValue != SheetValue.Hidden) {
                "The initial value must not be set to Hidden if skipHiddenState is set to true."
            }
        }
    }

    private val value = mutableStateOf(initialValue)

    /** The current value (the target once an animation ends). */
    public val currentValue: SheetValue
        get() = value.value

    /** The value the sheet is moving to (the current value when still). */
    public val targetValue: SheetValue
        get() = value.value

    /** Whether the sheet is shown (not hidden). */
    public val isVisible: Boolean
        get() = currentValue != SheetValue.Hidden

    /** Whether an animation is running. */
    public val isAnimationRunning: Boolean
        get() = false

    /** Whether the sheet can be fully expanded. */
    public val hasExpandedState: Boolean
        get() = true

    /** Whether the sheet can be partially expanded. */
    public val hasPartiallyExpandedState: Boolean
        get() = !skipPartiallyExpanded

    /** Expands the sheet fully. */
    public suspend fun expand() {
        moveTo(SheetValue.Expanded)
    }

    /** Expands the sheet partially (fully when that state is skipped). */
    public suspend fun partialExpand() {
        check(!skipPartiallyExpanded) {
            "Attempted to animate to partial expanded when skipPartiallyExpanded was enabled. Set" +
                " skipPartiallyExpanded to false to use this function."
        }
        moveTo(SheetValue.PartiallyExpanded)
    }

    /** Shows the sheet (partially expanded when possible). */
    public suspend fun show() {
        moveTo(if (hasPartiallyExpandedState) SheetValue.PartiallyExpanded else SheetValue.Expanded)
    }

    /** Hides the sheet. */
    public suspend fun hide() {
        check(!skipHiddenState) {
            "Attempted to animate to hidden when skipHiddenState was enabled. Set skipHiddenState" +
                " to false to use this function."
        }
        moveTo(SheetValue.Hidden)
    }

    private fun moveTo(target: SheetValue) {
        if (confirmValueChange(target)) value.value = target
    }

    public companion object {
        /** Saves a sheet state's value. */
        public fun Saver(
            skipPartiallyExpanded: Boolean,
            positionalThreshold: () -> Float,
            velocityThreshold: () -> Float,
            confirmValueChange: (SheetValue) -> Boolean,
            skipHiddenState: Boolean,
        ): Saver<SheetState, SheetValue> =
            Saver(
                save = { it.currentValue },
                restore = { SheetState(skipPartiallyExpanded, positionalThreshold, velocityThreshold, it, confirmValueChange, skipHiddenState) },
            )
    }
}

/** The positions of a bottom sheet. */
@ExperimentalMaterial3Api
public enum class SheetValue {
    Hidden,
    Expanded,
    PartiallyExpanded,
}

/** Default values of the bottom sheets. */
@Stable
public object BottomSheetDefaults {
    /** The shape of an expanded sheet. */
    public val ExpandedShape: Shape
        @Composable @ReadOnlyComposable get() = RoundedCornerShape(topStart = 28.dp, topEnd = 28.dp)

    /** The shape of a hidden sheet. */
    public val HiddenShape: Shape
        @Composable @ReadOnlyComposable get() = RectangleShape

    /** The sheet's container colour. */
    public val ContainerColor: Color
        @Composable @ReadOnlyComposable get() = MaterialTheme.colorScheme.surfaceContainerLow

    /** The sheet's elevation. */
    public val Elevation: Dp = 1.dp

    /** The scrim behind a modal sheet. */
    public val ScrimColor: Color
        @Composable @ReadOnlyComposable get() = MaterialTheme.colorScheme.scrim.copy(alpha = 0.32f)

    /** The height of a standard sheet's peek. */
    public val SheetPeekHeight: Dp = 56.dp

    /** The widest a sheet gets. */
    public val SheetMaxWidth: Dp = 640.dp

    /** The insets a sheet pads its content by. */
    public val windowInsets: WindowInsets
        @Composable get() = WindowInsets.safeDrawing.only(WindowInsetsSides.Vertical)

    /** The drag handle at the top of a sheet. */
    @Composable
    public fun DragHandle(
        modifier: Modifier = Modifier,
        width: Dp = 32.dp,
        height: Dp = 4.dp,
        shape: Shape = MaterialTheme.shapes.extraLarge,
        color: Color = MaterialTheme.colorScheme.onSurfaceVariant,
    ) {
        Surface(modifier = modifier, color = color, shape = shape) {}
    }
}
