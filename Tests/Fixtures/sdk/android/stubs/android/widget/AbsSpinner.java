// Mirrors android.widget.AbsSpinner at API 35 (framework): android:entries makes an ArrayAdapter
package android.widget;

import android.content.Context;
import android.util.AttributeSet;
import android.view.View;

import tandem.runtime.XmlAttributes;

public abstract class AbsSpinner extends AdapterView<SpinnerAdapter> {
    SpinnerAdapter mAdapter;
    private View mSelectedView;
    private int mSelectedViewPosition = INVALID_POSITION;

    public AbsSpinner(Context context) { super(context); }

    public AbsSpinner(Context context, AttributeSet attrs) { this(context, attrs, 0); }

    public AbsSpinner(Context context, AttributeSet attrs, int defStyleAttr) { this(context, attrs, defStyleAttr, 0); }

    public AbsSpinner(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
        super(context, attrs, defStyleAttr, defStyleRes);
        int entries = XmlAttributes.resource(attrs, tandem.runtime.XmlNode.ANDROID_NS, "entries");
        if (entries != 0) {
            CharSequence[] strings = context.getResources().getTextArray(entries);
            ArrayAdapter<CharSequence> adapter = new ArrayAdapter<>(context, android.R.layout.simple_spinner_item, strings);
            adapter.setDropDownViewResource(android.R.layout.simple_spinner_dropdown_item);
            setAdapter(adapter);
        }
    }

    @Override
    public void setAdapter(SpinnerAdapter adapter) {
        if (mAdapter != null) mAdapter.unregisterDataSetObserver(mDataSetObserver);
        mAdapter = adapter;
        mOldSelectedPosition = INVALID_POSITION;
        mSelectedView = null;
        mSelectedViewPosition = INVALID_POSITION;
        if (mAdapter != null) {
            mAdapter.registerDataSetObserver(mDataSetObserver);
            mItemCount = mAdapter.getCount();
            mSelectedPosition = mItemCount > 0 ? 0 : INVALID_POSITION;
        } else {
            mItemCount = 0;
            mSelectedPosition = INVALID_POSITION;
        }
    }

    @Override
    public SpinnerAdapter getAdapter() { return mAdapter; }

    @Override
    public void setSelection(int position) {
        mSelectedPosition = position;
        mSelectedView = null;
    }

    public void setSelection(int position, boolean animate) { setSelection(position); }

    @Override
    public View getSelectedView() {
        if (mItemCount > 0 && mSelectedPosition >= 0 && mAdapter != null) {
            if (mSelectedView == null || mSelectedViewPosition != mSelectedPosition) {
                mSelectedView = mAdapter.getView(mSelectedPosition, null, this);
                mSelectedViewPosition = mSelectedPosition;
            }
            return mSelectedView;
        }
        return null;
    }

    public int pointToPosition(int x, int y) { return INVALID_POSITION; }
}
