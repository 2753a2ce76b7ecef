// Mirrors android.widget.RadioButton at API 35 (framework)
package android.widget;

import android.content.Context;
import android.util.AttributeSet;

public class RadioButton extends CompoundButton {
    public RadioButton(Context context) { this(context, null); }

    public RadioButton(Context context, AttributeSet attrs) { super(context, attrs); }

    public RadioButton(Context context, AttributeSet attrs, int defStyleAttr) { super(context, attrs, defStyleAttr); }

    public RadioButton(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) { super(context, attrs, defStyleAttr, defStyleRes); }

    /** A radio button cannot be unchecked by the user. */
    @Override
    public void toggle() {
        if (!isChecked()) super.toggle();
    }
}
