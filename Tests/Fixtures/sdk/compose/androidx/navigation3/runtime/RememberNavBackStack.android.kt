// Mirrors navigation3/navigation3-runtime/src/androidMain/kotlin/androidx/navigation3/runtime/RememberNavBackStack.android.kt (androidx.navigation3:navigation3-runtime 1.0.0)
// Stand-in: the Android overload taking only the initial keys. The common overload taking a
// SavedStateConfiguration first (savedstate's serialization module, not available here) is omitted. The
// keys must be @Serializable in the library (saved with kotlinx.serialization); nothing is saved here.
package androidx.navigation3.runtime

import androidx.compose.runtime.Composable
import androidx.compose.runtime.saveable.rememberSaveable

/** Creates and remembers (across configuration changes and process death) a back stack holding [elements]. */
@Composable
public fun rememberNavBackStack(vararg elements: NavKey): NavBackStack<NavKey> = rememberSaveable { NavBackStack(*elements) }
