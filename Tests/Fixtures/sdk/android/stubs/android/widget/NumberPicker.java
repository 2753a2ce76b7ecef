// Mirrors android.widget.NumberPicker at API 35 (framework): setValue does not notify; a user change does
package android.widget;

import android.content.Context;
import android.util.AttributeSet;

public class NumberPicker extends LinearLayout {
    private int mMinValue;
    private int mMaxValue;
    private int mValue;
    private boolean mWrapSelectorWheel;
    private String[] mDisplayedValues;
    private OnValueChangeListener mOnValueChangeListener;
    private Formatter mFormatter;

    public interface OnValueChangeListener {
        void onValueChange(NumberPicker picker, int oldVal, int newVal);
    }

    public interface Formatter {
        String format(int value);
    }

    public NumberPicker(Context context) { this(context, null); }

    public NumberPicker(Context context, AttributeSet attrs) { this(context, attrs, 0); }

    public NumberPicker(Context context, AttributeSet attrs, int defStyleAttr) { this(context, attrs, defStyleAttr, 0); }

    public NumberPicker(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) { super(context, attrs, defStyleAttr, defStyleRes); }

    public void setOnValueChangedListener(OnValueChangeListener onValueChangedListener) { mOnValueChangeListener = onValueChangedListener; }

    public void setFormatter(Formatter formatter) { mFormatter = formatter; }

    public void setValue(int value) { setValueInternal(value, false); }

    public int getValue() { return mValue; }

    public int getMinValue() { return mMinValue; }

    public void setMinValue(int minValue) {
        if (mMinValue == minValue) return;
        if (minValue < 0) throw new IllegalArgumentException("minValue must be >= 0");
        mMinValue = minValue;
        if (mMinValue > mValue) mValue = mMinValue;
    }

    public int getMaxValue() { return mMaxValue; }

    public void setMaxValue(int maxValue) {
        if (mMaxValue == maxValue) return;
        if (maxValue < 0) throw new IllegalArgumentException("maxValue must be >= 0");
        mMaxValue = maxValue;
        if (mMaxValue < mValue) mValue = mMaxValue;
    }

    public void setWrapSelectorWheel(boolean wrapSelectorWheel) { mWrapSelectorWheel = wrapSelectorWheel; }

    public boolean getWrapSelectorWheel() { return mWrapSelectorWheel; }

    public String[] getDisplayedValues() { return mDisplayedValues; }

    public void setDisplayedValues(String[] displayedValues) { mDisplayedValues = displayedValues; }

    private void setValueInternal(int current, boolean notifyChange) {
        if (mValue == current) return;
        if (mWrapSelectorWheel) {
            int span = mMaxValue - mMinValue + 1;
            if (current > mMaxValue) current = mMinValue + (current - mMaxValue) % span - 1;
            else if (current < mMinValue) current = mMaxValue - (mMinValue - current) % span + 1;
        } else {
            current = Math.max(current, mMinValue);
            current = Math.min(current, mMaxValue);
        }
        int previous = mValue;
        mValue = current;
        // The displayed text for the new value (a displayed-values array shorter than the range fails here on a device).
        if (mDisplayedValues != null) {
            String shown = mDisplayedValues[mValue - mMinValue];
        } else if (mFormatter != null) {
            mFormatter.format(mValue);
        }
        if (notifyChange && mOnValueChangeListener != null) mOnValueChangeListener.onValueChange(this, previous, mValue);
    }

    /** Not API: the user scrolls the wheel by one step. */
    void userStep(int delta) { setValueInternal(mValue + delta, true); }
}
