// Mirrors com.google.android.material.navigation.NavigationBarView at API 35 (material 1.12.0): ThemeEnforcement in
// the constructor, app:menu inflated, the menu limited to getMaxItemCount() items, selection through the listeners.
package com.google.android.material.navigation;

import android.content.Context;
import android.util.AttributeSet;
import android.view.Menu;
import android.view.MenuItem;
import android.widget.FrameLayout;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import tandem.runtime.MenuBuilder;
import tandem.runtime.NavigationBarMenu;
import tandem.runtime.Themes;
import tandem.runtime.XmlAttributes;
import tandem.runtime.XmlNode;

public abstract class NavigationBarView extends FrameLayout {
    public static final int LABEL_VISIBILITY_AUTO = -1;
    public static final int LABEL_VISIBILITY_SELECTED = 0;
    public static final int LABEL_VISIBILITY_LABELED = 1;
    public static final int LABEL_VISIBILITY_UNLABELED = 2;

    private final NavigationBarMenu menu;
    private OnItemSelectedListener selectedListener;
    private OnItemReselectedListener reselectedListener;
    private int selectedItemId = NO_ID;
    private int labelVisibilityMode = LABEL_VISIBILITY_AUTO;

    public interface OnItemSelectedListener {
        boolean onNavigationItemSelected(@NonNull MenuItem item);
    }

    public interface OnItemReselectedListener {
        void onNavigationItemReselected(@NonNull MenuItem item);
    }

    public NavigationBarView(@NonNull Context context, @Nullable AttributeSet attrs, int defStyleAttr, int defStyleRes) {
        super(context, attrs, defStyleAttr, defStyleRes);
        Themes.checkMaterial(context);
        Themes.checkAppCompatForComponent(context);
        menu = new NavigationBarMenu(context, getClass(), getMaxItemCount());
        menu.setCallback(new MenuBuilder.Callback() {
            @Override
            public boolean onMenuItemSelected(MenuBuilder m, MenuItem item) {
                if (reselectedListener != null && item.getItemId() == getSelectedItemId()) {
                    reselectedListener.onNavigationItemReselected(item);
                    return true;
                }
                return selectedListener != null && !selectedListener.onNavigationItemSelected(item);
            }
        });
        int menuRes = XmlAttributes.resource(attrs, XmlNode.APP_NS, "menu");
        if (menuRes != 0) inflateMenu(menuRes);
    }

    public void setOnItemSelectedListener(@Nullable OnItemSelectedListener listener) { selectedListener = listener; }

    public void setOnItemReselectedListener(@Nullable OnItemReselectedListener listener) { reselectedListener = listener; }

    @NonNull
    public Menu getMenu() { return menu; }

    public void inflateMenu(int resId) { MenuBuilder.inflate(getContext(), resId, menu); }

    public int getSelectedItemId() {
        if (selectedItemId != NO_ID && menu.findItem(selectedItemId) != null) return selectedItemId;
        for (int i = 0; i < menu.size(); i++) if (menu.getItem(i).isChecked()) return menu.getItem(i).getItemId();
        return menu.size() > 0 ? menu.getItem(0).getItemId() : 0;
    }

    public void setSelectedItemId(int itemId) {
        MenuItem item = menu.findItem(itemId);
        if (item != null) {
            if (!menu.performItemAction(item)) {
                item.setChecked(true);
                selectedItemId = itemId;
            }
        }
    }

    public abstract int getMaxItemCount();

    public void setLabelVisibilityMode(int labelVisibilityMode) { this.labelVisibilityMode = labelVisibilityMode; }

    public int getLabelVisibilityMode() { return labelVisibilityMode; }

    public void setItemBackgroundResource(int resId) {}
}
