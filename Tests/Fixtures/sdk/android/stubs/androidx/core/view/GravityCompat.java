// Mirrors androidx.core.view.GravityCompat at API 35 (androidx core 1.13.1): the relative gravities and
// getAbsoluteGravity (the platform's Gravity.getAbsoluteGravity on API 17+). The apply/applyDisplay helpers are left out.
package androidx.core.view;

import android.view.Gravity;

public final class GravityCompat {
    public static final int RELATIVE_LAYOUT_DIRECTION = 0x00800000;
    public static final int START = RELATIVE_LAYOUT_DIRECTION | Gravity.LEFT;
    public static final int END = RELATIVE_LAYOUT_DIRECTION | Gravity.RIGHT;
    public static final int RELATIVE_HORIZONTAL_GRAVITY_MASK = START | END;

    public static int getAbsoluteGravity(int gravity, int layoutDirection) {
        return Gravity.getAbsoluteGravity(gravity, layoutDirection);
    }

    private GravityCompat() {}
}
