// Mirrors compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/platform/TestTag.kt (androidx.compose.ui:ui 1.9.4)
package androidx.compose.ui.platform

import tandem.compose.RecordedElement

import androidx.compose.runtime.Stable
import androidx.compose.ui.Modifier

/** Tags an element so tests can find it. */
@Stable
public fun Modifier.testTag(tag: String): Modifier = this then TestTagElement(tag)

private data class TestTagElement(val tag: String) : Modifier.Element, RecordedElement {
    override fun record(properties: MutableMap<String, Any?>) {
        properties["testTag"] = tag
    }
}
