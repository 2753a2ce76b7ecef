// Mirrors androidx.lifecycle.ViewModel (androidx lifecycle-viewmodel 2.10.0, ViewModel.kt): closeables added with
// addCloseable are closed, and onCleared called, once when the owning store clears it.
package androidx.lifecycle;

import androidx.annotation.NonNull;

import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public abstract class ViewModel {
    private final List<Closeable> closeables = new ArrayList<>();
    private boolean cleared;

    public ViewModel() {}

    public ViewModel(@NonNull Closeable... closeables) { this.closeables.addAll(Arrays.asList(closeables)); }

    protected void onCleared() {}

    public void addCloseable(@NonNull Closeable closeable) {
        if (cleared) { close(closeable); return; }
        closeables.add(closeable);
    }

    /** Hidden in the library (ViewModelStore calls it): closes everything and calls onCleared once. */
    final void clear() {
        if (cleared) return;
        cleared = true;
        for (Closeable c : closeables) close(c);
        closeables.clear();
        onCleared();
    }

    private static void close(AutoCloseable c) {
        try { c.close(); } catch (Exception e) { throw new RuntimeException(e); }
    }
}
