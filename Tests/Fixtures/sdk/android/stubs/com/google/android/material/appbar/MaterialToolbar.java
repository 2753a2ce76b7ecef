// Mirrors com.google.android.material.appbar.MaterialToolbar at API 35 (material 1.12.0): a Toolbar whose default
// style needs a Material theme (ThemeEnforcement, as Material's other components).
package com.google.android.material.appbar;

import android.content.Context;
import android.util.AttributeSet;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.appcompat.widget.Toolbar;

public class MaterialToolbar extends Toolbar {
    public MaterialToolbar(@NonNull Context context) { this(context, null); }

    public MaterialToolbar(@NonNull Context context, @Nullable AttributeSet attrs) { this(context, attrs, 0); }

    public MaterialToolbar(@NonNull Context context, @Nullable AttributeSet attrs, int defStyleAttr) {
        super(context, attrs, defStyleAttr);
        tandem.runtime.Themes.checkMaterial(context);
    }
}
