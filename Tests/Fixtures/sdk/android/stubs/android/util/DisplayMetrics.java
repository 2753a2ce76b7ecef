// Mirrors android.util.DisplayMetrics at API 35 (framework); the runtime is a 420 dpi phone (a Pixel)
package android.util;

public class DisplayMetrics {
    public static final int DENSITY_DEFAULT = 160;
    public int widthPixels = 1080;
    public int heightPixels = 2400;
    public float density = 2.625f;
    public int densityDpi = 420;
    /** @deprecated since API 34: use TypedValue.applyDimension / deriveDimension. */
    @Deprecated
    public float scaledDensity = 2.625f;
    public float xdpi = 420f;
    public float ydpi = 420f;

    public DisplayMetrics() {}
}
