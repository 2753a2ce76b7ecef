// Mirrors android.widget.AdapterView at API 35 (framework). Selection changes are reported on the next layout
// pass (the harness runs one after each lifecycle step and user action), so a Spinner reports its initial item.
package android.widget;

import android.content.Context;
import android.database.DataSetObserver;
import android.util.AttributeSet;
import android.view.View;
import android.view.ViewGroup;
import androidx.annotation.Nullable;

public abstract class AdapterView<T extends Adapter> extends ViewGroup {
    public static final int ITEM_VIEW_TYPE_IGNORE = -1;
    public static final int ITEM_VIEW_TYPE_HEADER_OR_FOOTER = -2;
    public static final int INVALID_POSITION = -1;
    public static final long INVALID_ROW_ID = Long.MIN_VALUE;

    int mSelectedPosition = INVALID_POSITION;
    int mOldSelectedPosition = INVALID_POSITION;
    int mItemCount;
    private OnItemSelectedListener mOnItemSelectedListener;
    private OnItemClickListener mOnItemClickListener;
    private OnItemLongClickListener mOnItemLongClickListener;
    final DataSetObserver mDataSetObserver = new DataSetObserver() {
        @Override
        public void onChanged() { mItemCount = getAdapter() == null ? 0 : getAdapter().getCount(); }

        @Override
        public void onInvalidated() { mItemCount = 0; mSelectedPosition = INVALID_POSITION; }
    };

    public interface OnItemClickListener {
        void onItemClick(AdapterView<?> parent, View view, int position, long id);
    }

    public interface OnItemLongClickListener {
        boolean onItemLongClick(AdapterView<?> parent, View view, int position, long id);
    }

    public interface OnItemSelectedListener {
        void onItemSelected(AdapterView<?> parent, View view, int position, long id);

        void onNothingSelected(AdapterView<?> parent);
    }

    public AdapterView(Context context) { super(context); }

    public AdapterView(Context context, AttributeSet attrs) { super(context, attrs); }

    public AdapterView(Context context, AttributeSet attrs, int defStyleAttr) { super(context, attrs, defStyleAttr); }

    public AdapterView(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) { super(context, attrs, defStyleAttr, defStyleRes); }

    public void setOnItemClickListener(@Nullable OnItemClickListener listener) { mOnItemClickListener = listener; }

    @Nullable
    public final OnItemClickListener getOnItemClickListener() { return mOnItemClickListener; }

    public boolean performItemClick(View view, int position, long id) {
        if (mOnItemClickListener != null) {
            mOnItemClickListener.onItemClick(this, view, position, id);
            return true;
        }
        return false;
    }

    public void setOnItemLongClickListener(OnItemLongClickListener listener) {
        if (!isLongClickable()) setLongClickable(true);
        mOnItemLongClickListener = listener;
    }

    public final OnItemLongClickListener getOnItemLongClickListener() { return mOnItemLongClickListener; }

    public void setOnItemSelectedListener(@Nullable OnItemSelectedListener listener) { mOnItemSelectedListener = listener; }

    @Nullable
    public final OnItemSelectedListener getOnItemSelectedListener() { return mOnItemSelectedListener; }

    public abstract T getAdapter();

    public abstract void setAdapter(T adapter);

    @Override
    public void addView(View child) { throw new UnsupportedOperationException("addView(View) is not supported in AdapterView"); }

    @Override
    public void addView(View child, int index) { throw new UnsupportedOperationException("addView(View, int) is not supported in AdapterView"); }

    @Override
    public void addView(View child, ViewGroup.LayoutParams params) { throw new UnsupportedOperationException("addView(View, LayoutParams) is not supported in AdapterView"); }

    @Override
    public void addView(View child, int index, ViewGroup.LayoutParams params) { throw new UnsupportedOperationException("addView(View, int, LayoutParams) is not supported in AdapterView"); }

    @Override
    public void removeView(View child) { throw new UnsupportedOperationException("removeView(View) is not supported in AdapterView"); }

    @Override
    public void removeAllViews() { throw new UnsupportedOperationException("removeAllViews() is not supported in AdapterView"); }

    @Override
    public void setOnClickListener(OnClickListener l) {
        throw new RuntimeException("Don't call setOnClickListener for an AdapterView. You probably want setOnItemClickListener instead");
    }

    public int getSelectedItemPosition() { return mSelectedPosition; }

    public long getSelectedItemId() {
        T adapter = getAdapter();
        return adapter == null || mSelectedPosition < 0 ? INVALID_ROW_ID : adapter.getItemId(mSelectedPosition);
    }

    public abstract View getSelectedView();

    public Object getSelectedItem() {
        T adapter = getAdapter();
        int selection = getSelectedItemPosition();
        if (adapter != null && adapter.getCount() > 0 && selection >= 0) return adapter.getItem(selection);
        return null;
    }

    public int getCount() { return mItemCount; }

    public Object getItemAtPosition(int position) {
        T adapter = getAdapter();
        return (adapter == null || position < 0) ? null : adapter.getItem(position);
    }

    public long getItemIdAtPosition(int position) {
        T adapter = getAdapter();
        return (adapter == null || position < 0) ? INVALID_ROW_ID : adapter.getItemId(position);
    }

    public abstract void setSelection(int position);

    public void setEmptyView(View emptyView) {}

    @Override
    protected void onLayout(boolean changed, int left, int top, int right, int bottom) {}

    /** Not API: the layout pass (AbsSpinner.layout + checkSelectionChanged), run by the harness like a frame. */
    void layoutPass() {
        T adapter = getAdapter();
        mItemCount = adapter == null ? 0 : adapter.getCount();
        if (mItemCount == 0) mSelectedPosition = INVALID_POSITION;
        else if (mSelectedPosition >= mItemCount) mSelectedPosition = mItemCount - 1;
        else if (mSelectedPosition < 0) mSelectedPosition = 0;
        if (mSelectedPosition >= 0) getSelectedView();
        if (mSelectedPosition != mOldSelectedPosition) {
            mOldSelectedPosition = mSelectedPosition;
            if (mOnItemSelectedListener != null) {
                if (mSelectedPosition >= 0) {
                    mOnItemSelectedListener.onItemSelected(this, getSelectedView(), mSelectedPosition, adapter.getItemId(mSelectedPosition));
                } else {
                    mOnItemSelectedListener.onNothingSelected(this);
                }
            }
        }
    }
}
