// Mirrors androidx.recyclerview.widget.GridLayoutManager at API 35 (androidx recyclerview 1.3.2)
package androidx.recyclerview.widget;

import android.content.Context;

public class GridLayoutManager extends LinearLayoutManager {
    private int mSpanCount;

    public GridLayoutManager(Context context, int spanCount) {
        super(context);
        setSpanCount(spanCount);
    }

    public GridLayoutManager(Context context, int spanCount, int orientation, boolean reverseLayout) {
        super(context, orientation, reverseLayout);
        setSpanCount(spanCount);
    }

    public void setSpanCount(int spanCount) {
        if (spanCount < 1) throw new IllegalArgumentException("Span count should be at least 1. Provided " + spanCount);
        mSpanCount = spanCount;
    }

    public int getSpanCount() { return mSpanCount; }
}
