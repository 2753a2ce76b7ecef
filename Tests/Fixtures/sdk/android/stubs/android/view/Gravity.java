// Mirrors android.view.Gravity at API 35 (framework): the constants, with their real values, and getAbsoluteGravity
package android.view;

public class Gravity {
    public static final int NO_GRAVITY = 0x0000;
    public static final int TOP = 0x30;
    public static final int BOTTOM = 0x50;
    public static final int LEFT = 0x03;
    public static final int RIGHT = 0x05;
    public static final int CENTER_VERTICAL = 0x10;
    public static final int FILL_VERTICAL = TOP | BOTTOM;
    public static final int CENTER_HORIZONTAL = 0x01;
    public static final int FILL_HORIZONTAL = LEFT | RIGHT;
    public static final int CENTER = CENTER_VERTICAL | CENTER_HORIZONTAL;
    public static final int FILL = FILL_VERTICAL | FILL_HORIZONTAL;
    public static final int CLIP_VERTICAL = 0x80;
    public static final int CLIP_HORIZONTAL = 0x08;
    public static final int RELATIVE_LAYOUT_DIRECTION = 0x00800000;
    public static final int HORIZONTAL_GRAVITY_MASK = 0x07;
    public static final int VERTICAL_GRAVITY_MASK = 0x70;
    public static final int START = RELATIVE_LAYOUT_DIRECTION | LEFT;
    public static final int END = RELATIVE_LAYOUT_DIRECTION | RIGHT;
    public static final int RELATIVE_HORIZONTAL_GRAVITY_MASK = START | END;

    public Gravity() {}

    /** START/END resolved to LEFT/RIGHT for the layout direction (View.LAYOUT_DIRECTION_RTL swaps them). */
    public static int getAbsoluteGravity(int gravity, int layoutDirection) {
        int result = gravity;
        if ((result & RELATIVE_LAYOUT_DIRECTION) > 0) {
            if ((result & Gravity.START) == Gravity.START) {
                result &= ~START;
                result |= layoutDirection == View.LAYOUT_DIRECTION_RTL ? RIGHT : LEFT;
            } else if ((result & Gravity.END) == Gravity.END) {
                result &= ~END;
                result |= layoutDirection == View.LAYOUT_DIRECTION_RTL ? LEFT : RIGHT;
            }
            result &= ~RELATIVE_LAYOUT_DIRECTION;
        }
        return result;
    }
}
