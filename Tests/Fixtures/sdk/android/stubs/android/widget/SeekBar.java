// Mirrors android.widget.SeekBar at API 35 (framework)
package android.widget;

import android.content.Context;
import android.util.AttributeSet;

public class SeekBar extends AbsSeekBar {
    private OnSeekBarChangeListener mOnSeekBarChangeListener;

    public interface OnSeekBarChangeListener {
        void onProgressChanged(SeekBar seekBar, int progress, boolean fromUser);

        void onStartTrackingTouch(SeekBar seekBar);

        void onStopTrackingTouch(SeekBar seekBar);
    }

    public SeekBar(Context context) { this(context, null); }

    public SeekBar(Context context, AttributeSet attrs) { super(context, attrs); }

    public SeekBar(Context context, AttributeSet attrs, int defStyleAttr) { super(context, attrs, defStyleAttr); }

    public SeekBar(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) { super(context, attrs, defStyleAttr, defStyleRes); }

    @Override
    void onProgressRefresh(boolean fromUser, int progress) {
        if (mOnSeekBarChangeListener != null) mOnSeekBarChangeListener.onProgressChanged(this, progress, fromUser);
    }

    public void setOnSeekBarChangeListener(OnSeekBarChangeListener l) { mOnSeekBarChangeListener = l; }

    @Override
    void onStartTrackingTouch() { if (mOnSeekBarChangeListener != null) mOnSeekBarChangeListener.onStartTrackingTouch(this); }

    @Override
    void onStopTrackingTouch() { if (mOnSeekBarChangeListener != null) mOnSeekBarChangeListener.onStopTrackingTouch(this); }
}
