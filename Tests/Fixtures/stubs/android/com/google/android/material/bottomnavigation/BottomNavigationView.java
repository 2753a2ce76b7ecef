package com.google.android.material.bottomnavigation;

import android.content.Context;
import android.view.Menu;
import android.view.MenuItem;
import android.view.View;

public class BottomNavigationView extends View {
    public interface OnNavigationItemSelectedListener {
        boolean onNavigationItemSelected(MenuItem item);
    }

    public BottomNavigationView(Context context) { super(context); }
    public Menu getMenu() { return null; }
    public int getSelectedItemId() { return 0; }
    public void setSelectedItemId(int itemId) {}
    public void setOnNavigationItemSelectedListener(OnNavigationItemSelectedListener listener) {}
}
