// Mirrors androidx.savedstate.SavedStateRegistryOwner at API 35 (androidx savedstate 1.2.1; a Kotlin interface with
// `val savedStateRegistry`, seen from Kotlin as the same property)
package androidx.savedstate;

import androidx.annotation.NonNull;
import androidx.lifecycle.LifecycleOwner;

public interface SavedStateRegistryOwner extends LifecycleOwner {
    @NonNull
    SavedStateRegistry getSavedStateRegistry();
}
