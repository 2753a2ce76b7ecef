// Mirrors com.google.android.material.internal.ScrimInsetsFrameLayout at API 35 (material 1.12.0): restricted to the
// library (NavigationView's base), kept to its constructors. Its ThemeEnforcement.obtainStyledAttributes checks for
// Theme.AppCompat (or a descendant); its default style does not ask for a Material theme.
package com.google.android.material.internal;

import android.content.Context;
import android.util.AttributeSet;
import android.widget.FrameLayout;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.annotation.RestrictTo;

@RestrictTo(RestrictTo.Scope.LIBRARY_GROUP)
public class ScrimInsetsFrameLayout extends FrameLayout {
    public ScrimInsetsFrameLayout(@NonNull Context context) { this(context, null); }

    public ScrimInsetsFrameLayout(@NonNull Context context, @Nullable AttributeSet attrs) { this(context, attrs, 0); }

    public ScrimInsetsFrameLayout(@NonNull Context context, @Nullable AttributeSet attrs, int defStyleAttr) {
        super(context, attrs, defStyleAttr);
        tandem.runtime.Themes.checkAppCompatForComponent(context);
    }
}
