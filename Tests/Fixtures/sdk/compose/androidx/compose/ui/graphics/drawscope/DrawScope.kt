// Mirrors compose/ui/ui-graphics/src/commonMain/kotlin/androidx/compose/ui/graphics/drawscope/DrawScope.kt (androidx.compose.ui:ui-graphics 1.9.4)
// Stand-in: DrawScope as a type only (receiver of drawing lambdas; its draw* functions are omitted) and the
// DrawStyle family (Fill; Stroke with its leading constructor parameters width, miter, cap — the trailing
// join: StrokeJoin and pathEffect: PathEffect? parameters are omitted).
package androidx.compose.ui.graphics.drawscope

import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.unit.Density

/** The receiver of drawing code: a canvas with its size and density. */
public interface DrawScope : Density

/** How a shape is drawn: filled or stroked. */
public sealed class DrawStyle

/** Fills the shape. */
public object Fill : DrawStyle()

/** Strokes the outline of the shape. */
public class Stroke(
    public val width: Float = 0.0f,
    public val miter: Float = DefaultMiter,
    public val cap: StrokeCap = DefaultCap,
) : DrawStyle() {
    public companion object {
        public const val HairlineWidth: Float = 0.0f
        public const val DefaultMiter: Float = 4.0f
        public val DefaultCap: StrokeCap = StrokeCap.Butt
    }
}
