// Mirrors compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/style/TextOverflow.kt (androidx.compose.ui:ui-text 1.9.4)
package androidx.compose.ui.text.style

/** How text that does not fit is shown. */
@JvmInline
public value class TextOverflow internal constructor(@Suppress("unused") private val value: Int) {
    public companion object {
        public val Clip: TextOverflow = TextOverflow(1)
        public val Ellipsis: TextOverflow = TextOverflow(2)
        public val Visible: TextOverflow = TextOverflow(3)
        public val StartEllipsis: TextOverflow = TextOverflow(4)
        public val MiddleEllipsis: TextOverflow = TextOverflow(5)
    }
}
