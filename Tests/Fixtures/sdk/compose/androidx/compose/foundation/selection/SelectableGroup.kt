// Mirrors compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/selection/SelectableGroup.kt (androidx.compose.foundation:foundation 1.9.4)
package androidx.compose.foundation.selection

import androidx.compose.ui.Modifier

/** Marks the element as a group of selectable children (for accessibility). */
public fun Modifier.selectableGroup(): Modifier = this then SelectableGroupElement

private object SelectableGroupElement : Modifier.Element
