// Mirrors android.graphics.Color at API 35 (framework): the int constants and parseColor
package android.graphics;

public class Color {
    public static final int BLACK = 0xFF000000;
    public static final int DKGRAY = 0xFF444444;
    public static final int GRAY = 0xFF888888;
    public static final int LTGRAY = 0xFFCCCCCC;
    public static final int WHITE = 0xFFFFFFFF;
    public static final int RED = 0xFFFF0000;
    public static final int GREEN = 0xFF00FF00;
    public static final int BLUE = 0xFF0000FF;
    public static final int YELLOW = 0xFFFFFF00;
    public static final int CYAN = 0xFF00FFFF;
    public static final int MAGENTA = 0xFFFF00FF;
    public static final int TRANSPARENT = 0;

    public Color() {}

    public static int rgb(int red, int green, int blue) { return 0xff000000 | (red << 16) | (green << 8) | blue; }

    public static int argb(int alpha, int red, int green, int blue) { return (alpha << 24) | (red << 16) | (green << 8) | blue; }

    public static int parseColor(String colorString) {
        if (colorString.length() != 7 && colorString.length() != 9 || colorString.charAt(0) != '#') {
            throw new IllegalArgumentException("Unknown color");
        }
        return tandem.runtime.ResourceTable.parseColor(colorString);
    }
}
