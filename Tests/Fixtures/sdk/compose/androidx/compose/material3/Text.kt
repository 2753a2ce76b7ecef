// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/Text.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: the String overload of Text (with 1.4's autoSize parameter; the older overload without it is
// hidden in the library), LocalTextStyle and ProvideTextStyle. The AnnotatedString overloads (which take
// inline content) are omitted. Text records nothing: there is no text layout here.
package androidx.compose.material3

import tandem.compose.StandInComposition

import androidx.compose.foundation.text.TextAutoSize
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.ProvidableCompositionLocal
import androidx.compose.runtime.compositionLocalOf
import androidx.compose.runtime.structuralEqualityPolicy
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextLayoutResult
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextDecoration
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.TextUnit

/** Displays [text] in the theme's current text style and content colour, unless overridden. */
@Composable
public fun Text(
    text: String,
    modifier: Modifier = Modifier,
    color: Color = Color.Unspecified,
    autoSize: TextAutoSize? = null,
    fontSize: TextUnit = TextUnit.Unspecified,
    fontStyle: FontStyle? = null,
    fontWeight: FontWeight? = null,
    fontFamily: FontFamily? = null,
    letterSpacing: TextUnit = TextUnit.Unspecified,
    textDecoration: TextDecoration? = null,
    textAlign: TextAlign? = null,
    lineHeight: TextUnit = TextUnit.Unspecified,
    overflow: TextOverflow = TextOverflow.Clip,
    softWrap: Boolean = true,
    maxLines: Int = Int.MAX_VALUE,
    minLines: Int = 1,
    onTextLayout: ((TextLayoutResult) -> Unit)? = null,
    style: TextStyle = LocalTextStyle.current,
) {
    StandInComposition.leaf("Text", modifier, "text" to text)
    require(maxLines > 0 && minLines > 0 && minLines <= maxLines) {
        "both minLines $minLines and maxLines $maxLines must be greater than zero and minLines <= maxLines"
    }
}

/** The text style used by Text when none is given. */
public val LocalTextStyle: ProvidableCompositionLocal<TextStyle> = compositionLocalOf(structuralEqualityPolicy()) { TextStyle.Default }

/** Merges [value] into the current text style for [content]. */
@Composable
public fun ProvideTextStyle(value: TextStyle, content: @Composable () -> Unit) {
    val mergedStyle = LocalTextStyle.current.merge(value)
    CompositionLocalProvider(LocalTextStyle provides mergedStyle, content = content)
}
