// Mirrors compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/style/TextDirection.kt (androidx.compose.ui:ui-text 1.9.4)
package androidx.compose.ui.text.style

/** The direction of a paragraph's text. */
@JvmInline
public value class TextDirection internal constructor(@Suppress("unused") private val value: Int) {
    public companion object {
        public val Ltr: TextDirection = TextDirection(1)
        public val Rtl: TextDirection = TextDirection(2)
        public val Content: TextDirection = TextDirection(3)
        public val ContentOrLtr: TextDirection = TextDirection(4)
        public val ContentOrRtl: TextDirection = TextDirection(5)
        public val Unspecified: TextDirection = TextDirection(Int.MIN_VALUE)
    }
}
