// Mirrors androidx.savedstate.SavedStateRegistry at API 35 (androidx savedstate 1.2.1): providers by key, the restored
// Bundle handed out once per key after the owner's performRestore, everything written under the library's key by
// performSave. The constructor and performAttach/performRestore/performSave are internal to the library (package
// access here); SavedStateRegistryController drives them.
package androidx.savedstate;

import android.os.Bundle;
import androidx.annotation.MainThread;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.lifecycle.Lifecycle;
import androidx.lifecycle.LifecycleEventObserver;
import androidx.lifecycle.LifecycleOwner;

import java.util.LinkedHashMap;
import java.util.Map;

public final class SavedStateRegistry {
    static final String SAVED_COMPONENTS_KEY = "androidx.lifecycle.BundlableSavedStateRegistry.key";

    public interface SavedStateProvider {
        @NonNull
        Bundle saveState();
    }

    private final LinkedHashMap<String, SavedStateProvider> components = new LinkedHashMap<>();
    private boolean attached;
    private Bundle restoredState;
    private boolean isRestored;
    private boolean isAllowingSavingState = true;

    SavedStateRegistry() {}

    @MainThread
    @Nullable
    public Bundle consumeRestoredStateForKey(@NonNull String key) {
        if (!isRestored) {
            throw new IllegalStateException("You can consumeRestoredStateForKey only after super.onCreate of corresponding component");
        }
        if (restoredState != null) {
            Bundle result = restoredState.getBundle(key);
            restoredState.remove(key);
            if (restoredState.isEmpty()) restoredState = null;
            return result;
        }
        return null;
    }

    @MainThread
    public void registerSavedStateProvider(@NonNull String key, @NonNull SavedStateProvider provider) {
        if (components.containsKey(key)) throw new IllegalArgumentException("SavedStateProvider with the given key is already registered");
        components.put(key, provider);
    }

    @Nullable
    public SavedStateProvider getSavedStateProvider(@NonNull String key) { return components.get(key); }

    @MainThread
    public void unregisterSavedStateProvider(@NonNull String key) { components.remove(key); }

    @MainThread
    public boolean isRestored() { return isRestored; }

    void performAttach(@NonNull Lifecycle lifecycle) {
        if (attached) throw new IllegalStateException("SavedStateRegistry was already attached.");
        lifecycle.addObserver(new LifecycleEventObserver() {
            @Override
            public void onStateChanged(@NonNull LifecycleOwner source, @NonNull Lifecycle.Event event) {
                if (event == Lifecycle.Event.ON_START) isAllowingSavingState = true;
                else if (event == Lifecycle.Event.ON_STOP) isAllowingSavingState = false;
            }
        });
        attached = true;
    }

    void performRestore(@Nullable Bundle savedState) {
        if (!attached) throw new IllegalStateException("You must call performAttach() before calling performRestore(Bundle).");
        if (isRestored) throw new IllegalStateException("SavedStateRegistry was already restored.");
        restoredState = savedState == null ? null : savedState.getBundle(SAVED_COMPONENTS_KEY);
        isRestored = true;
    }

    void performSave(@NonNull Bundle outBundle) {
        Bundle bundle = new Bundle();
        if (restoredState != null) bundle.putAll(restoredState);
        for (Map.Entry<String, SavedStateProvider> e : new LinkedHashMap<>(components).entrySet()) {
            bundle.putBundle(e.getKey(), e.getValue().saveState());
        }
        if (!bundle.isEmpty()) outBundle.putBundle(SAVED_COMPONENTS_KEY, bundle);
    }
}
