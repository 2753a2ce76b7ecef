// Mirrors android.widget.FrameLayout at API 35 (framework)
package android.widget;

import android.content.Context;
import android.util.AttributeSet;
import android.view.ViewGroup;

public class FrameLayout extends ViewGroup {
    public FrameLayout(Context context) { super(context); }

    public FrameLayout(Context context, AttributeSet attrs) { super(context, attrs); }

    public FrameLayout(Context context, AttributeSet attrs, int defStyleAttr) { super(context, attrs, defStyleAttr); }

    public FrameLayout(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) { super(context, attrs, defStyleAttr, defStyleRes); }

    public static class LayoutParams extends ViewGroup.MarginLayoutParams {
        public static final int UNSPECIFIED_GRAVITY = -1;
        public int gravity = UNSPECIFIED_GRAVITY;

        public LayoutParams(Context c, AttributeSet attrs) { super(c, attrs); }

        public LayoutParams(int width, int height) { super(width, height); }

        public LayoutParams(int width, int height, int gravity) { super(width, height); this.gravity = gravity; }

        public LayoutParams(ViewGroup.LayoutParams source) { super(source); }
    }

    @Override
    protected boolean checkLayoutParams(ViewGroup.LayoutParams p) { return p instanceof LayoutParams; }

    @Override
    public LayoutParams generateLayoutParams(AttributeSet attrs) { return new FrameLayout.LayoutParams(getContext(), attrs); }

    @Override
    protected ViewGroup.LayoutParams generateLayoutParams(ViewGroup.LayoutParams lp) { return lp instanceof LayoutParams ? lp : new LayoutParams(lp); }

    @Override
    protected LayoutParams generateDefaultLayoutParams() { return new LayoutParams(LayoutParams.MATCH_PARENT, LayoutParams.MATCH_PARENT); }

    @Override
    protected void onLayout(boolean changed, int left, int top, int right, int bottom) {}
}
