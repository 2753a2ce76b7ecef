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

    /** A theme attribute's dimension (`?attr/actionBarSize`), as the libraries' themes define it: Material 3's app bar
     *  is 64dp, AppCompat's and MaterialComponents' action bar 56dp. An attribute the runtime does not know fails as an
     *  unresolvable one does (UnsupportedOperationException, "Can't convert value at index to dimension"). */
    public static String dimension(Context context, String reference) {
        String attr = reference.replaceFirst("^\\?(android:)?(attr/)?", "");
        if (attr.equals("actionBarSize")) {
            String name = Hidden.themeName(context);
            String theme = name == null ? Hidden.defaultThemeFor(context) : name;
            return Runtime.get().res.themeDescendsFrom(theme, "Theme.Material3") ? "64dp" : "56dp";
        }
        throw new UnsupportedOperationException("Can't convert value at index to dimension: " + reference);
    }

    /** The window's action bar: an overlay applied on top decides first, then the theme, then the overlays that only
     *  fill in what the theme leaves undefined. */
    @SuppressWarnings("unchecked")
    public static boolean hasActionBar(Context context) {
        String name = Hidden.themeName(context);
        android.content.res.Resources.Theme theme = context.getTheme();
        java.util.List<String> overlays = theme == null ? java.util.Collections.<String>emptyList()
                : (java.util.List<String>) Hidden.get(theme, android.content.res.Resources.Theme.class, "mOverlays");
        for (int i = overlays.size() - 1; i >= 0; i--) {
            Boolean decided = Runtime.get().res.windowActionBarOf(overlays.get(i));
            if (decided != null) return decided;
        }
        return Runtime.get().res.themeHasActionBar(name == null ? Hidden.defaultThemeFor(context) : name);
    }
}
