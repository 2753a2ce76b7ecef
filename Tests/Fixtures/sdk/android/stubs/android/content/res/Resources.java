// Mirrors android.content.res.Resources at API 35 (framework): values come from the app's res folders and R classes
package android.content.res;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import tandem.runtime.Runtime;

import java.util.List;

public class Resources {
    public static final int ID_NULL = 0;

    private final android.util.DisplayMetrics mMetrics = new android.util.DisplayMetrics();

    public android.util.DisplayMetrics getDisplayMetrics() { return mMetrics; }

    private final Configuration mConfiguration = new Configuration();

    public Configuration getConfiguration() { return mConfiguration; }

    public static class NotFoundException extends RuntimeException {
        public NotFoundException() {}

        public NotFoundException(String name) { super(name); }

        public NotFoundException(String name, Exception cause) { super(name, cause); }
    }

    public final class Theme {
        private String mName;
        /** Styles applied over the theme (a theme overlay: ThemeOverlay.*, or a style without a parent), last on top;
         *  with force false, below the theme (they fill in only what it leaves undefined). */
        private final java.util.ArrayList<String> mOverlays = new java.util.ArrayList<>();
        private final java.util.ArrayList<String> mDefaults = new java.util.ArrayList<>();

        private Theme(String name) { mName = name; }

        /** As the framework merges a style's attributes into the theme: a whole theme (of a family the runtime knows:
         *  Material, AppCompat, the platform's) takes it over; an overlay's attributes go on top (force) or fill in
         *  what the theme leaves undefined. */
        public void applyStyle(int resId, boolean force) {
            String n = Runtime.get().res.styleNameOf(resId);
            if (n == null) throw new NotFoundException("Style resource ID #0x" + Integer.toHexString(resId));
            if (mName == null || Runtime.get().res.themeKind(n) != tandem.runtime.ResourceTable.ThemeKind.UNKNOWN) {
                mName = n;
                mOverlays.clear();
                mDefaults.clear();
            } else if (force) {
                mOverlays.add(n);
            } else {
                mDefaults.add(n);
            }
        }

        public void setTo(Theme other) {
            mName = other.mName;
            mOverlays.clear();
            mOverlays.addAll(other.mOverlays);
            mDefaults.clear();
            mDefaults.addAll(other.mDefaults);
        }

        public Resources getResources() { return Resources.this; }

        public void rebase() {}

        /** Resolves a theme attribute; the runtime knows the framework's item backgrounds only. */
        public boolean resolveAttribute(int resid, @NonNull android.util.TypedValue outValue, boolean resolveRefs) {
            outValue.type = android.util.TypedValue.TYPE_REFERENCE;
            outValue.resourceId = resid;
            outValue.data = resid;
            return true;
        }

        @Override
        public String toString() { return "Theme{" + mName + "}"; }
    }

    private Resources() {}

    private static Runtime rt() { return Runtime.get(); }

    @NonNull
    public CharSequence getText(int id) throws NotFoundException { return rt().res.string(id); }

    public CharSequence getText(int id, CharSequence def) {
        try { return getText(id); } catch (NotFoundException e) { return def; }
    }

    @NonNull
    public String getString(int id) throws NotFoundException { return rt().res.string(id); }

    @NonNull
    public String getString(int id, Object... formatArgs) throws NotFoundException {
        return String.format(getString(id), formatArgs);
    }

    @NonNull
    public String[] getStringArray(int id) throws NotFoundException {
        List<String> a = rt().res.array(id);
        return a.toArray(new String[0]);
    }

    @NonNull
    public CharSequence[] getTextArray(int id) throws NotFoundException { return getStringArray(id); }

    public int getInteger(int id) throws NotFoundException { return Integer.decode(rt().res.simple("integer", id)); }

    public boolean getBoolean(int id) throws NotFoundException { return "true".equals(rt().res.simple("bool", id)); }

    /** @deprecated Use {@link #getColor(int, Theme)} instead (API 23). */
    @Deprecated
    public int getColor(int id) throws NotFoundException { return rt().res.color(id); }

    public int getColor(int id, @Nullable Theme theme) throws NotFoundException { return rt().res.color(id); }

    public int getIdentifier(String name, String defType, String defPackage) {
        String n = name;
        String type = defType;
        int colon = n.indexOf(':');
        if (colon >= 0) n = n.substring(colon + 1);
        int slash = n.indexOf('/');
        if (slash >= 0) { type = n.substring(0, slash); n = n.substring(slash + 1); }
        if ("android".equals(defPackage)) return rt().res.androidId(type, n);
        return rt().res.id(type, n);
    }

    public String getResourceName(int resid) throws NotFoundException {
        String[] n = rt().res.nameOf(resid);
        if (n == null) throw new NotFoundException("Unable to find resource ID #0x" + Integer.toHexString(resid));
        return n[0] + ":" + n[1] + "/" + n[2];
    }

    public String getResourcePackageName(int resid) throws NotFoundException { return getResourceName(resid).split(":")[0]; }

    public String getResourceTypeName(int resid) throws NotFoundException { return rt().res.nameOf(resid) == null ? getResourceName(resid) : rt().res.nameOf(resid)[1]; }

    public String getResourceEntryName(int resid) throws NotFoundException { return rt().res.nameOf(resid) == null ? getResourceName(resid) : rt().res.nameOf(resid)[2]; }

    public final Theme newTheme() { return new Theme(null); }

    Theme newTheme(String name) { return new Theme(name); }
}
