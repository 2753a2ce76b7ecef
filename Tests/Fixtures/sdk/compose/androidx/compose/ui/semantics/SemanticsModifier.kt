// Mirrors compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/semantics/SemanticsModifier.kt (androidx.compose.ui:ui 1.9.4)
// Stand-in: the modifier records the properties its block sets.
package androidx.compose.ui.semantics

import tandem.compose.RecordedElement

import androidx.compose.ui.Modifier

/** Adds semantics properties (for accessibility and tests) to the element. */
public fun Modifier.semantics(
    mergeDescendants: Boolean = false,
    properties: (SemanticsPropertyReceiver.() -> Unit),
): Modifier = this then SemanticsElement(mergeDescendants, clearing = false, recordSemantics(properties))

/** Replaces the semantics of the element and its descendants with [properties]. */
public fun Modifier.clearAndSetSemantics(properties: (SemanticsPropertyReceiver.() -> Unit)): Modifier =
    this then SemanticsElement(mergeDescendants = false, clearing = true, recordSemantics(properties))

private fun recordSemantics(properties: SemanticsPropertyReceiver.() -> Unit): Map<String, Any?> {
    val recorded = LinkedHashMap<String, Any?>()
    val receiver =
        object : SemanticsPropertyReceiver {
            override fun <T> set(key: SemanticsPropertyKey<T>, value: T) {
                recorded[key.name] = value
            }
        }
    receiver.properties()
    return recorded
}

private data class SemanticsElement(
    val mergeDescendants: Boolean,
    val clearing: Boolean,
    val properties: Map<String, Any?>,
) : Modifier.Element, RecordedElement {
    override fun record(properties: MutableMap<String, Any?>) {
        properties.putAll(this.properties)
    }
}
