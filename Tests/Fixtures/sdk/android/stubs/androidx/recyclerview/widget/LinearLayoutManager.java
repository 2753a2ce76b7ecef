// Mirrors androidx.recyclerview.widget.LinearLayoutManager at API 35 (androidx recyclerview 1.3.2)
package androidx.recyclerview.widget;

import android.content.Context;
import android.util.AttributeSet;

public class LinearLayoutManager extends RecyclerView.LayoutManager {
    public static final int HORIZONTAL = RecyclerView.HORIZONTAL;
    public static final int VERTICAL = RecyclerView.VERTICAL;
    public static final int INVALID_OFFSET = Integer.MIN_VALUE;
    private int mOrientation = VERTICAL;
    private boolean mReverseLayout;
    private boolean mStackFromEnd;

    public LinearLayoutManager(Context context) { this(context, RecyclerView.VERTICAL, false); }

    public LinearLayoutManager(Context context, int orientation, boolean reverseLayout) {
        setOrientation(orientation);
        setReverseLayout(reverseLayout);
    }

    public LinearLayoutManager(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
        String o = tandem.runtime.XmlAttributes.android(attrs, "orientation");
        setOrientation("horizontal".equals(o) ? HORIZONTAL : VERTICAL);
    }

    @Override
    public RecyclerView.LayoutParams generateDefaultLayoutParams() {
        return new RecyclerView.LayoutParams(RecyclerView.LayoutParams.WRAP_CONTENT, RecyclerView.LayoutParams.WRAP_CONTENT);
    }

    public int getOrientation() { return mOrientation; }

    public void setOrientation(int orientation) {
        if (orientation != HORIZONTAL && orientation != VERTICAL) throw new IllegalArgumentException("invalid orientation:" + orientation);
        mOrientation = orientation;
    }

    public boolean getReverseLayout() { return mReverseLayout; }

    public void setReverseLayout(boolean reverseLayout) { mReverseLayout = reverseLayout; }

    public void setStackFromEnd(boolean stackFromEnd) { mStackFromEnd = stackFromEnd; }

    public boolean getStackFromEnd() { return mStackFromEnd; }

    @Override
    public boolean canScrollHorizontally() { return mOrientation == HORIZONTAL; }

    @Override
    public boolean canScrollVertically() { return mOrientation == VERTICAL; }

    public int findFirstVisibleItemPosition() { return getItemCount() > 0 ? 0 : RecyclerView.NO_POSITION; }

    public int findLastVisibleItemPosition() { return getItemCount() - 1; }

    public void scrollToPositionWithOffset(int position, int offset) {}
}
