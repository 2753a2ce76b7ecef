// Mirrors compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/style/TextIndent.kt (androidx.compose.ui:ui-text 1.9.4)
package androidx.compose.ui.text.style

import androidx.compose.runtime.Immutable
import androidx.compose.ui.unit.TextUnit
import androidx.compose.ui.unit.sp

/** The indentation of a paragraph's first line and of its other lines. */
@Immutable
public class TextIndent(public val firstLine: TextUnit = 0.sp, public val restLine: TextUnit = 0.sp) {
    override fun equals(other: Any?): Boolean =
        other is TextIndent && other.firstLine == firstLine && other.restLine == restLine

    override fun hashCode(): Int = 31 * firstLine.hashCode() + restLine.hashCode()

    public companion object {
        public val None: TextIndent = TextIndent()
    }
}
