// Mirrors androidx.appcompat.app.AppCompatActivity at API 35 (androidx appcompat 1.7.0): the delegate's sub-decor
// (created by setContentView, findViewById, onPostCreate, getSupportActionBar) requires a Theme.AppCompat descendant;
// the window's action bar exists unless the theme is a NoActionBar one. getDrawerToggleDelegate is the delegate's
// ActionBarDrawableToggleImpl: it puts ActionBarDrawerToggle's (and NavigationUI's) indicator on the support action bar.
package androidx.appcompat.app;

import android.graphics.drawable.Drawable;
import android.os.Bundle;
import android.view.MenuInflater;
import android.view.View;
import android.view.ViewGroup;
import androidx.annotation.CallSuper;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.appcompat.widget.Toolbar;
import androidx.fragment.app.FragmentActivity;

import tandem.runtime.Themes;

public class AppCompatActivity extends FragmentActivity implements ActionBarDrawerToggle.DelegateProvider {
    private boolean mSubDecorInstalled;
    private ActionBar mActionBar;
    private boolean mWindowActionBar;

    public AppCompatActivity() { super(); }

    public AppCompatActivity(int contentLayoutId) { super(contentLayoutId); }

    private void ensureSubDecor() {
        if (mSubDecorInstalled) return;
        Themes.checkAppCompatActivity(this);
        mSubDecorInstalled = true;
        mWindowActionBar = Themes.hasActionBar(this);
        if (mWindowActionBar) mActionBar = new SimpleActionBar(getTitle());
    }

    private static final class SimpleActionBar extends ActionBar {
        private CharSequence title;
        private CharSequence subtitle;
        private boolean showing = true;
        private int options = DISPLAY_SHOW_HOME | DISPLAY_SHOW_TITLE;
        private final Toolbar toolbar;
        /** setHomeAsUpIndicator / setHomeActionContentDescription (null: the theme's up arrow). */
        private Drawable homeAsUpIndicator;
        private CharSequence homeActionContentDescription;

        SimpleActionBar(CharSequence title) { this.title = title; this.toolbar = null; }

        /** ToolbarActionBar: the toolbar shows the window's title unless it has a title of its own. */
        SimpleActionBar(Toolbar toolbar, CharSequence windowTitle) {
            this.toolbar = toolbar;
            if (toolbar.getTitle() == null) toolbar.setTitle(windowTitle);
            this.title = toolbar.getTitle();
        }

        @Override public void setTitle(@Nullable CharSequence t) { title = t; if (toolbar != null) toolbar.setTitle(t); }
        @Override public void setTitle(int resId) { setTitle(resId != 0 ? tandem.runtime.Runtime.get().res.string(resId) : null); }
        @Override public CharSequence getTitle() { return title; }
        @Override public void setSubtitle(@Nullable CharSequence s) { subtitle = s; }
        @Override public CharSequence getSubtitle() { return subtitle; }
        @Override public void setDisplayHomeAsUpEnabled(boolean b) { options = b ? options | DISPLAY_HOME_AS_UP : options & ~DISPLAY_HOME_AS_UP; }
        @Override public void setDisplayShowTitleEnabled(boolean b) { options = b ? options | DISPLAY_SHOW_TITLE : options & ~DISPLAY_SHOW_TITLE; }
        @Override public void show() { showing = true; }
        @Override public void hide() { showing = false; }
        @Override public boolean isShowing() { return showing; }
        @Override public int getDisplayOptions() { return options; }
    }

    @Override
    protected void onPostCreate(@Nullable Bundle savedInstanceState) {
        super.onPostCreate(savedInstanceState);
        ensureSubDecor();
    }

    @Nullable
    public ActionBar getSupportActionBar() {
        ensureSubDecor();
        return mActionBar;
    }

    public void setSupportActionBar(@Nullable Toolbar toolbar) {
        ensureSubDecor();
        if (mWindowActionBar) {
            throw new IllegalStateException("This Activity already has an action bar supplied by the window decor. Do not"
                    + " request Window.FEATURE_SUPPORT_ACTION_BAR and set windowActionBar to false in your theme to use a Toolbar instead.");
        }
        mActionBar = toolbar == null ? null : new SimpleActionBar(toolbar, getTitle());
    }

    @NonNull
    @Override
    public MenuInflater getMenuInflater() { return super.getMenuInflater(); }

    @Override
    public void setContentView(int layoutResID) {
        ensureSubDecor();
        super.setContentView(layoutResID);
    }

    @Override
    public void setContentView(View view) {
        ensureSubDecor();
        super.setContentView(view);
    }

    @Override
    public void setContentView(View view, ViewGroup.LayoutParams params) {
        ensureSubDecor();
        super.setContentView(view, params);
    }

    @Override
    public void addContentView(View view, ViewGroup.LayoutParams params) {
        ensureSubDecor();
        super.addContentView(view, params);
    }

    @Override
    public <T extends View> T findViewById(int id) {
        ensureSubDecor();
        return super.findViewById(id);
    }

    @Override
    protected void onTitleChanged(CharSequence title, int color) {
        super.onTitleChanged(title, color);
        if (mActionBar != null) mActionBar.setTitle(title);
    }

    @CallSuper
    @Override
    protected void onPostResume() { super.onPostResume(); }

    @Override
    protected void onStart() { super.onStart(); }

    @Override
    protected void onStop() { super.onStop(); }

    @Override
    protected void onDestroy() { super.onDestroy(); }

    public boolean onSupportNavigateUp() { return false; }

    @Nullable
    @Override
    public ActionBarDrawerToggle.Delegate getDrawerToggleDelegate() { return new ActionBarDrawableToggleImpl(); }

    /** AppCompatDelegateImpl.ActionBarDrawableToggleImpl: the indicator and its description go to the support action bar
     *  (getSupportActionBar installs the sub-decor, hence the theme check). */
    private final class ActionBarDrawableToggleImpl implements ActionBarDrawerToggle.Delegate {
        @Override
        public Drawable getThemeUpIndicator() { return null; } // the theme's homeAsUpIndicator: no drawables here

        @Override
        public android.content.Context getActionBarThemedContext() {
            getSupportActionBar();
            return AppCompatActivity.this;
        }

        @Override
        public boolean isNavigationVisible() {
            final ActionBar ab = getSupportActionBar();
            return ab != null && (ab.getDisplayOptions() & ActionBar.DISPLAY_HOME_AS_UP) != 0;
        }

        @Override
        public void setActionBarUpIndicator(Drawable upDrawable, int contentDescRes) {
            final ActionBar ab = getSupportActionBar();
            if (ab instanceof SimpleActionBar) {
                ((SimpleActionBar) ab).homeAsUpIndicator = upDrawable;
                setActionBarDescription(contentDescRes);
            }
        }

        @Override
        public void setActionBarDescription(int contentDescRes) {
            final ActionBar ab = getSupportActionBar();
            // ToolbarWidgetWrapper.setNavigationContentDescription(int): 0 clears it, another id must be a string.
            if (ab instanceof SimpleActionBar) ((SimpleActionBar) ab).homeActionContentDescription = contentDescRes == 0 ? null : getString(contentDescRes);
        }
    }

    /** Not API: the action bar's home indicator (ActionBarDrawerToggle's or NavigationUI's DrawerArrowDrawable; null: the up arrow). */
    final Drawable homeAsUpIndicatorInternal() { return mActionBar instanceof SimpleActionBar ? ((SimpleActionBar) mActionBar).homeAsUpIndicator : null; }

    /** Not API: a tap on the action bar's home/up button (Activity.onMenuItemSelected with android.R.id.home). */
    final boolean performHomeClick() {
        android.view.MenuItem home = new tandem.runtime.MenuBuilder(this).add(0, android.R.id.home, 0, "Navigate up");
        if (onOptionsItemSelected(home)) return true;
        final ActionBar ab = getSupportActionBar();
        if (ab != null && (ab.getDisplayOptions() & ActionBar.DISPLAY_HOME_AS_UP) != 0) return onSupportNavigateUp();
        return false;
    }

    @Override
    public void supportInvalidateOptionsMenu() { invalidateOptionsMenu(); }
}
