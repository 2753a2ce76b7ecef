// Mirrors compose/foundation/foundation-layout/src/commonMain/kotlin/androidx/compose/foundation/layout/Arrangement.kt (androidx.compose.foundation:foundation-layout 1.9.4)
// Stand-in: Arrangement with its Horizontal/Vertical/HorizontalOrVertical interfaces, the presets, spacedBy
// and aligned; Arrangement.Absolute is omitted. The arrange bodies place children as the library does,
// except that spacedBy ignores the layout direction and the presets do not round half-pixels.
package androidx.compose.foundation.layout

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable
import androidx.compose.ui.Alignment
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.LayoutDirection
import androidx.compose.ui.unit.dp

/** How children are placed along the main axis of a Row or Column. */
@Immutable
public object Arrangement {
    /** Placement along a horizontal axis (Row). */
    @Stable
    public interface Horizontal {
        /** The spacing between children. */
        public val spacing: Dp
            get() = 0.dp

        /** Writes into [outPositions] the position of each child of [sizes] in [totalSize]. */
        public fun Density.arrange(totalSize: Int, sizes: IntArray, layoutDirection: LayoutDirection, outPositions: IntArray)
    }

    /** Placement along a vertical axis (Column). */
    @Stable
    public interface Vertical {
        /** The spacing between children. */
        public val spacing: Dp
            get() = 0.dp

        /** Writes into [outPositions] the position of each child of [sizes] in [totalSize]. */
        public fun Density.arrange(totalSize: Int, sizes: IntArray, outPositions: IntArray)
    }

    /** An arrangement usable on both axes. */
    @Stable
    public interface HorizontalOrVertical : Horizontal, Vertical {
        override val spacing: Dp
            get() = 0.dp
    }

    /** Children packed at the start (end in RTL). */
    @Stable
    public val Start: Horizontal = Packed("Start", 0f)

    /** Children packed at the end. */
    @Stable
    public val End: Horizontal = Packed("End", 1f)

    /** Children packed at the top. */
    @Stable
    public val Top: Vertical = Packed("Top", 0f)

    /** Children packed at the bottom. */
    @Stable
    public val Bottom: Vertical = Packed("Bottom", 1f)

    /** Children packed in the middle. */
    @Stable
    public val Center: HorizontalOrVertical = Packed("Center", 0.5f)

    /** Free space split evenly before, between and after the children. */
    @Stable
    public val SpaceEvenly: HorizontalOrVertical = Spaced("SpaceEvenly") { free, n -> free.toFloat() / (n + 1) to free.toFloat() / (n + 1) }

    /** Free space split evenly between the children only. */
    @Stable
    public val SpaceBetween: HorizontalOrVertical =
        Spaced("SpaceBetween") { free, n -> 0f to if (n > 1) free.toFloat() / (n - 1) else 0f }

    /** Free space split evenly around each child (half-gaps at the ends). */
    @Stable
    public val SpaceAround: HorizontalOrVertical =
        Spaced("SpaceAround") { free, n -> (if (n > 0) free.toFloat() / n else 0f) / 2 to if (n > 0) free.toFloat() / n else 0f }

    /** Children separated by [space], packed at the start. */
    @Stable
    public fun spacedBy(space: Dp): HorizontalOrVertical = SpacedBy(space, bias = 0f)

    /** Children separated by [space], the group placed by [alignment]. */
    @Stable
    public fun spacedBy(space: Dp, alignment: Alignment.Horizontal): Horizontal =
        SpacedBy(space, bias = if (alignment == Alignment.End) 1f else if (alignment == Alignment.CenterHorizontally) 0.5f else 0f)

    /** Children separated by [space], the group placed by [alignment]. */
    @Stable
    public fun spacedBy(space: Dp, alignment: Alignment.Vertical): Vertical =
        SpacedBy(space, bias = if (alignment == Alignment.Bottom) 1f else if (alignment == Alignment.CenterVertically) 0.5f else 0f)

    /** Children packed together, the group placed by [alignment]. */
    @Stable
    public fun aligned(alignment: Alignment.Horizontal): Horizontal = spacedBy(0.dp, alignment)

    /** Children packed together, the group placed by [alignment]. */
    @Stable
    public fun aligned(alignment: Alignment.Vertical): Vertical = spacedBy(0.dp, alignment)

    private fun place(sizes: IntArray, outPositions: IntArray, first: Float, gap: Float) {
        var position = first
        sizes.forEachIndexed { index, size ->
            outPositions[index] = kotlin.math.round(position).toInt()
            position += size + gap
        }
    }

    private class Packed(private val name: String, private val bias: Float) : HorizontalOrVertical {
        override fun Density.arrange(totalSize: Int, sizes: IntArray, layoutDirection: LayoutDirection, outPositions: IntArray) {
            val b = if (layoutDirection == LayoutDirection.Ltr) bias else 1f - bias
            place(sizes, outPositions, (totalSize - sizes.sum()) * b, 0f)
        }

        override fun Density.arrange(totalSize: Int, sizes: IntArray, outPositions: IntArray) {
            place(sizes, outPositions, (totalSize - sizes.sum()) * bias, 0f)
        }

        override fun toString(): String = "Arrangement#$name"
    }

    private class Spaced(private val name: String, private val gaps: (free: Int, count: Int) -> Pair<Float, Float>) :
        HorizontalOrVertical {
        override fun Density.arrange(totalSize: Int, sizes: IntArray, layoutDirection: LayoutDirection, outPositions: IntArray) {
            arrange(totalSize, sizes, outPositions)
        }

        override fun Density.arrange(totalSize: Int, sizes: IntArray, outPositions: IntArray) {
            val (first, gap) = gaps(totalSize - sizes.sum(), sizes.size)
            place(sizes, outPositions, first, gap)
        }

        override fun toString(): String = "Arrangement#$name"
    }

    private class SpacedBy(private val space: Dp, private val bias: Float) : HorizontalOrVertical {
        override val spacing: Dp
            get() = space

        override fun Density.arrange(totalSize: Int, sizes: IntArray, layoutDirection: LayoutDirection, outPositions: IntArray) {
            arrange(totalSize, sizes, outPositions)
        }

        override fun Density.arrange(totalSize: Int, sizes: IntArray, outPositions: IntArray) {
            val gap = space.roundToPx()
            val occupied = sizes.sum() + gap * (sizes.size - 1).coerceAtLeast(0)
            place(sizes, outPositions, (totalSize - occupied) * bias, gap.toFloat())
        }

        override fun toString(): String = "Arrangement#spacedBy($space)"
    }
}
