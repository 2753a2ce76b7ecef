// Mirrors androidx.appcompat.app.ActionBarDrawerToggle at API 35 (androidx appcompat 1.7.0): the indicator goes through
// the Activity's Delegate (an AppCompatActivity is a DelegateProvider; its delegate needs the support action bar, hence
// a Theme.AppCompat descendant; another Activity gets the framework action bar's, which the runtime does not model), or
// the Toolbar's, whose navigation button then toggles the drawer. onOptionsItemSelected toggles on android.R.id.home
// while the indicator is enabled: an open (visible) START drawer closes unless locked open, else it opens unless locked
// closed. When the indicator would not show (no DISPLAY_HOME_AS_UP) the library's warning is logged (a WARN line in the
// smoke harness). onConfigurationChanged, the custom up indicator and DrawerArrowDrawable settings are left out.
package androidx.appcompat.app;

import android.app.Activity;
import android.content.Context;
import android.graphics.drawable.Drawable;
import android.util.Log;
import android.view.MenuItem;
import android.view.View;
import androidx.annotation.Nullable;
import androidx.annotation.StringRes;
import androidx.appcompat.graphics.drawable.DrawerArrowDrawable;
import androidx.appcompat.widget.Toolbar;
import androidx.core.view.GravityCompat;
import androidx.drawerlayout.widget.DrawerLayout;

public class ActionBarDrawerToggle implements DrawerLayout.DrawerListener {
    public interface DelegateProvider {
        @Nullable
        Delegate getDrawerToggleDelegate();
    }

    public interface Delegate {
        void setActionBarUpIndicator(Drawable upDrawable, @StringRes int contentDescRes);

        void setActionBarDescription(@StringRes int contentDescRes);

        Drawable getThemeUpIndicator();

        Context getActionBarThemedContext();

        boolean isNavigationVisible();
    }

    private final Delegate mActivityImpl;
    private final DrawerLayout mDrawerLayout;
    private DrawerArrowDrawable mSlider;
    private boolean mDrawerSlideAnimationEnabled = true;
    private Drawable mHomeAsUpIndicator;
    boolean mDrawerIndicatorEnabled = true;
    private final int mOpenDrawerContentDescRes;
    private final int mCloseDrawerContentDescRes;
    private boolean mWarnedForDisplayHomeAsUp = false;

    public ActionBarDrawerToggle(Activity activity, DrawerLayout drawerLayout, @StringRes int openDrawerContentDescRes,
            @StringRes int closeDrawerContentDescRes) {
        this(activity, null, drawerLayout, null, openDrawerContentDescRes, closeDrawerContentDescRes);
    }

    public ActionBarDrawerToggle(Activity activity, DrawerLayout drawerLayout, Toolbar toolbar, @StringRes int openDrawerContentDescRes,
            @StringRes int closeDrawerContentDescRes) {
        this(activity, toolbar, drawerLayout, null, openDrawerContentDescRes, closeDrawerContentDescRes);
    }

    ActionBarDrawerToggle(Activity activity, Toolbar toolbar, DrawerLayout drawerLayout, DrawerArrowDrawable slider,
            @StringRes int openDrawerContentDescRes, @StringRes int closeDrawerContentDescRes) {
        if (toolbar != null) {
            mActivityImpl = new ToolbarCompatDelegate(toolbar);
            toolbar.setNavigationOnClickListener(new View.OnClickListener() {
                @Override
                public void onClick(View v) {
                    if (mDrawerIndicatorEnabled) toggle();
                }
            });
        } else if (activity instanceof DelegateProvider) {
            mActivityImpl = ((DelegateProvider) activity).getDrawerToggleDelegate();
        } else {
            mActivityImpl = new FrameworkActionBarDelegate(activity);
        }
        mDrawerLayout = drawerLayout;
        mOpenDrawerContentDescRes = openDrawerContentDescRes;
        mCloseDrawerContentDescRes = closeDrawerContentDescRes;
        mSlider = slider == null ? new DrawerArrowDrawable(mActivityImpl.getActionBarThemedContext()) : slider;
        mHomeAsUpIndicator = getThemeUpIndicator();
    }

    public void syncState() {
        if (mDrawerLayout.isDrawerOpen(GravityCompat.START)) setPosition(1);
        else setPosition(0);
        if (mDrawerIndicatorEnabled) {
            setActionBarUpIndicator(mSlider, mDrawerLayout.isDrawerOpen(GravityCompat.START) ? mCloseDrawerContentDescRes : mOpenDrawerContentDescRes);
        }
    }

    public boolean onOptionsItemSelected(MenuItem item) {
        if (item != null && item.getItemId() == android.R.id.home && mDrawerIndicatorEnabled) {
            toggle();
            return true;
        }
        return false;
    }

    void toggle() {
        int drawerLockMode = mDrawerLayout.getDrawerLockMode(GravityCompat.START);
        if (mDrawerLayout.isDrawerVisible(GravityCompat.START) && (drawerLockMode != DrawerLayout.LOCK_MODE_LOCKED_OPEN)) {
            mDrawerLayout.closeDrawer(GravityCompat.START);
        } else if (drawerLockMode != DrawerLayout.LOCK_MODE_LOCKED_CLOSED) {
            mDrawerLayout.openDrawer(GravityCompat.START);
        }
    }

    public boolean isDrawerIndicatorEnabled() { return mDrawerIndicatorEnabled; }

    public void setDrawerIndicatorEnabled(boolean enable) {
        if (enable != mDrawerIndicatorEnabled) {
            if (enable) {
                setActionBarUpIndicator(mSlider, mDrawerLayout.isDrawerOpen(GravityCompat.START) ? mCloseDrawerContentDescRes : mOpenDrawerContentDescRes);
            } else {
                setActionBarUpIndicator(mHomeAsUpIndicator, 0);
            }
            mDrawerIndicatorEnabled = enable;
        }
    }

    @Override
    public void onDrawerSlide(View drawerView, float slideOffset) {
        if (mDrawerSlideAnimationEnabled) setPosition(Math.min(1f, Math.max(0, slideOffset)));
        else setPosition(0);
    }

    @Override
    public void onDrawerOpened(View drawerView) {
        setPosition(1);
        if (mDrawerIndicatorEnabled) setActionBarDescription(mCloseDrawerContentDescRes);
    }

    @Override
    public void onDrawerClosed(View drawerView) {
        setPosition(0);
        if (mDrawerIndicatorEnabled) setActionBarDescription(mOpenDrawerContentDescRes);
    }

    @Override
    public void onDrawerStateChanged(int newState) {}

    void setActionBarUpIndicator(Drawable upDrawable, int contentDescRes) {
        if (!mWarnedForDisplayHomeAsUp && !mActivityImpl.isNavigationVisible()) {
            final String message = "DrawerToggle may not show up because NavigationIcon is not visible. You may need to call "
                    + "actionbar.setDisplayHomeAsUpEnabled(true);";
            Log.w("ActionBarDrawerToggle", message);
            tandem.runtime.Runtime.get().warn("W/ActionBarDrawerToggle: " + message);
            mWarnedForDisplayHomeAsUp = true;
        }
        mActivityImpl.setActionBarUpIndicator(upDrawable, contentDescRes);
    }

    void setActionBarDescription(int contentDescRes) { mActivityImpl.setActionBarDescription(contentDescRes); }

    Drawable getThemeUpIndicator() { return mActivityImpl.getThemeUpIndicator(); }

    private void setPosition(float position) {
        if (position == 1f) mSlider.setVerticalMirror(true);
        else if (position == 0f) mSlider.setVerticalMirror(false);
        mSlider.setProgress(position);
    }

    /** A plain Activity's framework action bar: not modelled by the runtime (as if it had none). */
    private static class FrameworkActionBarDelegate implements Delegate {
        private final Activity mActivity;

        FrameworkActionBarDelegate(Activity activity) { mActivity = activity; }

        @Override
        public Drawable getThemeUpIndicator() { return null; }

        @Override
        public Context getActionBarThemedContext() { return mActivity; }

        @Override
        public boolean isNavigationVisible() { return false; }

        @Override
        public void setActionBarUpIndicator(Drawable themeImage, int contentDescRes) {}

        @Override
        public void setActionBarDescription(int contentDescRes) {}
    }

    /** Used when the toggle is given a Toolbar: the toolbar's navigation button (its icon is not modelled). */
    static class ToolbarCompatDelegate implements Delegate {
        final Toolbar mToolbar;

        ToolbarCompatDelegate(Toolbar toolbar) { mToolbar = toolbar; }

        @Override
        public void setActionBarUpIndicator(Drawable upDrawable, @StringRes int contentDescRes) { setActionBarDescription(contentDescRes); }

        @Override
        public void setActionBarDescription(@StringRes int contentDescRes) {
            if (contentDescRes != 0) mToolbar.getContext().getString(contentDescRes);
        }

        @Override
        public Drawable getThemeUpIndicator() { return null; }

        @Override
        public Context getActionBarThemedContext() { return mToolbar.getContext(); }

        @Override
        public boolean isNavigationVisible() { return true; }
    }
}
