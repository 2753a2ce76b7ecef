// Mirrors android.widget.AbsoluteLayout at API 35 (framework)
package android.widget;

import android.content.Context;
import android.util.AttributeSet;
import android.view.ViewGroup;

/** @deprecated Use FrameLayout, RelativeLayout or a custom layout instead (API 3). */
@Deprecated
public class AbsoluteLayout extends ViewGroup {
    public AbsoluteLayout(Context context) { super(context); }

    public AbsoluteLayout(Context context, AttributeSet attrs) { super(context, attrs); }

    public AbsoluteLayout(Context context, AttributeSet attrs, int defStyleAttr) { super(context, attrs, defStyleAttr); }

    public AbsoluteLayout(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) { super(context, attrs, defStyleAttr, defStyleRes); }

    @Override
    protected void onLayout(boolean changed, int l, int t, int r, int b) {}
}
