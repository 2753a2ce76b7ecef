// Mirrors androidx.fragment.app.BackStackRecord (androidx fragment 1.8.5; package-private): the FragmentTransaction a
// FragmentManager hands out, its commit paths, REPLACE expanded into REMOVE + ADD when it runs (so popping reverses
// exactly what happened), and the back stack nesting count that keeps replaced fragments alive while they are on the
// back stack.
package androidx.fragment.app;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import java.util.ArrayList;

final class BackStackRecord extends FragmentTransaction implements FragmentManager.BackStackEntry, FragmentManager.OpGenerator {
    final FragmentManager mManager;
    boolean mCommitted;
    int mIndex = -1;

    @SuppressWarnings("deprecation")
    BackStackRecord(@NonNull FragmentManager manager) { mManager = manager; }

    @Override
    public int getId() { return mIndex; }

    @Nullable
    @Override
    public String getName() { return mName; }

    @Override
    void doAddOp(int containerViewId, Fragment fragment, @Nullable String tag, int opcmd) {
        super.doAddOp(containerViewId, fragment, tag, opcmd);
        fragment.mFragmentManager = mManager;
    }

    @NonNull
    @Override
    public FragmentTransaction remove(@NonNull Fragment fragment) {
        if (fragment.mFragmentManager != null && fragment.mFragmentManager != mManager) {
            throw new IllegalStateException("Cannot remove Fragment attached to a different FragmentManager. Fragment " + fragment
                    + " is already attached to a FragmentManager.");
        }
        return super.remove(fragment);
    }

    @NonNull
    @Override
    public FragmentTransaction setPrimaryNavigationFragment(@Nullable Fragment fragment) {
        if (fragment != null && fragment.mFragmentManager != null && fragment.mFragmentManager != mManager) {
            throw new IllegalStateException("Cannot setPrimaryNavigation for Fragment attached to a different FragmentManager. Fragment "
                    + fragment + " is already attached to a FragmentManager.");
        }
        return super.setPrimaryNavigationFragment(fragment);
    }

    @Override
    public int commit() { return commitInternal(false); }

    @Override
    public int commitAllowingStateLoss() { return commitInternal(true); }

    @Override
    public void commitNow() {
        disallowAddToBackStack();
        mManager.execSingleAction(this, false);
    }

    @Override
    public void commitNowAllowingStateLoss() {
        disallowAddToBackStack();
        mManager.execSingleAction(this, true);
    }

    int commitInternal(boolean allowStateLoss) {
        if (mCommitted) throw new IllegalStateException("commit already called");
        mCommitted = true;
        if (mAddToBackStack) mIndex = mManager.allocBackStackIndex();
        else mIndex = -1;
        mManager.enqueueAction(this, allowStateLoss);
        return mIndex;
    }

    @Override
    public boolean generateOps(@NonNull ArrayList<BackStackRecord> records, @NonNull ArrayList<Boolean> isRecordPop) {
        records.add(this);
        isRecordPop.add(false);
        if (mAddToBackStack) mManager.addBackStackState(this);
        return true;
    }

    void bumpBackStackNesting(int amt) {
        if (!mAddToBackStack) return;
        for (Op op : mOps) if (op.mFragment != null) op.mFragment.mBackStackNesting += amt;
    }

    void runOnCommitRunnables() {
        if (mCommitRunnables != null) {
            for (Runnable r : mCommitRunnables) r.run();
            mCommitRunnables = null;
        }
    }

    /** Turns REPLACE into REMOVE ops for what the container holds plus an ADD, and brackets primary navigation changes. */
    Fragment expandOps(ArrayList<Fragment> added, Fragment oldPrimaryNav) {
        for (int opNum = 0; opNum < mOps.size(); opNum++) {
            final Op op = mOps.get(opNum);
            switch (op.mCmd) {
                case OP_ADD:
                case OP_ATTACH:
                    added.add(op.mFragment);
                    break;
                case OP_REMOVE:
                case OP_DETACH:
                    added.remove(op.mFragment);
                    if (op.mFragment == oldPrimaryNav) {
                        mOps.add(opNum, new Op(OP_UNSET_PRIMARY_NAV, op.mFragment));
                        opNum++;
                        oldPrimaryNav = null;
                    }
                    break;
                case OP_REPLACE: {
                    final Fragment f = op.mFragment;
                    final int containerId = f.mContainerId;
                    boolean alreadyAdded = false;
                    for (int i = added.size() - 1; i >= 0; i--) {
                        final Fragment old = added.get(i);
                        if (old.mContainerId == containerId) {
                            if (old == f) {
                                alreadyAdded = true;
                            } else {
                                if (old == oldPrimaryNav) {
                                    mOps.add(opNum, new Op(OP_UNSET_PRIMARY_NAV, old, true));
                                    opNum++;
                                    oldPrimaryNav = null;
                                }
                                mOps.add(opNum, new Op(OP_REMOVE, old, true));
                                added.remove(old);
                                opNum++;
                            }
                        }
                    }
                    if (alreadyAdded) {
                        mOps.remove(opNum);
                        opNum--;
                    } else {
                        op.mCmd = OP_ADD;
                        op.mFromExpandedOp = true;
                        added.add(f);
                    }
                    break;
                }
                case OP_SET_PRIMARY_NAV:
                    mOps.add(opNum, new Op(OP_UNSET_PRIMARY_NAV, oldPrimaryNav, true));
                    op.mFromExpandedOp = true;
                    opNum++;
                    oldPrimaryNav = op.mFragment;
                    break;
                default:
                    break;
            }
        }
        return oldPrimaryNav;
    }

    /** What popping this record does to the added fragments, for the records expanded after it in the same batch. */
    Fragment trackAddedFragmentsInPop(ArrayList<Fragment> added, Fragment oldPrimaryNav) {
        for (int opNum = mOps.size() - 1; opNum >= 0; opNum--) {
            final Op op = mOps.get(opNum);
            switch (op.mCmd) {
                case OP_ADD:
                case OP_ATTACH:
                    added.remove(op.mFragment);
                    break;
                case OP_REMOVE:
                case OP_DETACH:
                    added.add(op.mFragment);
                    break;
                case OP_UNSET_PRIMARY_NAV:
                    oldPrimaryNav = op.mFragment;
                    break;
                case OP_SET_PRIMARY_NAV:
                    oldPrimaryNav = null;
                    break;
                default:
                    break;
            }
        }
        return oldPrimaryNav;
    }

    void executeOps() {
        for (Op op : mOps) {
            final Fragment f = op.mFragment;
            switch (op.mCmd) {
                case OP_ADD: mManager.addFragment(f); break;
                case OP_REMOVE: mManager.removeFragment(f); break;
                case OP_SET_PRIMARY_NAV: mManager.setPrimaryNavigationFragment(f); break;
                case OP_UNSET_PRIMARY_NAV: mManager.setPrimaryNavigationFragment(null); break;
                default: throw new IllegalArgumentException("Unknown cmd: " + op.mCmd);
            }
        }
    }

    void executePopOps() {
        for (int opNum = mOps.size() - 1; opNum >= 0; opNum--) {
            final Op op = mOps.get(opNum);
            final Fragment f = op.mFragment;
            switch (op.mCmd) {
                case OP_ADD: mManager.removeFragment(f); break;
                case OP_REMOVE: mManager.addFragment(f); break;
                case OP_SET_PRIMARY_NAV: mManager.setPrimaryNavigationFragment(null); break;
                case OP_UNSET_PRIMARY_NAV: mManager.setPrimaryNavigationFragment(f); break;
                default: throw new IllegalArgumentException("Unknown cmd: " + op.mCmd);
            }
        }
    }

    @NonNull
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(128);
        sb.append("BackStackEntry{");
        sb.append(Integer.toHexString(System.identityHashCode(this)));
        if (mIndex >= 0) {
            sb.append(" #");
            sb.append(mIndex);
        }
        if (mName != null) {
            sb.append(" ");
            sb.append(mName);
        }
        sb.append("}");
        return sb.toString();
    }
}
