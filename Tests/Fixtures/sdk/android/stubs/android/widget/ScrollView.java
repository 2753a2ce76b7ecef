// Mirrors android.widget.ScrollView at API 35 (framework)
package android.widget;

import android.content.Context;
import android.util.AttributeSet;
import android.view.View;
import android.view.ViewGroup;

public class ScrollView extends FrameLayout {
    public ScrollView(Context context) { super(context); }

    public ScrollView(Context context, AttributeSet attrs) { super(context, attrs); }

    public ScrollView(Context context, AttributeSet attrs, int defStyleAttr) { super(context, attrs, defStyleAttr); }

    public ScrollView(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) { super(context, attrs, defStyleAttr, defStyleRes); }

    @Override
    public void addView(View child, int index, ViewGroup.LayoutParams params) {
        if (getChildCount() > 0) throw new IllegalStateException("ScrollView can host only one direct child");
        super.addView(child, index, params);
    }

    public final void smoothScrollTo(int x, int y) {}

    public boolean fullScroll(int direction) { return false; }
}
