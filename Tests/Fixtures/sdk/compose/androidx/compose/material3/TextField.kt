// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/TextField.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: the String-value filled TextField (the TextFieldValue and TextFieldState overloads are omitted).
// The field runs its slots once; nothing is typed here.
package androidx.compose.material3

import tandem.compose.StandInComposition

import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.text.KeyboardActions
import androidx.compose.foundation.text.KeyboardOptions
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.text.AnnotatedString
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.input.VisualTransformation

/** A filled text field editing [value]. */
@Composable
public fun TextField(
    value: String,
    onValueChange: (String) -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    readOnly: Boolean = false,
    textStyle: TextStyle = LocalTextStyle.current,
    label: @Composable (() -> Unit)? = null,
    placeholder: @Composable (() -> Unit)? = null,
    leadingIcon: @Composable (() -> Unit)? = null,
    trailingIcon: @Composable (() -> Unit)? = null,
    prefix: @Composable (() -> Unit)? = null,
    suffix: @Composable (() -> Unit)? = null,
    supportingText: @Composable (() -> Unit)? = null,
    isError: Boolean = false,
    visualTransformation: VisualTransformation = VisualTransformation.None,
    keyboardOptions: KeyboardOptions = KeyboardOptions.Default,
    keyboardActions: KeyboardActions = KeyboardActions.Default,
    singleLine: Boolean = false,
    maxLines: Int = if (singleLine) 1 else Int.MAX_VALUE,
    minLines: Int = 1,
    interactionSource: MutableInteractionSource? = null,
    shape: Shape = TextFieldDefaults.shape,
    colors: TextFieldColors = TextFieldDefaults.colors(),
) {
    StandInComposition.node("TextField", modifier, "value" to value, "onValueChange" to onValueChange.takeIf { enabled && !readOnly }) {
        TextFieldSlots(value, visualTransformation, label, placeholder, leadingIcon, trailingIcon, prefix, suffix, supportingText, minLines, maxLines)
    }
}

/** Not API: runs a text field's slots once, as the stand-in text fields do. */
@Composable
internal fun TextFieldSlots(
    value: String,
    visualTransformation: VisualTransformation,
    label: @Composable (() -> Unit)?,
    placeholder: @Composable (() -> Unit)?,
    leadingIcon: @Composable (() -> Unit)?,
    trailingIcon: @Composable (() -> Unit)?,
    prefix: @Composable (() -> Unit)?,
    suffix: @Composable (() -> Unit)?,
    supportingText: @Composable (() -> Unit)?,
    minLines: Int,
    maxLines: Int,
) {
    require(maxLines > 0 && minLines > 0 && minLines <= maxLines) {
        "both minLines $minLines and maxLines $maxLines must be greater than zero and minLines <= maxLines"
    }
    visualTransformation.filter(AnnotatedString(value))
    leadingIcon?.invoke()
    prefix?.invoke()
    label?.invoke()
    if (value.isEmpty()) placeholder?.invoke()
    suffix?.invoke()
    trailingIcon?.invoke()
    supportingText?.invoke()
}
