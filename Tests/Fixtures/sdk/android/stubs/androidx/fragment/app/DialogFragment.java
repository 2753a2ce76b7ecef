// Mirrors androidx.fragment.app.DialogFragment at API 35 (androidx fragment 1.8.5): shown with show()/showNow() (added
// without a container, so it shows a dialog), the Dialog made in onGetLayoutInflater (onCreateDialog: a
// ComponentDialog), the fragment's view put into the dialog when its view lifecycle appears, shown in onStart, hidden
// in onStop, dismissed in onDestroyView; dismissing or cancelling the dialog removes the fragment (a transaction), as
// in the library. Styles are recorded; the dialog has no window decoration.
package androidx.fragment.app;

import android.app.Activity;
import android.app.Dialog;
import android.content.Context;
import android.content.DialogInterface;
import android.os.Bundle;
import android.view.LayoutInflater;
import android.view.View;
import androidx.activity.ComponentDialog;
import androidx.annotation.CallSuper;
import androidx.annotation.LayoutRes;
import androidx.annotation.MainThread;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.annotation.StyleRes;
import androidx.lifecycle.LifecycleOwner;

public class DialogFragment extends Fragment implements DialogInterface.OnCancelListener, DialogInterface.OnDismissListener {
    public static final int STYLE_NORMAL = 0;
    public static final int STYLE_NO_TITLE = 1;
    public static final int STYLE_NO_FRAME = 2;
    public static final int STYLE_NO_INPUT = 3;

    private static final String SAVED_STYLE = "android:style";
    private static final String SAVED_THEME = "android:theme";
    private static final String SAVED_CANCELABLE = "android:cancelable";
    private static final String SAVED_SHOWS_DIALOG = "android:showsDialog";
    private static final String SAVED_BACK_STACK_ID = "android:backStackId";

    private final DialogInterface.OnCancelListener mOnCancelListener = new DialogInterface.OnCancelListener() {
        @Override
        public void onCancel(@Nullable DialogInterface dialog) {
            if (mDialog != null) DialogFragment.this.onCancel(mDialog);
        }
    };
    private final DialogInterface.OnDismissListener mOnDismissListener = new DialogInterface.OnDismissListener() {
        @Override
        public void onDismiss(@Nullable DialogInterface dialog) {
            if (mDialog != null) DialogFragment.this.onDismiss(mDialog);
        }
    };
    private int mStyle = STYLE_NORMAL;
    private int mTheme = 0;
    private boolean mCancelable = true;
    private boolean mShowsDialog = true;
    private int mBackStackId = -1;
    private boolean mCreatingDialog;
    @Nullable
    private Dialog mDialog;
    private boolean mViewDestroyed;
    private boolean mDismissed;
    private boolean mShownByMe;
    private boolean mDialogCreated = false;

    public DialogFragment() { super(); }

    public DialogFragment(@LayoutRes int contentLayoutId) { super(contentLayoutId); }

    public void setStyle(int style, @StyleRes int theme) {
        mStyle = style;
        if (mStyle == STYLE_NO_FRAME || mStyle == STYLE_NO_INPUT) mTheme = android.R.style.Theme_Panel;
        if (theme != 0) mTheme = theme;
    }

    public void show(@NonNull FragmentManager manager, @Nullable String tag) {
        mDismissed = false;
        mShownByMe = true;
        FragmentTransaction ft = manager.beginTransaction();
        ft.setReorderingAllowed(true);
        ft.add(this, tag);
        ft.commit();
    }

    public int show(@NonNull FragmentTransaction transaction, @Nullable String tag) {
        mDismissed = false;
        mShownByMe = true;
        transaction.add(this, tag);
        mViewDestroyed = false;
        mBackStackId = transaction.commit();
        return mBackStackId;
    }

    public void showNow(@NonNull FragmentManager manager, @Nullable String tag) {
        mDismissed = false;
        mShownByMe = true;
        FragmentTransaction ft = manager.beginTransaction();
        ft.setReorderingAllowed(true);
        ft.add(this, tag);
        ft.commitNow();
    }

    public void dismiss() { dismissInternal(false, false, false); }

    @MainThread
    public void dismissNow() { dismissInternal(false, false, true); }

    public void dismissAllowingStateLoss() { dismissInternal(true, false, false); }

    private void dismissInternal(boolean allowStateLoss, boolean fromOnDismiss, boolean immediate) {
        if (mDismissed) return;
        mDismissed = true;
        mShownByMe = false;
        if (mDialog != null) {
            mDialog.setOnDismissListener(null);
            mDialog.dismiss();
            if (!fromOnDismiss) onDismiss(mDialog);
        }
        mViewDestroyed = true;
        if (mBackStackId >= 0) {
            if (immediate) getParentFragmentManager().popBackStackImmediate(mBackStackId, FragmentManager.POP_BACK_STACK_INCLUSIVE);
            else getParentFragmentManager().popBackStack(mBackStackId, FragmentManager.POP_BACK_STACK_INCLUSIVE, allowStateLoss);
            mBackStackId = -1;
        } else {
            FragmentTransaction ft = getParentFragmentManager().beginTransaction();
            ft.setReorderingAllowed(true);
            ft.remove(this);
            if (immediate) ft.commitNow();
            else if (allowStateLoss) ft.commitAllowingStateLoss();
            else ft.commit();
        }
    }

    @Nullable
    public Dialog getDialog() { return mDialog; }

    @NonNull
    public final Dialog requireDialog() {
        Dialog dialog = getDialog();
        if (dialog == null) throw new IllegalStateException("DialogFragment " + this + " does not have a Dialog.");
        return dialog;
    }

    @StyleRes
    public int getTheme() { return mTheme; }

    public void setCancelable(boolean cancelable) {
        mCancelable = cancelable;
        if (mDialog != null) mDialog.setCancelable(cancelable);
    }

    public boolean isCancelable() { return mCancelable; }

    public void setShowsDialog(boolean showsDialog) { mShowsDialog = showsDialog; }

    public boolean getShowsDialog() { return mShowsDialog; }

    @MainThread
    @CallSuper
    @Override
    public void onAttach(@NonNull Context context) {
        super.onAttach(context);
        if (!mShownByMe) mDismissed = false;
    }

    @MainThread
    @CallSuper
    @Override
    public void onDetach() {
        super.onDetach();
        if (!mShownByMe && !mDismissed) mDismissed = true;
    }

    @MainThread
    @CallSuper
    @Override
    public void onCreate(@Nullable Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        mShowsDialog = mContainerId == 0;
        if (savedInstanceState != null) {
            mStyle = savedInstanceState.getInt(SAVED_STYLE, STYLE_NORMAL);
            mTheme = savedInstanceState.getInt(SAVED_THEME, 0);
            mCancelable = savedInstanceState.getBoolean(SAVED_CANCELABLE, true);
            mShowsDialog = savedInstanceState.getBoolean(SAVED_SHOWS_DIALOG, mShowsDialog);
            mBackStackId = savedInstanceState.getInt(SAVED_BACK_STACK_ID, -1);
        }
    }

    @NonNull
    @Override
    public LayoutInflater onGetLayoutInflater(@Nullable Bundle savedInstanceState) {
        LayoutInflater layoutInflater = super.onGetLayoutInflater(savedInstanceState);
        if (!mShowsDialog || mCreatingDialog) return layoutInflater;
        prepareDialog(savedInstanceState);
        if (mDialog != null) layoutInflater = layoutInflater.cloneInContext(mDialog.getContext());
        return layoutInflater;
    }

    private void prepareDialog(@Nullable Bundle savedInstanceState) {
        if (!mShowsDialog) return;
        if (!mDialogCreated) {
            try {
                mCreatingDialog = true;
                mDialog = onCreateDialog(savedInstanceState);
                if (mShowsDialog) {
                    final Context context = getContext();
                    if (context instanceof Activity) mDialog.setOwnerActivity((Activity) context);
                    mDialog.setCancelable(mCancelable);
                    mDialog.setOnCancelListener(mOnCancelListener);
                    mDialog.setOnDismissListener(mOnDismissListener);
                    mDialogCreated = true;
                } else {
                    mDialog = null;
                }
            } finally {
                mCreatingDialog = false;
            }
        }
    }

    @Override
    void onViewLifecycleOwnerChanged(@Nullable LifecycleOwner lifecycleOwner) {
        if (lifecycleOwner != null && mShowsDialog) {
            View view = requireView();
            if (view.getParent() != null) throw new IllegalStateException("DialogFragment can not be attached to a container view");
            if (mDialog != null) mDialog.setContentView(view);
        }
    }

    @MainThread
    @NonNull
    public Dialog onCreateDialog(@Nullable Bundle savedInstanceState) { return new ComponentDialog(requireContext(), getTheme()); }

    @Override
    public void onCancel(@NonNull DialogInterface dialog) {}

    @CallSuper
    @Override
    public void onDismiss(@NonNull DialogInterface dialog) {
        if (!mViewDestroyed) dismissInternal(true, true, false);
    }

    @MainThread
    @Override
    public void onStart() {
        super.onStart();
        if (mDialog != null) {
            mViewDestroyed = false;
            mDialog.show();
        }
    }

    @MainThread
    @Override
    public void onSaveInstanceState(@NonNull Bundle outState) {
        super.onSaveInstanceState(outState);
        if (mStyle != STYLE_NORMAL) outState.putInt(SAVED_STYLE, mStyle);
        if (mTheme != 0) outState.putInt(SAVED_THEME, mTheme);
        if (!mCancelable) outState.putBoolean(SAVED_CANCELABLE, mCancelable);
        if (!mShowsDialog) outState.putBoolean(SAVED_SHOWS_DIALOG, mShowsDialog);
        if (mBackStackId != -1) outState.putInt(SAVED_BACK_STACK_ID, mBackStackId);
    }

    @MainThread
    @Override
    public void onStop() {
        super.onStop();
        if (mDialog != null) mDialog.hide();
    }

    @MainThread
    @Override
    public void onDestroyView() {
        super.onDestroyView();
        if (mDialog != null) {
            mViewDestroyed = true;
            mDialog.setOnDismissListener(null);
            mDialog.dismiss();
            if (!mDismissed) onDismiss(mDialog);
            mDialog = null;
            mDialogCreated = false;
        }
    }
}
