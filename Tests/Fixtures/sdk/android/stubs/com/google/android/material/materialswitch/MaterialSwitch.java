// Mirrors com.google.android.material.materialswitch.MaterialSwitch at API 35 (material 1.12.0)
package com.google.android.material.materialswitch;

import android.content.Context;
import android.util.AttributeSet;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.appcompat.widget.SwitchCompat;

public class MaterialSwitch extends SwitchCompat {
    public MaterialSwitch(@NonNull Context context) { this(context, null); }

    public MaterialSwitch(@NonNull Context context, @Nullable AttributeSet attrs) { this(context, attrs, 0); }

    public MaterialSwitch(@NonNull Context context, @Nullable AttributeSet attrs, int defStyleAttr) {
        super(context, attrs, defStyleAttr);
        tandem.runtime.Themes.checkMaterial(context);
    }
}
