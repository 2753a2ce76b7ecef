// Mirrors androidx.lifecycle.DefaultLifecycleObserver at API 35 (androidx lifecycle-common 2.8.7)
package androidx.lifecycle;

import androidx.annotation.NonNull;

public interface DefaultLifecycleObserver extends LifecycleObserver {
    default void onCreate(@NonNull LifecycleOwner owner) {}

    default void onStart(@NonNull LifecycleOwner owner) {}

    default void onResume(@NonNull LifecycleOwner owner) {}

    default void onPause(@NonNull LifecycleOwner owner) {}

    default void onStop(@NonNull LifecycleOwner owner) {}

    default void onDestroy(@NonNull LifecycleOwner owner) {}
}
