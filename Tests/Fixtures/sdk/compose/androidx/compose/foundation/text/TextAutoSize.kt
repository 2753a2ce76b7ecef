// Mirrors compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/text/TextAutoSize.kt (androidx.compose.foundation:foundation 1.9.4)
// Stand-in: TextAutoSize as a type with its StepBased factory; getFontSize (which takes the text layout
// scope, not stood in) is omitted.
package androidx.compose.foundation.text

import androidx.compose.ui.unit.TextUnit
import androidx.compose.ui.unit.sp

/** How Text picks a font size that fits its bounds. */
public interface TextAutoSize {
    public companion object {
        /** Tries sizes from [maxFontSize] down to [minFontSize] in steps of [stepSize]. */
        public fun StepBased(
            minFontSize: TextUnit = 12.sp,
            maxFontSize: TextUnit = 112.sp,
            stepSize: TextUnit = 0.25.sp,
        ): TextAutoSize = StepBasedStandIn(minFontSize, maxFontSize, stepSize)
    }
}

private data class StepBasedStandIn(val minFontSize: TextUnit, val maxFontSize: TextUnit, val stepSize: TextUnit) : TextAutoSize
