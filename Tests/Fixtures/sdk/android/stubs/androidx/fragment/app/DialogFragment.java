// Mirrors androidx.fragment.app.DialogFragment at API 35 (androidx fragment 1.8.5). Like every Fragment here it is
// never attached, so it never has a Dialog; creating or dismissing one is unsupported.
package androidx.fragment.app;

import android.app.Dialog;
import android.content.DialogInterface;
import android.os.Bundle;
import androidx.annotation.CallSuper;
import androidx.annotation.LayoutRes;
import androidx.annotation.MainThread;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public class DialogFragment extends Fragment implements DialogInterface.OnCancelListener, DialogInterface.OnDismissListener {
    private boolean mCancelable = true;

    public DialogFragment() { super(); }

    public DialogFragment(@LayoutRes int contentLayoutId) { super(contentLayoutId); }

    public void dismiss() {
        throw new UnsupportedOperationException("stub: DialogFragment.dismiss (fragments are not supported by the Tandem runtime)");
    }

    @Nullable
    public Dialog getDialog() { return null; }

    @NonNull
    public final Dialog requireDialog() {
        Dialog dialog = getDialog();
        if (dialog == null) throw new IllegalStateException("DialogFragment " + this + " does not have a Dialog.");
        return dialog;
    }

    public void setCancelable(boolean cancelable) { mCancelable = cancelable; }

    public boolean isCancelable() { return mCancelable; }

    @Override
    public void onCancel(@NonNull DialogInterface dialog) {}

    @CallSuper
    @Override
    public void onDismiss(@NonNull DialogInterface dialog) {}

    @MainThread
    @NonNull
    public Dialog onCreateDialog(@Nullable Bundle savedInstanceState) {
        throw new UnsupportedOperationException("stub: DialogFragment.onCreateDialog (fragments are not supported by the Tandem runtime)");
    }
}
