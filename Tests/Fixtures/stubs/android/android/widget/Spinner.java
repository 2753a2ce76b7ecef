package android.widget;

import android.content.Context;
import android.view.View;

public class Spinner extends View {
    public Spinner(Context context) { super(context); }
}
