// Mirrors android.widget.Switch at API 35 (framework)
package android.widget;

import android.content.Context;
import android.util.AttributeSet;

public class Switch extends CompoundButton {
    public Switch(Context context) { this(context, null); }

    public Switch(Context context, AttributeSet attrs) { super(context, attrs); }

    public Switch(Context context, AttributeSet attrs, int defStyleAttr) { super(context, attrs, defStyleAttr); }

    public Switch(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) { super(context, attrs, defStyleAttr, defStyleRes); }

    public void setTextOn(CharSequence textOn) {}

    public void setTextOff(CharSequence textOff) {}

    public void setShowText(boolean showText) {}
}
