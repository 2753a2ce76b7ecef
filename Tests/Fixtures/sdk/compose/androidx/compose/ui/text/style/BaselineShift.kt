// Mirrors compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/style/BaselineShift.kt (androidx.compose.ui:ui-text 1.9.4)
package androidx.compose.ui.text.style

import androidx.compose.runtime.Immutable

/** Shifts text up or down from the baseline, as a fraction of the ascent. */
@Immutable
@JvmInline
public value class BaselineShift(public val multiplier: Float) {
    public companion object {
        public val Superscript: BaselineShift = BaselineShift(0.5f)
        public val Subscript: BaselineShift = BaselineShift(-0.5f)
        public val None: BaselineShift = BaselineShift(0.0f)
        public val Unspecified: BaselineShift = BaselineShift(Float.NaN)
    }
}
