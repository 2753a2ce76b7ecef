// Mirrors lifecycle/lifecycle-viewmodel-savedstate/src/commonMain/kotlin/androidx/lifecycle/SavedStateHandleSupport.kt (androidx.lifecycle:lifecycle-viewmodel-savedstate 2.10.0)
// Stand-in: the Kotlin extension createSavedStateHandle, which the converted real classes show only as a static
// method without Kotlin metadata; this file's class comes first on the classpath.
package androidx.lifecycle

import androidx.lifecycle.viewmodel.CreationExtras

/** The SavedStateHandle of the ViewModel being made, from the owner's saved state (the extras must carry it). */
public fun CreationExtras.createSavedStateHandle(): SavedStateHandle {
    hashCode()
    throw IllegalArgumentException("CreationExtras must have a value by `SAVED_STATE_REGISTRY_OWNER_KEY`")
}
