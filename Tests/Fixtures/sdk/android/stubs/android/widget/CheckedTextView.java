// Mirrors android.widget.CheckedTextView at API 35 (framework)
package android.widget;

import android.content.Context;
import android.util.AttributeSet;

public class CheckedTextView extends TextView {
    private boolean mChecked;

    public CheckedTextView(Context context) { this(context, null); }

    public CheckedTextView(Context context, AttributeSet attrs) { super(context, attrs); }

    public CheckedTextView(Context context, AttributeSet attrs, int defStyleAttr) { super(context, attrs, defStyleAttr); }

    public CheckedTextView(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) { super(context, attrs, defStyleAttr, defStyleRes); }

    public void toggle() { setChecked(!mChecked); }

    public boolean isChecked() { return mChecked; }

    public void setChecked(boolean checked) { mChecked = checked; }
}
