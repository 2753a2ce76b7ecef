// Mirrors androidx.lifecycle.viewmodel.MutableCreationExtras (androidx lifecycle-viewmodel 2.10.0).
package androidx.lifecycle.viewmodel;

import androidx.annotation.NonNull;

public final class MutableCreationExtras extends CreationExtras {
    public MutableCreationExtras() {}

    public MutableCreationExtras(@NonNull CreationExtras initialExtras) { extras.putAll(initialExtras.extras); }

    public <T> void set(@NonNull Key<T> key, T t) { extras.put(key, t); }

    @Override
    public <T> T get(@NonNull Key<T> key) { return super.get(key); }
}
