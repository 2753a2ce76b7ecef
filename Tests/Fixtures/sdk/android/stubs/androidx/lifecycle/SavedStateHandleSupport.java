// Mirrors the keys of androidx/lifecycle/SavedStateHandleSupport.kt (androidx lifecycle-viewmodel-savedstate 2.10.0):
// the extras a factory needs to make a SavedStateHandle. createSavedStateHandle itself is the Kotlin stand-in's.
package androidx.lifecycle;

import android.os.Bundle;
import androidx.lifecycle.viewmodel.CreationExtras;
import androidx.savedstate.SavedStateRegistryOwner;

public final class SavedStateHandleSupport {
    private SavedStateHandleSupport() {}

    public static final CreationExtras.Key<SavedStateRegistryOwner> SAVED_STATE_REGISTRY_OWNER_KEY = new CreationExtras.Key<SavedStateRegistryOwner>() {};
    public static final CreationExtras.Key<ViewModelStoreOwner> VIEW_MODEL_STORE_OWNER_KEY = new CreationExtras.Key<ViewModelStoreOwner>() {};
    public static final CreationExtras.Key<Bundle> DEFAULT_ARGS_KEY = new CreationExtras.Key<Bundle>() {};
}
