// Mirrors com.google.android.material.tabs.TabLayout at API 35 (material 1.12.0)
// Stand-in: the tabs as data (no TabView drawn), newTab/addTab/selectTab/getTabAt/getTabCount/getSelectedTabPosition,
// Tab's text, position and select(), and the selection listeners, told as the library tells them: a tab chosen
// is selected (the previous one unselected first), a tab chosen again reselected.
package com.google.android.material.tabs;

import android.content.Context;
import android.util.AttributeSet;
import android.widget.HorizontalScrollView;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.annotation.StringRes;

import java.util.ArrayList;
import java.util.List;

public class TabLayout extends HorizontalScrollView {
    private final List<Tab> tabs = new ArrayList<>();
    private final List<BaseOnTabSelectedListener> selectedListeners = new ArrayList<>();
    @Nullable private Tab selectedTab;

    public TabLayout(@NonNull Context context) { this(context, null); }

    public TabLayout(@NonNull Context context, @Nullable AttributeSet attrs) { this(context, attrs, 0); }

    public TabLayout(@NonNull Context context, @Nullable AttributeSet attrs, int defStyleAttr) {
        super(context, attrs, defStyleAttr);
        tandem.runtime.Themes.checkMaterial(context);
    }

    @NonNull
    public Tab newTab() {
        Tab tab = new Tab();
        tab.parent = this;
        return tab;
    }

    public void addTab(@NonNull Tab tab) { addTab(tab, tabs.isEmpty()); }

    public void addTab(@NonNull Tab tab, int position) { addTab(tab, position, tabs.isEmpty()); }

    public void addTab(@NonNull Tab tab, boolean setSelected) { addTab(tab, tabs.size(), setSelected); }

    public void addTab(@NonNull Tab tab, int position, boolean setSelected) {
        if (tab.parent != this) throw new IllegalArgumentException("Tab belongs to a different TabLayout.");
        tabs.add(position, tab);
        for (int i = 0; i < tabs.size(); i++) tabs.get(i).position = i;
        if (setSelected) tab.select();
    }

    public int getTabCount() { return tabs.size(); }

    @Nullable
    public Tab getTabAt(int index) { return index < 0 || index >= tabs.size() ? null : tabs.get(index); }

    public int getSelectedTabPosition() { return selectedTab != null ? selectedTab.getPosition() : -1; }

    public void selectTab(@Nullable Tab tab) { selectTab(tab, true); }

    @SuppressWarnings("unchecked")
    public void selectTab(@Nullable Tab tab, boolean updateIndicator) {
        Tab current = selectedTab;
        if (current == tab) {
            if (current != null) for (BaseOnTabSelectedListener l : new ArrayList<>(selectedListeners)) l.onTabReselected(tab);
            return;
        }
        if (current != null) for (BaseOnTabSelectedListener l : new ArrayList<>(selectedListeners)) l.onTabUnselected(current);
        selectedTab = tab;
        if (tab != null) for (BaseOnTabSelectedListener l : new ArrayList<>(selectedListeners)) l.onTabSelected(tab);
    }

    @Deprecated
    public void addOnTabSelectedListener(@Nullable BaseOnTabSelectedListener listener) {
        if (listener != null && !selectedListeners.contains(listener)) selectedListeners.add(listener);
    }

    public void addOnTabSelectedListener(@NonNull OnTabSelectedListener listener) {
        addOnTabSelectedListener((BaseOnTabSelectedListener) listener);
    }

    public void removeOnTabSelectedListener(@NonNull OnTabSelectedListener listener) { selectedListeners.remove(listener); }

    public interface BaseOnTabSelectedListener<T extends Tab> {
        void onTabSelected(T tab);

        void onTabUnselected(T tab);

        void onTabReselected(T tab);
    }

    public interface OnTabSelectedListener extends BaseOnTabSelectedListener<Tab> {}

    public static class Tab {
        public static final int INVALID_POSITION = -1;
        @Nullable public TabLayout parent;
        @Nullable private CharSequence text;
        private int position = INVALID_POSITION;

        public Tab() {}

        @NonNull
        public Tab setText(@Nullable CharSequence text) {
            this.text = text;
            return this;
        }

        @NonNull
        public Tab setText(@StringRes int resId) {
            if (parent == null) throw new IllegalArgumentException("Tab not attached to a TabLayout");
            return setText(parent.getResources().getText(resId));
        }

        @Nullable
        public CharSequence getText() { return text; }

        public int getPosition() { return position; }

        public boolean isSelected() {
            if (parent == null) throw new IllegalArgumentException("Tab not attached to a TabLayout");
            return parent.getSelectedTabPosition() == position;
        }

        public void select() {
            if (parent == null) throw new IllegalArgumentException("Tab not attached to a TabLayout");
            parent.selectTab(this);
        }
    }
}
