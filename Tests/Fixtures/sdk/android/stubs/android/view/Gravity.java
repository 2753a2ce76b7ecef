// Mirrors android.view.Gravity at API 35 (framework): the constants, with their real values
package android.view;

public class Gravity {
    public static final int NO_GRAVITY = 0x0000;
    public static final int TOP = 0x30;
    public static final int BOTTOM = 0x50;
    public static final int LEFT = 0x03;
    public static final int RIGHT = 0x05;
    public static final int CENTER_VERTICAL = 0x10;
    public static final int CENTER_HORIZONTAL = 0x01;
    public static final int CENTER = 0x11;
    public static final int FILL = 0x77;
    public static final int START = 0x00800003;
    public static final int END = 0x00800005;

    public Gravity() {}
}
