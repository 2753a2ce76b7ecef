// Mirrors androidx.fragment.app.Fragment at API 35 (androidx fragment 1.8.5). The FragmentManager drives the
// package-private perform* methods in the library's order (attach → create → createView/onViewCreated →
// activityCreated/onViewStateRestored → start → resume, and back down), with the library's SuperNotCalledException
// checks, its Lifecycle and view Lifecycle events, the SavedStateRegistry restored before onCreate, and
// registerForActivityResult refused once the fragment is past CREATED. Members the generated code does not use
// (menus, transitions, target fragments, retain instance, loaders, view models) are left out.
package androidx.fragment.app;

import android.content.ComponentCallbacks;
import android.content.Context;
import android.content.Intent;
import android.content.res.Resources;
import android.os.Bundle;
import android.util.AttributeSet;
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
import androidx.core.app.ActivityOptionsCompat;
import androidx.lifecycle.Lifecycle;
import androidx.lifecycle.LifecycleOwner;
import androidx.lifecycle.LifecycleRegistry;
import androidx.savedstate.SavedStateRegistry;
import androidx.savedstate.SavedStateRegistryController;
import androidx.savedstate.SavedStateRegistryOwner;

import java.util.ArrayList;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

public class Fragment implements ComponentCallbacks, LifecycleOwner, androidx.lifecycle.ViewModelStoreOwner,
        androidx.lifecycle.HasDefaultViewModelProviderFactory, SavedStateRegistryOwner, ActivityResultCaller {
    static final int INITIALIZING = -1;          // Not yet attached.
    static final int ATTACHED = 0;               // Attached to the host.
    static final int CREATED = 1;                // Created.
    static final int VIEW_CREATED = 2;           // View Created.
    static final int AWAITING_EXIT_EFFECTS = 3;  // Downward state, awaiting exit effects
    static final int ACTIVITY_CREATED = 4;       // Fully created, not started.
    static final int STARTED = 5;                // Created and started, not resumed.
    static final int AWAITING_ENTER_EFFECTS = 6; // Upward state, awaiting enter effects
    static final int RESUMED = 7;                // Created started and resumed.

    int mState = INITIALIZING;
    Bundle mSavedFragmentState;
    @NonNull
    String mWho = UUID.randomUUID().toString();
    String mPreviousWho;
    Bundle mArguments;
    private Boolean mIsPrimaryNavigationFragment = null;
    boolean mAdded;
    boolean mRemoving;
    boolean mFromLayout;
    boolean mInLayout;
    boolean mInDynamicContainer;
    boolean mRestored;
    boolean mPerformedCreateView;
    int mBackStackNesting;
    FragmentManager mFragmentManager;
    FragmentActivity mHost; // a FragmentHostCallback in the library: the FragmentActivity's HostCallbacks
    @NonNull
    FragmentManager mChildFragmentManager = new FragmentManagerImpl();
    Fragment mParentFragment;
    int mFragmentId;
    int mContainerId;
    String mTag;
    boolean mHidden;
    boolean mDetached;
    private boolean mCalled;
    ViewGroup mContainer;
    View mView;
    LayoutInflater mLayoutInflater;
    boolean mIsCreated;
    LifecycleRegistry mLifecycleRegistry;
    @Nullable
    FragmentViewLifecycleOwner mViewLifecycleOwner;
    SavedStateRegistryController mSavedStateRegistryController;
    @LayoutRes
    private int mContentLayoutId;
    private final AtomicInteger mNextLocalRequestCode = new AtomicInteger();
    private final ArrayList<OnPreAttachedListener> mOnPreAttachedListeners = new ArrayList<>();
    private final OnPreAttachedListener mSavedStateAttachListener = new OnPreAttachedListener() {
        @Override
        void onPreAttached() {
            mSavedStateRegistryController.performAttach();
            Bundle savedStateRegistryState = mSavedFragmentState != null
                    ? mSavedFragmentState.getBundle(FragmentManager.REGISTRY_STATE_KEY) : null;
            mSavedStateRegistryController.performRestore(savedStateRegistryState);
        }
    };

    private abstract static class OnPreAttachedListener {
        abstract void onPreAttached();
    }

    /** Thrown by FragmentFactory.instantiate when a fragment class cannot be created. */
    @SuppressWarnings("JavaLangClash")
    public static class InstantiationException extends RuntimeException {
        public InstantiationException(@NonNull String msg, @Nullable Exception cause) { super(msg, cause); }
    }

    public Fragment() { initLifecycle(); }

    public Fragment(@LayoutRes int contentLayoutId) {
        this();
        mContentLayoutId = contentLayoutId;
    }

    private void initLifecycle() {
        mLifecycleRegistry = new LifecycleRegistry(this);
        mSavedStateRegistryController = SavedStateRegistryController.create(this);
        if (!mOnPreAttachedListeners.contains(mSavedStateAttachListener)) registerOnPreAttachListener(mSavedStateAttachListener);
    }

    /** Called when a removed fragment is reset for reuse (FragmentStateManager.detach). */
    void initState() {
        initLifecycle();
        mPreviousWho = mWho;
        mWho = UUID.randomUUID().toString();
        mAdded = false;
        mRemoving = false;
        mFromLayout = false;
        mInLayout = false;
        mRestored = false;
        mBackStackNesting = 0;
        mFragmentManager = null;
        mChildFragmentManager = new FragmentManagerImpl();
        mHost = null;
        mFragmentId = 0;
        mContainerId = 0;
        mTag = null;
        mHidden = false;
        mDetached = false;
    }

    @Override
    public final boolean equals(@Nullable Object o) { return super.equals(o); }

    @Override
    public final int hashCode() { return super.hashCode(); }

    @NonNull
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(128);
        sb.append(getClass().getSimpleName());
        sb.append("{");
        sb.append(Integer.toHexString(System.identityHashCode(this)));
        sb.append("}");
        sb.append(" (");
        sb.append(mWho);
        if (mFragmentId != 0) {
            sb.append(" id=0x");
            sb.append(Integer.toHexString(mFragmentId));
        }
        if (mTag != null) {
            sb.append(" tag=");
            sb.append(mTag);
        }
        sb.append(")");
        return sb.toString();
    }

    // region owners

    @NonNull
    @Override
    public Lifecycle getLifecycle() { return mLifecycleRegistry; }

    @MainThread
    @NonNull
    public LifecycleOwner getViewLifecycleOwner() {
        if (mViewLifecycleOwner == null) {
            throw new IllegalStateException("Can't access the Fragment View's LifecycleOwner for " + this
                    + " when getView() is null i.e., before onCreateView() or after onDestroyView()");
        }
        return mViewLifecycleOwner;
    }

    @NonNull
    @Override
    public final SavedStateRegistry getSavedStateRegistry() { return mSavedStateRegistryController.getSavedStateRegistry(); }

    // endregion
    // region arguments, host, managers

    public void setArguments(@Nullable Bundle args) {
        if (mFragmentManager != null && isStateSaved()) {
            throw new IllegalStateException("Fragment already added and state has been saved");
        }
        mArguments = args;
    }

    @Nullable
    public final Bundle getArguments() { return mArguments; }

    @NonNull
    public final Bundle requireArguments() {
        Bundle arguments = getArguments();
        if (arguments == null) throw new IllegalStateException("Fragment " + this + " does not have any arguments.");
        return arguments;
    }

    public final boolean isStateSaved() {
        if (mFragmentManager == null) return false;
        return mFragmentManager.isStateSaved();
    }

    @Nullable
    public Context getContext() { return mHost == null ? null : mHost; }

    @NonNull
    public final Context requireContext() {
        Context context = getContext();
        if (context == null) throw new IllegalStateException("Fragment " + this + " not attached to a context.");
        return context;
    }

    @Nullable
    public final FragmentActivity getActivity() { return mHost; }

    @NonNull
    public final FragmentActivity requireActivity() {
        FragmentActivity activity = getActivity();
        if (activity == null) throw new IllegalStateException("Fragment " + this + " not attached to an activity.");
        return activity;
    }

    @Nullable
    public final Object getHost() { return mHost; }

    @NonNull
    public final Object requireHost() {
        Object host = getHost();
        if (host == null) throw new IllegalStateException("Fragment " + this + " not attached to a host.");
        return host;
    }

    @NonNull
    public final Resources getResources() { return requireContext().getResources(); }

    @NonNull
    public final CharSequence getText(@StringRes int resId) { return getResources().getText(resId); }

    @NonNull
    public final String getString(@StringRes int resId) { return getResources().getString(resId); }

    @NonNull
    public final String getString(@StringRes int resId, @Nullable Object... formatArgs) { return getResources().getString(resId, formatArgs); }

    @NonNull
    public final FragmentManager getParentFragmentManager() {
        FragmentManager fragmentManager = mFragmentManager;
        if (fragmentManager == null) {
            throw new IllegalStateException("Fragment " + this + " not associated with a fragment manager.");
        }
        return fragmentManager;
    }

    @NonNull
    public final FragmentManager getChildFragmentManager() {
        if (mHost == null) throw new IllegalStateException("Fragment " + this + " has not been attached yet.");
        return mChildFragmentManager;
    }

    @Nullable
    public final Fragment getParentFragment() { return mParentFragment; }

    @NonNull
    public final Fragment requireParentFragment() {
        Fragment parentFragment = getParentFragment();
        if (parentFragment == null) {
            Context context = getContext();
            if (context == null) throw new IllegalStateException("Fragment " + this + " is not attached to any Fragment or host");
            throw new IllegalStateException("Fragment " + this + " is not a child Fragment, it is directly attached to " + getContext());
        }
        return parentFragment;
    }

    public final int getId() { return mFragmentId; }

    @Nullable
    public final String getTag() { return mTag; }

    public final boolean isAdded() { return mHost != null && mAdded; }

    public final boolean isDetached() { return mDetached; }

    public final boolean isRemoving() { return mRemoving; }

    public final boolean isInLayout() { return mInLayout; }

    public final boolean isResumed() { return mState >= RESUMED; }

    public final boolean isVisible() {
        return isAdded() && !isHidden() && mView != null && mView.isAttachedToWindow() && mView.getVisibility() == View.VISIBLE;
    }

    public final boolean isHidden() { return mHidden; }

    boolean isInBackStack() { return mBackStackNesting > 0; }

    // endregion
    // region layout inflater

    @NonNull
    public final LayoutInflater getLayoutInflater() {
        if (mLayoutInflater == null) return performGetLayoutInflater(null);
        return mLayoutInflater;
    }

    @NonNull
    LayoutInflater performGetLayoutInflater(@Nullable Bundle savedInstanceState) {
        LayoutInflater layoutInflater = onGetLayoutInflater(savedInstanceState);
        mLayoutInflater = layoutInflater;
        return mLayoutInflater;
    }

    @NonNull
    public LayoutInflater onGetLayoutInflater(@Nullable Bundle savedInstanceState) {
        if (mHost == null) {
            throw new IllegalStateException("onGetLayoutInflater() cannot be executed until the Fragment is attached to the FragmentManager.");
        }
        LayoutInflater result = mHost.getLayoutInflater().cloneInContext(mHost);
        result.setFactory2(mChildFragmentManager.getLayoutInflaterFactory());
        return result;
    }

    // endregion
    // region starting activities

    public void startActivity(@NonNull Intent intent) { startActivity(intent, null); }

    public void startActivity(@NonNull Intent intent, @Nullable Bundle options) {
        if (mHost == null) throw new IllegalStateException("Fragment " + this + " not attached to Activity");
        if (options != null) mHost.startActivity(intent, options);
        else mHost.startActivity(intent);
    }

    // endregion
    // region lifecycle callbacks

    @CallSuper
    @MainThread
    public void onInflate(@NonNull Context context, @NonNull AttributeSet attrs, @Nullable Bundle savedInstanceState) { mCalled = true; }

    @MainThread
    @CallSuper
    public void onAttach(@NonNull Context context) { mCalled = true; }

    @MainThread
    @CallSuper
    public void onCreate(@Nullable Bundle savedInstanceState) {
        mCalled = true;
        restoreChildFragmentState();
        if (!mChildFragmentManager.isStateAtLeast(CREATED)) mChildFragmentManager.dispatchCreate();
    }

    void restoreChildFragmentState() {
        if (mSavedFragmentState != null) {
            Bundle childFragmentManagerState = mSavedFragmentState.getBundle(FragmentManager.CHILD_FRAGMENT_MANAGER_KEY);
            if (childFragmentManagerState != null) {
                mChildFragmentManager.restoreSaveStateInternal(childFragmentManagerState);
                mChildFragmentManager.dispatchCreate();
            }
        }
    }

    @MainThread
    @Nullable
    public View onCreateView(@NonNull LayoutInflater inflater, @Nullable ViewGroup container, @Nullable Bundle savedInstanceState) {
        if (mContentLayoutId != 0) return inflater.inflate(mContentLayoutId, container, false);
        return null;
    }

    @MainThread
    public void onViewCreated(@NonNull View view, @Nullable Bundle savedInstanceState) {}

    @Nullable
    public View getView() { return mView; }

    @NonNull
    public final View requireView() {
        View view = getView();
        if (view == null) {
            throw new IllegalStateException("Fragment " + this + " did not return a View from onCreateView() or this was called before onCreateView().");
        }
        return view;
    }

    /** @deprecated use onViewCreated for code touching the view and onCreate for other initialization. */
    @Deprecated
    @MainThread
    @CallSuper
    public void onActivityCreated(@Nullable Bundle savedInstanceState) { mCalled = true; }

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
    public void onPrimaryNavigationFragmentChanged(boolean isPrimaryNavigationFragment) {}

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
    @CallSuper
    public void onDetach() { mCalled = true; }

    // endregion
    // region perform* (what FragmentStateManager calls)

    void performAttach() {
        for (OnPreAttachedListener listener : new ArrayList<>(mOnPreAttachedListeners)) listener.onPreAttached();
        mOnPreAttachedListeners.clear();
        mChildFragmentManager.attachController(mHost, this);
        mState = ATTACHED;
        mCalled = false;
        onAttach(mHost);
        if (!mCalled) throw new SuperNotCalledException("Fragment " + this + " did not call through to super.onAttach()");
        mFragmentManager.dispatchOnAttachFragment(this);
        mChildFragmentManager.dispatchAttach();
    }

    void performCreate(Bundle savedInstanceState) {
        mChildFragmentManager.noteStateNotSaved();
        mState = CREATED;
        mCalled = false;
        onCreate(savedInstanceState);
        mIsCreated = true;
        if (!mCalled) throw new SuperNotCalledException("Fragment " + this + " did not call through to super.onCreate()");
        mLifecycleRegistry.handleLifecycleEvent(Lifecycle.Event.ON_CREATE);
    }

    void performCreateView(@NonNull LayoutInflater inflater, @Nullable ViewGroup container, @Nullable Bundle savedInstanceState) {
        mChildFragmentManager.noteStateNotSaved();
        mPerformedCreateView = true;
        mViewLifecycleOwner = new FragmentViewLifecycleOwner(this);
        mView = onCreateView(inflater, container, savedInstanceState);
        if (mView != null) {
            mViewLifecycleOwner.initialize();
            FragmentManager.setViewFragment(mView, this);
            onViewLifecycleOwnerChanged(mViewLifecycleOwner);
        } else {
            if (mViewLifecycleOwner.isInitialized()) {
                throw new IllegalStateException("Called getViewLifecycleOwner() but onCreateView() returned null");
            }
            mViewLifecycleOwner = null;
        }
    }

    /** What observers of getViewLifecycleOwnerLiveData() see (DialogFragment puts the view into its dialog). */
    void onViewLifecycleOwnerChanged(@Nullable LifecycleOwner owner) {}

    void performViewCreated() {
        Bundle savedInstanceState = null;
        if (mSavedFragmentState != null) savedInstanceState = mSavedFragmentState.getBundle(FragmentManager.SAVED_INSTANCE_STATE_KEY);
        onViewCreated(mView, savedInstanceState);
        mChildFragmentManager.dispatchViewCreated();
    }

    @SuppressWarnings("deprecation")
    void performActivityCreated(Bundle savedInstanceState) {
        mChildFragmentManager.noteStateNotSaved();
        mState = AWAITING_EXIT_EFFECTS;
        mCalled = false;
        onActivityCreated(savedInstanceState);
        if (!mCalled) throw new SuperNotCalledException("Fragment " + this + " did not call through to super.onActivityCreated()");
        restoreViewState();
        mChildFragmentManager.dispatchActivityCreated();
    }

    private void restoreViewState() {
        if (mView != null) {
            Bundle savedInstanceState = null;
            if (mSavedFragmentState != null) savedInstanceState = mSavedFragmentState.getBundle(FragmentManager.SAVED_INSTANCE_STATE_KEY);
            mCalled = false;
            onViewStateRestored(savedInstanceState);
            if (!mCalled) throw new SuperNotCalledException("Fragment " + this + " did not call through to super.onViewStateRestored()");
            mViewLifecycleOwner.handleLifecycleEvent(Lifecycle.Event.ON_CREATE);
        }
        mSavedFragmentState = null;
    }

    void performStart() {
        mChildFragmentManager.noteStateNotSaved();
        mChildFragmentManager.execPendingActions(true);
        mState = STARTED;
        mCalled = false;
        onStart();
        if (!mCalled) throw new SuperNotCalledException("Fragment " + this + " did not call through to super.onStart()");
        mLifecycleRegistry.handleLifecycleEvent(Lifecycle.Event.ON_START);
        if (mView != null) mViewLifecycleOwner.handleLifecycleEvent(Lifecycle.Event.ON_START);
        mChildFragmentManager.dispatchStart();
    }

    void performResume() {
        mChildFragmentManager.noteStateNotSaved();
        mChildFragmentManager.execPendingActions(true);
        mState = RESUMED;
        mCalled = false;
        onResume();
        if (!mCalled) throw new SuperNotCalledException("Fragment " + this + " did not call through to super.onResume()");
        mLifecycleRegistry.handleLifecycleEvent(Lifecycle.Event.ON_RESUME);
        if (mView != null) mViewLifecycleOwner.handleLifecycleEvent(Lifecycle.Event.ON_RESUME);
        mChildFragmentManager.dispatchResume();
    }

    void performPrimaryNavigationFragmentChanged() {
        boolean isPrimaryNavigationFragment = mFragmentManager.isPrimaryNavigation(this);
        if (mIsPrimaryNavigationFragment == null || mIsPrimaryNavigationFragment != isPrimaryNavigationFragment) {
            mIsPrimaryNavigationFragment = isPrimaryNavigationFragment;
            onPrimaryNavigationFragmentChanged(isPrimaryNavigationFragment);
            mChildFragmentManager.dispatchPrimaryNavigationFragmentChanged();
        }
    }

    void performSaveInstanceState(Bundle outState) { onSaveInstanceState(outState); }

    void performPause() {
        mChildFragmentManager.dispatchPause();
        if (mView != null) mViewLifecycleOwner.handleLifecycleEvent(Lifecycle.Event.ON_PAUSE);
        mLifecycleRegistry.handleLifecycleEvent(Lifecycle.Event.ON_PAUSE);
        mState = AWAITING_ENTER_EFFECTS;
        mCalled = false;
        onPause();
        if (!mCalled) throw new SuperNotCalledException("Fragment " + this + " did not call through to super.onPause()");
    }

    void performStop() {
        mChildFragmentManager.dispatchStop();
        if (mView != null) mViewLifecycleOwner.handleLifecycleEvent(Lifecycle.Event.ON_STOP);
        mLifecycleRegistry.handleLifecycleEvent(Lifecycle.Event.ON_STOP);
        mState = ACTIVITY_CREATED;
        mCalled = false;
        onStop();
        if (!mCalled) throw new SuperNotCalledException("Fragment " + this + " did not call through to super.onStop()");
    }

    void performDestroyView() {
        mChildFragmentManager.dispatchDestroyView();
        if (mView != null && mViewLifecycleOwner.getLifecycle().getCurrentState().isAtLeast(Lifecycle.State.CREATED)) {
            mViewLifecycleOwner.handleLifecycleEvent(Lifecycle.Event.ON_DESTROY);
        }
        mState = CREATED;
        mCalled = false;
        onDestroyView();
        if (!mCalled) throw new SuperNotCalledException("Fragment " + this + " did not call through to super.onDestroyView()");
        mPerformedCreateView = false;
    }

    // The fragment's ViewModels: the library keeps them in the FragmentManager's FragmentManagerViewModel across a
    // configuration change; the stand-in keeps them while the fragment lives and clears them when it is destroyed
    // without one.
    private androidx.lifecycle.ViewModelStore mViewModelStore;

    @NonNull
    @Override
    public androidx.lifecycle.ViewModelStore getViewModelStore() {
        if (mHost == null) throw new IllegalStateException("Can't access ViewModels from detached fragment");
        if (mViewModelStore == null) mViewModelStore = new androidx.lifecycle.ViewModelStore();
        return mViewModelStore;
    }

    @NonNull
    @Override
    public androidx.lifecycle.ViewModelProvider.Factory getDefaultViewModelProviderFactory() {
        return androidx.lifecycle.ViewModelProvider.NewInstanceFactory.getInstance();
    }

    void performDestroy() {
        if (mViewModelStore != null && (mHost == null || !mHost.isChangingConfigurations())) mViewModelStore.clear();
        mChildFragmentManager.dispatchDestroy();
        mLifecycleRegistry.handleLifecycleEvent(Lifecycle.Event.ON_DESTROY);
        mState = ATTACHED;
        mCalled = false;
        mIsCreated = false;
        onDestroy();
        if (!mCalled) throw new SuperNotCalledException("Fragment " + this + " did not call through to super.onDestroy()");
    }

    void performDetach() {
        mState = INITIALIZING;
        mCalled = false;
        onDetach();
        mLayoutInflater = null;
        if (!mCalled) throw new SuperNotCalledException("Fragment " + this + " did not call through to super.onDetach()");
        if (!mChildFragmentManager.isDestroyed()) {
            mChildFragmentManager.dispatchDestroy();
            mChildFragmentManager = new FragmentManagerImpl();
        }
    }

    // endregion
    // region activity results

    @MainThread
    @NonNull
    @Override
    public final <I, O> ActivityResultLauncher<I> registerForActivityResult(@NonNull ActivityResultContract<I, O> contract,
            @NonNull ActivityResultCallback<O> callback) {
        return prepareCallInternal(contract, null, callback);
    }

    @MainThread
    @NonNull
    @Override
    public final <I, O> ActivityResultLauncher<I> registerForActivityResult(@NonNull ActivityResultContract<I, O> contract,
            @NonNull ActivityResultRegistry registry, @NonNull ActivityResultCallback<O> callback) {
        return prepareCallInternal(contract, registry, callback);
    }

    @NonNull
    private <I, O> ActivityResultLauncher<I> prepareCallInternal(@NonNull final ActivityResultContract<I, O> contract,
            @Nullable final ActivityResultRegistry givenRegistry, @NonNull final ActivityResultCallback<O> callback) {
        // Throw if attempting to register after the Fragment is CREATED.
        if (mState > CREATED) {
            throw new IllegalStateException("Fragment " + this + " is attempting to registerForActivityResult after being created."
                    + " Fragments must call registerForActivityResult() before they are created (i.e. initialization, onAttach(), or onCreate()).");
        }
        final AtomicReference<ActivityResultLauncher<I>> ref = new AtomicReference<>();
        registerOnPreAttachListener(new OnPreAttachedListener() {
            @Override
            void onPreAttached() {
                final String key = generateActivityResultKey();
                ActivityResultRegistry registry = givenRegistry != null ? givenRegistry : requireActivity().getActivityResultRegistry();
                ref.set(registry.register(key, Fragment.this, contract, callback));
            }
        });
        return new ActivityResultLauncher<I>() {
            @Override
            public void launch(I input, @Nullable ActivityOptionsCompat options) {
                ActivityResultLauncher<I> delegate = ref.get();
                if (delegate == null) throw new IllegalStateException("Operation cannot be started before fragment is in created state");
                delegate.launch(input, options);
            }

            @Override
            public void unregister() {
                ActivityResultLauncher<I> delegate = ref.getAndSet(null);
                if (delegate != null) delegate.unregister();
            }

            @NonNull
            @Override
            public ActivityResultContract<I, ?> getContract() { return contract; }
        };
    }

    private void registerOnPreAttachListener(@NonNull OnPreAttachedListener callback) {
        if (mState >= ATTACHED) callback.onPreAttached();
        else mOnPreAttachedListeners.add(callback);
    }

    @NonNull
    String generateActivityResultKey() { return "fragment_" + mWho + "_rq#" + mNextLocalRequestCode.getAndIncrement(); }

    // endregion
}
