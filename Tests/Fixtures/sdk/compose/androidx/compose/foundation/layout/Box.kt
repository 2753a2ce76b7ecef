// Mirrors compose/foundation/foundation-layout/src/commonMain/kotlin/androidx/compose/foundation/layout/Box.kt (androidx.compose.foundation:foundation-layout 1.9.4)
// Stand-in: Box runs its content once with the BoxScope instance; nothing is measured or placed.
package androidx.compose.foundation.layout

import tandem.compose.StandInComposition

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier

/** Stacks its children, each placed by [contentAlignment] (or its own `align`). */
@Composable
public inline fun Box(
    modifier: Modifier = Modifier,
    contentAlignment: Alignment = Alignment.TopStart,
    propagateMinConstraints: Boolean = false,
    content: @Composable BoxScope.() -> Unit,
) {
    StandInComposition.node("Box", modifier) {
        BoxScopeInstance.content()
    }
}

/** An empty box (e.g. a sized background). */
@Composable
public fun Box(modifier: Modifier) {
    // A node with its modifier (its semantics, its test tag), as the real one's Layout; nothing to draw.
    StandInComposition.node("Box", modifier) {}
}

/** The scope of a [Box]'s children. */
@LayoutScopeMarker
@Immutable
public interface BoxScope {
    /** Places this child by [alignment] inside the Box. */
    @Stable
    public fun Modifier.align(alignment: Alignment): Modifier

    /** Sizes this child to the Box once the other children are measured. */
    @Stable
    public fun Modifier.matchParentSize(): Modifier
}

@PublishedApi
internal object BoxScopeInstance : BoxScope {
    @Stable
    override fun Modifier.align(alignment: Alignment): Modifier = this then BoxChildElement(alignment, matchParentSize = false)

    @Stable
    override fun Modifier.matchParentSize(): Modifier = this then BoxChildElement(Alignment.Center, matchParentSize = true)
}

private data class BoxChildElement(val alignment: Alignment, val matchParentSize: Boolean) : Modifier.Element
