// Mirrors compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/semantics/SemanticsProperties.android.kt (androidx.compose.ui:ui-android 1.9.4)
// Stand-in: testTagsAsResourceId (its key, SemanticsPropertiesAndroid.TestTagsAsResourceId, is inlined here).
package androidx.compose.ui.semantics

private val TestTagsAsResourceId = SemanticsPropertyKey<Boolean>("TestTagsAsResourceId")

/**
 * Maps every test tag of this semantics subtree to the accessibility node's resource id, where UiAutomator, Appium
 * and Espresso's accessibility-based tools find it.
 */
public var SemanticsPropertyReceiver.testTagsAsResourceId: Boolean
    get() = throw UnsupportedOperationException("You cannot retrieve a semantics property directly")
    set(value) {
        set(TestTagsAsResourceId, value)
    }
