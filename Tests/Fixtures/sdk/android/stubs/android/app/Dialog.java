// Mirrors android.app.Dialog at API 35 (framework): constructors, onCreate/onStart/onStop on show and dismiss,
// show/hide/dismiss/cancel state (isShowing follows the decor's visibility), cancel/dismiss/show listeners delivered
// through the main looper (as Dialog's messages are), the content view in a window the harness can reach, and the
// back key cancelling a cancelable dialog.
package android.app;

import android.content.Context;
import android.content.DialogInterface;
import android.os.Bundle;
import android.os.Handler;
import android.os.Looper;
import android.view.LayoutInflater;
import android.view.View;
import android.view.ViewGroup;
import android.widget.FrameLayout;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.annotation.StringRes;
import androidx.annotation.StyleRes;

public class Dialog implements DialogInterface {
    private final Context mContext;
    private final Handler mHandler = new Handler(Looper.getMainLooper());
    private Activity mOwnerActivity;
    private FrameLayout mContentParent; // the window's content frame
    private FrameLayout mDecor;         // non-null while the window is added
    private boolean mCreated;
    private boolean mShowing;
    private boolean mCanceled;
    private boolean mCancelable = true;
    private boolean mCanceledOnTouchOutside = true;
    private CharSequence mTitle;
    private OnCancelListener mCancelListener;
    private OnDismissListener mDismissListener;
    private OnShowListener mShowListener;

    public Dialog(@NonNull Context context) { this(context, 0); }

    public Dialog(@NonNull Context context, @StyleRes int themeResId) {
        mContext = context;
        if (context instanceof Activity) mOwnerActivity = (Activity) context;
    }

    protected Dialog(@NonNull Context context, boolean cancelable, @Nullable OnCancelListener cancelListener) {
        this(context);
        mCancelable = cancelable;
        mCancelListener = cancelListener;
    }

    @NonNull
    public final Context getContext() { return mContext; }

    public final void setOwnerActivity(@NonNull Activity activity) { mOwnerActivity = activity; }

    @Nullable
    public final Activity getOwnerActivity() { return mOwnerActivity; }

    public boolean isShowing() { return mDecor != null && mDecor.getVisibility() == View.VISIBLE; }

    protected void onCreate(@Nullable Bundle savedInstanceState) {}

    protected void onStart() {}

    protected void onStop() {}

    public void create() {
        if (!mCreated) {
            mCreated = true;
            onCreate(null);
        }
    }

    private FrameLayout contentParent() {
        if (mContentParent == null) {
            mContentParent = new FrameLayout(mContext);
            mContentParent.setId(android.R.id.content);
        }
        return mContentParent;
    }

    public void setContentView(@NonNull View view) {
        FrameLayout parent = contentParent();
        parent.removeAllViews();
        parent.addView(view, new ViewGroup.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, ViewGroup.LayoutParams.MATCH_PARENT));
    }

    public void setContentView(int layoutResID) {
        FrameLayout parent = contentParent();
        parent.removeAllViews();
        LayoutInflater.from(mContext).inflate(layoutResID, parent);
    }

    @Nullable
    public <T extends View> T findViewById(int id) { return mContentParent == null ? null : mContentParent.<T>findViewById(id); }

    public void show() {
        if (mShowing) {
            if (mDecor != null) mDecor.setVisibility(View.VISIBLE);
            return;
        }
        mCanceled = false;
        if (!mCreated) {
            mCreated = true;
            onCreate(null);
        }
        onStart();
        mDecor = contentParent();
        mDecor.setVisibility(View.VISIBLE);
        tandem.runtime.Hidden.markDecor(mDecor);
        tandem.runtime.Runtime.get().dialogShown(this, mDecor);
        mShowing = true;
        if (mShowListener != null) {
            final OnShowListener listener = mShowListener;
            mHandler.post(new Runnable() {
                @Override
                public void run() { listener.onShow(Dialog.this); }
            });
        }
    }

    public void hide() { if (mDecor != null) mDecor.setVisibility(View.GONE); }

    @Override
    public void dismiss() {
        if (mDecor == null || !mShowing) return;
        tandem.runtime.Runtime.get().dialogDismissed(this);
        tandem.runtime.Hidden.unmarkDecor(mDecor);
        mDecor = null;
        onStop();
        mShowing = false;
        if (mDismissListener != null) {
            final OnDismissListener listener = mDismissListener;
            mHandler.post(new Runnable() {
                @Override
                public void run() { listener.onDismiss(Dialog.this); }
            });
        }
    }

    @Override
    public void cancel() {
        if (!mCanceled && mCancelListener != null) {
            mCanceled = true;
            final OnCancelListener listener = mCancelListener;
            mHandler.post(new Runnable() {
                @Override
                public void run() { listener.onCancel(Dialog.this); }
            });
        }
        dismiss();
    }

    /** @deprecated Back is dispatched through OnBackInvokedCallback on API 33+ (android.window). */
    @Deprecated
    public void onBackPressed() {
        if (mCancelable) cancel();
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
