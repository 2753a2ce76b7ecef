// Mirrors compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/Scroll.kt (androidx.compose.foundation:foundation 1.9.4)
// Stand-in: ScrollState (value, maxValue, scrollTo), rememberScrollState and the vertical/horizontal scroll
// modifiers (both 1.9 overloads of each); the modifiers record their state as an element.
package androidx.compose.foundation

import androidx.compose.foundation.gestures.FlingBehavior
import androidx.compose.runtime.Composable
import androidx.compose.runtime.Stable
import androidx.compose.runtime.mutableIntStateOf
import androidx.compose.runtime.saveable.Saver
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.ui.Modifier

/** Creates and remembers a [ScrollState] starting at [initial]. */
@Composable
public fun rememberScrollState(initial: Int = 0): ScrollState = rememberSaveable(saver = ScrollState.Saver) { ScrollState(initial = initial) }

/** The scroll position of a scrollable container, in pixels. */
@Stable
public class ScrollState(initial: Int) {
    private val position = mutableIntStateOf(initial)

    /** The current scroll position, 0 to [maxValue]. */
    public val value: Int
        get() = position.intValue

    /** The largest scroll position (known after layout). */
    public var maxValue: Int = Int.MAX_VALUE
        internal set

    /** Jumps to [value] (clamped); returns the distance scrolled. */
    public suspend fun scrollTo(value: Int): Float {
        val target = value.coerceIn(0, maxValue)
        val delta = target - position.intValue
        position.intValue = target
        return delta.toFloat()
    }

    public companion object {
        /** Saves the scroll position. */
        public val Saver: Saver<ScrollState, *> = Saver<ScrollState, Int>(save = { it.value }, restore = { ScrollState(it) })
    }
}

/** Scrolls the content vertically by [state]. */
public fun Modifier.verticalScroll(
    state: ScrollState,
    enabled: Boolean = true,
    flingBehavior: FlingBehavior? = null,
    reverseScrolling: Boolean = false,
): Modifier = this then ScrollElement(state, vertical = true, enabled, reverseScrolling, overscrollEffect = null)

/** Scrolls the content vertically by [state], showing [overscrollEffect] at the bounds. */
public fun Modifier.verticalScroll(
    state: ScrollState,
    overscrollEffect: OverscrollEffect?,
    enabled: Boolean = true,
    flingBehavior: FlingBehavior? = null,
    reverseScrolling: Boolean = false,
): Modifier = this then ScrollElement(state, vertical = true, enabled, reverseScrolling, overscrollEffect)

/** Scrolls the content horizontally by [state]. */
public fun Modifier.horizontalScroll(
    state: ScrollState,
    enabled: Boolean = true,
    flingBehavior: FlingBehavior? = null,
    reverseScrolling: Boolean = false,
): Modifier = this then ScrollElement(state, vertical = false, enabled, reverseScrolling, overscrollEffect = null)

/** Scrolls the content horizontally by [state], showing [overscrollEffect] at the bounds. */
public fun Modifier.horizontalScroll(
    state: ScrollState,
    overscrollEffect: OverscrollEffect?,
    enabled: Boolean = true,
    flingBehavior: FlingBehavior? = null,
    reverseScrolling: Boolean = false,
): Modifier = this then ScrollElement(state, vertical = false, enabled, reverseScrolling, overscrollEffect)

private class ScrollElement(
    val state: ScrollState,
    val vertical: Boolean,
    val enabled: Boolean,
    val reverseScrolling: Boolean,
    val overscrollEffect: OverscrollEffect?,
) : Modifier.Element
