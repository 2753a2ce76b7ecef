// Mirrors androidx.fragment.app.FragmentManager at API 35 (androidx fragment 1.8.5), with the library's
// FragmentStore/FragmentStateManager folded in: active and added fragments, transactions committed asynchronously
// (posted to the main looper, run by execPendingActions, commitNow synchronously), the back stack (pop by name, id,
// inclusive; the primary navigation fragment's child manager pops first), fragments moved to the state the manager is
// in (attach → create → view → activity created → start → resume and back down; a fragment replaced onto the back
// stack keeps CREATED and gets a new view when it returns), the fragment result API, the primary navigation fragment,
// the OnBackPressedCallback, and the saved state ("android:support:fragments") written and read back as the library
// does. The library's checks and messages: commits after onSaveInstanceState, re-entrant execution, destroyed or
// detached managers, missing containers, fragments added twice.
package androidx.fragment.app;

import android.content.Context;
import android.content.res.Resources;
import android.os.Bundle;
import android.os.Handler;
import android.os.Looper;
import android.os.Parcelable;
import android.view.LayoutInflater;
import android.view.View;
import android.view.ViewGroup;
import androidx.activity.OnBackPressedCallback;
import androidx.activity.OnBackPressedDispatcher;
import androidx.annotation.IdRes;
import androidx.annotation.MainThread;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.lifecycle.Lifecycle;
import androidx.lifecycle.LifecycleEventObserver;
import androidx.lifecycle.LifecycleOwner;
import androidx.savedstate.SavedStateRegistry;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.atomic.AtomicInteger;

public abstract class FragmentManager implements FragmentResultOwner {
    public static final int POP_BACK_STACK_INCLUSIVE = 1;

    static final String SAVED_STATE_KEY = "android:support:fragments";
    static final String FRAGMENT_MANAGER_STATE_KEY = "state";
    static final String RESULT_KEY_PREFIX = "result_";
    static final String FRAGMENT_KEY_PREFIX = "fragment_";
    // FragmentStateManager's keys
    static final String FRAGMENT_STATE_KEY = "state";
    static final String SAVED_INSTANCE_STATE_KEY = "savedInstanceState";
    static final String REGISTRY_STATE_KEY = "registryState";
    static final String CHILD_FRAGMENT_MANAGER_KEY = "childFragmentManager";
    static final String ARGUMENTS_KEY = "arguments";

    public interface BackStackEntry {
        int getId();

        @Nullable
        String getName();
    }

    public interface OnBackStackChangedListener {
        @MainThread
        void onBackStackChanged();
    }

    interface OpGenerator {
        boolean generateOps(@NonNull ArrayList<BackStackRecord> records, @NonNull ArrayList<Boolean> isRecordPop);
    }

    private static final class LifecycleAwareResultListener implements FragmentResultListener {
        private final Lifecycle mLifecycle;
        private final FragmentResultListener mListener;
        private final LifecycleEventObserver mObserver;

        LifecycleAwareResultListener(Lifecycle lifecycle, FragmentResultListener listener, LifecycleEventObserver observer) {
            mLifecycle = lifecycle;
            mListener = listener;
            mObserver = observer;
        }

        boolean isAtLeast(Lifecycle.State state) { return mLifecycle.getCurrentState().isAtLeast(state); }

        @Override
        public void onFragmentResult(@NonNull String requestKey, @NonNull Bundle result) { mListener.onFragmentResult(requestKey, result); }

        void removeObserver() { mLifecycle.removeObserver(mObserver); }
    }

    /** View → Fragment, what the library keeps in the view tag R.id.fragment_container_view_tag. */
    private static final Map<View, Fragment> VIEW_FRAGMENTS = new WeakHashMap<>();

    private final ArrayList<OpGenerator> mPendingActions = new ArrayList<>();
    private boolean mExecutingActions;
    final LinkedHashMap<String, Fragment> mActive = new LinkedHashMap<>();
    final ArrayList<Fragment> mAdded = new ArrayList<>();
    ArrayList<BackStackRecord> mBackStack = new ArrayList<>();
    private final AtomicInteger mBackStackIndex = new AtomicInteger();
    private final Map<String, Bundle> mResults = Collections.synchronizedMap(new LinkedHashMap<String, Bundle>());
    private final Map<String, LifecycleAwareResultListener> mResultListeners = Collections.synchronizedMap(new LinkedHashMap<String, LifecycleAwareResultListener>());
    private ArrayList<OnBackStackChangedListener> mBackStackChangeListeners;
    private final java.util.concurrent.CopyOnWriteArrayList<FragmentOnAttachListener> mOnAttachListeners = new java.util.concurrent.CopyOnWriteArrayList<>();
    FragmentActivity mHost;
    Fragment mParent;
    @Nullable
    Fragment mPrimaryNav;
    int mCurState = Fragment.INITIALIZING;
    private FragmentFactory mFragmentFactory = null;
    private final FragmentFactory mHostFragmentFactory = new FragmentFactory();
    private OnBackPressedDispatcher mOnBackPressedDispatcher;
    private final OnBackPressedCallback mOnBackPressedCallback = new OnBackPressedCallback(false) {
        @Override
        public void handleOnBackPressed() { FragmentManager.this.handleOnBackPressed(); }
    };
    private boolean mStateSaved;
    private boolean mStopped;
    private boolean mDestroyed;
    private Handler mHandler;
    private final Runnable mExecCommit = new Runnable() {
        @Override
        public void run() {
            if (mHost != null && !mExecutingActions) execPendingActions(true);
        }
    };

    public FragmentManager() {}

    // region views ↔ fragments

    static void setViewFragment(@NonNull View view, @Nullable Fragment fragment) {
        synchronized (VIEW_FRAGMENTS) {
            if (fragment == null) VIEW_FRAGMENTS.remove(view);
            else VIEW_FRAGMENTS.put(view, fragment);
        }
    }

    @Nullable
    static Fragment getViewFragment(@NonNull View view) {
        synchronized (VIEW_FRAGMENTS) {
            return VIEW_FRAGMENTS.get(view);
        }
    }

    @Nullable
    static Fragment findViewFragment(@NonNull View view) {
        View v = view;
        while (v != null) {
            Fragment fragment = getViewFragment(v);
            if (fragment != null) return fragment;
            v = v.getParent() instanceof View ? (View) v.getParent() : null;
        }
        return null;
    }

    @NonNull
    @SuppressWarnings("unchecked")
    public static <F extends Fragment> F findFragment(@NonNull View view) {
        Fragment fragment = findViewFragment(view);
        if (fragment == null) throw new IllegalStateException("View " + view + " does not have a Fragment set");
        return (F) fragment;
    }

    @NonNull
    static FragmentManager findFragmentManager(@NonNull View view) {
        Fragment fragment = findViewFragment(view);
        if (fragment != null) {
            if (!fragment.isAdded()) {
                throw new IllegalStateException("The Fragment " + fragment + " that owns View " + view
                        + " has already been destroyed. Nested fragments should always use the child FragmentManager.");
            }
            return fragment.getChildFragmentManager();
        }
        Context context = view.getContext();
        while (context instanceof android.content.ContextWrapper) {
            if (context instanceof FragmentActivity) return ((FragmentActivity) context).getSupportFragmentManager();
            context = ((android.content.ContextWrapper) context).getBaseContext();
        }
        throw new IllegalStateException("View " + view + " is not within a subclass of FragmentActivity.");
    }

    // endregion
    // region public API

    @NonNull
    public FragmentTransaction beginTransaction() { return new BackStackRecord(this); }

    @MainThread
    public boolean executePendingTransactions() { return execPendingActions(true); }

    public void popBackStack() { enqueueAction(new PopBackStackState(null, -1, 0), false); }

    @MainThread
    public boolean popBackStackImmediate() { return popBackStackImmediate(null, -1, 0); }

    public void popBackStack(@Nullable String name, int flags) { popBackStack(name, flags, false); }

    void popBackStack(@Nullable String name, int flags, boolean allowStateLoss) {
        enqueueAction(new PopBackStackState(name, -1, flags), allowStateLoss);
    }

    @MainThread
    public boolean popBackStackImmediate(@Nullable String name, int flags) { return popBackStackImmediate(name, -1, flags); }

    public void popBackStack(int id, int flags) { popBackStack(id, flags, false); }

    void popBackStack(int id, int flags, boolean allowStateLoss) {
        if (id < 0) throw new IllegalArgumentException("Bad id: " + id);
        enqueueAction(new PopBackStackState(null, id, flags), allowStateLoss);
    }

    @MainThread
    public boolean popBackStackImmediate(int id, int flags) {
        if (id < 0) throw new IllegalArgumentException("Bad id: " + id);
        return popBackStackImmediate(null, id, flags);
    }

    public int getBackStackEntryCount() { return mBackStack.size(); }

    @NonNull
    public BackStackEntry getBackStackEntryAt(int index) { return mBackStack.get(index); }

    public void addOnBackStackChangedListener(@NonNull OnBackStackChangedListener listener) {
        if (mBackStackChangeListeners == null) mBackStackChangeListeners = new ArrayList<>();
        mBackStackChangeListeners.add(listener);
    }

    public void removeOnBackStackChangedListener(@NonNull OnBackStackChangedListener listener) {
        if (mBackStackChangeListeners != null) mBackStackChangeListeners.remove(listener);
    }

    public void addFragmentOnAttachListener(@NonNull FragmentOnAttachListener listener) { mOnAttachListeners.add(listener); }

    public void removeFragmentOnAttachListener(@NonNull FragmentOnAttachListener listener) { mOnAttachListeners.remove(listener); }

    void dispatchOnAttachFragment(@NonNull Fragment fragment) {
        for (FragmentOnAttachListener listener : mOnAttachListeners) listener.onAttachFragment(this, fragment);
    }

    @NonNull
    public List<Fragment> getFragments() {
        if (mAdded.isEmpty()) return Collections.emptyList();
        synchronized (mAdded) {
            return Collections.unmodifiableList(new ArrayList<>(mAdded));
        }
    }

    @Nullable
    public Fragment findFragmentById(@IdRes int id) {
        for (int i = mAdded.size() - 1; i >= 0; i--) {
            Fragment f = mAdded.get(i);
            if (f != null && f.mFragmentId == id) return f;
        }
        for (Fragment f : mActive.values()) if (f != null && f.mFragmentId == id) return f;
        return null;
    }

    @Nullable
    public Fragment findFragmentByTag(@Nullable String tag) {
        if (tag != null) {
            for (int i = mAdded.size() - 1; i >= 0; i--) {
                Fragment f = mAdded.get(i);
                if (f != null && tag.equals(f.mTag)) return f;
            }
            for (Fragment f : mActive.values()) if (f != null && tag.equals(f.mTag)) return f;
        }
        return null;
    }

    @Nullable
    public Fragment getPrimaryNavigationFragment() { return mPrimaryNav; }

    public boolean isDestroyed() { return mDestroyed; }

    public boolean isStateSaved() { return mStateSaved || mStopped; }

    public void setFragmentFactory(@NonNull FragmentFactory fragmentFactory) { mFragmentFactory = fragmentFactory; }

    @NonNull
    public FragmentFactory getFragmentFactory() {
        if (mFragmentFactory != null) return mFragmentFactory;
        if (mParent != null) return mParent.mFragmentManager.getFragmentFactory();
        return mHostFragmentFactory;
    }

    @NonNull
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(128);
        sb.append("FragmentManager{");
        sb.append(Integer.toHexString(System.identityHashCode(this)));
        sb.append(" in ");
        if (mParent != null) {
            sb.append(mParent.getClass().getSimpleName());
            sb.append("{");
            sb.append(Integer.toHexString(System.identityHashCode(mParent)));
            sb.append("}");
        } else if (mHost != null) {
            sb.append(mHost.getClass().getSimpleName());
            sb.append("{");
            sb.append(Integer.toHexString(System.identityHashCode(mHost)));
            sb.append("}");
        } else {
            sb.append("null");
        }
        sb.append("}}");
        return sb.toString();
    }

    // endregion
    // region fragment results

    @Override
    public final void setFragmentResult(@NonNull String requestKey, @NonNull Bundle result) {
        LifecycleAwareResultListener resultListener = mResultListeners.get(requestKey);
        if (resultListener != null && resultListener.isAtLeast(Lifecycle.State.STARTED)) {
            resultListener.onFragmentResult(requestKey, result);
        } else {
            mResults.put(requestKey, result);
        }
    }

    @Override
    public final void clearFragmentResult(@NonNull String requestKey) { mResults.remove(requestKey); }

    @Override
    public final void setFragmentResultListener(@NonNull final String requestKey, @NonNull LifecycleOwner lifecycleOwner,
            @NonNull final FragmentResultListener listener) {
        final Lifecycle lifecycle = lifecycleOwner.getLifecycle();
        if (lifecycle.getCurrentState() == Lifecycle.State.DESTROYED) return;
        LifecycleEventObserver observer = new LifecycleEventObserver() {
            @Override
            public void onStateChanged(@NonNull LifecycleOwner source, @NonNull Lifecycle.Event event) {
                if (event == Lifecycle.Event.ON_START) {
                    Bundle storedResult = mResults.get(requestKey);
                    if (storedResult != null) {
                        listener.onFragmentResult(requestKey, storedResult);
                        clearFragmentResult(requestKey);
                    }
                }
                if (event == Lifecycle.Event.ON_DESTROY) {
                    lifecycle.removeObserver(this);
                    mResultListeners.remove(requestKey);
                }
            }
        };
        LifecycleAwareResultListener storedListener = mResultListeners.put(requestKey, new LifecycleAwareResultListener(lifecycle, listener, observer));
        if (storedListener != null) storedListener.removeObserver();
        lifecycle.addObserver(observer);
    }

    @Override
    public final void clearFragmentResultListener(@NonNull String requestKey) {
        LifecycleAwareResultListener listener = mResultListeners.remove(requestKey);
        if (listener != null) listener.removeObserver();
    }

    // endregion
    // region host

    FragmentActivity getHost() { return mHost; }

    @Nullable
    Fragment getParent() { return mParent; }

    void attachController(@NonNull FragmentActivity host, @Nullable Fragment parent) {
        if (mHost != null) throw new IllegalStateException("Already attached");
        mHost = host;
        mParent = parent;
        mHandler = new Handler(Looper.getMainLooper());
        if (mParent != null) updateOnBackPressedCallbackEnabled();
        mOnBackPressedDispatcher = host.getOnBackPressedDispatcher();
        LifecycleOwner owner = parent != null ? parent : host;
        mOnBackPressedDispatcher.addCallback(owner, mOnBackPressedCallback);
        if (parent == null) {
            SavedStateRegistry registry = host.getSavedStateRegistry();
            registry.registerSavedStateProvider(SAVED_STATE_KEY, new SavedStateRegistry.SavedStateProvider() {
                @NonNull
                @Override
                public Bundle saveState() { return saveAllStateInternal(); }
            });
            Bundle savedInstanceState = registry.consumeRestoredStateForKey(SAVED_STATE_KEY);
            if (savedInstanceState != null) restoreSaveStateInternal(savedInstanceState);
        }
    }

    /** The parent of this manager's containers: the host activity's window, or the parent fragment's view. */
    @Nullable
    View onFindViewById(int id) {
        if (mParent != null) {
            if (mParent.mView == null) throw new IllegalStateException("Fragment " + mParent + " does not have a view");
            return mParent.mView.findViewById(id);
        }
        return mHost.findViewById(id);
    }

    @NonNull
    LayoutInflater.Factory2 getLayoutInflaterFactory() { return new FragmentLayoutInflaterFactory(this); }

    void onContainerAvailable(@NonNull FragmentContainerView container) {
        for (Fragment fragment : new ArrayList<>(mActive.values())) {
            if (fragment.mContainerId == container.getId() && fragment.mView != null && fragment.mView.getParent() == null) {
                fragment.mContainer = container;
                addViewToContainer(fragment);
            }
        }
    }

    // endregion
    // region state dispatch

    boolean isStateAtLeast(int state) { return mCurState >= state; }

    void noteStateNotSaved() {
        if (mHost == null) return;
        mStateSaved = false;
        mStopped = false;
        for (Fragment fragment : new ArrayList<>(mAdded)) fragment.mChildFragmentManager.noteStateNotSaved();
    }

    void dispatchAttach() {
        mStateSaved = false;
        mStopped = false;
        dispatchStateChange(Fragment.ATTACHED);
    }

    void dispatchCreate() {
        mStateSaved = false;
        mStopped = false;
        dispatchStateChange(Fragment.CREATED);
    }

    void dispatchViewCreated() { dispatchStateChange(Fragment.VIEW_CREATED); }

    void dispatchActivityCreated() {
        mStateSaved = false;
        mStopped = false;
        dispatchStateChange(Fragment.ACTIVITY_CREATED);
    }

    void dispatchStart() {
        mStateSaved = false;
        mStopped = false;
        dispatchStateChange(Fragment.STARTED);
    }

    void dispatchResume() {
        mStateSaved = false;
        mStopped = false;
        dispatchStateChange(Fragment.RESUMED);
    }

    void dispatchPause() { dispatchStateChange(Fragment.STARTED); }

    void dispatchStop() {
        mStopped = true;
        dispatchStateChange(Fragment.ACTIVITY_CREATED);
    }

    void dispatchDestroyView() { dispatchStateChange(Fragment.CREATED); }

    void dispatchDestroy() {
        mDestroyed = true;
        if (mHost != null) execPendingActions(true);
        dispatchStateChange(Fragment.INITIALIZING);
        mHost = null;
        mParent = null;
        if (mOnBackPressedDispatcher != null) {
            mOnBackPressedCallback.remove();
            mOnBackPressedDispatcher = null;
        }
        if (mHandler != null) mHandler.removeCallbacks(mExecCommit);
    }

    void dispatchPrimaryNavigationFragmentChanged() {
        updateOnBackPressedCallbackEnabled();
        dispatchParentPrimaryNavigationFragmentChanged(mPrimaryNav);
    }

    private void dispatchStateChange(int nextState) {
        try {
            mExecutingActions = true;
            moveToState(nextState, false);
        } finally {
            mExecutingActions = false;
        }
        if (mHost != null) execPendingActions(true);
    }

    void moveToState(int newState, boolean always) {
        if (mHost == null && newState != Fragment.INITIALIZING) throw new IllegalStateException("No activity");
        if (!always && newState == mCurState) return;
        mCurState = newState;
        moveToExpectedStates();
    }

    // endregion
    // region fragment states (FragmentStateManager)

    int computeExpectedState(@NonNull Fragment f) {
        if (f.mFragmentManager == null) return f.mState;
        int maxState = mCurState;
        if (f.mFromLayout && mCurState > Fragment.INITIALIZING) {
            if (f.mInLayout) {
                maxState = Math.max(mCurState, Fragment.VIEW_CREATED);
                if (f.mView != null && f.mView.getParent() == null) maxState = Math.min(maxState, Fragment.VIEW_CREATED);
            } else if (mCurState < Fragment.ACTIVITY_CREATED) {
                maxState = Math.min(maxState, f.mState);
            } else {
                maxState = Math.min(maxState, Fragment.CREATED);
            }
        }
        if (!f.mAdded) maxState = Math.min(maxState, Fragment.CREATED);
        if (f.mRemoving) {
            if (f.isInBackStack()) maxState = Math.min(maxState, Fragment.CREATED);
            else maxState = Math.min(maxState, Fragment.INITIALIZING);
        }
        return maxState;
    }

    /**
     * Moves every fragment to where it belongs, in the order fragment 1.8 produces for a replace: the leaving ones
     * pause and stop, the entering ones come up to STARTED, the leaving ones lose their views (and are destroyed
     * unless the back stack keeps them), then the entering ones resume.
     */
    void moveToExpectedStates() {
        ArrayList<Fragment> all = new ArrayList<>(mActive.values());
        for (int i = all.size() - 1; i >= 0; i--) moveFragmentToState(all.get(i), Fragment.ACTIVITY_CREATED, Fragment.RESUMED, false);
        for (Fragment f : new ArrayList<>(mAdded)) moveFragmentToState(f, Fragment.INITIALIZING, Fragment.STARTED, true);
        all = new ArrayList<>(mActive.values());
        for (int i = all.size() - 1; i >= 0; i--) moveFragmentToState(all.get(i), Fragment.INITIALIZING, Fragment.RESUMED, false);
        for (Fragment f : new ArrayList<>(mAdded)) moveFragmentToState(f, Fragment.INITIALIZING, Fragment.RESUMED, true);
        // Added and removed again before it was ever attached: nothing to tear down, it just leaves.
        for (Fragment f : new ArrayList<>(mActive.values())) {
            if (f.mState == Fragment.INITIALIZING && f.mRemoving && !f.isInBackStack()) {
                mActive.remove(f.mWho);
                if (mPrimaryNav == f) mPrimaryNav = null;
                f.initState();
            }
        }
    }

    void moveToExpectedState(@NonNull Fragment f) {
        moveFragmentToState(f, Fragment.INITIALIZING, Fragment.RESUMED, true);
        moveFragmentToState(f, Fragment.INITIALIZING, Fragment.RESUMED, false);
    }

    /**
     * FragmentStateManager.moveToExpectedState: one state at a time towards computeExpectedState (computed again after
     * each step), only upward or only downward, and not past the given bounds.
     */
    private void moveFragmentToState(@NonNull Fragment f, int lowest, int highest, boolean upward) {
        for (int guard = 0; guard < 32; guard++) {
            int target = Math.max(lowest, Math.min(highest, computeExpectedState(f)));
            if (upward ? target <= f.mState : target >= f.mState) return;
            if (target > f.mState) {
                switch (f.mState + 1) {
                    case Fragment.ATTACHED: attach(f); break;
                    case Fragment.CREATED: create(f); break;
                    case Fragment.VIEW_CREATED:
                        ensureInflatedView(f);
                        createView(f);
                        break;
                    case Fragment.AWAITING_EXIT_EFFECTS: f.performActivityCreated(savedInstanceState(f)); break;
                    case Fragment.ACTIVITY_CREATED: f.mState = Fragment.ACTIVITY_CREATED; break;
                    case Fragment.STARTED: f.performStart(); break;
                    case Fragment.AWAITING_ENTER_EFFECTS: f.mState = Fragment.AWAITING_ENTER_EFFECTS; break;
                    case Fragment.RESUMED:
                        f.performResume();
                        f.mSavedFragmentState = null;
                        break;
                    default: return;
                }
            } else {
                switch (f.mState - 1) {
                    case Fragment.AWAITING_ENTER_EFFECTS: f.performPause(); break;
                    case Fragment.STARTED: f.mState = Fragment.STARTED; break;
                    case Fragment.ACTIVITY_CREATED: f.performStop(); break;
                    case Fragment.AWAITING_EXIT_EFFECTS:
                        // The SpecialEffectsController's removal: the view leaves its container (no animation here).
                        if (f.mView != null && f.mContainer != null && f.mView.getParent() == f.mContainer) f.mContainer.removeView(f.mView);
                        f.mState = Fragment.AWAITING_EXIT_EFFECTS;
                        break;
                    case Fragment.VIEW_CREATED:
                        f.mInLayout = false;
                        f.mState = Fragment.VIEW_CREATED;
                        break;
                    case Fragment.CREATED: destroyFragmentView(f); break;
                    case Fragment.ATTACHED: destroy(f); break;
                    case Fragment.INITIALIZING: detach(f); break;
                    default: return;
                }
            }
        }
    }

    @Nullable
    private static Bundle savedInstanceState(Fragment f) {
        return f.mSavedFragmentState == null ? null : f.mSavedFragmentState.getBundle(SAVED_INSTANCE_STATE_KEY);
    }

    private void attach(Fragment f) {
        f.mHost = mHost;
        f.mParentFragment = mParent;
        f.mFragmentManager = this;
        tandem.runtime.Runtime.get().fragmentEvent(f, "attach");
        f.performAttach();
    }

    private void create(Fragment f) {
        if (!f.mIsCreated) {
            tandem.runtime.Runtime.get().fragmentEvent(f, "create");
            f.performCreate(savedInstanceState(f));
        } else {
            f.mState = Fragment.CREATED;
            f.restoreChildFragmentState();
        }
    }

    /** Fragments from a <fragment> tag make their view while the layout inflates. */
    void ensureInflatedView(Fragment f) {
        if (f.mFromLayout && f.mInLayout && !f.mPerformedCreateView) {
            Bundle savedInstanceState = savedInstanceState(f);
            f.performCreateView(f.performGetLayoutInflater(savedInstanceState), null, savedInstanceState);
            if (f.mView != null) {
                if (f.mHidden) f.mView.setVisibility(View.GONE);
                f.performViewCreated();
                f.mState = Fragment.VIEW_CREATED;
            }
        }
    }

    private void createView(Fragment f) {
        if (f.mFromLayout) {
            if (f.mState < Fragment.VIEW_CREATED) f.mState = Fragment.VIEW_CREATED;
            return;
        }
        Bundle savedInstanceState = savedInstanceState(f);
        LayoutInflater layoutInflater = f.performGetLayoutInflater(savedInstanceState);
        ViewGroup container = null;
        if (f.mContainer != null) {
            container = f.mContainer;
        } else if (f.mContainerId != 0) {
            if (f.mContainerId == View.NO_ID) {
                throw new IllegalArgumentException("Cannot create fragment " + f + " for a container view with no id");
            }
            container = (ViewGroup) onFindViewById(f.mContainerId);
            if (container == null && !f.mRestored) {
                String resName;
                try {
                    resName = f.getResources().getResourceName(f.mContainerId);
                } catch (Resources.NotFoundException e) {
                    resName = "unknown";
                }
                throw new IllegalArgumentException("No view found for id 0x" + Integer.toHexString(f.mContainerId) + " (" + resName
                        + ") for fragment " + f);
            }
        }
        f.mContainer = container;
        f.performCreateView(layoutInflater, container, savedInstanceState);
        if (f.mView != null) {
            if (container != null) addViewToContainer(f);
            if (f.mHidden) f.mView.setVisibility(View.GONE);
            f.performViewCreated();
        }
        f.mState = Fragment.VIEW_CREATED;
    }

    void addViewToContainer(Fragment f) {
        ViewGroup container = f.mContainer;
        if (container == null || f.mView == null || f.mView.getParent() != null) return;
        // Keep the views in the order of the fragments added to this container.
        int index = container.getChildCount();
        int at = mAdded.indexOf(f);
        for (int i = at + 1; at >= 0 && i < mAdded.size(); i++) {
            Fragment later = mAdded.get(i);
            if (later.mContainer == container && later.mView != null && later.mView.getParent() == container) {
                index = container.indexOfChild(later.mView);
                break;
            }
        }
        container.addView(f.mView, index);
    }

    private void destroyFragmentView(Fragment f) {
        if (f.mContainer != null && f.mView != null && f.mView.getParent() == f.mContainer) f.mContainer.removeView(f.mView);
        f.performDestroyView();
        if (f.mView != null) setViewFragment(f.mView, null);
        f.mContainer = null;
        f.mView = null;
        f.mViewLifecycleOwner = null;
        f.onViewLifecycleOwnerChanged(null);
        f.mInLayout = false;
    }

    private void destroy(Fragment f) {
        f.performDestroy();
    }

    private void detach(Fragment f) {
        f.performDetach();
        boolean beingRemoved = f.mRemoving && !f.isInBackStack();
        f.mHost = null;
        f.mParentFragment = null;
        f.mFragmentManager = null;
        mActive.remove(f.mWho);
        if (mPrimaryNav == f) mPrimaryNav = null;
        if (beingRemoved) f.initState();
    }

    // endregion
    // region adding and removing

    void addFragment(@NonNull Fragment fragment) {
        fragment.mFragmentManager = this;
        mActive.put(fragment.mWho, fragment);
        if (!fragment.mDetached) {
            if (mAdded.contains(fragment)) throw new IllegalStateException("Fragment already added: " + fragment);
            synchronized (mAdded) {
                mAdded.add(fragment);
            }
            fragment.mAdded = true;
            fragment.mRemoving = false;
        }
    }

    void removeFragment(@NonNull Fragment fragment) {
        final boolean inactive = !fragment.isInBackStack();
        if (!fragment.mDetached || inactive) {
            synchronized (mAdded) {
                mAdded.remove(fragment);
            }
            fragment.mAdded = false;
            fragment.mRemoving = true;
        }
    }

    void setPrimaryNavigationFragment(@Nullable Fragment f) {
        if (f != null && (!f.equals(mActive.get(f.mWho)) || (f.mHost != null && f.mFragmentManager != this))) {
            throw new IllegalArgumentException("Fragment " + f + " is not an active fragment of FragmentManager " + this);
        }
        Fragment previousPrimaryNav = mPrimaryNav;
        mPrimaryNav = f;
        dispatchParentPrimaryNavigationFragmentChanged(previousPrimaryNav);
        dispatchParentPrimaryNavigationFragmentChanged(mPrimaryNav);
    }

    private void dispatchParentPrimaryNavigationFragmentChanged(@Nullable Fragment f) {
        if (f != null && f.equals(mActive.get(f.mWho))) f.performPrimaryNavigationFragmentChanged();
    }

    boolean isPrimaryNavigation(@Nullable Fragment parent) {
        if (parent == null) return true;
        FragmentManager parentFragmentManager = parent.mFragmentManager;
        if (parentFragmentManager == null) return false;
        Fragment primaryNavigationFragment = parentFragmentManager.getPrimaryNavigationFragment();
        return parent.equals(primaryNavigationFragment) && isPrimaryNavigation(parentFragmentManager.mParent);
    }

    // endregion
    // region transactions

    int allocBackStackIndex() { return mBackStackIndex.getAndIncrement(); }

    void addBackStackState(BackStackRecord state) { mBackStack.add(state); }

    private void checkStateLoss() {
        if (isStateSaved()) throw new IllegalStateException("Can not perform this action after onSaveInstanceState");
    }

    void enqueueAction(@NonNull OpGenerator action, boolean allowStateLoss) {
        if (!allowStateLoss) {
            if (mHost == null) {
                if (mDestroyed) throw new IllegalStateException("FragmentManager has been destroyed");
                else throw new IllegalStateException("FragmentManager has not been attached to a host.");
            }
            checkStateLoss();
        }
        synchronized (mPendingActions) {
            if (mHost == null) {
                if (allowStateLoss) return;
                throw new IllegalStateException("Activity has been destroyed");
            }
            mPendingActions.add(action);
            scheduleCommit();
        }
    }

    private void scheduleCommit() {
        synchronized (mPendingActions) {
            if (mPendingActions.size() == 1) {
                mHandler.removeCallbacks(mExecCommit);
                mHandler.post(mExecCommit);
                updateOnBackPressedCallbackEnabled();
            }
        }
    }

    private void ensureExecReady(boolean allowStateLoss) {
        if (mExecutingActions) throw new IllegalStateException("FragmentManager is already executing transactions");
        if (mHost == null) {
            if (mDestroyed) throw new IllegalStateException("FragmentManager has been destroyed");
            else throw new IllegalStateException("FragmentManager has not been attached to a host.");
        }
        if (!allowStateLoss) checkStateLoss();
    }

    void execSingleAction(@NonNull OpGenerator action, boolean allowStateLoss) {
        if (allowStateLoss && (mHost == null || mDestroyed)) return;
        ensureExecReady(allowStateLoss);
        ArrayList<BackStackRecord> records = new ArrayList<>();
        ArrayList<Boolean> isPop = new ArrayList<>();
        if (action.generateOps(records, isPop)) {
            mExecutingActions = true;
            try {
                executeOpsTogether(records, isPop);
            } finally {
                mExecutingActions = false;
            }
        }
        updateOnBackPressedCallbackEnabled();
    }

    boolean execPendingActions(boolean allowStateLoss) {
        ensureExecReady(allowStateLoss);
        boolean didSomething = false;
        while (true) {
            ArrayList<BackStackRecord> records = new ArrayList<>();
            ArrayList<Boolean> isPop = new ArrayList<>();
            synchronized (mPendingActions) {
                if (mPendingActions.isEmpty()) break;
                try {
                    for (OpGenerator action : mPendingActions) action.generateOps(records, isPop);
                } finally {
                    mPendingActions.clear();
                    mHandler.removeCallbacks(mExecCommit);
                }
            }
            if (records.isEmpty()) continue;
            mExecutingActions = true;
            try {
                executeOpsTogether(records, isPop);
            } finally {
                mExecutingActions = false;
            }
            didSomething = true;
        }
        updateOnBackPressedCallbackEnabled();
        return didSomething;
    }

    private void executeOpsTogether(ArrayList<BackStackRecord> records, ArrayList<Boolean> isRecordPop) {
        Fragment oldPrimaryNav = mPrimaryNav;
        ArrayList<Fragment> tmpAdded = new ArrayList<>(mAdded);
        for (int i = 0; i < records.size(); i++) {
            if (!isRecordPop.get(i)) oldPrimaryNav = records.get(i).expandOps(tmpAdded, oldPrimaryNav);
            else oldPrimaryNav = records.get(i).trackAddedFragmentsInPop(tmpAdded, oldPrimaryNav);
        }
        boolean backStackChanged = false;
        for (int i = 0; i < records.size(); i++) {
            BackStackRecord record = records.get(i);
            if (isRecordPop.get(i)) {
                record.bumpBackStackNesting(-1);
                record.executePopOps();
                backStackChanged = true;
            } else {
                record.bumpBackStackNesting(1);
                record.executeOps();
                backStackChanged |= record.mAddToBackStack;
            }
        }
        moveToExpectedStates();
        for (int i = 0; i < records.size(); i++) if (!isRecordPop.get(i)) records.get(i).runOnCommitRunnables();
        if (backStackChanged && mBackStackChangeListeners != null) {
            for (OnBackStackChangedListener l : new ArrayList<>(mBackStackChangeListeners)) l.onBackStackChanged();
        }
    }

    private final class PopBackStackState implements OpGenerator {
        final String mName;
        final int mId;
        final int mFlags;

        PopBackStackState(@Nullable String name, int id, int flags) {
            mName = name;
            mId = id;
            mFlags = flags;
        }

        @Override
        public boolean generateOps(@NonNull ArrayList<BackStackRecord> records, @NonNull ArrayList<Boolean> isRecordPop) {
            if (mPrimaryNav != null && mId < 0 && mName == null) {
                FragmentManager childManager = mPrimaryNav.getChildFragmentManager();
                if (childManager.popBackStackImmediate()) return false;
            }
            return popBackStackState(records, isRecordPop, mName, mId, mFlags);
        }
    }

    private boolean popBackStackImmediate(@Nullable String name, int id, int flags) {
        execPendingActions(false);
        ensureExecReady(true);
        if (mPrimaryNav != null && id < 0 && name == null) {
            FragmentManager childManager = mPrimaryNav.getChildFragmentManager();
            if (childManager.popBackStackImmediate()) return true;
        }
        ArrayList<BackStackRecord> records = new ArrayList<>();
        ArrayList<Boolean> isPop = new ArrayList<>();
        boolean executePop = popBackStackState(records, isPop, name, id, flags);
        if (executePop) {
            mExecutingActions = true;
            try {
                executeOpsTogether(records, isPop);
            } finally {
                mExecutingActions = false;
            }
        }
        updateOnBackPressedCallbackEnabled();
        return executePop;
    }

    boolean popBackStackState(@NonNull ArrayList<BackStackRecord> records, @NonNull ArrayList<Boolean> isRecordPop,
            @Nullable String name, int id, int flags) {
        int index = findBackStackIndex(name, id, (flags & POP_BACK_STACK_INCLUSIVE) != 0);
        if (index < 0) return false;
        for (int i = mBackStack.size() - 1; i >= index; i--) {
            records.add(mBackStack.remove(i));
            isRecordPop.add(true);
        }
        return true;
    }

    private int findBackStackIndex(@Nullable String name, int id, boolean inclusive) {
        if (mBackStack.isEmpty()) return -1;
        if (name == null && id < 0) {
            if (inclusive) return 0;
            return mBackStack.size() - 1;
        }
        int index = mBackStack.size() - 1;
        while (index >= 0) {
            BackStackRecord bss = mBackStack.get(index);
            if (name != null && name.equals(bss.getName())) break;
            if (id >= 0 && id == bss.mIndex) break;
            index--;
        }
        if (index < 0) return index;
        if (inclusive) {
            while (index > 0) {
                BackStackRecord bss = mBackStack.get(index - 1);
                if ((name != null && name.equals(bss.getName())) || (id >= 0 && id == bss.mIndex)) index--;
                else break;
            }
        } else if (index == mBackStack.size() - 1) {
            return -1;
        } else {
            index++;
        }
        return index;
    }

    // endregion
    // region back

    private void updateOnBackPressedCallbackEnabled() {
        synchronized (mPendingActions) {
            if (!mPendingActions.isEmpty()) {
                mOnBackPressedCallback.setEnabled(true);
                return;
            }
        }
        mOnBackPressedCallback.setEnabled(getBackStackEntryCount() > 0 && isPrimaryNavigation(mParent));
    }

    void handleOnBackPressed() {
        execPendingActions(true);
        if (mOnBackPressedCallback.isEnabled()) {
            popBackStackImmediate();
        } else if (mOnBackPressedDispatcher != null) {
            mOnBackPressedDispatcher.onBackPressed();
        }
    }

    // endregion
    // region saved state

    @NonNull
    Bundle saveAllStateInternal() {
        Bundle bundle = new Bundle();
        if (mHost != null && !mExecutingActions) execPendingActions(true);
        mStateSaved = true;
        ArrayList<String> active = new ArrayList<>();
        LinkedHashMap<String, Bundle> savedState = new LinkedHashMap<>();
        for (Fragment f : new ArrayList<>(mActive.values())) {
            savedState.put(f.mWho, saveFragmentState(f));
            active.add(f.mWho);
        }
        if (savedState.isEmpty()) return bundle;
        ArrayList<String> added = new ArrayList<>();
        for (Fragment f : mAdded) added.add(f.mWho);
        Parcelable[] backStack = new Parcelable[mBackStack.size()];
        for (int i = 0; i < mBackStack.size(); i++) backStack[i] = saveBackStackRecord(mBackStack.get(i));
        Bundle fms = new Bundle();
        fms.putStringArrayList("active", active);
        fms.putStringArrayList("added", added);
        fms.putParcelableArray("backStack", backStack);
        fms.putInt("backStackIndex", mBackStackIndex.get());
        if (mPrimaryNav != null) fms.putString("primaryNavActiveWho", mPrimaryNav.mWho);
        bundle.putBundle(FRAGMENT_MANAGER_STATE_KEY, fms);
        for (Map.Entry<String, Bundle> e : new LinkedHashMap<>(mResults).entrySet()) bundle.putBundle(RESULT_KEY_PREFIX + e.getKey(), e.getValue());
        for (Map.Entry<String, Bundle> e : savedState.entrySet()) bundle.putBundle(FRAGMENT_KEY_PREFIX + e.getKey(), e.getValue());
        return bundle;
    }

    private Bundle saveFragmentState(Fragment f) {
        Bundle stateBundle = new Bundle();
        if (f.mState == Fragment.INITIALIZING && f.mSavedFragmentState != null) stateBundle.putAll(f.mSavedFragmentState);
        Bundle fs = new Bundle();
        fs.putString("className", f.getClass().getName());
        fs.putString("who", f.mWho);
        fs.putBoolean("fromLayout", f.mFromLayout);
        fs.putBoolean("inDynamicContainer", f.mInDynamicContainer);
        fs.putInt("fragmentId", f.mFragmentId);
        fs.putInt("containerId", f.mContainerId);
        fs.putString("tag", f.mTag);
        fs.putBoolean("removing", f.mRemoving);
        fs.putBoolean("detached", f.mDetached);
        fs.putBoolean("hidden", f.mHidden);
        stateBundle.putBundle(FRAGMENT_STATE_KEY, fs);
        if (f.mState > Fragment.INITIALIZING) {
            Bundle savedInstanceState = new Bundle();
            f.performSaveInstanceState(savedInstanceState);
            if (!savedInstanceState.isEmpty()) stateBundle.putBundle(SAVED_INSTANCE_STATE_KEY, savedInstanceState);
            Bundle registryState = new Bundle();
            f.mSavedStateRegistryController.performSave(registryState);
            if (!registryState.isEmpty()) stateBundle.putBundle(REGISTRY_STATE_KEY, registryState);
            Bundle childState = f.mChildFragmentManager.saveAllStateInternal();
            if (!childState.isEmpty()) stateBundle.putBundle(CHILD_FRAGMENT_MANAGER_KEY, childState);
        }
        if (f.mArguments != null) stateBundle.putBundle(ARGUMENTS_KEY, f.mArguments);
        return stateBundle;
    }

    private static Bundle saveBackStackRecord(BackStackRecord r) {
        Bundle b = new Bundle();
        int[] cmds = new int[r.mOps.size()];
        String[] whos = new String[r.mOps.size()];
        boolean[] expanded = new boolean[r.mOps.size()];
        for (int i = 0; i < r.mOps.size(); i++) {
            FragmentTransaction.Op op = r.mOps.get(i);
            cmds[i] = op.mCmd;
            whos[i] = op.mFragment == null ? null : op.mFragment.mWho;
            expanded[i] = op.mFromExpandedOp;
        }
        b.putIntArray("ops", cmds);
        b.putStringArray("fragmentWhos", whos);
        b.putBooleanArray("fromExpandedOps", expanded);
        b.putString("name", r.mName);
        b.putInt("index", r.mIndex);
        b.putBoolean("reorderingAllowed", r.mReorderingAllowed);
        return b;
    }

    void restoreSaveStateInternal(@NonNull Bundle bundle) {
        ClassLoader classLoader = mHost != null ? mHost.getClassLoader() : tandem.runtime.Runtime.get().appLoader;
        bundle.setClassLoader(classLoader);
        for (String key : bundle.keySet()) {
            if (key.startsWith(RESULT_KEY_PREFIX)) {
                Bundle savedResult = bundle.getBundle(key);
                if (savedResult != null) {
                    savedResult.setClassLoader(classLoader);
                    mResults.put(key.substring(RESULT_KEY_PREFIX.length()), savedResult);
                }
            }
        }
        Bundle fms = bundle.getBundle(FRAGMENT_MANAGER_STATE_KEY);
        if (fms == null) return;
        mActive.clear();
        ArrayList<String> active = fms.getStringArrayList("active");
        if (active != null) {
            for (String who : active) {
                Bundle stateBundle = bundle.getBundle(FRAGMENT_KEY_PREFIX + who);
                if (stateBundle == null) continue;
                stateBundle.setClassLoader(classLoader);
                Bundle fs = stateBundle.getBundle(FRAGMENT_STATE_KEY);
                Fragment f = getFragmentFactory().instantiate(classLoader, fs.getString("className"));
                f.mWho = fs.getString("who");
                f.mFromLayout = fs.getBoolean("fromLayout");
                f.mInDynamicContainer = fs.getBoolean("inDynamicContainer");
                f.mRestored = true;
                f.mFragmentId = fs.getInt("fragmentId");
                f.mContainerId = fs.getInt("containerId");
                f.mTag = fs.getString("tag");
                f.mRemoving = fs.getBoolean("removing");
                f.mDetached = fs.getBoolean("detached");
                f.mHidden = fs.getBoolean("hidden");
                Bundle args = stateBundle.getBundle(ARGUMENTS_KEY);
                if (args != null) args.setClassLoader(classLoader);
                f.setArguments(args);
                if (stateBundle.getBundle(SAVED_INSTANCE_STATE_KEY) == null) stateBundle.putBundle(SAVED_INSTANCE_STATE_KEY, new Bundle());
                f.mSavedFragmentState = stateBundle;
                f.mFragmentManager = this;
                mActive.put(f.mWho, f);
            }
        }
        mAdded.clear();
        ArrayList<String> added = fms.getStringArrayList("added");
        if (added != null) {
            for (String who : added) {
                Fragment f = mActive.get(who);
                if (f == null) throw new IllegalStateException("No instantiated fragment for (" + who + ")");
                if (mAdded.contains(f)) throw new IllegalStateException("Fragment already added: " + f);
                mAdded.add(f);
                f.mAdded = true;
            }
        }
        mBackStack = new ArrayList<>();
        Parcelable[] backStack = fms.getParcelableArray("backStack");
        if (backStack != null) {
            for (Parcelable p : backStack) {
                Bundle b = (Bundle) p;
                BackStackRecord r = new BackStackRecord(this);
                int[] cmds = b.getIntArray("ops");
                String[] whos = b.getStringArray("fragmentWhos");
                boolean[] expanded = b.getBooleanArray("fromExpandedOps");
                for (int i = 0; i < cmds.length; i++) {
                    Fragment f = whos[i] == null ? null : mActive.get(whos[i]);
                    r.addOp(new FragmentTransaction.Op(cmds[i], f, expanded[i]));
                }
                r.mName = b.getString("name");
                r.mIndex = b.getInt("index");
                r.mAddToBackStack = true;
                r.mCommitted = true;
                r.mReorderingAllowed = b.getBoolean("reorderingAllowed");
                r.bumpBackStackNesting(1);
                mBackStack.add(r);
            }
        }
        mBackStackIndex.set(fms.getInt("backStackIndex"));
        String primaryNavWho = fms.getString("primaryNavActiveWho");
        if (primaryNavWho != null) {
            mPrimaryNav = mActive.get(primaryNavWho);
            dispatchParentPrimaryNavigationFragmentChanged(mPrimaryNav);
        }
    }

    // endregion
}
