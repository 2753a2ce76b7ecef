// Mirrors android.widget.DatePicker at API 35 (framework): init/updateDate and user changes notify the listener
package android.widget;

import android.content.Context;
import android.util.AttributeSet;
import androidx.annotation.Nullable;

import java.util.Calendar;

public class DatePicker extends FrameLayout {
    private int mYear, mMonth, mDay;
    private long mMinDate = Long.MIN_VALUE, mMaxDate = Long.MAX_VALUE;
    private OnDateChangedListener mOnDateChangedListener;

    public interface OnDateChangedListener {
        void onDateChanged(DatePicker view, int year, int monthOfYear, int dayOfMonth);
    }

    public DatePicker(Context context) { this(context, null); }

    public DatePicker(Context context, AttributeSet attrs) { this(context, attrs, 0); }

    public DatePicker(Context context, AttributeSet attrs, int defStyleAttr) { this(context, attrs, defStyleAttr, 0); }

    public DatePicker(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
        super(context, attrs, defStyleAttr, defStyleRes);
        Calendar c = Calendar.getInstance();
        mYear = c.get(Calendar.YEAR);
        mMonth = c.get(Calendar.MONTH);
        mDay = c.get(Calendar.DAY_OF_MONTH);
    }

    public void init(int year, int monthOfYear, int dayOfMonth, OnDateChangedListener onDateChangedListener) {
        setDate(year, monthOfYear, dayOfMonth);
        mOnDateChangedListener = onDateChangedListener;
    }

    public void setOnDateChangedListener(OnDateChangedListener onDateChangedListener) { mOnDateChangedListener = onDateChangedListener; }

    public void updateDate(int year, int month, int dayOfMonth) {
        if (mYear == year && mMonth == month && mDay == dayOfMonth) return;
        setDate(year, month, dayOfMonth);
        if (mOnDateChangedListener != null) mOnDateChangedListener.onDateChanged(this, mYear, mMonth, mDay);
    }

    private void setDate(int year, int month, int dayOfMonth) {
        Calendar c = Calendar.getInstance();
        c.clear();
        c.setLenient(true);
        c.set(year, month, dayOfMonth);
        long t = Math.max(mMinDate, Math.min(mMaxDate, c.getTimeInMillis()));
        c.setTimeInMillis(t);
        mYear = c.get(Calendar.YEAR);
        mMonth = c.get(Calendar.MONTH);
        mDay = c.get(Calendar.DAY_OF_MONTH);
    }

    public int getYear() { return mYear; }

    public int getMonth() { return mMonth; }

    public int getDayOfMonth() { return mDay; }

    public void setMinDate(long minDate) { mMinDate = minDate; }

    public long getMinDate() { return mMinDate; }

    public void setMaxDate(long maxDate) { mMaxDate = maxDate; }

    public long getMaxDate() { return mMaxDate; }

    public void setFirstDayOfWeek(int firstDayOfWeek) {}

    /** Not API: the user picks the next day. */
    void userNextDay() { updateDate(mYear, mMonth, mDay + 1); }
}
