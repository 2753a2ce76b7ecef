package android.widget;

import android.content.Context;


public class EditText extends TextView {
    public EditText(Context context) { super(context); }
}
