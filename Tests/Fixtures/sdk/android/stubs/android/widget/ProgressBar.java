// Mirrors android.widget.ProgressBar at API 35 (framework): max 100 by default, progress clamped to [min, max]
package android.widget;

import android.content.Context;
import android.util.AttributeSet;
import android.view.View;

import tandem.runtime.XmlAttributes;

public class ProgressBar extends View {
    private int mMin;
    private int mMax = 100;
    private int mProgress;
    private int mSecondaryProgress;
    private boolean mIndeterminate;

    public ProgressBar(Context context) { this(context, null); }

    public ProgressBar(Context context, AttributeSet attrs) { this(context, attrs, 0); }

    public ProgressBar(Context context, AttributeSet attrs, int defStyleAttr) { this(context, attrs, defStyleAttr, 0); }

    public ProgressBar(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
        super(context, attrs, defStyleAttr, defStyleRes);
        mMin = XmlAttributes.integer(attrs, "min", 0);
        mMax = XmlAttributes.integer(attrs, "max", 100);
        String style = attrs == null ? null : attrs.getAttributeValue(null, "style");
        mIndeterminate = XmlAttributes.bool(attrs, "indeterminate", style == null || !style.contains("Horizontal"));
        setProgressInternal(XmlAttributes.integer(attrs, "progress", 0), false);
    }

    public synchronized boolean isIndeterminate() { return mIndeterminate; }

    public synchronized void setIndeterminate(boolean indeterminate) { mIndeterminate = indeterminate; }

    public synchronized void setProgress(int progress) { setProgressInternal(progress, false); }

    public void setProgress(int progress, boolean animate) { setProgressInternal(progress, false); }

    synchronized boolean setProgressInternal(int progress, boolean fromUser) {
        if (mIndeterminate) return false;
        progress = Math.max(mMin, Math.min(mMax, progress));
        if (progress == mProgress) return false;
        mProgress = progress;
        onProgressRefresh(fromUser, progress);
        return true;
    }

    void onProgressRefresh(boolean fromUser, int progress) {}

    public synchronized int getProgress() { return mIndeterminate ? 0 : mProgress; }

    public synchronized void setSecondaryProgress(int secondaryProgress) { mSecondaryProgress = secondaryProgress; }

    public synchronized int getSecondaryProgress() { return mSecondaryProgress; }

    public synchronized void setMin(int min) {
        mMin = min > mMax ? mMax : min;
        if (mProgress < mMin) mProgress = mMin;
    }

    public synchronized int getMin() { return mMin; }

    public synchronized void setMax(int max) {
        mMax = max < mMin ? mMin : max;
        if (mProgress > mMax) mProgress = mMax;
    }

    public synchronized int getMax() { return mMax; }

    public final synchronized void incrementProgressBy(int diff) { setProgress(mProgress + diff); }
}
