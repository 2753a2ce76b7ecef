// Mirrors android.widget.AbsSeekBar at API 35 (framework)
package android.widget;

import android.content.Context;
import android.util.AttributeSet;

public abstract class AbsSeekBar extends ProgressBar {
    private int mKeyProgressIncrement = 1;

    public AbsSeekBar(Context context) { super(context); }

    public AbsSeekBar(Context context, AttributeSet attrs) { super(context, attrs); }

    public AbsSeekBar(Context context, AttributeSet attrs, int defStyleAttr) { super(context, attrs, defStyleAttr); }

    public AbsSeekBar(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
        super(context, attrs, defStyleAttr, defStyleRes);
        setIndeterminate(false);
        setProgress(tandem.runtime.XmlAttributes.integer(attrs, "progress", 0));
    }

    public void setKeyProgressIncrement(int increment) { mKeyProgressIncrement = increment < 0 ? -increment : increment; }

    public int getKeyProgressIncrement() { return mKeyProgressIncrement; }

    void onStartTrackingTouch() {}

    void onStopTrackingTouch() {}

    /** Not API: a drag by the user to this progress (start tracking, move, stop tracking). */
    void userDrag(int progress) {
        onStartTrackingTouch();
        setProgressInternal(progress, true);
        onStopTrackingTouch();
    }
}
