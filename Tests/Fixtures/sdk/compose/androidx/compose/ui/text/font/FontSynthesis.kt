// Mirrors compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/font/FontSynthesis.kt (androidx.compose.ui:ui-text 1.9.4)
package androidx.compose.ui.text.font

/** Whether bold or italic may be synthesized when the font lacks them. */
@JvmInline
public value class FontSynthesis internal constructor(@Suppress("unused") private val value: Int) {
    public companion object {
        public val None: FontSynthesis = FontSynthesis(0)
        public val Weight: FontSynthesis = FontSynthesis(1)
        public val Style: FontSynthesis = FontSynthesis(2)
        public val All: FontSynthesis = FontSynthesis(3)
    }
}
