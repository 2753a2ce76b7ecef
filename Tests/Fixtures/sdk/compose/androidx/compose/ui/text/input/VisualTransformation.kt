// Mirrors compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/input/VisualTransformation.kt (androidx.compose.ui:ui-text 1.9.4)
package androidx.compose.ui.text.input

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable
import androidx.compose.ui.text.AnnotatedString

/** The text shown after a [VisualTransformation], with its [OffsetMapping]. */
public class TransformedText(public val text: AnnotatedString, public val offsetMapping: OffsetMapping) {
    override fun equals(other: Any?): Boolean =
        other is TransformedText && other.text == text && other.offsetMapping == offsetMapping

    override fun hashCode(): Int = 31 * text.hashCode() + offsetMapping.hashCode()
}

/** Changes how a text field's text is shown, without changing the text itself. */
@Immutable
public fun interface VisualTransformation {
    public fun filter(text: AnnotatedString): TransformedText

    public companion object {
        /** Shows the text as it is. */
        @Stable
        public val None: VisualTransformation = VisualTransformation { text ->
            TransformedText(text, OffsetMapping.Identity)
        }
    }
}

/** Shows every character of the text as [mask] (for passwords). */
@Immutable
public class PasswordVisualTransformation(public val mask: Char = '\u2022') : VisualTransformation {
    override fun filter(text: AnnotatedString): TransformedText =
        TransformedText(AnnotatedString(mask.toString().repeat(text.text.length)), OffsetMapping.Identity)

    override fun equals(other: Any?): Boolean = other is PasswordVisualTransformation && other.mask == mask

    override fun hashCode(): Int = mask.hashCode()
}
