// Mirrors compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/style/TextDecoration.kt (androidx.compose.ui:ui-text 1.9.4)
package androidx.compose.ui.text.style

import androidx.compose.runtime.Immutable

/** Lines drawn on text: underline, line-through, or both. */
@Immutable
public class TextDecoration internal constructor(public val mask: Int) {
    /** The decoration with both this one's and [decoration]'s lines. */
    public operator fun plus(decoration: TextDecoration): TextDecoration = TextDecoration(mask or decoration.mask)

    /** Whether this decoration includes all of [other]'s lines. */
    public operator fun contains(other: TextDecoration): Boolean = (mask or other.mask) == mask

    override fun equals(other: Any?): Boolean = other is TextDecoration && other.mask == mask

    override fun hashCode(): Int = mask

    public companion object {
        public val None: TextDecoration = TextDecoration(0x0)
        public val Underline: TextDecoration = TextDecoration(0x1)
        public val LineThrough: TextDecoration = TextDecoration(0x2)

        /** The decoration with all of [decorations]' lines. */
        public fun combine(decorations: List<TextDecoration>): TextDecoration =
            TextDecoration(decorations.fold(0) { acc, d -> acc or d.mask })
    }
}
