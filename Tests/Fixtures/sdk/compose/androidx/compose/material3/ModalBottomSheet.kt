// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/ModalBottomSheet.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: the experimental ModalBottomSheet, rememberModalBottomSheetState, ModalBottomSheetProperties
// and ModalBottomSheetDefaults. The sheet composes its drag handle and content at once.
package androidx.compose.material3

import tandem.compose.StandInComposition

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.WindowInsets
import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.window.SecureFlagPolicy

/** A sheet that slides up over the screen, dimming it with a scrim, until dismissed. */
@Composable
@ExperimentalMaterial3Api
public fun ModalBottomSheet(
    onDismissRequest: () -> Unit,
    modifier: Modifier = Modifier,
    sheetState: SheetState = rememberModalBottomSheetState(),
    sheetMaxWidth: Dp = BottomSheetDefaults.SheetMaxWidth,
    sheetGesturesEnabled: Boolean = true,
    shape: Shape = BottomSheetDefaults.ExpandedShape,
    containerColor: Color = BottomSheetDefaults.ContainerColor,
    contentColor: Color = contentColorFor(containerColor),
    tonalElevation: Dp = 0.dp,
    scrimColor: Color = BottomSheetDefaults.ScrimColor,
    dragHandle: @Composable (() -> Unit)? = { BottomSheetDefaults.DragHandle() },
    contentWindowInsets: @Composable () -> WindowInsets = { BottomSheetDefaults.windowInsets },
    properties: ModalBottomSheetProperties = ModalBottomSheetDefaults.properties,
    content: @Composable ColumnScope.() -> Unit,
) {
    StandInComposition.node("ModalBottomSheet", modifier, "onDismiss" to onDismissRequest) {
        contentWindowInsets()
        Surface(modifier = modifier, shape = shape, color = containerColor, contentColor = contentColor, tonalElevation = tonalElevation) {
            dragHandle?.invoke()
            Column(content = content)
        }
    }
}

/** Creates and remembers the [SheetState] of a modal bottom sheet (shown at once). */
@Composable
@ExperimentalMaterial3Api
public fun rememberModalBottomSheetState(
    skipPartiallyExpanded: Boolean = false,
    confirmValueChange: (SheetValue) -> Boolean = { true },
): SheetState {
    val initialValue = if (skipPartiallyExpanded) SheetValue.Expanded else SheetValue.PartiallyExpanded
    val positionalThreshold = { 56f }
    val velocityThreshold = { 125f }
    return rememberSaveable(
        skipPartiallyExpanded,
        confirmValueChange,
        saver = SheetState.Saver(skipPartiallyExpanded, positionalThreshold, velocityThreshold, confirmValueChange, skipHiddenState = false),
    ) {
        SheetState(skipPartiallyExpanded, positionalThreshold, velocityThreshold, initialValue, confirmValueChange, skipHiddenState = false)
    }
}

/** Window properties of a modal bottom sheet. */
@Immutable
@ExperimentalMaterial3Api
public class ModalBottomSheetProperties(
    public val securePolicy: SecureFlagPolicy = SecureFlagPolicy.Inherit,
    public val shouldDismissOnBackPress: Boolean = true,
    public val shouldDismissOnClickOutside: Boolean = true,
)

/** Default values of the modal bottom sheet. */
@Immutable
@ExperimentalMaterial3Api
public object ModalBottomSheetDefaults {
    /** The default window properties. */
    public val properties: ModalBottomSheetProperties = ModalBottomSheetProperties()
}
