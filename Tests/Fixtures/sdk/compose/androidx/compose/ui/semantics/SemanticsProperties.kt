// Mirrors compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/semantics/SemanticsProperties.kt (androidx.compose.ui:ui 1.9.4)
// Stand-in: SemanticsPropertyReceiver, SemanticsPropertyKey, Role and the properties the generated code uses
// (contentDescription, stateDescription, heading, role, testTag, selected, liveRegion, contentType); the many others
// are omitted.
package androidx.compose.ui.semantics

import androidx.compose.runtime.Immutable
import kotlin.reflect.KProperty

/** The receiver of a semantics block: sets semantics properties by key. */
public interface SemanticsPropertyReceiver {
    public operator fun <T> set(key: SemanticsPropertyKey<T>, value: T)
}

/** The key of a semantics property, usable as a delegate for an extension property on the receiver. */
public class SemanticsPropertyKey<T>(
    public val name: String,
    internal val mergePolicy: (parentValue: T?, childValue: T) -> T? = { parentValue, childValue ->
        parentValue ?: childValue
    },
) {
    /** Merges a parent's and a child's values. */
    public fun merge(parentValue: T?, childValue: T): T? = mergePolicy(parentValue, childValue)

    /** Semantics properties are write-only from a receiver. */
    public operator fun getValue(thisRef: SemanticsPropertyReceiver, property: KProperty<*>): T =
        throwSemanticsGetNotSupported()

    public operator fun setValue(thisRef: SemanticsPropertyReceiver, property: KProperty<*>, value: T) {
        thisRef[this] = value
    }

    override fun toString(): String = "AccessibilityKey: $name"
}

private fun <T> throwSemanticsGetNotSupported(): T =
    throw UnsupportedOperationException("You cannot retrieve a semantics property directly")

/** The type of a user-interface element, for accessibility services. */
@Immutable
@JvmInline
public value class Role private constructor(@Suppress("unused") private val value: Int) {
    public companion object {
        public val Button: Role = Role(0)
        public val Checkbox: Role = Role(1)
        public val Switch: Role = Role(2)
        public val RadioButton: Role = Role(3)
        public val Tab: Role = Role(4)
        public val Image: Role = Role(5)
        public val DropdownList: Role = Role(6)
        public val ValuePicker: Role = Role(7)
        public val Carousel: Role = Role(8)
    }
}

/** The keys of the standard semantics properties. */
public object SemanticsProperties {
    public val ContentDescription: SemanticsPropertyKey<List<String>> =
        SemanticsPropertyKey("ContentDescription", { parentValue, childValue ->
            parentValue?.toMutableList()?.also { it.addAll(childValue) } ?: childValue
        })
    public val StateDescription: SemanticsPropertyKey<String> = SemanticsPropertyKey("StateDescription")
    public val Heading: SemanticsPropertyKey<Unit> = SemanticsPropertyKey("Heading")
    public val Role: SemanticsPropertyKey<Role> = SemanticsPropertyKey("Role")
    public val TestTag: SemanticsPropertyKey<String> = SemanticsPropertyKey("TestTag")
    public val Selected: SemanticsPropertyKey<Boolean> = SemanticsPropertyKey("Selected")
    public val LiveRegion: SemanticsPropertyKey<LiveRegionMode> = SemanticsPropertyKey("LiveRegion")
    public val PaneTitle: SemanticsPropertyKey<String> = SemanticsPropertyKey("PaneTitle")
    public val ContentType: SemanticsPropertyKey<androidx.compose.ui.autofill.ContentType> = SemanticsPropertyKey("ContentType")
}

/** How an accessibility service announces a change of the element: politely (after what it is saying) or at once. */
@JvmInline
public value class LiveRegionMode private constructor(@Suppress("unused") private val value: Int) {
    public companion object {
        public val Polite: LiveRegionMode = LiveRegionMode(0)
        public val Assertive: LiveRegionMode = LiveRegionMode(1)
    }
}

/** The title of a pane (a screen): accessibility services announce it as the pane shows. */
public var SemanticsPropertyReceiver.paneTitle: String by SemanticsProperties.PaneTitle

/** Announces the element's changes: a live region. */
public var SemanticsPropertyReceiver.liveRegion: LiveRegionMode by SemanticsProperties.LiveRegion

/** The text an accessibility service reads for this element. */
public var SemanticsPropertyReceiver.contentDescription: String
    get() = throwSemanticsGetNotSupported()
    set(value) {
        set(SemanticsProperties.ContentDescription, listOf(value))
    }

/** The element's state as text ("on", "3 of 5"…). */
public var SemanticsPropertyReceiver.stateDescription: String by SemanticsProperties.StateDescription

/** Content field type information: what autofill services fill the element with. */
public var SemanticsPropertyReceiver.contentType: androidx.compose.ui.autofill.ContentType by SemanticsProperties.ContentType

/** The element's [Role]. */
public var SemanticsPropertyReceiver.role: Role by SemanticsProperties.Role

/** The element's test tag. */
public var SemanticsPropertyReceiver.testTag: String by SemanticsProperties.TestTag

/** Whether the element is selected. */
public var SemanticsPropertyReceiver.selected: Boolean by SemanticsProperties.Selected

/** Marks the element as a heading, for navigation by headings. */
public fun SemanticsPropertyReceiver.heading() {
    this[SemanticsProperties.Heading] = Unit
}
