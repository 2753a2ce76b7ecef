// Mirrors compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/shape/CornerSize.kt (androidx.compose.foundation:foundation 1.9.4)
// Stand-in: CornerSize as a type with the Dp, pixel and percent factories and ZeroCornerSize; its toPx
// (which takes a geometry Size, not stood in) is omitted.
package androidx.compose.foundation.shape

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable
import androidx.compose.ui.unit.Dp

/** The size of one corner of a [CornerBasedShape]. */
@Immutable
public interface CornerSize

/** A corner of [size]. */
@Stable
public fun CornerSize(size: Dp): CornerSize = DpCornerSize(size)

/** A corner of [size] pixels. */
@Stable
public fun CornerSize(size: Float): CornerSize = PxCornerSize(size)

/** A corner of [percent] (0–100) of the shape's shorter side. */
@Stable
public fun CornerSize(percent: Int): CornerSize = PercentCornerSize(percent.toFloat())

/** A corner of size zero (square). */
@Stable
public val ZeroCornerSize: CornerSize = PxCornerSize(0f)

private data class DpCornerSize(val size: Dp) : CornerSize

private data class PxCornerSize(val size: Float) : CornerSize

private data class PercentCornerSize(val percent: Float) : CornerSize {
    init {
        require(percent in 0f..100f) { "The percent should be in the range of [0, 100]" }
    }
}
