// Mirrors android.widget.ImageView at API 35 (framework)
package android.widget;

import android.content.Context;
import android.graphics.drawable.Drawable;
import android.util.AttributeSet;
import android.view.View;
import androidx.annotation.Nullable;

public class ImageView extends View {
    private int mResource;
    private Drawable mDrawable;

    public enum ScaleType { MATRIX, FIT_XY, FIT_START, FIT_CENTER, FIT_END, CENTER, CENTER_CROP, CENTER_INSIDE }

    public ImageView(Context context) { super(context); }

    public ImageView(Context context, @Nullable AttributeSet attrs) { this(context, attrs, 0); }

    public ImageView(Context context, @Nullable AttributeSet attrs, int defStyleAttr) { this(context, attrs, defStyleAttr, 0); }

    public ImageView(Context context, @Nullable AttributeSet attrs, int defStyleAttr, int defStyleRes) {
        super(context, attrs, defStyleAttr, defStyleRes);
        mResource = tandem.runtime.XmlAttributes.resource(attrs, tandem.runtime.XmlNode.ANDROID_NS, "src");
    }

    public void setImageResource(int resId) { mResource = resId; mDrawable = null; }

    public void setImageDrawable(@Nullable Drawable drawable) { mDrawable = drawable; mResource = 0; }

    public Drawable getDrawable() { return mDrawable; }

    public void setScaleType(ScaleType scaleType) { if (scaleType == null) throw new NullPointerException(); }

    public void setColorFilter(int color) {}

}
