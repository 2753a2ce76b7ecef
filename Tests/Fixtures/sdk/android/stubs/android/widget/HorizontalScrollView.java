// Mirrors android.widget.HorizontalScrollView at API 35 (framework)
package android.widget;

import android.content.Context;
import android.util.AttributeSet;
import android.view.View;
import android.view.ViewGroup;

public class HorizontalScrollView extends FrameLayout {
    public HorizontalScrollView(Context context) { super(context); }

    public HorizontalScrollView(Context context, AttributeSet attrs) { super(context, attrs); }

    public HorizontalScrollView(Context context, AttributeSet attrs, int defStyleAttr) { super(context, attrs, defStyleAttr); }

    public HorizontalScrollView(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) { super(context, attrs, defStyleAttr, defStyleRes); }

    @Override
    public void addView(View child, int index, ViewGroup.LayoutParams params) {
        if (getChildCount() > 0) throw new IllegalStateException("HorizontalScrollView can host only one direct child");
        super.addView(child, index, params);
    }
}
