// Mirrors android.view.ContextThemeWrapper at API 35 (framework)
package android.view;

import android.content.Context;
import android.content.ContextWrapper;
import android.content.res.Resources;

public class ContextThemeWrapper extends ContextWrapper {
    private int mThemeResource;
    private Resources.Theme mTheme;
    private LayoutInflater mInflater;

    public ContextThemeWrapper() { super(null); }

    public ContextThemeWrapper(Context base, int themeResId) {
        super(base);
        mThemeResource = themeResId;
    }

    public ContextThemeWrapper(Context base, Resources.Theme theme) {
        super(base);
        mTheme = theme;
    }

    @Override
    protected void attachBaseContext(Context newBase) { super.attachBaseContext(newBase); }

    @Override
    public Resources getResources() { return getBaseContext().getResources(); }

    @Override
    public void setTheme(int resid) {
        if (mThemeResource != resid) {
            mThemeResource = resid;
            if (mTheme != null) mTheme.applyStyle(resid, true);
        }
    }

    @Override
    public Resources.Theme getTheme() {
        if (mTheme != null) return mTheme;
        mTheme = tandem.runtime.Hidden.newTheme(getResources(), tandem.runtime.Hidden.defaultThemeFor(this));
        if (mThemeResource != 0) mTheme.applyStyle(mThemeResource, true);
        return mTheme;
    }

    @Override
    public Object getSystemService(String name) {
        if (Context.LAYOUT_INFLATER_SERVICE.equals(name)) {
            if (mInflater == null) mInflater = LayoutInflater.from(getBaseContext()).cloneInContext(this);
            return mInflater;
        }
        return getBaseContext().getSystemService(name);
    }
}
