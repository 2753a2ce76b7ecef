// Mirrors compose/foundation/foundation-layout/src/commonMain/kotlin/androidx/compose/foundation/layout/Padding.kt (androidx.compose.foundation:foundation-layout 1.9.4)
// Stand-in: PaddingValues (interface, factories, Absolute, Zero, start/end helpers) and the padding
// modifiers (absolutePadding included); the modifiers record their values as an element.
package androidx.compose.foundation.layout

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.LayoutDirection
import androidx.compose.ui.unit.dp

/** Adds space around the element, per side (start/end follow the layout direction). */
@Stable
public fun Modifier.padding(start: Dp = 0.dp, top: Dp = 0.dp, end: Dp = 0.dp, bottom: Dp = 0.dp): Modifier =
    this then PaddingElement(start, top, end, bottom, rtlAware = true)

/** Adds [horizontal] space at the start and end and [vertical] space at the top and bottom. */
@Stable
public fun Modifier.padding(horizontal: Dp = 0.dp, vertical: Dp = 0.dp): Modifier =
    this then PaddingElement(horizontal, vertical, horizontal, vertical, rtlAware = true)

/** Adds [all] around the element. */
@Stable
public fun Modifier.padding(all: Dp): Modifier = this then PaddingElement(all, all, all, all, rtlAware = true)

/** Adds the space described by [paddingValues] around the element. */
@Stable
public fun Modifier.padding(paddingValues: PaddingValues): Modifier =
    this then
        PaddingElement(
            paddingValues.calculateLeftPadding(LayoutDirection.Ltr),
            paddingValues.calculateTopPadding(),
            paddingValues.calculateRightPadding(LayoutDirection.Ltr),
            paddingValues.calculateBottomPadding(),
            rtlAware = true,
        )

/** Adds space per side, ignoring the layout direction. */
@Stable
public fun Modifier.absolutePadding(left: Dp = 0.dp, top: Dp = 0.dp, right: Dp = 0.dp, bottom: Dp = 0.dp): Modifier =
    this then PaddingElement(left, top, right, bottom, rtlAware = false)

/** Space around a component (e.g. a Scaffold's inner padding or a list's content padding). */
@Stable
public interface PaddingValues {
    /** The left padding for [layoutDirection]. */
    public fun calculateLeftPadding(layoutDirection: LayoutDirection): Dp

    /** The top padding. */
    public fun calculateTopPadding(): Dp

    /** The right padding for [layoutDirection]. */
    public fun calculateRightPadding(layoutDirection: LayoutDirection): Dp

    /** The bottom padding. */
    public fun calculateBottomPadding(): Dp

    /** Padding per absolute side (left/right do not follow the layout direction). */
    @Immutable
    public class Absolute(
        @Stable private val left: Dp = 0.dp,
        @Stable private val top: Dp = 0.dp,
        @Stable private val right: Dp = 0.dp,
        @Stable private val bottom: Dp = 0.dp,
    ) : PaddingValues {
        override fun calculateLeftPadding(layoutDirection: LayoutDirection): Dp = left

        override fun calculateTopPadding(): Dp = top

        override fun calculateRightPadding(layoutDirection: LayoutDirection): Dp = right

        override fun calculateBottomPadding(): Dp = bottom

        override fun equals(other: Any?): Boolean =
            other is Absolute && left == other.left && top == other.top && right == other.right && bottom == other.bottom

        override fun hashCode(): Int = listOf(left, top, right, bottom).hashCode()

        override fun toString(): String = "PaddingValues.Absolute(left=$left, top=$top, right=$right, bottom=$bottom)"
    }

    public companion object {
        /** No padding. */
        @Stable
        public val Zero: PaddingValues = PaddingValuesImpl(0.dp, 0.dp, 0.dp, 0.dp)
    }
}

/** The start padding for [layoutDirection]. */
@Stable
public fun PaddingValues.calculateStartPadding(layoutDirection: LayoutDirection): Dp =
    if (layoutDirection == LayoutDirection.Ltr) calculateLeftPadding(layoutDirection) else calculateRightPadding(layoutDirection)

/** The end padding for [layoutDirection]. */
@Stable
public fun PaddingValues.calculateEndPadding(layoutDirection: LayoutDirection): Dp =
    if (layoutDirection == LayoutDirection.Ltr) calculateRightPadding(layoutDirection) else calculateLeftPadding(layoutDirection)

/** [all] on every side. */
@Stable
public fun PaddingValues(all: Dp): PaddingValues = PaddingValuesImpl(all, all, all, all)

/** [horizontal] at start and end, [vertical] at top and bottom. */
@Stable
public fun PaddingValues(horizontal: Dp = 0.dp, vertical: Dp = 0.dp): PaddingValues =
    PaddingValuesImpl(horizontal, vertical, horizontal, vertical)

/** Padding per side (start/end follow the layout direction). */
@Stable
public fun PaddingValues(start: Dp = 0.dp, top: Dp = 0.dp, end: Dp = 0.dp, bottom: Dp = 0.dp): PaddingValues =
    PaddingValuesImpl(start, top, end, bottom)

@Immutable
internal class PaddingValuesImpl(
    @Stable val start: Dp = 0.dp,
    @Stable val top: Dp = 0.dp,
    @Stable val end: Dp = 0.dp,
    @Stable val bottom: Dp = 0.dp,
) : PaddingValues {
    override fun calculateLeftPadding(layoutDirection: LayoutDirection): Dp =
        if (layoutDirection == LayoutDirection.Ltr) start else end

    override fun calculateTopPadding(): Dp = top

    override fun calculateRightPadding(layoutDirection: LayoutDirection): Dp =
        if (layoutDirection == LayoutDirection.Ltr) end else start

    override fun calculateBottomPadding(): Dp = bottom

    override fun equals(other: Any?): Boolean =
        other is PaddingValuesImpl && start == other.start && top == other.top && end == other.end && bottom == other.bottom

    override fun hashCode(): Int = listOf(start, top, end, bottom).hashCode()

    override fun toString(): String = "PaddingValues(start=$start, top=$top, end=$end, bottom=$bottom)"
}

private data class PaddingElement(val start: Dp, val top: Dp, val end: Dp, val bottom: Dp, val rtlAware: Boolean) :
    Modifier.Element
