// Mirrors android.graphics.Bitmap at API 35 (framework): the type only
package android.graphics;

public final class Bitmap {
    private Bitmap() {}

    public final int getWidth() { throw new UnsupportedOperationException("stub: Bitmap.getWidth"); }

    public final int getHeight() { throw new UnsupportedOperationException("stub: Bitmap.getHeight"); }
}
