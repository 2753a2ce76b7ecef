// Mirrors compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/lazy/LazyDsl.kt (androidx.compose.foundation:foundation 1.9.4)
// Stand-in: LazyListScope (item, items), the List/Array items and itemsIndexed extensions, LazyColumn and
// LazyRow. LazyListScope's members are abstract here (default bodies in the library); the deprecated hidden
// overloads and the experimental stickyHeader are omitted. The stand-in lists compose every item once, in order.
package androidx.compose.foundation.lazy

import tandem.compose.StandInComposition

import androidx.compose.foundation.OverscrollEffect
import androidx.compose.foundation.gestures.FlingBehavior
import androidx.compose.foundation.gestures.ScrollableDefaults
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.rememberOverscrollEffect
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp

/** The receiver of a lazy list's content: declares its items. */
@LazyScopeMarker
public interface LazyListScope {
    /** Adds one item. */
    public fun item(key: Any? = null, contentType: Any? = null, content: @Composable LazyItemScope.() -> Unit)

    /** Adds [count] items. */
    public fun items(
        count: Int,
        key: ((index: Int) -> Any)? = null,
        contentType: (index: Int) -> Any? = { null },
        itemContent: @Composable LazyItemScope.(index: Int) -> Unit,
    )
}

/** Adds an item per element of [items]. */
public inline fun <T> LazyListScope.items(
    items: List<T>,
    noinline key: ((item: T) -> Any)? = null,
    noinline contentType: (item: T) -> Any? = { null },
    crossinline itemContent: @Composable LazyItemScope.(item: T) -> Unit,
): Unit =
    items(
        count = items.size,
        key = if (key != null) { index: Int -> key(items[index]) } else null,
        contentType = { index: Int -> contentType(items[index]) },
    ) {
        itemContent(items[it])
    }

/** Adds an item per element of [items], with its index. */
public inline fun <T> LazyListScope.itemsIndexed(
    items: List<T>,
    noinline key: ((index: Int, item: T) -> Any)? = null,
    crossinline contentType: (index: Int, item: T) -> Any? = { _, _ -> null },
    crossinline itemContent: @Composable LazyItemScope.(index: Int, item: T) -> Unit,
): Unit =
    items(
        count = items.size,
        key = if (key != null) { index: Int -> key(index, items[index]) } else null,
        contentType = { index -> contentType(index, items[index]) },
    ) {
        itemContent(it, items[it])
    }

/** Adds an item per element of [items]. */
public inline fun <T> LazyListScope.items(
    items: Array<T>,
    noinline key: ((item: T) -> Any)? = null,
    noinline contentType: (item: T) -> Any? = { null },
    crossinline itemContent: @Composable LazyItemScope.(item: T) -> Unit,
): Unit =
    items(
        count = items.size,
        key = if (key != null) { index: Int -> key(items[index]) } else null,
        contentType = { index: Int -> contentType(items[index]) },
    ) {
        itemContent(items[it])
    }

/** A vertically scrolling list that composes only its visible items. */
@Composable
public fun LazyColumn(
    modifier: Modifier = Modifier,
    state: LazyListState = rememberLazyListState(),
    contentPadding: PaddingValues = PaddingValues(0.dp),
    reverseLayout: Boolean = false,
    verticalArrangement: Arrangement.Vertical = if (!reverseLayout) Arrangement.Top else Arrangement.Bottom,
    horizontalAlignment: Alignment.Horizontal = Alignment.Start,
    flingBehavior: FlingBehavior = ScrollableDefaults.flingBehavior(),
    userScrollEnabled: Boolean = true,
    overscrollEffect: OverscrollEffect? = rememberOverscrollEffect(),
    content: LazyListScope.() -> Unit,
) {
    StandInComposition.node("LazyColumn", modifier) {
        LazyListScopeImpl().apply(content).composeItems()
    }
}

/** A horizontally scrolling list that composes only its visible items. */
@Composable
public fun LazyRow(
    modifier: Modifier = Modifier,
    state: LazyListState = rememberLazyListState(),
    contentPadding: PaddingValues = PaddingValues(0.dp),
    reverseLayout: Boolean = false,
    horizontalArrangement: Arrangement.Horizontal = if (!reverseLayout) Arrangement.Start else Arrangement.End,
    verticalAlignment: Alignment.Vertical = Alignment.Top,
    flingBehavior: FlingBehavior = ScrollableDefaults.flingBehavior(),
    userScrollEnabled: Boolean = true,
    overscrollEffect: OverscrollEffect? = rememberOverscrollEffect(),
    content: LazyListScope.() -> Unit,
) {
    LazyListScopeImpl().apply(content).composeItems()
}

private class LazyListScopeImpl : LazyListScope {
    private val intervals = ArrayList<Pair<Int, @Composable LazyItemScope.(index: Int) -> Unit>>()
    private val keys = HashSet<Any>()

    /** As LazyLayoutKeyIndexMap: a key is one item's, and a second item under it is an error. */
    private fun claim(key: Any) {
        require(keys.add(key)) {
            "Key \"$key\" was already used. If you are using LazyColumn/Row please make sure you provide a unique key for each item."
        }
    }

    override fun item(key: Any?, contentType: Any?, content: @Composable LazyItemScope.() -> Unit) {
        key?.let(::claim)
        intervals.add(1 to { _: Int -> content() })
    }

    override fun items(
        count: Int,
        key: ((index: Int) -> Any)?,
        contentType: (index: Int) -> Any?,
        itemContent: @Composable LazyItemScope.(index: Int) -> Unit,
    ) {
        if (key != null) for (index in 0 until count) claim(key(index))
        intervals.add(count to itemContent)
    }

    @Composable
    fun composeItems() {
        for ((count, itemContent) in intervals) {
            for (index in 0 until count) {
                LazyItemScopeImpl.itemContent(index)
            }
        }
    }
}

private object LazyItemScopeImpl : LazyItemScope {
    override fun Modifier.fillParentMaxSize(fraction: Float): Modifier = this then FillParentElement("size", fraction)

    override fun Modifier.fillParentMaxWidth(fraction: Float): Modifier = this then FillParentElement("width", fraction)

    override fun Modifier.fillParentMaxHeight(fraction: Float): Modifier = this then FillParentElement("height", fraction)
}

private data class FillParentElement(val dimension: String, val fraction: Float) : Modifier.Element
