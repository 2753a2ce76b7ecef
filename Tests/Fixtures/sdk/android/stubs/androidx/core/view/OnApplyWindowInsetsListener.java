// Mirrors androidx.core.view.OnApplyWindowInsetsListener at API 35 (androidx core 1.13.1)
package androidx.core.view;

import android.view.View;
import androidx.annotation.NonNull;

public interface OnApplyWindowInsetsListener {
    @NonNull
    WindowInsetsCompat onApplyWindowInsets(@NonNull View v, @NonNull WindowInsetsCompat insets);
}
