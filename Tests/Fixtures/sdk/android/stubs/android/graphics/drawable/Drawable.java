// Mirrors android.graphics.drawable.Drawable at API 35 (framework): the type only
package android.graphics.drawable;

public abstract class Drawable {
    public Drawable() {}

    public int getIntrinsicWidth() { return -1; }

    public int getIntrinsicHeight() { return -1; }

    public abstract int getOpacity();
}
