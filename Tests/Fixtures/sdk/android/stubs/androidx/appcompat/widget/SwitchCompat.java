// Mirrors androidx.appcompat.widget.SwitchCompat at API 35 (androidx appcompat 1.7.0)
package androidx.appcompat.widget;

import android.content.Context;
import android.util.AttributeSet;
import android.widget.CompoundButton;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public class SwitchCompat extends CompoundButton {
    private CharSequence mTextOn;
    private CharSequence mTextOff;
    private boolean mShowText;

    public SwitchCompat(@NonNull Context context) { this(context, null); }

    public SwitchCompat(@NonNull Context context, @Nullable AttributeSet attrs) { this(context, attrs, 0); }

    public SwitchCompat(@NonNull Context context, @Nullable AttributeSet attrs, int defStyleAttr) { super(context, attrs, defStyleAttr); }

    public void setTextOn(@Nullable CharSequence textOn) { mTextOn = textOn; }

    @Nullable
    public CharSequence getTextOn() { return mTextOn; }

    public void setTextOff(@Nullable CharSequence textOff) { mTextOff = textOff; }

    @Nullable
    public CharSequence getTextOff() { return mTextOff; }

    public void setShowText(boolean showText) { mShowText = showText; }

    public boolean getShowText() { return mShowText; }
}
