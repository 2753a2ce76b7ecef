// Not part of the Android SDK: the theme checks Material's ThemeEnforcement and AppCompat's delegate perform.
package tandem.runtime;

import android.content.Context;

public final class Themes {
    private Themes() {}

    public static ResourceTable.ThemeKind kind(Context context) {
        String name = Hidden.themeName(context);
        return Runtime.get().res.themeKind(name == null ? Hidden.defaultThemeFor(context) : name);
    }

    /** ThemeEnforcement.checkCompatibleTheme with enforceMaterialTheme (the Material components' default styles). */
    public static void checkMaterial(Context context) {
        ResourceTable.ThemeKind k = kind(context);
        if (k != ResourceTable.ThemeKind.MATERIAL) {
            throw new IllegalArgumentException("The style on this component requires your app theme to be Theme.MaterialComponents (or a descendant).");
        }
    }

    public static void checkAppCompatForComponent(Context context) {
        ResourceTable.ThemeKind k = kind(context);
        if (k != ResourceTable.ThemeKind.MATERIAL && k != ResourceTable.ThemeKind.APPCOMPAT) {
            throw new IllegalArgumentException("The style on this component requires your app theme to be Theme.AppCompat (or a descendant).");
        }
    }

    /** AppCompatDelegateImpl.createSubDecor. */
    public static void checkAppCompatActivity(Context context) {
        ResourceTable.ThemeKind k = kind(context);
        if (k != ResourceTable.ThemeKind.MATERIAL && k != ResourceTable.ThemeKind.APPCOMPAT) {
            throw new IllegalStateException("You need to use a Theme.AppCompat theme (or descendant) with this activity.");
        }
    }

    public static boolean hasActionBar(Context context) {
        String name = Hidden.themeName(context);
        return Runtime.get().res.themeHasActionBar(name == null ? Hidden.defaultThemeFor(context) : name);
    }
}
