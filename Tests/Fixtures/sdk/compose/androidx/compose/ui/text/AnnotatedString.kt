// Mirrors compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/AnnotatedString.kt (androidx.compose.ui:ui-text 1.9.4)
// Stand-in: plain text only. The library's constructor goes on with spanStyles/paragraphStyles (both
// defaulted); those, the styles and the Builder are not stood in.
package androidx.compose.ui.text

import androidx.compose.runtime.Immutable

/** Text with styles and annotations attached to ranges of it. */
@Immutable
public class AnnotatedString(public val text: String) : CharSequence {
    override val length: Int
        get() = text.length

    override operator fun get(index: Int): Char = text[index]

    override fun subSequence(startIndex: Int, endIndex: Int): AnnotatedString =
        AnnotatedString(text.substring(startIndex, endIndex))

    override fun equals(other: Any?): Boolean = other is AnnotatedString && other.text == text

    override fun hashCode(): Int = text.hashCode()

    override fun toString(): String = text
}
