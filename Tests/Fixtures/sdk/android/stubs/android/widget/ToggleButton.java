// Mirrors android.widget.ToggleButton at API 35 (framework)
package android.widget;

import android.content.Context;
import android.util.AttributeSet;

public class ToggleButton extends CompoundButton {
    public ToggleButton(Context context) { this(context, null); }

    public ToggleButton(Context context, AttributeSet attrs) { super(context, attrs); }

    public ToggleButton(Context context, AttributeSet attrs, int defStyleAttr) { super(context, attrs, defStyleAttr); }

    public ToggleButton(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) { super(context, attrs, defStyleAttr, defStyleRes); }
}
