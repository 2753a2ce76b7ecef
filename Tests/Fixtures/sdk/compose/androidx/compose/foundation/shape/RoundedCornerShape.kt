// Mirrors compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/shape/RoundedCornerShape.kt (androidx.compose.foundation:foundation 1.9.4)
// Stand-in: the class and its factories (the per-corner Float-pixel and percent factories are included).
package androidx.compose.foundation.shape

import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** A shape with rounded corners. */
public class RoundedCornerShape(
    topStart: CornerSize,
    topEnd: CornerSize,
    bottomEnd: CornerSize,
    bottomStart: CornerSize,
) : CornerBasedShape(topStart = topStart, topEnd = topEnd, bottomEnd = bottomEnd, bottomStart = bottomStart) {
    override fun copy(
        topStart: CornerSize,
        topEnd: CornerSize,
        bottomEnd: CornerSize,
        bottomStart: CornerSize,
    ): RoundedCornerShape = RoundedCornerShape(topStart, topEnd, bottomEnd, bottomStart)

    override fun equals(other: Any?): Boolean =
        other is RoundedCornerShape &&
            topStart == other.topStart &&
            topEnd == other.topEnd &&
            bottomEnd == other.bottomEnd &&
            bottomStart == other.bottomStart

    override fun hashCode(): Int = listOf(topStart, topEnd, bottomEnd, bottomStart).hashCode()

    override fun toString(): String =
        "RoundedCornerShape(topStart = $topStart, topEnd = $topEnd, bottomEnd = $bottomEnd, bottomStart = $bottomStart)"
}

/** A fully rounded shape: a circle, or a pill for non-square bounds. */
public val CircleShape: RoundedCornerShape = RoundedCornerShape(50)

/** Every corner of [corner]. */
public fun RoundedCornerShape(corner: CornerSize): RoundedCornerShape = RoundedCornerShape(corner, corner, corner, corner)

/** Every corner of [size]. */
public fun RoundedCornerShape(size: Dp): RoundedCornerShape = RoundedCornerShape(CornerSize(size))

/** Every corner of [size] pixels. */
public fun RoundedCornerShape(size: Float): RoundedCornerShape = RoundedCornerShape(CornerSize(size))

/** Every corner of [percent] of the shorter side. */
public fun RoundedCornerShape(percent: Int): RoundedCornerShape = RoundedCornerShape(CornerSize(percent))

/** Corners of the given sizes. */
public fun RoundedCornerShape(
    topStart: Dp = 0.dp,
    topEnd: Dp = 0.dp,
    bottomEnd: Dp = 0.dp,
    bottomStart: Dp = 0.dp,
): RoundedCornerShape =
    RoundedCornerShape(CornerSize(topStart), CornerSize(topEnd), CornerSize(bottomEnd), CornerSize(bottomStart))

/** Corners of the given pixel sizes. */
public fun RoundedCornerShape(
    topStart: Float = 0.0f,
    topEnd: Float = 0.0f,
    bottomEnd: Float = 0.0f,
    bottomStart: Float = 0.0f,
): RoundedCornerShape =
    RoundedCornerShape(CornerSize(topStart), CornerSize(topEnd), CornerSize(bottomEnd), CornerSize(bottomStart))

/** Corners of the given percentages of the shorter side. */
public fun RoundedCornerShape(
    topStartPercent: Int = 0,
    topEndPercent: Int = 0,
    bottomEndPercent: Int = 0,
    bottomStartPercent: Int = 0,
): RoundedCornerShape =
    RoundedCornerShape(
        CornerSize(topStartPercent),
        CornerSize(topEndPercent),
        CornerSize(bottomEndPercent),
        CornerSize(bottomStartPercent),
    )
