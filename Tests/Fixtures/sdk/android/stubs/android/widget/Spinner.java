// Mirrors android.widget.Spinner at API 35 (framework)
package android.widget;

import android.content.Context;
import android.content.DialogInterface;
import android.util.AttributeSet;

public class Spinner extends AbsSpinner implements DialogInterface.OnClickListener {
    public static final int MODE_DIALOG = 0;
    public static final int MODE_DROPDOWN = 1;
    private CharSequence mPrompt;

    public Spinner(Context context) { this(context, null); }

    /** The dialog mode's choice: selects the item (the stand-in shows no dialog). */
    @Override
    public void onClick(DialogInterface dialog, int which) {
        setSelection(which);
        if (dialog != null) dialog.dismiss();
    }

    public Spinner(Context context, int mode) { this(context, null, 0, 0, mode); }

    public Spinner(Context context, AttributeSet attrs) { this(context, attrs, 0); }

    public Spinner(Context context, AttributeSet attrs, int defStyleAttr) { this(context, attrs, defStyleAttr, 0, -1); }

    public Spinner(Context context, AttributeSet attrs, int defStyleAttr, int mode) { this(context, attrs, defStyleAttr, 0, mode); }

    public Spinner(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes, int mode) {
        super(context, attrs, defStyleAttr, defStyleRes);
        mPrompt = tandem.runtime.XmlAttributes.text(attrs, "prompt");
    }

    @Override
    public void setAdapter(SpinnerAdapter adapter) {
        super.setAdapter(adapter);
        if (adapter != null && adapter.getViewTypeCount() != 1) {
            throw new IllegalArgumentException("Spinner adapter view type count must be 1");
        }
    }

    @Override
    public void setOnItemClickListener(OnItemClickListener l) {
        throw new RuntimeException("setOnItemClickListener cannot be used with a spinner.");
    }

    @Override
    public boolean performClick() {
        boolean handled = super.performClick();
        if (!handled) {
            handled = true;
            // Shows the popup: the drop-down views are built.
            if (mAdapter != null) for (int i = 0; i < Math.min(mAdapter.getCount(), 20); i++) mAdapter.getDropDownView(i, null, this);
        }
        return handled;
    }

    public void setPrompt(CharSequence prompt) { mPrompt = prompt; }

    public void setPromptId(int promptId) { setPrompt(getContext().getText(promptId)); }

    public CharSequence getPrompt() { return mPrompt; }
}
