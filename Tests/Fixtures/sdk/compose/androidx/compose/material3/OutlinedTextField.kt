// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/OutlinedTextField.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: the String-value OutlinedTextField (the TextFieldValue and TextFieldState overloads are omitted).
// The field runs its slots once; nothing is typed here.
package androidx.compose.material3

import tandem.compose.StandInComposition

import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.text.KeyboardActions
import androidx.compose.foundation.text.KeyboardOptions
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.input.VisualTransformation

/** An outlined text field editing [value]. */
@Composable
public fun OutlinedTextField(
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
    shape: Shape = OutlinedTextFieldDefaults.shape,
    colors: TextFieldColors = OutlinedTextFieldDefaults.colors(),
) {
    StandInComposition.node("TextField", modifier, "value" to value, "onValueChange" to onValueChange.takeIf { enabled && !readOnly }) {
        TextFieldSlots(value, visualTransformation, label, placeholder, leadingIcon, trailingIcon, prefix, suffix, supportingText, minLines, maxLines)
    }
}
