// Mirrors androidx.activity.OnBackPressedDispatcher at API 35 (androidx activity 1.9.3): enabled callbacks, newest
// first; lifecycle-bound callbacks are active between ON_START and ON_STOP and removed at ON_DESTROY.
package androidx.activity;

import androidx.annotation.MainThread;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.lifecycle.Lifecycle;
import androidx.lifecycle.LifecycleEventObserver;
import androidx.lifecycle.LifecycleOwner;

import java.util.ArrayList;

public final class OnBackPressedDispatcher {
    private final Runnable fallbackOnBackPressed;
    private final ArrayList<OnBackPressedCallback> onBackPressedCallbacks = new ArrayList<>();

    public OnBackPressedDispatcher() { this(null); }

    public OnBackPressedDispatcher(@Nullable Runnable fallbackOnBackPressed) { this.fallbackOnBackPressed = fallbackOnBackPressed; }

    @MainThread
    public void addCallback(@NonNull final OnBackPressedCallback onBackPressedCallback) {
        onBackPressedCallbacks.add(onBackPressedCallback);
        onBackPressedCallback.cancellables.add(new Runnable() {
            @Override
            public void run() { onBackPressedCallbacks.remove(onBackPressedCallback); }
        });
    }

    @MainThread
    public void addCallback(@NonNull LifecycleOwner owner, @NonNull final OnBackPressedCallback onBackPressedCallback) {
        final Lifecycle lifecycle = owner.getLifecycle();
        if (lifecycle.getCurrentState() == Lifecycle.State.DESTROYED) return;
        final LifecycleEventObserver observer = new LifecycleEventObserver() {
            @Override
            public void onStateChanged(@NonNull LifecycleOwner source, @NonNull Lifecycle.Event event) {
                if (event == Lifecycle.Event.ON_START) {
                    if (!onBackPressedCallbacks.contains(onBackPressedCallback)) onBackPressedCallbacks.add(onBackPressedCallback);
                } else if (event == Lifecycle.Event.ON_STOP) {
                    onBackPressedCallbacks.remove(onBackPressedCallback);
                } else if (event == Lifecycle.Event.ON_DESTROY) {
                    onBackPressedCallback.remove();
                }
            }
        };
        onBackPressedCallback.cancellables.add(new Runnable() {
            @Override
            public void run() {
                lifecycle.removeObserver(observer);
                onBackPressedCallbacks.remove(onBackPressedCallback);
            }
        });
        lifecycle.addObserver(observer);
    }

    @MainThread
    public boolean hasEnabledCallbacks() {
        for (OnBackPressedCallback c : onBackPressedCallbacks) if (c.isEnabled()) return true;
        return false;
    }

    @MainThread
    public void onBackPressed() {
        for (int i = onBackPressedCallbacks.size() - 1; i >= 0; i--) {
            OnBackPressedCallback c = onBackPressedCallbacks.get(i);
            if (c.isEnabled()) {
                c.handleOnBackPressed();
                return;
            }
        }
        if (fallbackOnBackPressed != null) fallbackOnBackPressed.run();
    }
}
