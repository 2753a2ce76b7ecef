// Mirrors compose/ui/ui-graphics/src/commonMain/kotlin/androidx/compose/ui/graphics/Shape.kt (androidx.compose.ui:ui-graphics 1.9.4)
// Stand-in: Shape as a type only; createOutline (and Outline, Size) are not stood in.
package androidx.compose.ui.graphics

import androidx.compose.runtime.Stable

/** The outline of a component (its clip, border and shadow). */
@Stable
public interface Shape

/** A rectangle. */
public val RectangleShape: Shape = object : Shape {
    override fun toString(): String = "RectangleShape"
}
