// Mirrors android.widget.LinearLayout at API 35 (framework)
package android.widget;

import android.content.Context;
import android.util.AttributeSet;
import android.view.ViewGroup;

import tandem.runtime.XmlAttributes;

public class LinearLayout extends ViewGroup {
    public static final int HORIZONTAL = 0;
    public static final int VERTICAL = 1;
    private int mOrientation = HORIZONTAL;

    public LinearLayout(Context context) { super(context); }

    public LinearLayout(Context context, AttributeSet attrs) { this(context, attrs, 0); }

    public LinearLayout(Context context, AttributeSet attrs, int defStyleAttr) { this(context, attrs, defStyleAttr, 0); }

    public LinearLayout(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
        super(context, attrs, defStyleAttr, defStyleRes);
        if ("vertical".equals(XmlAttributes.android(attrs, "orientation"))) mOrientation = VERTICAL;
    }

    public static class LayoutParams extends ViewGroup.MarginLayoutParams {
        public float weight;
        public int gravity = -1;

        public LayoutParams(Context c, AttributeSet attrs) {
            super(c, attrs);
            String w = XmlAttributes.android(attrs, "layout_weight");
            if (w != null) weight = Float.parseFloat(w);
        }

        public LayoutParams(int width, int height) { super(width, height); }

        public LayoutParams(int width, int height, float weight) { super(width, height); this.weight = weight; }

        public LayoutParams(ViewGroup.LayoutParams p) { super(p); }
    }

    public void setOrientation(int orientation) { mOrientation = orientation; }

    public int getOrientation() { return mOrientation; }

    public void setGravity(int gravity) {}

    public void setWeightSum(float weightSum) {}

    @Override
    public LayoutParams generateLayoutParams(AttributeSet attrs) { return new LinearLayout.LayoutParams(getContext(), attrs); }

    @Override
    protected LayoutParams generateLayoutParams(ViewGroup.LayoutParams lp) { return lp instanceof LayoutParams ? (LayoutParams) lp : new LayoutParams(lp); }

    @Override
    protected LayoutParams generateDefaultLayoutParams() {
        return mOrientation == HORIZONTAL ? new LayoutParams(LayoutParams.WRAP_CONTENT, LayoutParams.WRAP_CONTENT)
                : new LayoutParams(LayoutParams.MATCH_PARENT, LayoutParams.WRAP_CONTENT);
    }

    @Override
    protected void onLayout(boolean changed, int l, int t, int r, int b) {}
}
