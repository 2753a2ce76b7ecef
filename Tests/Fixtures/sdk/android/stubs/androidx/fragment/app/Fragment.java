// Mirrors androidx.fragment.app.Fragment at API 35 (androidx fragment 1.8.5). The Tandem runtime never attaches a
// fragment (no FragmentManager exists), so every instance behaves like one that was constructed but never added:
// getContext()/getActivity()/getView() are null and the require*/manager getters throw the library's
// IllegalStateExceptions. registerForActivityResult is unsupported.
package androidx.fragment.app;

import android.content.ComponentCallbacks;
import android.content.Context;
import android.content.res.Resources;
import android.os.Bundle;
import android.view.LayoutInflater;
import android.view.View;
import android.view.ViewGroup;
import androidx.activity.result.ActivityResultCallback;
import androidx.activity.result.ActivityResultCaller;
import androidx.activity.result.ActivityResultLauncher;
import androidx.activity.result.ActivityResultRegistry;
import androidx.activity.result.contract.ActivityResultContract;
import androidx.annotation.CallSuper;
import androidx.annotation.LayoutRes;
import androidx.annotation.MainThread;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.annotation.StringRes;
import androidx.lifecycle.Lifecycle;
import androidx.lifecycle.LifecycleOwner;
import androidx.lifecycle.LifecycleRegistry;

public class Fragment implements ComponentCallbacks, LifecycleOwner, ActivityResultCaller {
    @LayoutRes
    private int mContentLayoutId;
    private Bundle mArguments;
    private final LifecycleRegistry mLifecycleRegistry;
    boolean mCalled;

    public Fragment() { mLifecycleRegistry = new LifecycleRegistry(this); }

    public Fragment(@LayoutRes int contentLayoutId) {
        this();
        mContentLayoutId = contentLayoutId;
    }

    @Override
    public final boolean equals(@Nullable Object o) { return super.equals(o); }

    @Override
    public final int hashCode() { return super.hashCode(); }

    @NonNull
    @Override
    public Lifecycle getLifecycle() { return mLifecycleRegistry; }

    @MainThread
    @NonNull
    public LifecycleOwner getViewLifecycleOwner() {
        throw new IllegalStateException("Can't access the Fragment View's LifecycleOwner for " + this
                + " when getView() is null i.e., before onCreateView() or after onDestroyView()");
    }

    public void setArguments(@Nullable Bundle args) { mArguments = args; }

    @Nullable
    public final Bundle getArguments() { return mArguments; }

    @NonNull
    public final Bundle requireArguments() {
        Bundle arguments = getArguments();
        if (arguments == null) throw new IllegalStateException("Fragment " + this + " does not have any arguments.");
        return arguments;
    }

    @Nullable
    public Context getContext() { return null; }

    @NonNull
    public final Context requireContext() {
        Context context = getContext();
        if (context == null) throw new IllegalStateException("Fragment " + this + " not attached to a context.");
        return context;
    }

    @Nullable
    public final FragmentActivity getActivity() { return null; }

    @NonNull
    public final FragmentActivity requireActivity() {
        FragmentActivity activity = getActivity();
        if (activity == null) throw new IllegalStateException("Fragment " + this + " not attached to an activity.");
        return activity;
    }

    @NonNull
    public final Resources getResources() { return requireContext().getResources(); }

    @NonNull
    public final String getString(@StringRes int resId) { return getResources().getString(resId); }

    @NonNull
    public final FragmentManager getParentFragmentManager() {
        throw new IllegalStateException("Fragment " + this + " not associated with a fragment manager.");
    }

    @NonNull
    public final FragmentManager getChildFragmentManager() {
        throw new IllegalStateException("Fragment " + this + " has not been attached yet.");
    }

    @Nullable
    public final Fragment getParentFragment() { return null; }

    public final boolean isAdded() { return false; }

    public final boolean isRemoving() { return false; }

    @NonNull
    public final LayoutInflater getLayoutInflater() {
        throw new IllegalStateException("onGetLayoutInflater() cannot be executed until the Fragment is attached to the FragmentManager.");
    }

    @MainThread
    @CallSuper
    public void onCreate(@Nullable Bundle savedInstanceState) { mCalled = true; }

    @MainThread
    @Nullable
    public View onCreateView(@NonNull LayoutInflater inflater, @Nullable ViewGroup container, @Nullable Bundle savedInstanceState) {
        if (mContentLayoutId != 0) return inflater.inflate(mContentLayoutId, container, false);
        return null;
    }

    @MainThread
    public void onViewCreated(@NonNull View view, @Nullable Bundle savedInstanceState) {}

    @Nullable
    public View getView() { return null; }

    @NonNull
    public final View requireView() {
        View view = getView();
        if (view == null) {
            throw new IllegalStateException("Fragment " + this + " did not return a View from onCreateView() or this was called before onCreateView().");
        }
        return view;
    }

    @MainThread
    @CallSuper
    public void onViewStateRestored(@Nullable Bundle savedInstanceState) { mCalled = true; }

    @MainThread
    @CallSuper
    public void onStart() { mCalled = true; }

    @MainThread
    @CallSuper
    public void onResume() { mCalled = true; }

    @MainThread
    public void onSaveInstanceState(@NonNull Bundle outState) {}

    @MainThread
    @CallSuper
    public void onPause() { mCalled = true; }

    @MainThread
    @CallSuper
    public void onStop() { mCalled = true; }

    @MainThread
    @CallSuper
    @Override
    public void onLowMemory() { mCalled = true; }

    @MainThread
    @CallSuper
    public void onDestroyView() { mCalled = true; }

    @MainThread
    @CallSuper
    public void onDestroy() { mCalled = true; }

    @MainThread
    @NonNull
    @Override
    public final <I, O> ActivityResultLauncher<I> registerForActivityResult(@NonNull ActivityResultContract<I, O> contract,
            @NonNull ActivityResultCallback<O> callback) {
        throw new UnsupportedOperationException("stub: Fragment.registerForActivityResult (fragments are not supported by the Tandem runtime)");
    }

    @MainThread
    @NonNull
    @Override
    public final <I, O> ActivityResultLauncher<I> registerForActivityResult(@NonNull ActivityResultContract<I, O> contract,
            @NonNull ActivityResultRegistry registry, @NonNull ActivityResultCallback<O> callback) {
        throw new UnsupportedOperationException("stub: Fragment.registerForActivityResult (fragments are not supported by the Tandem runtime)");
    }
}
