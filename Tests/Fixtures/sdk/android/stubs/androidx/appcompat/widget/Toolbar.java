// Mirrors androidx.appcompat.widget.Toolbar at API 35 (androidx appcompat 1.7.0)
package androidx.appcompat.widget;

import android.content.Context;
import android.util.AttributeSet;
import android.view.Menu;
import android.view.MenuItem;
import android.view.View;
import android.view.ViewGroup;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import tandem.runtime.MenuBuilder;
import tandem.runtime.XmlAttributes;

public class Toolbar extends ViewGroup {
    private CharSequence mTitle;
    private CharSequence mSubtitle;
    private View.OnClickListener mNavListener;
    private OnMenuItemClickListener mOnMenuItemClickListener;
    private MenuBuilder mMenu;

    public interface OnMenuItemClickListener {
        boolean onMenuItemClick(MenuItem item);
    }

    public Toolbar(@NonNull Context context) { this(context, null); }

    public Toolbar(@NonNull Context context, @Nullable AttributeSet attrs) { this(context, attrs, 0); }

    public Toolbar(@NonNull Context context, @Nullable AttributeSet attrs, int defStyleAttr) {
        super(context, attrs, defStyleAttr);
        tandem.runtime.Themes.checkAppCompatForComponent(context);
        CharSequence t = attrs == null ? null : attrs.getAttributeValue(tandem.runtime.XmlNode.APP_NS, "title");
        if (t != null) mTitle = tandem.runtime.Runtime.get().res.resolveText(t.toString());
    }

    public void setTitle(int resId) { setTitle(getContext().getText(resId)); }

    public void setTitle(CharSequence title) { mTitle = title; }

    public CharSequence getTitle() { return mTitle; }

    public void setSubtitle(int resId) { setSubtitle(getContext().getText(resId)); }

    public void setSubtitle(CharSequence subtitle) { mSubtitle = subtitle; }

    public CharSequence getSubtitle() { return mSubtitle; }

    public void setNavigationOnClickListener(View.OnClickListener listener) { mNavListener = listener; }

    private android.graphics.drawable.Drawable mNavIcon;
    private CharSequence mNavContentDescription;

    /** A resource icon: the stand-in keeps only that one is set (0 removes it). */
    public void setNavigationIcon(int resId) {
        mNavIcon = resId == 0 ? null : new android.graphics.drawable.Drawable() {
            @Override public int getOpacity() { return 0; }
        };
    }

    public void setNavigationIcon(@Nullable android.graphics.drawable.Drawable icon) { mNavIcon = icon; }

    @Nullable
    public android.graphics.drawable.Drawable getNavigationIcon() { return mNavIcon; }

    public void setNavigationContentDescription(@Nullable CharSequence description) { mNavContentDescription = description; }

    public void setNavigationContentDescription(int resId) { setNavigationContentDescription(resId != 0 ? getContext().getText(resId) : null); }

    @Nullable
    public CharSequence getNavigationContentDescription() { return mNavContentDescription; }

    /** Not API: a person taps the navigation button, which is there only while an icon is set. */
    boolean performNavigationClick() {
        if (mNavIcon == null || mNavListener == null) return false;
        mNavListener.onClick(this);
        return true;
    }

    public void setOnMenuItemClickListener(OnMenuItemClickListener listener) { mOnMenuItemClickListener = listener; }

    public Menu getMenu() {
        if (mMenu == null) {
            mMenu = new MenuBuilder(getContext());
            mMenu.setCallback(new MenuBuilder.Callback() {
                @Override
                public boolean onMenuItemSelected(MenuBuilder menu, MenuItem item) {
                    return mOnMenuItemClickListener != null && mOnMenuItemClickListener.onMenuItemClick(item);
                }
            });
        }
        return mMenu;
    }

    public void inflateMenu(int resId) { MenuBuilder.inflate(getContext(), resId, getMenu()); }

    @Override
    protected void onLayout(boolean changed, int l, int t, int r, int b) {}
}
