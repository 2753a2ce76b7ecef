// Mirrors compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/lazy/LazyItemScope.kt (androidx.compose.foundation:foundation 1.9.4)
// Stand-in: the fillParentMax* modifiers; animateItem (which takes animation specs) is omitted.
package androidx.compose.foundation.lazy

import androidx.compose.runtime.Stable
import androidx.compose.ui.Modifier

/** The receiver of a lazy list item's content. */
@Stable
@LazyScopeMarker
public interface LazyItemScope {
    /** Fills [fraction] of the list's viewport in both dimensions. */
    public fun Modifier.fillParentMaxSize(fraction: Float = 1f): Modifier

    /** Fills [fraction] of the list's viewport width. */
    public fun Modifier.fillParentMaxWidth(fraction: Float = 1f): Modifier

    /** Fills [fraction] of the list's viewport height. */
    public fun Modifier.fillParentMaxHeight(fraction: Float = 1f): Modifier
}
