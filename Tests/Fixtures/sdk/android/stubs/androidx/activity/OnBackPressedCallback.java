// Mirrors androidx.activity.OnBackPressedCallback at API 35 (androidx activity 1.9.3)
package androidx.activity;

import androidx.annotation.MainThread;

import java.util.concurrent.CopyOnWriteArrayList;

public abstract class OnBackPressedCallback {
    private boolean isEnabled;
    final CopyOnWriteArrayList<Runnable> cancellables = new CopyOnWriteArrayList<>();

    public OnBackPressedCallback(boolean enabled) { isEnabled = enabled; }

    @MainThread
    public final boolean isEnabled() { return isEnabled; }

    @MainThread
    public final void setEnabled(boolean enabled) { isEnabled = enabled; }

    @MainThread
    public final void remove() { for (Runnable r : cancellables) r.run(); }

    @MainThread
    public abstract void handleOnBackPressed();

    @MainThread
    public void handleOnBackCancelled() {}
}
