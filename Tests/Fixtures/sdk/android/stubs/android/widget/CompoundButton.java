// Mirrors android.widget.CompoundButton at API 35 (framework): setChecked fires the listener (once, not
// re-entrantly), performClick toggles then calls the click listener.
package android.widget;

import android.content.Context;
import android.util.AttributeSet;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import tandem.runtime.XmlAttributes;

public abstract class CompoundButton extends Button {
    private boolean mChecked;
    private boolean mBroadcasting;
    private OnCheckedChangeListener mOnCheckedChangeListener;
    private OnCheckedChangeListener mOnCheckedChangeWidgetListener;

    public interface OnCheckedChangeListener {
        void onCheckedChanged(@NonNull CompoundButton buttonView, boolean isChecked);
    }

    public CompoundButton(Context context) { this(context, null); }

    public CompoundButton(Context context, AttributeSet attrs) { this(context, attrs, 0); }

    public CompoundButton(Context context, AttributeSet attrs, int defStyleAttr) { this(context, attrs, defStyleAttr, 0); }

    public CompoundButton(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
        super(context, attrs, defStyleAttr, defStyleRes);
        setChecked(XmlAttributes.bool(attrs, "checked", false));
    }

    public void toggle() { setChecked(!mChecked); }

    @Override
    public boolean performClick() {
        toggle();
        return super.performClick();
    }

    public boolean isChecked() { return mChecked; }

    public void setChecked(boolean checked) {
        if (mChecked != checked) {
            mChecked = checked;
            if (mBroadcasting) return;
            mBroadcasting = true;
            if (mOnCheckedChangeListener != null) mOnCheckedChangeListener.onCheckedChanged(this, mChecked);
            if (mOnCheckedChangeWidgetListener != null) mOnCheckedChangeWidgetListener.onCheckedChanged(this, mChecked);
            mBroadcasting = false;
        }
    }

    public void setOnCheckedChangeListener(@Nullable OnCheckedChangeListener listener) { mOnCheckedChangeListener = listener; }

    void setOnCheckedChangeWidgetListener(OnCheckedChangeListener listener) { mOnCheckedChangeWidgetListener = listener; }

    public void setButtonDrawable(int resId) {}
}
