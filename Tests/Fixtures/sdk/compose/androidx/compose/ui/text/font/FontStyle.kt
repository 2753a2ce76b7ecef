// Mirrors compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/font/FontStyle.kt (androidx.compose.ui:ui-text 1.9.4)
package androidx.compose.ui.text.font

/** Upright or italic. */
@JvmInline
public value class FontStyle(public val value: Int) {
    override fun toString(): String = if (this == Italic) "Italic" else "Normal"

    public companion object {
        public val Normal: FontStyle = FontStyle(0)
        public val Italic: FontStyle = FontStyle(1)

        public fun values(): List<FontStyle> = listOf(Normal, Italic)
    }
}
