// Mirrors android.widget.CheckBox at API 35 (framework)
package android.widget;

import android.content.Context;
import android.util.AttributeSet;

public class CheckBox extends CompoundButton {
    public CheckBox(Context context) { this(context, null); }

    public CheckBox(Context context, AttributeSet attrs) { super(context, attrs); }

    public CheckBox(Context context, AttributeSet attrs, int defStyleAttr) { super(context, attrs, defStyleAttr); }

    public CheckBox(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) { super(context, attrs, defStyleAttr, defStyleRes); }
}
