// Mirrors compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/style/Hyphens.kt (androidx.compose.ui:ui-text 1.9.4)
package androidx.compose.ui.text.style

/** Whether words may be hyphenated at line breaks. */
@JvmInline
public value class Hyphens internal constructor(@Suppress("unused") private val value: Int) {
    public companion object {
        public val None: Hyphens = Hyphens(1)
        public val Auto: Hyphens = Hyphens(2)
        public val Unspecified: Hyphens = Hyphens(Int.MIN_VALUE)
    }
}
