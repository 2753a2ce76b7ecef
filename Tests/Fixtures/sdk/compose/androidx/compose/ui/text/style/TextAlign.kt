// Mirrors compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/style/TextAlign.kt (androidx.compose.ui:ui-text 1.9.4)
package androidx.compose.ui.text.style

/** How lines of text are aligned in their paragraph. */
@JvmInline
public value class TextAlign internal constructor(@Suppress("unused") private val value: Int) {
    public companion object {
        public val Left: TextAlign = TextAlign(1)
        public val Right: TextAlign = TextAlign(2)
        public val Center: TextAlign = TextAlign(3)
        public val Justify: TextAlign = TextAlign(4)
        public val Start: TextAlign = TextAlign(5)
        public val End: TextAlign = TextAlign(6)
        public val Unspecified: TextAlign = TextAlign(Int.MIN_VALUE)

        public fun values(): List<TextAlign> = listOf(Left, Right, Center, Justify, Start, End)
    }
}
