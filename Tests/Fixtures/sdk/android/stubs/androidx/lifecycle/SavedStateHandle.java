// Mirrors androidx.lifecycle.SavedStateHandle (androidx lifecycle-viewmodel-savedstate 2.10.0): a ViewModel's
// key-value map that the library saves with the owner's state, with the providers (saveable's) asked at save time.
// Stand-in: no LiveData or flows; values that are neither Serializable nor a Bundle cannot be saved (as in the library,
// which takes only what a Bundle holds).
package androidx.lifecycle;

import android.os.Bundle;
import androidx.annotation.NonNull;
import androidx.savedstate.SavedStateRegistry;

import java.io.Serializable;
import androidx.annotation.Nullable;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

public final class SavedStateHandle {
    private final Map<String, Object> regular = new LinkedHashMap<>();
    private final Map<String, SavedStateRegistry.SavedStateProvider> providers = new LinkedHashMap<>();

    /** A handle with what [restoredState] saved (and [defaultState] where it saved nothing). */
    @NonNull
    public static SavedStateHandle createHandle(@Nullable Bundle restoredState, @Nullable Bundle defaultState) {
        SavedStateHandle handle = new SavedStateHandle();
        for (Bundle b : new Bundle[] {defaultState, restoredState}) {
            if (b == null) continue;
            for (String key : b.keySet()) handle.regular.put(key, b.get(key));
        }
        return handle;
    }

    public void setSavedStateProvider(@NonNull String key, @NonNull SavedStateRegistry.SavedStateProvider provider) { providers.put(key, provider); }

    public void clearSavedStateProvider(@NonNull String key) { providers.remove(key); }

    /** What the owner saves: the values, and each provider's bundle under its key. */
    @NonNull
    public SavedStateRegistry.SavedStateProvider savedStateProvider() {
        return () -> {
            Bundle out = new Bundle();
            for (Map.Entry<String, Object> e : regular.entrySet()) put(out, e.getKey(), e.getValue());
            for (Map.Entry<String, SavedStateRegistry.SavedStateProvider> e : providers.entrySet()) out.putBundle(e.getKey(), e.getValue().saveState());
            return out;
        };
    }

    private static void put(Bundle out, String key, Object value) {
        if (value == null || value instanceof Serializable) out.putSerializable(key, (Serializable) value);
        else if (value instanceof Bundle) out.putBundle(key, (Bundle) value);
        else throw new IllegalArgumentException("Can't put value with type " + value.getClass() + " into saved state");
    }

    public SavedStateHandle() {}

    public SavedStateHandle(@NonNull Map<String, ?> initialState) { regular.putAll(initialState); }

    public boolean contains(@NonNull String key) { return regular.containsKey(key); }

    @SuppressWarnings("unchecked")
    @Nullable
    public <T> T get(@NonNull String key) { return (T) regular.get(key); }

    public <T> void set(@NonNull String key, @Nullable T value) { regular.put(key, value); }

    @NonNull
    public Set<String> keys() { return new HashSet<>(regular.keySet()); }

    @SuppressWarnings("unchecked")
    @Nullable
    public <T> T remove(@NonNull String key) { return (T) regular.remove(key); }
}
