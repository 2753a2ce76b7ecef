// Mirrors compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/shape/CornerBasedShape.kt (androidx.compose.foundation:foundation 1.9.4)
// Stand-in: the four corners and the copy functions; createOutline (Shape's outline API is not stood in) is omitted.
package androidx.compose.foundation.shape

import androidx.compose.ui.graphics.Shape

/** A shape defined by the sizes of its four corners. */
public abstract class CornerBasedShape(
    public val topStart: CornerSize,
    public val topEnd: CornerSize,
    public val bottomEnd: CornerSize,
    public val bottomStart: CornerSize,
) : Shape {
    /** A copy with some corners replaced. */
    public abstract fun copy(
        topStart: CornerSize = this.topStart,
        topEnd: CornerSize = this.topEnd,
        bottomEnd: CornerSize = this.bottomEnd,
        bottomStart: CornerSize = this.bottomStart,
    ): CornerBasedShape

    /** A copy with every corner set to [all]. */
    public fun copy(all: CornerSize): CornerBasedShape = copy(all, all, all, all)
}
