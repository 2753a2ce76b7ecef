package android.widget;

import android.content.Context;
import android.view.View;

public class DatePicker extends View {
    public DatePicker(Context context) { super(context); }
}
