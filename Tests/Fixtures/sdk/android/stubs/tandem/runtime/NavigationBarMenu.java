// Not part of the public SDK: com.google.android.material.navigation.NavigationBarMenu (restricted): a menu that
// refuses more items than the bar supports.
package tandem.runtime;

import android.content.Context;
import android.view.MenuItem;

public final class NavigationBarMenu extends MenuBuilder {
    private final Class<?> viewClass;
    private final int maxItemCount;

    public NavigationBarMenu(Context context, Class<?> viewClass, int maxItemCount) {
        super(context);
        this.viewClass = viewClass;
        this.maxItemCount = maxItemCount;
    }

    public int getMaxItemCount() { return maxItemCount; }

    @Override
    protected MenuItem addInternal(int group, int id, int categoryOrder, CharSequence title) {
        if (size() + 1 > maxItemCount) {
            final String viewClassName = viewClass.getSimpleName();
            throw new IllegalArgumentException("Maximum number of items supported by " + viewClassName + " is " + maxItemCount
                    + ". Limit can be checked with " + viewClassName + "#getMaxItemCount()");
        }
        MenuItem item = super.addInternal(group, id, categoryOrder, title);
        ((Item) item).setExclusiveCheckable(true);
        item.setCheckable(true);
        return item;
    }
}
