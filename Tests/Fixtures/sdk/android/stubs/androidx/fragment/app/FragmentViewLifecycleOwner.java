// Mirrors androidx.fragment.app.FragmentViewLifecycleOwner (androidx fragment 1.8.5; package-private): the Lifecycle of
// a fragment's view, created lazily the first time someone asks for it (so onCreateView returning null after the
// view lifecycle was used can be reported), DESTROYED before onDestroyView.
package androidx.fragment.app;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.lifecycle.Lifecycle;
import androidx.lifecycle.LifecycleOwner;
import androidx.lifecycle.LifecycleRegistry;

class FragmentViewLifecycleOwner implements LifecycleOwner {
    private final Fragment mFragment;
    private LifecycleRegistry mLifecycleRegistry = null;

    FragmentViewLifecycleOwner(@NonNull Fragment fragment) { mFragment = fragment; }

    void initialize() {
        if (mLifecycleRegistry == null) mLifecycleRegistry = new LifecycleRegistry(this);
    }

    boolean isInitialized() { return mLifecycleRegistry != null; }

    @NonNull
    @Override
    public Lifecycle getLifecycle() {
        initialize();
        return mLifecycleRegistry;
    }

    void setCurrentState(@NonNull Lifecycle.State state) { mLifecycleRegistry.setCurrentState(state); }

    void handleLifecycleEvent(@NonNull Lifecycle.Event event) { mLifecycleRegistry.handleLifecycleEvent(event); }

    @Nullable
    Fragment fragment() { return mFragment; }
}
