// Mirrors compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/selection/Toggleable.kt (androidx.compose.foundation:foundation 1.9.4)
// Stand-in: the two public toggleable overloads of 1.9 (those taking a non-null interactionSource are hidden in the
// library and omitted); the modifier records its arguments.
package androidx.compose.foundation.selection

import tandem.compose.RecordedElement

import androidx.compose.foundation.Indication
import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.Role

/** Makes the element toggle between on and off: a click calls [onValueChange] with the other value. */
public fun Modifier.toggleable(
    value: Boolean,
    enabled: Boolean = true,
    role: Role? = null,
    interactionSource: MutableInteractionSource? = null,
    onValueChange: (Boolean) -> Unit,
): Modifier = this then ToggleableElement(value, interactionSource, null, enabled, role, onValueChange)

/** The same with an explicit [indication] (null for none). */
public fun Modifier.toggleable(
    value: Boolean,
    interactionSource: MutableInteractionSource?,
    indication: Indication?,
    enabled: Boolean = true,
    role: Role? = null,
    onValueChange: (Boolean) -> Unit,
): Modifier = this then ToggleableElement(value, interactionSource, indication, enabled, role, onValueChange)

private class ToggleableElement(
    val value: Boolean,
    val interactionSource: MutableInteractionSource?,
    val indication: Indication?,
    val enabled: Boolean,
    val role: Role?,
    val onValueChange: (Boolean) -> Unit,
) : Modifier.Element, RecordedElement {
    override fun record(properties: MutableMap<String, Any?>) {
        properties["value"] = value
        if (enabled) properties["onValueChange"] = onValueChange
        role?.let { properties["role"] = it }
    }
}
