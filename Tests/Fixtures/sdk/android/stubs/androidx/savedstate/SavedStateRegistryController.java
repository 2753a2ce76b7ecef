// Mirrors androidx.savedstate.SavedStateRegistryController at API 35 (androidx savedstate 1.2.1): the owner's handle
// on its SavedStateRegistry (attach during initialization, restore before STARTED, save).
package androidx.savedstate;

import android.os.Bundle;
import androidx.annotation.MainThread;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.lifecycle.Lifecycle;

public final class SavedStateRegistryController {
    private final SavedStateRegistryOwner owner;
    private final SavedStateRegistry savedStateRegistry = new SavedStateRegistry();
    private boolean attached;

    private SavedStateRegistryController(SavedStateRegistryOwner owner) { this.owner = owner; }

    @NonNull
    public SavedStateRegistry getSavedStateRegistry() { return savedStateRegistry; }

    @MainThread
    public void performAttach() {
        Lifecycle lifecycle = owner.getLifecycle();
        if (lifecycle.getCurrentState() != Lifecycle.State.INITIALIZED) {
            throw new IllegalStateException("Restarter must be created only during owner's initialization stage");
        }
        savedStateRegistry.performAttach(lifecycle);
        attached = true;
    }

    @MainThread
    public void performRestore(@Nullable Bundle savedState) {
        if (!attached) performAttach();
        Lifecycle lifecycle = owner.getLifecycle();
        if (lifecycle.getCurrentState().isAtLeast(Lifecycle.State.STARTED)) {
            throw new IllegalStateException("performRestore cannot be called when owner is " + lifecycle.getCurrentState());
        }
        savedStateRegistry.performRestore(savedState);
    }

    @MainThread
    public void performSave(@NonNull Bundle outBundle) { savedStateRegistry.performSave(outBundle); }

    @NonNull
    public static SavedStateRegistryController create(@NonNull SavedStateRegistryOwner owner) { return new SavedStateRegistryController(owner); }
}
