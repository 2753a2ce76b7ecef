// Mirrors androidx.lifecycle.ViewModelStore (androidx lifecycle-viewmodel 2.10.0): ViewModels by key; putting a new
// one under a key clears the old, and clear() clears them all.
package androidx.lifecycle;

import androidx.annotation.NonNull;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

public class ViewModelStore {
    private final Map<String, ViewModel> map = new LinkedHashMap<>();

    public ViewModelStore() {}

    public final void put(@NonNull String key, @NonNull ViewModel viewModel) {
        ViewModel old = map.put(key, viewModel);
        if (old != null && old != viewModel) old.clear();
    }

    public final ViewModel get(@NonNull String key) { return map.get(key); }

    @NonNull
    public final Set<String> keys() { return new HashSet<>(map.keySet()); }

    public final void clear() {
        for (ViewModel vm : map.values()) vm.clear();
        map.clear();
    }
}
