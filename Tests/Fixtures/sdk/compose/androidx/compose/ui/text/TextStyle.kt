// Mirrors compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/TextStyle.kt (androidx.compose.ui:ui-text 1.9.4)
// Stand-in: the library's current constructor and copy (all 24 parameters, same order and defaults) and
// merge; the Brush constructor/copy, SpanStyle/ParagraphStyle conversions and the deprecated overloads are
// omitted.
package androidx.compose.ui.text

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shadow
import androidx.compose.ui.graphics.drawscope.DrawStyle
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontStyle
import androidx.compose.ui.text.font.FontSynthesis
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.intl.LocaleList
import androidx.compose.ui.text.style.BaselineShift
import androidx.compose.ui.text.style.Hyphens
import androidx.compose.ui.text.style.LineBreak
import androidx.compose.ui.text.style.LineHeightStyle
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextDecoration
import androidx.compose.ui.text.style.TextDirection
import androidx.compose.ui.text.style.TextGeometricTransform
import androidx.compose.ui.text.style.TextIndent
import androidx.compose.ui.text.style.TextMotion
import androidx.compose.ui.unit.TextUnit

/** The styling of a piece of text: colour, font, size, spacing, alignment. */
@Immutable
public class TextStyle(
    public val color: Color = Color.Unspecified,
    public val fontSize: TextUnit = TextUnit.Unspecified,
    public val fontWeight: FontWeight? = null,
    public val fontStyle: FontStyle? = null,
    public val fontSynthesis: FontSynthesis? = null,
    public val fontFamily: FontFamily? = null,
    public val fontFeatureSettings: String? = null,
    public val letterSpacing: TextUnit = TextUnit.Unspecified,
    public val baselineShift: BaselineShift? = null,
    public val textGeometricTransform: TextGeometricTransform? = null,
    public val localeList: LocaleList? = null,
    public val background: Color = Color.Unspecified,
    public val textDecoration: TextDecoration? = null,
    public val shadow: Shadow? = null,
    public val drawStyle: DrawStyle? = null,
    public val textAlign: TextAlign = TextAlign.Unspecified,
    public val textDirection: TextDirection = TextDirection.Unspecified,
    public val lineHeight: TextUnit = TextUnit.Unspecified,
    public val textIndent: TextIndent? = null,
    public val platformStyle: PlatformTextStyle? = null,
    public val lineHeightStyle: LineHeightStyle? = null,
    public val lineBreak: LineBreak = LineBreak.Unspecified,
    public val hyphens: Hyphens = Hyphens.Unspecified,
    public val textMotion: TextMotion? = null,
) {
    /** This style with [other]'s specified attributes applied on top. */
    @Stable
    public fun merge(other: TextStyle? = null): TextStyle {
        if (other == null || other == Default) return this
        return TextStyle(
            color = if (other.color != Color.Unspecified) other.color else color,
            fontSize = if (other.fontSize != TextUnit.Unspecified) other.fontSize else fontSize,
            fontWeight = other.fontWeight ?: fontWeight,
            fontStyle = other.fontStyle ?: fontStyle,
            fontSynthesis = other.fontSynthesis ?: fontSynthesis,
            fontFamily = other.fontFamily ?: fontFamily,
            fontFeatureSettings = other.fontFeatureSettings ?: fontFeatureSettings,
            letterSpacing = if (other.letterSpacing != TextUnit.Unspecified) other.letterSpacing else letterSpacing,
            baselineShift = other.baselineShift ?: baselineShift,
            textGeometricTransform = other.textGeometricTransform ?: textGeometricTransform,
            localeList = other.localeList ?: localeList,
            background = if (other.background != Color.Unspecified) other.background else background,
            textDecoration = other.textDecoration ?: textDecoration,
            shadow = other.shadow ?: shadow,
            drawStyle = other.drawStyle ?: drawStyle,
            textAlign = if (other.textAlign != TextAlign.Unspecified) other.textAlign else textAlign,
            textDirection = if (other.textDirection != TextDirection.Unspecified) other.textDirection else textDirection,
            lineHeight = if (other.lineHeight != TextUnit.Unspecified) other.lineHeight else lineHeight,
            textIndent = other.textIndent ?: textIndent,
            platformStyle = other.platformStyle ?: platformStyle,
            lineHeightStyle = other.lineHeightStyle ?: lineHeightStyle,
            lineBreak = if (other.lineBreak != LineBreak.Unspecified) other.lineBreak else lineBreak,
            hyphens = if (other.hyphens != Hyphens.Unspecified) other.hyphens else hyphens,
            textMotion = other.textMotion ?: textMotion,
        )
    }

    /** Same as [merge]. */
    @Stable
    public operator fun plus(other: TextStyle): TextStyle = merge(other)

    /** A copy with some attributes replaced. */
    public fun copy(
        color: Color = this.color,
        fontSize: TextUnit = this.fontSize,
        fontWeight: FontWeight? = this.fontWeight,
        fontStyle: FontStyle? = this.fontStyle,
        fontSynthesis: FontSynthesis? = this.fontSynthesis,
        fontFamily: FontFamily? = this.fontFamily,
        fontFeatureSettings: String? = this.fontFeatureSettings,
        letterSpacing: TextUnit = this.letterSpacing,
        baselineShift: BaselineShift? = this.baselineShift,
        textGeometricTransform: TextGeometricTransform? = this.textGeometricTransform,
        localeList: LocaleList? = this.localeList,
        background: Color = this.background,
        textDecoration: TextDecoration? = this.textDecoration,
        shadow: Shadow? = this.shadow,
        drawStyle: DrawStyle? = this.drawStyle,
        textAlign: TextAlign = this.textAlign,
        textDirection: TextDirection = this.textDirection,
        lineHeight: TextUnit = this.lineHeight,
        textIndent: TextIndent? = this.textIndent,
        platformStyle: PlatformTextStyle? = this.platformStyle,
        lineHeightStyle: LineHeightStyle? = this.lineHeightStyle,
        lineBreak: LineBreak = this.lineBreak,
        hyphens: Hyphens = this.hyphens,
        textMotion: TextMotion? = this.textMotion,
    ): TextStyle =
        TextStyle(
            color = color,
            fontSize = fontSize,
            fontWeight = fontWeight,
            fontStyle = fontStyle,
            fontSynthesis = fontSynthesis,
            fontFamily = fontFamily,
            fontFeatureSettings = fontFeatureSettings,
            letterSpacing = letterSpacing,
            baselineShift = baselineShift,
            textGeometricTransform = textGeometricTransform,
            localeList = localeList,
            background = background,
            textDecoration = textDecoration,
            shadow = shadow,
            drawStyle = drawStyle,
            textAlign = textAlign,
            textDirection = textDirection,
            lineHeight = lineHeight,
            textIndent = textIndent,
            platformStyle = platformStyle,
            lineHeightStyle = lineHeightStyle,
            lineBreak = lineBreak,
            hyphens = hyphens,
            textMotion = textMotion,
        )

    override fun equals(other: Any?): Boolean {
        if (this === other) return true
        if (other !is TextStyle) return false
        return other.color == color &&
            other.fontSize == fontSize &&
            other.fontWeight == fontWeight &&
            other.fontStyle == fontStyle &&
            other.fontSynthesis == fontSynthesis &&
            other.fontFamily == fontFamily &&
            other.fontFeatureSettings == fontFeatureSettings &&
            other.letterSpacing == letterSpacing &&
            other.baselineShift == baselineShift &&
            other.textGeometricTransform == textGeometricTransform &&
            other.localeList == localeList &&
            other.background == background &&
            other.textDecoration == textDecoration &&
            other.shadow == shadow &&
            other.drawStyle == drawStyle &&
            other.textAlign == textAlign &&
            other.textDirection == textDirection &&
            other.lineHeight == lineHeight &&
            other.textIndent == textIndent &&
            other.platformStyle == platformStyle &&
            other.lineHeightStyle == lineHeightStyle &&
            other.lineBreak == lineBreak &&
            other.hyphens == hyphens &&
            other.textMotion == textMotion
    }

    override fun hashCode(): Int = listOf(color, fontSize, fontWeight, fontStyle, fontSynthesis, fontFamily, fontFeatureSettings, letterSpacing, baselineShift, textGeometricTransform, localeList, background, textDecoration, shadow, drawStyle, textAlign, textDirection, lineHeight, textIndent, platformStyle, lineHeightStyle, lineBreak, hyphens, textMotion).hashCode()

    override fun toString(): String = "TextStyle(color=$color, fontSize=$fontSize, fontWeight=$fontWeight)"

    public companion object {
        /** The style with nothing specified. */
        @Stable
        public val Default: TextStyle = TextStyle()
    }
}
