package android.widget;

import android.content.Context;


public class Switch extends TextView {
    public Switch(Context context) { super(context); }
}
