// Mirrors androidx.lifecycle.LifecycleEventObserver at API 35 (androidx lifecycle-common 2.8.7)
package androidx.lifecycle;

import androidx.annotation.NonNull;

public interface LifecycleEventObserver extends LifecycleObserver {
    void onStateChanged(@NonNull LifecycleOwner source, @NonNull Lifecycle.Event event);
}
