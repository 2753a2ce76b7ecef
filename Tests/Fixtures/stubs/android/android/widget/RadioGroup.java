package android.widget;

import android.content.Context;
import android.view.View;

public class RadioGroup extends View {
    public RadioGroup(Context context) { super(context); }
}
