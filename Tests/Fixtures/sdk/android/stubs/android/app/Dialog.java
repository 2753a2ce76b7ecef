// Mirrors android.app.Dialog at API 35 (framework): constructors, show/hide/dismiss/cancel state and the
// cancel/dismiss/show listeners. There is no window: a shown dialog is only marked as showing.
package android.app;

import android.content.Context;
import android.content.DialogInterface;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.annotation.StringRes;
import androidx.annotation.StyleRes;

public class Dialog implements DialogInterface {
    private final Context mContext;
    private boolean mShowing;
    private boolean mCancelable = true;
    private boolean mCanceledOnTouchOutside = true;
    private CharSequence mTitle;
    private OnCancelListener mCancelListener;
    private OnDismissListener mDismissListener;
    private OnShowListener mShowListener;

    public Dialog(@NonNull Context context) { this(context, 0); }

    public Dialog(@NonNull Context context, @StyleRes int themeResId) { mContext = context; }

    protected Dialog(@NonNull Context context, boolean cancelable, @Nullable OnCancelListener cancelListener) {
        this(context);
        mCancelable = cancelable;
        mCancelListener = cancelListener;
    }

    @NonNull
    public final Context getContext() { return mContext; }

    public boolean isShowing() { return mShowing; }

    public void show() {
        if (mShowing) return;
        mShowing = true;
        if (mShowListener != null) mShowListener.onShow(this);
    }

    public void hide() { mShowing = false; }

    @Override
    public void dismiss() {
        if (!mShowing) return;
        mShowing = false;
        if (mDismissListener != null) mDismissListener.onDismiss(this);
    }

    @Override
    public void cancel() {
        if (mCancelListener != null) mCancelListener.onCancel(this);
        dismiss();
    }

    public void setCancelable(boolean flag) { mCancelable = flag; }

    public void setCanceledOnTouchOutside(boolean cancel) {
        if (cancel && !mCancelable) mCancelable = true;
        mCanceledOnTouchOutside = cancel;
    }

    public void setTitle(@Nullable CharSequence title) { mTitle = title; }

    public void setTitle(@StringRes int titleId) { setTitle(mContext.getText(titleId)); }

    public void setOnCancelListener(@Nullable OnCancelListener listener) { mCancelListener = listener; }

    public void setOnDismissListener(@Nullable OnDismissListener listener) { mDismissListener = listener; }

    public void setOnShowListener(@Nullable OnShowListener listener) { mShowListener = listener; }
}
