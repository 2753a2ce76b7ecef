// Mirrors compose/material3/material3/src/androidMain/kotlin/androidx/compose/material3/DatePickerDialog.android.kt (androidx.compose.material3:material3 1.4.0)
package androidx.compose.material3

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.window.Dialog
import androidx.compose.ui.window.DialogProperties

/** A dialog holding a [DatePicker] ([content]) with confirm and dismiss buttons. */
@Composable
public fun DatePickerDialog(
    onDismissRequest: () -> Unit,
    confirmButton: @Composable () -> Unit,
    modifier: Modifier = Modifier,
    dismissButton: @Composable (() -> Unit)? = null,
    shape: Shape = DatePickerDefaults.shape,
    tonalElevation: Dp = DatePickerDefaults.TonalElevation,
    colors: DatePickerColors = DatePickerDefaults.colors(),
    properties: DialogProperties = DialogProperties(usePlatformDefaultWidth = false),
    content: @Composable ColumnScope.() -> Unit,
) {
    Dialog(onDismissRequest = onDismissRequest, properties = properties) {
        Surface(modifier = modifier, shape = shape, color = colors.containerColor, tonalElevation = tonalElevation) {
            Column(content = content)
            dismissButton?.invoke()
            confirmButton()
        }
    }
}
