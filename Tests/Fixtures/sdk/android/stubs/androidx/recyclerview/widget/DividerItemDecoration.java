// Mirrors androidx.recyclerview.widget.DividerItemDecoration at API 35 (androidx recyclerview 1.3.2)
package androidx.recyclerview.widget;

import android.content.Context;
import android.graphics.drawable.Drawable;
import android.widget.LinearLayout;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public class DividerItemDecoration extends RecyclerView.ItemDecoration {
    public static final int HORIZONTAL = LinearLayout.HORIZONTAL;
    public static final int VERTICAL = LinearLayout.VERTICAL;
    private int mOrientation;
    private Drawable mDivider;

    public DividerItemDecoration(@NonNull Context context, int orientation) { setOrientation(orientation); }

    public void setOrientation(int orientation) {
        if (orientation != HORIZONTAL && orientation != VERTICAL) {
            throw new IllegalArgumentException("Invalid orientation. It should be either HORIZONTAL or VERTICAL");
        }
        mOrientation = orientation;
    }

    public void setDrawable(@NonNull Drawable drawable) {
        if (drawable == null) throw new IllegalArgumentException("Drawable cannot be null.");
        mDivider = drawable;
    }

    @Nullable
    public Drawable getDrawable() { return mDivider; }
}
