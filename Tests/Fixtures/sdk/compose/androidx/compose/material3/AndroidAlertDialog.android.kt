// Mirrors compose/material3/material3/src/androidMain/kotlin/androidx/compose/material3/AndroidAlertDialog.android.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: AlertDialog with button slots (the BasicAlertDialog and deprecated overloads are omitted). It
// composes its slots at once inside the stand-in Dialog.
package androidx.compose.material3

import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.window.Dialog
import androidx.compose.ui.window.DialogProperties

/** A dialog with icon, title, text and confirm/dismiss buttons. */
@Composable
public fun AlertDialog(
    onDismissRequest: () -> Unit,
    confirmButton: @Composable () -> Unit,
    modifier: Modifier = Modifier,
    dismissButton: @Composable (() -> Unit)? = null,
    icon: @Composable (() -> Unit)? = null,
    title: @Composable (() -> Unit)? = null,
    text: @Composable (() -> Unit)? = null,
    shape: Shape = AlertDialogDefaults.shape,
    containerColor: Color = AlertDialogDefaults.containerColor,
    iconContentColor: Color = AlertDialogDefaults.iconContentColor,
    titleContentColor: Color = AlertDialogDefaults.titleContentColor,
    textContentColor: Color = AlertDialogDefaults.textContentColor,
    tonalElevation: Dp = AlertDialogDefaults.TonalElevation,
    properties: DialogProperties = DialogProperties(),
) {
    Dialog(onDismissRequest = onDismissRequest, properties = properties) {
        Surface(modifier = modifier, shape = shape, color = containerColor, tonalElevation = tonalElevation) {
            if (icon != null) CompositionLocalProvider(LocalContentColor provides iconContentColor, content = icon)
            if (title != null) {
                CompositionLocalProvider(LocalContentColor provides titleContentColor) {
                    ProvideTextStyle(MaterialTheme.typography.headlineSmall, content = title)
                }
            }
            if (text != null) {
                CompositionLocalProvider(LocalContentColor provides textContentColor) {
                    ProvideTextStyle(MaterialTheme.typography.bodyMedium, content = text)
                }
            }
            dismissButton?.invoke()
            confirmButton()
        }
    }
}
