// Mirrors compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/style/TextGeometricTransform.kt (androidx.compose.ui:ui-text 1.9.4)
package androidx.compose.ui.text.style

import androidx.compose.runtime.Immutable

/** A horizontal scale and skew applied to glyphs. */
@Immutable
public class TextGeometricTransform(public val scaleX: Float = 1.0f, public val skewX: Float = 0f) {
    override fun equals(other: Any?): Boolean =
        other is TextGeometricTransform && other.scaleX == scaleX && other.skewX == skewX

    override fun hashCode(): Int = 31 * scaleX.hashCode() + skewX.hashCode()
}
