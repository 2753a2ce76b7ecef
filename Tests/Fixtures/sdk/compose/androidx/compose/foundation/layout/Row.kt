// Mirrors compose/foundation/foundation-layout/src/commonMain/kotlin/androidx/compose/foundation/layout/Row.kt (androidx.compose.foundation:foundation-layout 1.9.4)
// Stand-in: Row runs its content once with the RowScope instance; the alignBy members are omitted.
package androidx.compose.foundation.layout

import tandem.compose.StandInComposition

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier

/** Places its children in a horizontal sequence. */
@Composable
public inline fun Row(
    modifier: Modifier = Modifier,
    horizontalArrangement: Arrangement.Horizontal = Arrangement.Start,
    verticalAlignment: Alignment.Vertical = Alignment.Top,
    content: @Composable RowScope.() -> Unit,
) {
    StandInComposition.node("Row", modifier) {
        RowScopeInstance.content()
    }
}

/** The scope of a [Row]'s children. */
@LayoutScopeMarker
@Immutable
public interface RowScope {
    /** Gives this child a share of the remaining width, in proportion to [weight] (> 0). */
    @Stable
    public fun Modifier.weight(weight: Float, fill: Boolean = true): Modifier

    /** Places this child vertically by [alignment]. */
    @Stable
    public fun Modifier.align(alignment: Alignment.Vertical): Modifier

    /** Aligns this child's first baseline with its siblings'. */
    @Stable
    public fun Modifier.alignByBaseline(): Modifier
}

@PublishedApi
internal object RowScopeInstance : RowScope {
    @Stable
    override fun Modifier.weight(weight: Float, fill: Boolean): Modifier {
        require(weight > 0.0) { "invalid weight $weight; must be greater than zero" }
        return this then RowChildElement("weight", weight, fill, null)
    }

    @Stable
    override fun Modifier.align(alignment: Alignment.Vertical): Modifier = this then RowChildElement("align", null, false, alignment)

    @Stable
    override fun Modifier.alignByBaseline(): Modifier = this then RowChildElement("alignByBaseline", null, false, null)
}

private data class RowChildElement(val kind: String, val weight: Float?, val fill: Boolean, val alignment: Alignment.Vertical?) :
    Modifier.Element
