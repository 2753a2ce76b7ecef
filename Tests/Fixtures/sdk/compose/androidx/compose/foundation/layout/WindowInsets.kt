// Mirrors compose/foundation/foundation-layout/src/commonMain/kotlin/androidx/compose/foundation/layout/WindowInsets.kt (androidx.compose.foundation:foundation-layout 1.9.4)
// Stand-in: WindowInsets, WindowInsetsSides, the fixed-insets factories and only/union/add/exclude/
// asPaddingValues. The stand-in insets are fixed pixel values (the platform's are zero here).
package androidx.compose.foundation.layout

import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.runtime.Stable
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.LayoutDirection
import androidx.compose.ui.unit.dp

/** Insets of the window (system bars, IME, cutouts…), per side in pixels. */
@Stable
public interface WindowInsets {
    public fun getLeft(density: Density, layoutDirection: LayoutDirection): Int

    public fun getTop(density: Density): Int

    public fun getRight(density: Density, layoutDirection: LayoutDirection): Int

    public fun getBottom(density: Density): Int

    public companion object
}

/** No insets. */
public fun WindowInsets(): WindowInsets = FixedIntInsets(0, 0, 0, 0)

/** Fixed insets in pixels. */
public fun WindowInsets(left: Int = 0, top: Int = 0, right: Int = 0, bottom: Int = 0): WindowInsets =
    FixedIntInsets(left, top, right, bottom)

/** Fixed insets in dp. */
public fun WindowInsets(left: Dp = 0.dp, top: Dp = 0.dp, right: Dp = 0.dp, bottom: Dp = 0.dp): WindowInsets =
    FixedDpInsets(left, top, right, bottom)

/** The sides of a [WindowInsets] to keep with [only]. */
@JvmInline
public value class WindowInsetsSides private constructor(private val value: Int) {
    /** Both sets of sides. */
    public operator fun plus(sides: WindowInsetsSides): WindowInsetsSides = WindowInsetsSides(value or sides.value)

    internal fun has(sides: WindowInsetsSides): Boolean = (value and sides.value) == sides.value

    public companion object {
        public val Start: WindowInsetsSides = WindowInsetsSides(1 shl 3)
        public val End: WindowInsetsSides = WindowInsetsSides(1 shl 4)
        public val Top: WindowInsetsSides = WindowInsetsSides(1 shl 5)
        public val Bottom: WindowInsetsSides = WindowInsetsSides(1 shl 6)
        public val Left: WindowInsetsSides = WindowInsetsSides(1 shl 1)
        public val Right: WindowInsetsSides = WindowInsetsSides(1 shl 0)
        public val Horizontal: WindowInsetsSides = WindowInsetsSides((1 shl 1) or (1 shl 0) or (1 shl 3) or (1 shl 4))
        public val Vertical: WindowInsetsSides = WindowInsetsSides((1 shl 5) or (1 shl 6))
    }
}

/** Only the [sides] of these insets (the others are zero). */
public fun WindowInsets.only(sides: WindowInsetsSides): WindowInsets {
    val base = this
    return object : WindowInsets {
        override fun getLeft(density: Density, layoutDirection: LayoutDirection): Int =
            if (sides.has(WindowInsetsSides.Left) ||
                sides.has(if (layoutDirection == LayoutDirection.Ltr) WindowInsetsSides.Start else WindowInsetsSides.End)
            ) base.getLeft(density, layoutDirection) else 0

        override fun getTop(density: Density): Int = if (sides.has(WindowInsetsSides.Top)) base.getTop(density) else 0

        override fun getRight(density: Density, layoutDirection: LayoutDirection): Int =
            if (sides.has(WindowInsetsSides.Right) ||
                sides.has(if (layoutDirection == LayoutDirection.Ltr) WindowInsetsSides.End else WindowInsetsSides.Start)
            ) base.getRight(density, layoutDirection) else 0

        override fun getBottom(density: Density): Int = if (sides.has(WindowInsetsSides.Bottom)) base.getBottom(density) else 0
    }
}

/** The larger of these and [insets], per side. */
public fun WindowInsets.union(insets: WindowInsets): WindowInsets = combine(this, insets) { a, b -> maxOf(a, b) }

/** These plus [insets], per side. */
public fun WindowInsets.add(insets: WindowInsets): WindowInsets = combine(this, insets) { a, b -> a + b }

/** These minus [insets], per side (never below zero). */
public fun WindowInsets.exclude(insets: WindowInsets): WindowInsets = combine(this, insets) { a, b -> (a - b).coerceAtLeast(0) }

/** These insets as [PaddingValues] at the current density. */
@Composable
@ReadOnlyComposable
public fun WindowInsets.asPaddingValues(): PaddingValues = asPaddingValues(StandInDensity)

/** These insets as [PaddingValues] at [density]. */
public fun WindowInsets.asPaddingValues(density: Density): PaddingValues =
    with(density) {
        PaddingValues.Absolute(
            left = getLeft(density, LayoutDirection.Ltr).toFloat().toDp(),
            top = getTop(density).toFloat().toDp(),
            right = getRight(density, LayoutDirection.Ltr).toFloat().toDp(),
            bottom = getBottom(density).toFloat().toDp(),
        )
    }

private val StandInDensity: Density = Density(1f)

private fun combine(a: WindowInsets, b: WindowInsets, op: (Int, Int) -> Int): WindowInsets =
    object : WindowInsets {
        override fun getLeft(density: Density, layoutDirection: LayoutDirection): Int =
            op(a.getLeft(density, layoutDirection), b.getLeft(density, layoutDirection))

        override fun getTop(density: Density): Int = op(a.getTop(density), b.getTop(density))

        override fun getRight(density: Density, layoutDirection: LayoutDirection): Int =
            op(a.getRight(density, layoutDirection), b.getRight(density, layoutDirection))

        override fun getBottom(density: Density): Int = op(a.getBottom(density), b.getBottom(density))
    }

private data class FixedIntInsets(val left: Int, val top: Int, val right: Int, val bottom: Int) : WindowInsets {
    override fun getLeft(density: Density, layoutDirection: LayoutDirection): Int = left

    override fun getTop(density: Density): Int = top

    override fun getRight(density: Density, layoutDirection: LayoutDirection): Int = right

    override fun getBottom(density: Density): Int = bottom
}

private data class FixedDpInsets(val left: Dp, val top: Dp, val right: Dp, val bottom: Dp) : WindowInsets {
    override fun getLeft(density: Density, layoutDirection: LayoutDirection): Int = with(density) { left.roundToPx() }

    override fun getTop(density: Density): Int = with(density) { top.roundToPx() }

    override fun getRight(density: Density, layoutDirection: LayoutDirection): Int = with(density) { right.roundToPx() }

    override fun getBottom(density: Density): Int = with(density) { bottom.roundToPx() }
}
