// Mirrors compose/foundation/foundation-layout/src/commonMain/kotlin/androidx/compose/foundation/layout/Column.kt (androidx.compose.foundation:foundation-layout 1.9.4)
// Stand-in: Column runs its content once with the ColumnScope instance; the alignBy members are omitted.
package androidx.compose.foundation.layout

import tandem.compose.StandInComposition

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier

/** Places its children in a vertical sequence. */
@Composable
public inline fun Column(
    modifier: Modifier = Modifier,
    verticalArrangement: Arrangement.Vertical = Arrangement.Top,
    horizontalAlignment: Alignment.Horizontal = Alignment.Start,
    content: @Composable ColumnScope.() -> Unit,
) {
    StandInComposition.node("Column", modifier) {
        ColumnScopeInstance.content()
    }
}

/** The scope of a [Column]'s children. */
@LayoutScopeMarker
@Immutable
public interface ColumnScope {
    /** Gives this child a share of the remaining height, in proportion to [weight] (> 0). */
    @Stable
    public fun Modifier.weight(weight: Float, fill: Boolean = true): Modifier

    /** Places this child horizontally by [alignment]. */
    @Stable
    public fun Modifier.align(alignment: Alignment.Horizontal): Modifier
}

@PublishedApi
internal object ColumnScopeInstance : ColumnScope {
    @Stable
    override fun Modifier.weight(weight: Float, fill: Boolean): Modifier {
        require(weight > 0.0) { "invalid weight $weight; must be greater than zero" }
        return this then ColumnChildElement(weight = weight, fill = fill, alignment = null)
    }

    @Stable
    override fun Modifier.align(alignment: Alignment.Horizontal): Modifier =
        this then ColumnChildElement(weight = null, fill = false, alignment = alignment)
}

private data class ColumnChildElement(val weight: Float?, val fill: Boolean, val alignment: Alignment.Horizontal?) :
    Modifier.Element
