package android.widget;

import android.content.Context;
import android.view.View;

public class SeekBar extends View {
    public SeekBar(Context context) { super(context); }
}
