// Mirrors compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/BorderStroke.kt (androidx.compose.foundation:foundation 1.9.4)
package androidx.compose.foundation

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.SolidColor
import androidx.compose.ui.unit.Dp

/** A border's width and paint. */
@Immutable
public class BorderStroke(public val width: Dp, public val brush: Brush) {
    /** A copy with some values replaced. */
    public fun copy(width: Dp = this.width, brush: Brush = this.brush): BorderStroke = BorderStroke(width, brush)

    override fun equals(other: Any?): Boolean = other is BorderStroke && width == other.width && brush == other.brush

    override fun hashCode(): Int = 31 * width.hashCode() + brush.hashCode()

    override fun toString(): String = "BorderStroke(width=$width, brush=$brush)"
}

/** A border of [width] in a solid [color]. */
@Stable
public fun BorderStroke(width: Dp, color: Color): BorderStroke = BorderStroke(width, SolidColor(color))
