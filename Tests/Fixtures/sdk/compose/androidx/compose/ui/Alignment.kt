// Mirrors compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/Alignment.kt (androidx.compose.ui:ui 1.9.4)
// Stand-in: Alignment, its Horizontal/Vertical parts, the presets and BiasAlignment; AbsoluteAlignment and
// BiasAbsoluteAlignment are omitted.
package androidx.compose.ui

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable
import androidx.compose.ui.unit.IntOffset
import androidx.compose.ui.unit.IntSize
import androidx.compose.ui.unit.LayoutDirection
import kotlin.math.roundToInt

/** Places a box of some size inside a larger space. */
@Stable
public fun interface Alignment {
    /** The offset of a box of [size] inside [space]. */
    public fun align(size: IntSize, space: IntSize, layoutDirection: LayoutDirection): IntOffset

    /** Horizontal placement only. */
    @Stable
    public fun interface Horizontal {
        public fun align(size: Int, space: Int, layoutDirection: LayoutDirection): Int

        /** Combines with a vertical placement into an [Alignment]. */
        public operator fun plus(other: Vertical): Alignment = CombinedAlignment(this, other)
    }

    /** Vertical placement only. */
    @Stable
    public fun interface Vertical {
        public fun align(size: Int, space: Int): Int

        /** Combines with a horizontal placement into an [Alignment]. */
        public operator fun plus(other: Horizontal): Alignment = CombinedAlignment(other, this)
    }

    public companion object {
        @Stable public val TopStart: Alignment = BiasAlignment(-1f, -1f)
        @Stable public val TopCenter: Alignment = BiasAlignment(0f, -1f)
        @Stable public val TopEnd: Alignment = BiasAlignment(1f, -1f)
        @Stable public val CenterStart: Alignment = BiasAlignment(-1f, 0f)
        @Stable public val Center: Alignment = BiasAlignment(0f, 0f)
        @Stable public val CenterEnd: Alignment = BiasAlignment(1f, 0f)
        @Stable public val BottomStart: Alignment = BiasAlignment(-1f, 1f)
        @Stable public val BottomCenter: Alignment = BiasAlignment(0f, 1f)
        @Stable public val BottomEnd: Alignment = BiasAlignment(1f, 1f)

        @Stable public val Top: Vertical = BiasAlignment.Vertical(-1f)
        @Stable public val CenterVertically: Vertical = BiasAlignment.Vertical(0f)
        @Stable public val Bottom: Vertical = BiasAlignment.Vertical(1f)

        @Stable public val Start: Horizontal = BiasAlignment.Horizontal(-1f)
        @Stable public val CenterHorizontally: Horizontal = BiasAlignment.Horizontal(0f)
        @Stable public val End: Horizontal = BiasAlignment.Horizontal(1f)
    }
}

private fun biasPosition(size: Int, space: Int, bias: Float): Int = ((space - size) / 2f * (1 + bias)).roundToInt()

/** An [Alignment] by biases from -1 (start/top) to 1 (end/bottom). */
@Immutable
public data class BiasAlignment(public val horizontalBias: Float, public val verticalBias: Float) : Alignment {
    override fun align(size: IntSize, space: IntSize, layoutDirection: LayoutDirection): IntOffset {
        val h = if (layoutDirection == LayoutDirection.Ltr) horizontalBias else -horizontalBias
        return IntOffset(
            biasPosition(size.width, space.width, h),
            biasPosition(size.height, space.height, verticalBias),
        )
    }

    /** A horizontal placement by bias. */
    @Immutable
    public data class Horizontal(public val bias: Float) : Alignment.Horizontal {
        override fun align(size: Int, space: Int, layoutDirection: LayoutDirection): Int =
            biasPosition(size, space, if (layoutDirection == LayoutDirection.Ltr) bias else -bias)
    }

    /** A vertical placement by bias. */
    @Immutable
    public data class Vertical(public val bias: Float) : Alignment.Vertical {
        override fun align(size: Int, space: Int): Int = biasPosition(size, space, bias)
    }
}

private class CombinedAlignment(val horizontal: Alignment.Horizontal, val vertical: Alignment.Vertical) : Alignment {
    override fun align(size: IntSize, space: IntSize, layoutDirection: LayoutDirection): IntOffset =
        IntOffset(
            horizontal.align(size.width, space.width, layoutDirection),
            vertical.align(size.height, space.height),
        )
}
