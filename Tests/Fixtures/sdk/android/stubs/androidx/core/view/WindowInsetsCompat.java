// Mirrors androidx.core.view.WindowInsetsCompat at API 35 (androidx core 1.13.1): the type masks and getInsets
package androidx.core.view;

import androidx.annotation.NonNull;
import androidx.core.graphics.Insets;

public class WindowInsetsCompat {
    @NonNull
    public static final WindowInsetsCompat CONSUMED = new WindowInsetsCompat();

    /** The runtime's phone: a 24dp status bar and a 48dp navigation bar at 420 dpi; no keyboard. */
    private final Insets mStatusBars = Insets.of(0, 63, 0, 0);
    private final Insets mNavigationBars = Insets.of(0, 0, 0, 126);

    WindowInsetsCompat() {}

    @NonNull
    public Insets getInsets(int typeMask) {
        Insets result = Insets.NONE;
        if ((typeMask & Type.statusBars()) != 0) result = Insets.max(result, mStatusBars);
        if ((typeMask & Type.navigationBars()) != 0) result = Insets.max(result, mNavigationBars);
        return result;
    }

    public boolean isVisible(int typeMask) { return (typeMask & Type.ime()) == 0; }

    public static final class Type {
        private Type() {}

        public static int statusBars() { return 1; }
        public static int navigationBars() { return 1 << 1; }
        public static int captionBar() { return 1 << 2; }
        public static int ime() { return 1 << 3; }
        public static int systemGestures() { return 1 << 4; }
        public static int mandatorySystemGestures() { return 1 << 5; }
        public static int tappableElement() { return 1 << 6; }
        public static int displayCutout() { return 1 << 7; }
        public static int systemBars() { return statusBars() | navigationBars() | captionBar(); }
    }
}
