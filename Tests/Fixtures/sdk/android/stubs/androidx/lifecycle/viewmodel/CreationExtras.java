// Mirrors androidx.lifecycle.viewmodel.CreationExtras (androidx lifecycle-viewmodel 2.10.0): what a factory is handed,
// by key. Empty is the object with nothing in it.
package androidx.lifecycle.viewmodel;

import androidx.annotation.NonNull;

import java.util.LinkedHashMap;
import java.util.Map;

public abstract class CreationExtras {
    /** The values by key (internal in the library; MutableCreationExtras writes them). */
    final Map<Key<?>, Object> extras = new LinkedHashMap<>();

    CreationExtras() {}

    @SuppressWarnings("unchecked")
    public <T> T get(@NonNull Key<T> key) { return (T) extras.get(key); }

    public interface Key<T> {}

    public static final class Empty extends CreationExtras {
        public static final Empty INSTANCE = new Empty();

        private Empty() {}

        @Override
        public <T> T get(@NonNull Key<T> key) { return null; }
    }
}
