package android.widget;

import android.content.Context;


public class CheckBox extends TextView {
    public CheckBox(Context context) { super(context); }
}
