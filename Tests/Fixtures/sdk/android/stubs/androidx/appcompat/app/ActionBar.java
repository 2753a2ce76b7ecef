// Mirrors androidx.appcompat.app.ActionBar at API 35 (androidx appcompat 1.7.0): the members generated code uses
package androidx.appcompat.app;

import androidx.annotation.Nullable;

public abstract class ActionBar {
    public static final int DISPLAY_USE_LOGO = 0x1;
    public static final int DISPLAY_SHOW_HOME = 0x2;
    public static final int DISPLAY_HOME_AS_UP = 0x4;
    public static final int DISPLAY_SHOW_TITLE = 0x8;
    public static final int DISPLAY_SHOW_CUSTOM = 0x10;

    public ActionBar() {}

    public abstract void setTitle(@Nullable CharSequence title);

    public abstract void setTitle(int resId);

    @Nullable
    public abstract CharSequence getTitle();

    public abstract void setSubtitle(@Nullable CharSequence subtitle);

    @Nullable
    public abstract CharSequence getSubtitle();

    public abstract void setDisplayHomeAsUpEnabled(boolean showHomeAsUp);

    public abstract void setDisplayShowTitleEnabled(boolean showTitle);

    public void setHomeButtonEnabled(boolean enabled) {}

    public abstract void show();

    public abstract void hide();

    public abstract boolean isShowing();

    public abstract int getDisplayOptions();
}
