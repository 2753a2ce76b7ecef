// Mirrors androidx.activity.ComponentDialog at API 35 (androidx activity 1.9.3; an open Kotlin class with
// @JvmOverloads (Context, Int = 0)): a Dialog with a Lifecycle (CREATED in onCreate, STARTED/RESUMED in onStart,
// back to CREATED in onStop) and an OnBackPressedDispatcher whose fallback is Dialog's own back handling.
package androidx.activity;

import android.app.Dialog;
import android.content.Context;
import android.os.Bundle;
import androidx.annotation.CallSuper;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.annotation.StyleRes;
import androidx.lifecycle.Lifecycle;
import androidx.lifecycle.LifecycleOwner;
import androidx.lifecycle.LifecycleRegistry;
import androidx.savedstate.SavedStateRegistry;
import androidx.savedstate.SavedStateRegistryController;
import androidx.savedstate.SavedStateRegistryOwner;

public class ComponentDialog extends Dialog implements LifecycleOwner, OnBackPressedDispatcherOwner, SavedStateRegistryOwner {
    private LifecycleRegistry _lifecycleRegistry;
    private SavedStateRegistryController _savedStateRegistryController;
    private OnBackPressedDispatcher onBackPressedDispatcher;

    public ComponentDialog(@NonNull Context context) { this(context, 0); }

    public ComponentDialog(@NonNull Context context, @StyleRes int themeResId) { super(context, themeResId); }

    private LifecycleRegistry lifecycleRegistry() {
        if (_lifecycleRegistry == null) _lifecycleRegistry = new LifecycleRegistry(this);
        return _lifecycleRegistry;
    }

    @NonNull
    @Override
    public Lifecycle getLifecycle() { return lifecycleRegistry(); }

    @NonNull
    @Override
    public SavedStateRegistry getSavedStateRegistry() {
        if (_savedStateRegistryController == null) _savedStateRegistryController = SavedStateRegistryController.create(this);
        return _savedStateRegistryController.getSavedStateRegistry();
    }

    @CallSuper
    @Override
    protected void onCreate(@Nullable Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        lifecycleRegistry().handleLifecycleEvent(Lifecycle.Event.ON_CREATE);
    }

    @CallSuper
    @Override
    protected void onStart() {
        super.onStart();
        lifecycleRegistry().handleLifecycleEvent(Lifecycle.Event.ON_RESUME);
    }

    @CallSuper
    @Override
    protected void onStop() {
        lifecycleRegistry().handleLifecycleEvent(Lifecycle.Event.ON_DESTROY);
        _lifecycleRegistry = null;
        super.onStop();
    }

    @NonNull
    @Override
    public final OnBackPressedDispatcher getOnBackPressedDispatcher() {
        if (onBackPressedDispatcher == null) {
            onBackPressedDispatcher = new OnBackPressedDispatcher(new Runnable() {
                @Override
                @SuppressWarnings("deprecation")
                public void run() { ComponentDialog.super.onBackPressed(); }
            });
        }
        return onBackPressedDispatcher;
    }

    /** @deprecated Use the OnBackPressedDispatcher. */
    @Deprecated
    @CallSuper
    @Override
    public void onBackPressed() { getOnBackPressedDispatcher().onBackPressed(); }
}
