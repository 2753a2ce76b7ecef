// Mirrors compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/lazy/LazyListState.kt (androidx.compose.foundation:foundation 1.9.4)
// Stand-in: the first-visible-item position and the scroll-to-item functions (which move it at once);
// layoutInfo, the prefetch constructor and ScrollableState members are omitted.
package androidx.compose.foundation.lazy

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Stable
import androidx.compose.runtime.mutableIntStateOf
import androidx.compose.runtime.saveable.Saver
import androidx.compose.runtime.saveable.rememberSaveable

/** Creates and remembers a [LazyListState]. */
@Composable
public fun rememberLazyListState(
    initialFirstVisibleItemIndex: Int = 0,
    initialFirstVisibleItemScrollOffset: Int = 0,
): LazyListState =
    rememberSaveable(saver = LazyListState.Saver) {
        LazyListState(initialFirstVisibleItemIndex, initialFirstVisibleItemScrollOffset)
    }

/** The scroll position of a lazy list. */
@Stable
public class LazyListState(firstVisibleItemIndex: Int = 0, firstVisibleItemScrollOffset: Int = 0) {
    private val index = mutableIntStateOf(firstVisibleItemIndex)
    private val offset = mutableIntStateOf(firstVisibleItemScrollOffset)

    /** The index of the first visible item. */
    public val firstVisibleItemIndex: Int
        get() = index.intValue

    /** How far the first visible item is scrolled off, in pixels. */
    public val firstVisibleItemScrollOffset: Int
        get() = offset.intValue

    /** Jumps to item [index], [scrollOffset] pixels into it. */
    public suspend fun scrollToItem(index: Int, scrollOffset: Int = 0) {
        this.index.intValue = index
        offset.intValue = scrollOffset
    }

    /** Animates to item [index], [scrollOffset] pixels into it. */
    public suspend fun animateScrollToItem(index: Int, scrollOffset: Int = 0) {
        scrollToItem(index, scrollOffset)
    }

    public companion object {
        /** Saves the scroll position. */
        public val Saver: Saver<LazyListState, *> =
            Saver<LazyListState, List<Int>>(
                save = { listOf(it.firstVisibleItemIndex, it.firstVisibleItemScrollOffset) },
                restore = { LazyListState(it[0], it[1]) },
            )
    }
}
