// Mirrors compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/Clickable.kt (androidx.compose.foundation:foundation 1.9.4)
// Stand-in: the two public clickable overloads of 1.9 (the older one without interactionSource is hidden
// in the library and omitted; combinedClickable is omitted). The modifier records its arguments; nothing
// clicks here, so onClick is kept but never called.
package androidx.compose.foundation

import tandem.compose.RecordedElement

import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.Role

/** Makes the element clickable: it receives clicks, shows the theme's indication and is announced as [role]. */
public fun Modifier.clickable(
    enabled: Boolean = true,
    onClickLabel: String? = null,
    role: Role? = null,
    interactionSource: MutableInteractionSource? = null,
    onClick: () -> Unit,
): Modifier = this then ClickableElement(interactionSource, null, enabled, onClickLabel, role, onClick)

/** Makes the element clickable with an explicit [indication] (null for none). */
public fun Modifier.clickable(
    interactionSource: MutableInteractionSource?,
    indication: Indication?,
    enabled: Boolean = true,
    onClickLabel: String? = null,
    role: Role? = null,
    onClick: () -> Unit,
): Modifier = this then ClickableElement(interactionSource, indication, enabled, onClickLabel, role, onClick)

private class ClickableElement(
    val interactionSource: MutableInteractionSource?,
    val indication: Indication?,
    val enabled: Boolean,
    val onClickLabel: String?,
    val role: Role?,
    val onClick: () -> Unit,
) : Modifier.Element, RecordedElement {
    override fun record(properties: MutableMap<String, Any?>) {
        if (enabled) properties["onClick"] = onClick
        role?.let { properties["role"] = it }
    }

    override fun toString(): String = "clickable(enabled=$enabled, onClickLabel=$onClickLabel, role=$role)"
}
