// Mirrors android.view.ViewGroup at API 35 (framework)
package android.view;

import android.content.Context;
import android.util.AttributeSet;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import tandem.runtime.XmlAttributes;

import java.util.ArrayList;

public abstract class ViewGroup extends View implements ViewParent, ViewManager {
    private final ArrayList<View> mChildren = new ArrayList<>();
    private OnHierarchyChangeListener mOnHierarchyChangeListener;

    public interface OnHierarchyChangeListener {
        void onChildViewAdded(View parent, View child);

        void onChildViewRemoved(View parent, View child);
    }

    public static class LayoutParams {
        /** @deprecated As of API 8 replaced by {@link #MATCH_PARENT}. */
        @Deprecated
        public static final int FILL_PARENT = -1;
        public static final int MATCH_PARENT = -1;
        public static final int WRAP_CONTENT = -2;

        public int width;
        public int height;

        public LayoutParams(Context c, AttributeSet attrs) {
            width = dimension(c, attrs, "layout_width");
            height = dimension(c, attrs, "layout_height");
        }

        public LayoutParams(int width, int height) {
            this.width = width;
            this.height = height;
        }

        public LayoutParams(LayoutParams source) {
            this.width = source.width;
            this.height = source.height;
        }

        static int dimension(Context c, AttributeSet attrs, String name) {
            String v = XmlAttributes.android(attrs, name);
            if (v == null) {
                throw new UnsupportedOperationException(attrs.getPositionDescription() + ": You must supply a " + name + " attribute.");
            }
            // A theme attribute (?attr/actionBarSize): the value the context's theme gives it.
            if (v.startsWith("?")) v = tandem.runtime.Themes.dimension(c, v);
            v = tandem.runtime.Runtime.get().res.resolveValue(v);
            if (v.equals("match_parent") || v.equals("fill_parent")) return MATCH_PARENT;
            if (v.equals("wrap_content")) return WRAP_CONTENT;
            StringBuilder num = new StringBuilder();
            for (char ch : v.toCharArray()) if (Character.isDigit(ch) || ch == '.' || ch == '-') num.append(ch); else break;
            final float value;
            try {
                value = Float.parseFloat(num.toString());
            } catch (NumberFormatException e) {
                throw new UnsupportedOperationException("Can't convert value at index to dimension: " + v);
            }
            // TypedArray.getLayoutDimension: the value in pixels of the runtime's display (TypedValue.complexToDimensionPixelSize).
            final android.util.DisplayMetrics metrics = new android.util.DisplayMetrics();
            final float f;
            switch (v.substring(num.length()).trim()) {
                case "dp": case "dip": f = value * metrics.density; break;
                case "sp": f = value * metrics.density; break;
                case "pt": f = value * metrics.xdpi * (1.0f / 72); break;
                case "in": f = value * metrics.xdpi; break;
                case "mm": f = value * metrics.xdpi * (1.0f / 25.4f); break;
                default: f = value; break; // px
            }
            final int res = (int) (f >= 0 ? f + 0.5f : f - 0.5f);
            if (res != 0) return res;
            if (value == 0) return 0;
            return value > 0 ? 1 : -1;
        }
    }

    public static class MarginLayoutParams extends ViewGroup.LayoutParams {
        public int leftMargin;
        public int topMargin;
        public int rightMargin;
        public int bottomMargin;

        public MarginLayoutParams(Context c, AttributeSet attrs) { super(c, attrs); }

        public MarginLayoutParams(int width, int height) { super(width, height); }

        public MarginLayoutParams(MarginLayoutParams source) {
            super(source);
            leftMargin = source.leftMargin;
            topMargin = source.topMargin;
            rightMargin = source.rightMargin;
            bottomMargin = source.bottomMargin;
        }

        public MarginLayoutParams(LayoutParams source) { super(source); }

        public void setMargins(int left, int top, int right, int bottom) {
            leftMargin = left;
            topMargin = top;
            rightMargin = right;
            bottomMargin = bottom;
        }
    }

    public ViewGroup(Context context) { super(context); }

    public ViewGroup(Context context, AttributeSet attrs) { this(context, attrs, 0); }

    public ViewGroup(Context context, AttributeSet attrs, int defStyleAttr) { this(context, attrs, defStyleAttr, 0); }

    public ViewGroup(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) { super(context, attrs, defStyleAttr, defStyleRes); }

    @Override
    @SuppressWarnings("unchecked")
    <T extends View> T findViewTraversal(int id) {
        if (id == mID) return (T) this;
        for (View v : mChildren) {
            View found = v.findViewTraversal(id);
            if (found != null) return (T) found;
        }
        return null;
    }

    @Override
    @SuppressWarnings("unchecked")
    <T extends View> T findViewWithTagTraversal(Object tag) {
        if (tag.equals(getTag())) return (T) this;
        for (View v : mChildren) {
            View found = v.findViewWithTagTraversal(tag);
            if (found != null) return (T) found;
        }
        return null;
    }

    public int getChildCount() { return mChildren.size(); }

    public View getChildAt(int index) {
        if (index < 0 || index >= mChildren.size()) return null;
        return mChildren.get(index);
    }

    public int indexOfChild(View child) { return mChildren.indexOf(child); }

    public void addView(View child) { addView(child, -1); }

    public void addView(View child, int index) {
        if (child == null) throw new IllegalArgumentException("Cannot add a null child view to a ViewGroup");
        LayoutParams params = child.getLayoutParams();
        if (params == null) {
            params = generateDefaultLayoutParams();
            if (params == null) throw new IllegalArgumentException("generateDefaultLayoutParams() cannot return null  ");
        }
        addView(child, index, params);
    }

    public void addView(View child, int width, int height) {
        final LayoutParams params = generateDefaultLayoutParams();
        params.width = width;
        params.height = height;
        addView(child, -1, params);
    }

    @Override
    public void addView(View child, LayoutParams params) { addView(child, -1, params); }

    public void addView(View child, int index, LayoutParams params) {
        if (child == null) throw new IllegalArgumentException("Cannot add a null child view to a ViewGroup");
        if (child.getParent() != null) {
            throw new IllegalStateException("The specified child already has a parent. You must call removeView() on the child's parent first.");
        }
        if (!checkLayoutParams(params)) params = generateLayoutParams(params);
        child.setLayoutParams(params);
        if (index < 0) index = mChildren.size();
        if (index > mChildren.size()) throw new IndexOutOfBoundsException("index=" + index + " count=" + mChildren.size());
        mChildren.add(index, child);
        child.mParent = this;
        onViewAdded(child);
        if (mOnHierarchyChangeListener != null) mOnHierarchyChangeListener.onChildViewAdded(this, child);
    }

    @Override
    public void updateViewLayout(View view, LayoutParams params) { view.setLayoutParams(params); }

    @Override
    public void removeView(View view) {
        int i = mChildren.indexOf(view);
        if (i >= 0) removeViewAt(i);
    }

    public void removeViewAt(int index) {
        View child = mChildren.remove(index);
        child.mParent = null;
        onViewRemoved(child);
        if (mOnHierarchyChangeListener != null) mOnHierarchyChangeListener.onChildViewRemoved(this, child);
    }

    public void removeAllViews() {
        while (!mChildren.isEmpty()) removeViewAt(mChildren.size() - 1);
    }

    public void onViewAdded(View child) {}

    public void onViewRemoved(View child) {}

    public void setOnHierarchyChangeListener(OnHierarchyChangeListener listener) { mOnHierarchyChangeListener = listener; }

    protected boolean checkLayoutParams(ViewGroup.LayoutParams p) { return p != null; }

    public LayoutParams generateLayoutParams(AttributeSet attrs) { return new LayoutParams(getContext(), attrs); }

    protected LayoutParams generateLayoutParams(ViewGroup.LayoutParams p) { return p; }

    protected LayoutParams generateDefaultLayoutParams() { return new LayoutParams(LayoutParams.WRAP_CONTENT, LayoutParams.WRAP_CONTENT); }

    protected abstract void onLayout(boolean changed, int l, int t, int r, int b);

    public static final int FOCUS_BEFORE_DESCENDANTS = 0x20000;
    public static final int FOCUS_AFTER_DESCENDANTS = 0x40000;
    public static final int FOCUS_BLOCK_DESCENDANTS = 0x60000;
    private int mDescendantFocusability = FOCUS_BEFORE_DESCENDANTS;

    public int getDescendantFocusability() { return mDescendantFocusability; }

    /** As the framework: one of the three FOCUS_*_DESCENDANTS values, else IllegalArgumentException. */
    public void setDescendantFocusability(int focusability) {
        switch (focusability) {
            case FOCUS_BEFORE_DESCENDANTS:
            case FOCUS_AFTER_DESCENDANTS:
            case FOCUS_BLOCK_DESCENDANTS:
                break;
            default:
                throw new IllegalArgumentException("must be one of FOCUS_BEFORE_DESCENDANTS, FOCUS_AFTER_DESCENDANTS, FOCUS_BLOCK_DESCENDANTS");
        }
        mDescendantFocusability = focusability;
    }

    @Override
    public void requestLayout() {}

    @Override
    public boolean isLayoutRequested() { return false; }
}
