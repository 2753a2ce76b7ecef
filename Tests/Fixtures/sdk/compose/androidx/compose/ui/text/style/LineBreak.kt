// Mirrors compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/style/LineBreak.kt (androidx.compose.ui:ui-text 1.9.4)
// Stand-in: the presets only (the strategy/strictness/word-break constructor is omitted).
package androidx.compose.ui.text.style

import androidx.compose.runtime.Immutable

/** How text is broken into lines. */
@Immutable
@JvmInline
public value class LineBreak internal constructor(@Suppress("unused") private val mask: Int) {
    public companion object {
        public val Simple: LineBreak = LineBreak(0x010101)
        public val Heading: LineBreak = LineBreak(0x010202)
        public val Paragraph: LineBreak = LineBreak(0x020301)
        public val Unspecified: LineBreak = LineBreak(0)
    }
}
