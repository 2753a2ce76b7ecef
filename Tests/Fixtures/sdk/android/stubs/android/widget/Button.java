// Mirrors android.widget.Button at API 35 (framework): clickable by default (buttonStyle)
package android.widget;

import android.content.Context;
import android.util.AttributeSet;

public class Button extends TextView {
    public Button(Context context) { this(context, null); }

    public Button(Context context, AttributeSet attrs) { this(context, attrs, 0); }

    public Button(Context context, AttributeSet attrs, int defStyleAttr) { this(context, attrs, defStyleAttr, 0); }

    public Button(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
        super(context, attrs, defStyleAttr, defStyleRes);
        setClickable(tandem.runtime.XmlAttributes.bool(attrs, "clickable", true));
    }
}
