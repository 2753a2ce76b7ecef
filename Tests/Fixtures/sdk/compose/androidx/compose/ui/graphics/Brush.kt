// Mirrors compose/ui/ui-graphics/src/commonMain/kotlin/androidx/compose/ui/graphics/Brush.kt (androidx.compose.ui:ui-graphics 1.9.4)
// Stand-in: Brush and SolidColor only; the gradient factories and ShaderBrush are omitted.
package androidx.compose.ui.graphics

import androidx.compose.runtime.Immutable

/** How an area is painted: a solid colour or a gradient. */
@Immutable
public sealed class Brush

/** A [Brush] of one colour. */
@Immutable
public class SolidColor(public val value: Color) : Brush() {
    override fun equals(other: Any?): Boolean = other is SolidColor && other.value == value

    override fun hashCode(): Int = value.hashCode()

    override fun toString(): String = "SolidColor(value=$value)"
}
