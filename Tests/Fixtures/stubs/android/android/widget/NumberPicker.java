package android.widget;

import android.content.Context;
import android.view.View;

public class NumberPicker extends View {
    public NumberPicker(Context context) { super(context); }
}
