package android.widget;

import android.content.Context;
import android.view.View;

public class ImageView extends View {
    public ImageView(Context context) { super(context); }
}
