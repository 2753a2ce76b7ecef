// Mirrors androidx.fragment.app.FragmentTransaction at API 35 (androidx fragment 1.8.5): ops recorded in order
// (add/replace/remove/primary navigation), back stack opt-in, commit variants; the library's checks on adding
// (public static class, container ids, tags) and on adding to the back stack. Animations, transitions, hide/show,
// attach/detach and max lifecycle are left out.
package androidx.fragment.app;

import android.view.View;
import android.view.ViewGroup;
import androidx.annotation.IdRes;
import androidx.annotation.MainThread;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import java.lang.reflect.Modifier;
import java.util.ArrayList;

public abstract class FragmentTransaction {
    static final int OP_NULL = 0;
    static final int OP_ADD = 1;
    static final int OP_REPLACE = 2;
    static final int OP_REMOVE = 3;
    static final int OP_HIDE = 4;
    static final int OP_SHOW = 5;
    static final int OP_DETACH = 6;
    static final int OP_ATTACH = 7;
    static final int OP_SET_PRIMARY_NAV = 8;
    static final int OP_UNSET_PRIMARY_NAV = 9;
    static final int OP_SET_MAX_LIFECYCLE = 10;

    static final class Op {
        int mCmd;
        Fragment mFragment;
        boolean mFromExpandedOp;

        Op(int cmd, Fragment fragment) {
            this.mCmd = cmd;
            this.mFragment = fragment;
        }

        Op(int cmd, Fragment fragment, boolean fromExpandedOp) {
            this.mCmd = cmd;
            this.mFragment = fragment;
            this.mFromExpandedOp = fromExpandedOp;
        }
    }

    ArrayList<Op> mOps = new ArrayList<>();
    boolean mAddToBackStack;
    boolean mAllowAddToBackStack = true;
    @Nullable
    String mName;
    boolean mReorderingAllowed = false;
    ArrayList<Runnable> mCommitRunnables;

    /** @deprecated You should not instantiate a FragmentTransaction except via FragmentManager#beginTransaction(). */
    @Deprecated
    public FragmentTransaction() {}

    void addOp(Op op) { mOps.add(op); }

    @NonNull
    public FragmentTransaction add(@NonNull Fragment fragment, @Nullable String tag) {
        doAddOp(0, fragment, tag, OP_ADD);
        return this;
    }

    @NonNull
    public FragmentTransaction add(@IdRes int containerViewId, @NonNull Fragment fragment) {
        doAddOp(containerViewId, fragment, null, OP_ADD);
        return this;
    }

    @NonNull
    public FragmentTransaction add(@IdRes int containerViewId, @NonNull Fragment fragment, @Nullable String tag) {
        doAddOp(containerViewId, fragment, tag, OP_ADD);
        return this;
    }

    /** FragmentContainerView's own add (library-internal). */
    FragmentTransaction add(@NonNull ViewGroup container, @NonNull Fragment fragment, @Nullable String tag) {
        fragment.mContainer = container;
        fragment.mInDynamicContainer = true;
        return add(container.getId(), fragment, tag);
    }

    void doAddOp(int containerViewId, Fragment fragment, @Nullable String tag, int opcmd) {
        final Class<?> fragmentClass = fragment.getClass();
        final int modifiers = fragmentClass.getModifiers();
        if (fragmentClass.isAnonymousClass() || !Modifier.isPublic(modifiers)
                || (fragmentClass.isMemberClass() && !Modifier.isStatic(modifiers))) {
            throw new IllegalStateException("Fragment " + fragmentClass.getCanonicalName() + " must be a public static class to be "
                    + " properly recreated from instance state.");
        }
        if (tag != null) {
            if (fragment.mTag != null && !tag.equals(fragment.mTag)) {
                throw new IllegalStateException("Can't change tag of fragment " + fragment + ": was " + fragment.mTag + " now " + tag);
            }
            fragment.mTag = tag;
        }
        if (containerViewId != 0) {
            if (containerViewId == View.NO_ID) {
                throw new IllegalArgumentException("Can't add fragment " + fragment + " with tag " + tag + " to container view with no id");
            }
            if (fragment.mFragmentId != 0 && fragment.mFragmentId != containerViewId) {
                throw new IllegalStateException("Can't change container ID of fragment " + fragment + ": was " + fragment.mFragmentId
                        + " now " + containerViewId);
            }
            fragment.mContainerId = fragment.mFragmentId = containerViewId;
        }
        addOp(new Op(opcmd, fragment));
    }

    @NonNull
    public FragmentTransaction replace(@IdRes int containerViewId, @NonNull Fragment fragment) { return replace(containerViewId, fragment, null); }

    @NonNull
    public FragmentTransaction replace(@IdRes int containerViewId, @NonNull Fragment fragment, @Nullable String tag) {
        if (containerViewId == 0) throw new IllegalArgumentException("Must use non-zero containerViewId");
        doAddOp(containerViewId, fragment, tag, OP_REPLACE);
        return this;
    }

    @NonNull
    public FragmentTransaction remove(@NonNull Fragment fragment) {
        addOp(new Op(OP_REMOVE, fragment));
        return this;
    }

    @NonNull
    public FragmentTransaction setPrimaryNavigationFragment(@Nullable Fragment fragment) {
        addOp(new Op(OP_SET_PRIMARY_NAV, fragment));
        return this;
    }

    public boolean isEmpty() { return mOps.isEmpty(); }

    @NonNull
    public FragmentTransaction addToBackStack(@Nullable String name) {
        if (!mAllowAddToBackStack) throw new IllegalStateException("This FragmentTransaction is not allowed to be added to the back stack.");
        mAddToBackStack = true;
        mName = name;
        return this;
    }

    public boolean isAddToBackStackAllowed() { return mAllowAddToBackStack; }

    @NonNull
    public FragmentTransaction disallowAddToBackStack() {
        if (mAddToBackStack) throw new IllegalStateException("This transaction is already being added to the back stack");
        mAllowAddToBackStack = false;
        return this;
    }

    @NonNull
    public FragmentTransaction setReorderingAllowed(boolean reorderingAllowed) {
        mReorderingAllowed = reorderingAllowed;
        return this;
    }

    @NonNull
    public FragmentTransaction runOnCommit(@NonNull Runnable runnable) {
        disallowAddToBackStack();
        if (mCommitRunnables == null) mCommitRunnables = new ArrayList<>();
        mCommitRunnables.add(runnable);
        return this;
    }

    public abstract int commit();

    public abstract int commitAllowingStateLoss();

    @MainThread
    public abstract void commitNow();

    @MainThread
    public abstract void commitNowAllowingStateLoss();
}
