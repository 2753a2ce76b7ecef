// Mirrors com.google.android.material.navigation.NavigationView at API 35 (material 1.12.0): the theme check of its
// ScrimInsetsFrameLayout base and ThemeEnforcement (Theme.AppCompat or a descendant: Widget.Design.NavigationView does
// not set enforceMaterialTheme), app:menu then app:headerLayout inflated in the constructor, and the checked item as
// its NavigationMenuPresenter keeps it: one checkable item at a time (the menu's own exclusivity is turned off, items
// checked in the menu are taken up, the last one wins), set by setCheckedItem (an id not in the menu is ignored, a
// MenuItem not in it throws) and by a tap on an item (not API: userTap, for the smoke harness) whose listener returned
// true. The header is inflated but, as before the first layout on a device, is not in the view tree (findViewById does
// not reach it; getHeaderView is left out). The MaterialBackHandler interface (predictive back) is left out.
package com.google.android.material.navigation;

import android.content.Context;
import android.util.AttributeSet;
import android.view.LayoutInflater;
import android.view.Menu;
import android.view.MenuItem;
import android.view.View;
import android.widget.LinearLayout;
import androidx.annotation.IdRes;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import com.google.android.material.internal.ScrimInsetsFrameLayout;

import tandem.runtime.MenuBuilder;
import tandem.runtime.XmlAttributes;
import tandem.runtime.XmlNode;

public class NavigationView extends ScrimInsetsFrameLayout {
    @NonNull private final MenuBuilder menu;
    OnNavigationItemSelectedListener listener;
    /** NavigationMenuPresenter's adapter's checked item. */
    private MenuItem checkedItem;
    /** The presenter's header container (in its RecyclerView, bound at layout: not a child of this view here). */
    private final LinearLayout headerLayout;

    public interface OnNavigationItemSelectedListener {
        boolean onNavigationItemSelected(@NonNull MenuItem item);
    }

    public NavigationView(@NonNull Context context) { this(context, null); }

    public NavigationView(@NonNull Context context, @Nullable AttributeSet attrs) { this(context, attrs, 0); }

    public NavigationView(@NonNull Context context, @Nullable AttributeSet attrs, int defStyleAttr) {
        super(context, attrs, defStyleAttr);
        this.menu = new MenuBuilder(context);
        this.menu.setCallback(new MenuBuilder.Callback() {
            @Override
            public boolean onMenuItemSelected(MenuBuilder m, MenuItem item) {
                return listener != null && listener.onNavigationItemSelected(item);
            }
        });
        headerLayout = new LinearLayout(context);
        headerLayout.setOrientation(LinearLayout.VERTICAL);
        int menuRes = XmlAttributes.resource(attrs, XmlNode.APP_NS, "menu");
        if (menuRes != 0) inflateMenu(menuRes);
        int headerRes = XmlAttributes.resource(attrs, XmlNode.APP_NS, "headerLayout");
        if (headerRes != 0) {
            View header = LayoutInflater.from(context).inflate(headerRes, headerLayout, false);
            headerLayout.addView(header);
        }
    }

    public void setNavigationItemSelectedListener(@Nullable OnNavigationItemSelectedListener listener) { this.listener = listener; }

    public void inflateMenu(int resId) {
        MenuBuilder.inflate(getContext(), resId, menu);
        updateMenuView();
    }

    @NonNull
    public Menu getMenu() { return menu; }

    public void setCheckedItem(@IdRes int id) {
        MenuItem item = menu.findItem(id);
        if (item != null) setPresenterCheckedItem(item);
    }

    public void setCheckedItem(@NonNull MenuItem checkedItem) {
        MenuItem item = menu.findItem(checkedItem.getItemId());
        if (item != null) {
            setPresenterCheckedItem(item);
        } else {
            throw new IllegalArgumentException("Called setCheckedItem(MenuItem) with an item that is not in the current menu.");
        }
    }

    @Nullable
    public MenuItem getCheckedItem() {
        updateMenuView();
        return checkedItem;
    }

    /** NavigationMenuAdapter.setCheckedItem. */
    private void setPresenterCheckedItem(MenuItem item) {
        if (checkedItem == item || !item.isCheckable()) return;
        if (checkedItem != null) checkedItem.setChecked(false);
        checkedItem = item;
        item.setChecked(true);
    }

    /** NavigationMenuAdapter.prepareMenuItems, run by the presenter whenever the menu's items change. */
    private void updateMenuView() {
        for (int i = 0; i < menu.size(); i++) {
            MenuItem item = menu.getItem(i);
            if (!item.isVisible()) continue;
            if (item.isChecked()) setPresenterCheckedItem(item);
            if (item.isCheckable()) ((MenuBuilder.Item) item).setExclusiveCheckable(false);
        }
    }

    /** Not API: a tap on the item's row (NavigationMenuPresenter's click listener): the item's action and the listener,
     *  then the item is checked when it is checkable and the listener returned true. */
    void userTap(int itemId) {
        updateMenuView();
        MenuItem item = menu.findItem(itemId);
        if (item == null || !item.isVisible()) throw new IllegalStateException("no item " + itemId + " shows in " + this);
        boolean result = menu.performItemAction(item);
        if (item.isCheckable() && result) setPresenterCheckedItem(item);
        updateMenuView();
    }
}
