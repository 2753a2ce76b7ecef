// Mirrors androidx.core.view.ViewCompat at API 35 (androidx core 1.13.1): window insets, pane titles. The runtime dispatches the
// insets once, as a device does when the view is attached.
package androidx.core.view;

import android.view.View;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public class ViewCompat {
    protected ViewCompat() {}

    public static void setOnApplyWindowInsetsListener(@NonNull View view, @Nullable OnApplyWindowInsetsListener listener) {
        if (listener != null) listener.onApplyWindowInsets(view, new WindowInsetsCompat());
    }

    public static void requestApplyInsets(@NonNull View view) {}

    public static void setAccessibilityPaneTitle(@NonNull View view, @Nullable CharSequence accessibilityPaneTitle) {
        view.setAccessibilityPaneTitle(accessibilityPaneTitle);
    }
}
