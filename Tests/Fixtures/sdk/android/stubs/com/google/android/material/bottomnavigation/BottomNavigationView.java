// Mirrors com.google.android.material.bottomnavigation.BottomNavigationView at API 35 (material 1.12.0)
package com.google.android.material.bottomnavigation;

import android.content.Context;
import android.util.AttributeSet;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import com.google.android.material.navigation.NavigationBarView;

public class BottomNavigationView extends NavigationBarView {
    private static final int MAX_ITEM_COUNT = 5;
    private boolean itemHorizontalTranslationEnabled;

    public BottomNavigationView(@NonNull Context context) { this(context, null); }

    public BottomNavigationView(@NonNull Context context, @Nullable AttributeSet attrs) { this(context, attrs, 0); }

    public BottomNavigationView(@NonNull Context context, @Nullable AttributeSet attrs, int defStyleAttr) { this(context, attrs, defStyleAttr, 0); }

    public BottomNavigationView(@NonNull Context context, @Nullable AttributeSet attrs, int defStyleAttr, int defStyleRes) {
        super(context, attrs, defStyleAttr, defStyleRes);
    }

    @Override
    public int getMaxItemCount() { return MAX_ITEM_COUNT; }

    public void setItemHorizontalTranslationEnabled(boolean enabled) { itemHorizontalTranslationEnabled = enabled; }

    public boolean isItemHorizontalTranslationEnabled() { return itemHorizontalTranslationEnabled; }

    /** @deprecated Use {@link NavigationBarView#setOnItemSelectedListener(OnItemSelectedListener)} instead. */
    @Deprecated
    public void setOnNavigationItemSelectedListener(@Nullable OnNavigationItemSelectedListener listener) { setOnItemSelectedListener(listener); }

    /** @deprecated Use {@link NavigationBarView#setOnItemReselectedListener(OnItemReselectedListener)} instead. */
    @Deprecated
    public void setOnNavigationItemReselectedListener(@Nullable OnNavigationItemReselectedListener listener) { setOnItemReselectedListener(listener); }

    /** @deprecated Use {@link NavigationBarView.OnItemSelectedListener} instead. */
    @Deprecated
    public interface OnNavigationItemSelectedListener extends OnItemSelectedListener {}

    /** @deprecated Use {@link NavigationBarView.OnItemReselectedListener} instead. */
    @Deprecated
    public interface OnNavigationItemReselectedListener extends OnItemReselectedListener {}
}
