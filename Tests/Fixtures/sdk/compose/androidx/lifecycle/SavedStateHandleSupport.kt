// Mirrors lifecycle/lifecycle-viewmodel-savedstate/src/commonMain/kotlin/androidx/lifecycle/SavedStateHandleSupport.kt (androidx.lifecycle:lifecycle-viewmodel-savedstate 2.10.0)
// Stand-in: the Kotlin extension createSavedStateHandle, which the converted real classes show only as a static
// method without Kotlin metadata; this file's class comes first on the classpath.
package androidx.lifecycle

import androidx.lifecycle.viewmodel.CreationExtras

/**
 * The SavedStateHandle of the ViewModel being made, from the owner's saved state (the extras must carry the owner).
 * Stand-in: a navigation entry's own handle (see ViewModelStoreNavEntryDecorator.kt), else a new, empty one, whenever
 * the extras carry the saved-state and store owners (the library restores it from the owner's SavedStateRegistry);
 * without them, the library's error.
 */
public fun CreationExtras.createSavedStateHandle(): SavedStateHandle {
    require(this[SavedStateHandleSupport.SAVED_STATE_REGISTRY_OWNER_KEY] != null) {
        "CreationExtras must have a value by `SAVED_STATE_REGISTRY_OWNER_KEY`"
    }
    require(this[SavedStateHandleSupport.VIEW_MODEL_STORE_OWNER_KEY] != null) {
        "CreationExtras must have a value by `VIEW_MODEL_STORE_OWNER_KEY`"
    }
    return this[EntrySavedStateHandleKey]?.invoke() ?: SavedStateHandle()
}

/** Not API: the navigation entry's own handle (the library reads it from the entry's SavedStateRegistry). */
internal object EntrySavedStateHandleKey : CreationExtras.Key<() -> SavedStateHandle>
