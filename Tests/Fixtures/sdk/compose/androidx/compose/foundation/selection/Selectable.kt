// Mirrors compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/selection/Selectable.kt (androidx.compose.foundation:foundation 1.9.4)
// Stand-in: the two public selectable overloads of 1.9 (the older one without interactionSource is hidden in
// the library and omitted); the modifier records its arguments.
package androidx.compose.foundation.selection

import tandem.compose.RecordedElement

import androidx.compose.foundation.Indication
import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.Role

/** Makes the element selectable (one of a group, like a radio button); a click calls [onClick]. */
public fun Modifier.selectable(
    selected: Boolean,
    enabled: Boolean = true,
    role: Role? = null,
    interactionSource: MutableInteractionSource? = null,
    onClick: () -> Unit,
): Modifier = this then SelectableElement(selected, interactionSource, null, enabled, role, onClick)

/** Makes the element selectable with an explicit [indication] (null for none). */
public fun Modifier.selectable(
    selected: Boolean,
    interactionSource: MutableInteractionSource?,
    indication: Indication?,
    enabled: Boolean = true,
    role: Role? = null,
    onClick: () -> Unit,
): Modifier = this then SelectableElement(selected, interactionSource, indication, enabled, role, onClick)

private class SelectableElement(
    val selected: Boolean,
    val interactionSource: MutableInteractionSource?,
    val indication: Indication?,
    val enabled: Boolean,
    val role: Role?,
    val onClick: () -> Unit,
) : Modifier.Element, RecordedElement {
    override fun record(properties: MutableMap<String, Any?>) {
        properties["selected"] = selected
        if (enabled) properties["onClick"] = onClick
        role?.let { properties["role"] = it }
    }

    override fun toString(): String = "selectable(selected=$selected, enabled=$enabled, role=$role)"
}
