// Not part of the public SDK: the Menu implementation (androidx.appcompat.view.menu.MenuBuilder on a device), with
// items ordered by their order/category as the platform does, and the menu XML reader used by MenuInflater and
// app:menu.
package tandem.runtime;

import android.content.Context;
import android.graphics.drawable.Drawable;
import android.view.InflateException;
import android.view.Menu;
import android.view.MenuItem;

import java.io.File;
import java.util.ArrayList;

public class MenuBuilder implements Menu {
    // Menu's hidden masks (@hide in the SDK), which MenuItemImpl's ordering uses.
    static final int USER_MASK = 0x0000ffff;
    static final int USER_SHIFT = 0;
    static final int CATEGORY_MASK = 0xffff0000;
    static final int CATEGORY_SHIFT = 16;
    public interface Callback {
        boolean onMenuItemSelected(MenuBuilder menu, MenuItem item);
    }

    protected final Context mContext;
    protected final ArrayList<Item> mItems = new ArrayList<>();
    private Callback mCallback;

    public MenuBuilder(Context context) { mContext = context; }

    public void setCallback(Callback cb) { mCallback = cb; }

    public final class Item implements MenuItem {
        final int group, id, categoryOrder, ordering;
        CharSequence title, titleCondensed, contentDescription;
        Drawable icon;
        int iconRes;
        boolean checkable, checked, visible = true, enabled = true, exclusive;
        OnMenuItemClickListener clickListener;
        int showAsAction;

        Item(int group, int id, int categoryOrder, int ordering, CharSequence title) {
            this.group = group;
            this.id = id;
            this.categoryOrder = categoryOrder;
            this.ordering = ordering;
            this.title = title;
        }

        @Override public int getItemId() { return id; }
        @Override public int getGroupId() { return group; }
        @Override public int getOrder() { return categoryOrder; }
        @Override public MenuItem setTitle(CharSequence t) { title = t; return this; }
        @Override public MenuItem setTitle(int t) { title = mContext.getString(t); return this; }
        @Override public CharSequence getTitle() { return title; }
        @Override public MenuItem setTitleCondensed(CharSequence t) { titleCondensed = t; return this; }
        @Override public CharSequence getTitleCondensed() { return titleCondensed != null ? titleCondensed : title; }
        @Override public MenuItem setIcon(Drawable d) { icon = d; iconRes = 0; return this; }
        @Override public MenuItem setIcon(int res) { iconRes = res; icon = null; return this; }
        @Override public Drawable getIcon() { return icon; }
        @Override public MenuItem setCheckable(boolean c) { checkable = c; return this; }
        @Override public boolean isCheckable() { return checkable; }

        @Override
        public MenuItem setChecked(boolean c) {
            if (exclusive && c) {
                for (Item other : mItems) if (other.group == group && other.exclusive && other != this) other.checked = false;
            }
            checked = c;
            return this;
        }

        @Override public boolean isChecked() { return checked; }
        @Override public MenuItem setVisible(boolean v) { visible = v; return this; }
        @Override public boolean isVisible() { return visible; }
        @Override public MenuItem setEnabled(boolean e) { enabled = e; return this; }
        @Override public boolean isEnabled() { return enabled; }
        @Override public boolean hasSubMenu() { return false; }
        @Override public MenuItem setOnMenuItemClickListener(OnMenuItemClickListener l) { clickListener = l; return this; }
        @Override public void setShowAsAction(int a) { showAsAction = a; }
        @Override public MenuItem setShowAsActionFlags(int a) { showAsAction = a; return this; }
        @Override public MenuItem setContentDescription(CharSequence cd) { contentDescription = cd; return this; }
        @Override public CharSequence getContentDescription() { return contentDescription; }

        public void setExclusiveCheckable(boolean e) { exclusive = e; }

        @Override public String toString() { return title == null ? "" : title.toString(); }
    }

    private static final int[] sCategoryToOrder = {1, 4, 5, 3, 2, 0};

    private static int getOrdering(int categoryOrder) {
        final int index = (categoryOrder & CATEGORY_MASK) >> CATEGORY_SHIFT;
        if (index < 0 || index >= sCategoryToOrder.length) throw new IllegalArgumentException("order does not contain a valid category.");
        return (sCategoryToOrder[index] << CATEGORY_SHIFT) | (categoryOrder & USER_MASK);
    }

    protected MenuItem addInternal(int group, int id, int categoryOrder, CharSequence title) {
        final int ordering = getOrdering(categoryOrder);
        Item item = new Item(group, id, categoryOrder, ordering, title);
        int insert = mItems.size();
        for (int i = mItems.size() - 1; i >= 0; i--) {
            if (mItems.get(i).ordering <= ordering) { insert = i + 1; break; }
            insert = i;
        }
        mItems.add(insert, item);
        return item;
    }

    @Override public MenuItem add(CharSequence title) { return addInternal(0, 0, 0, title); }
    @Override public MenuItem add(int titleRes) { return addInternal(0, 0, 0, mContext.getString(titleRes)); }
    @Override public MenuItem add(int groupId, int itemId, int order, CharSequence title) { return addInternal(groupId, itemId, order, title); }
    @Override public MenuItem add(int groupId, int itemId, int order, int titleRes) { return addInternal(groupId, itemId, order, mContext.getString(titleRes)); }

    @Override
    public void removeItem(int id) {
        for (int i = 0; i < mItems.size(); i++) if (mItems.get(i).id == id) { mItems.remove(i); return; }
    }

    @Override public void removeGroup(int groupId) { mItems.removeIf(it -> it.group == groupId); }
    @Override public void clear() { mItems.clear(); }

    @Override
    public void setGroupCheckable(int group, boolean checkable, boolean exclusive) {
        for (Item it : mItems) if (it.group == group) { it.checkable = checkable; it.exclusive = exclusive; }
    }

    @Override public void setGroupVisible(int group, boolean visible) { for (Item it : mItems) if (it.group == group) it.visible = visible; }
    @Override public void setGroupEnabled(int group, boolean enabled) { for (Item it : mItems) if (it.group == group) it.enabled = enabled; }

    @Override
    public boolean hasVisibleItems() {
        for (Item it : mItems) if (it.visible) return true;
        return false;
    }

    @Override
    public MenuItem findItem(int id) {
        for (Item it : mItems) if (it.id == id) return it;
        return null;
    }

    @Override public int size() { return mItems.size(); }
    @Override public MenuItem getItem(int index) { return mItems.get(index); }
    @Override public void close() {}

    @Override
    public boolean performIdentifierAction(int id, int flags) {
        MenuItem item = findItem(id);
        return item != null && performItemAction(item);
    }

    /** MenuItemImpl.invoke then the menu callback: true when the selection was consumed. */
    public boolean performItemAction(MenuItem item) {
        Item it = (Item) item;
        if (!it.enabled) return false;
        if (it.clickListener != null && it.clickListener.onMenuItemClick(it)) return true;
        return mCallback != null && mCallback.onMenuItemSelected(this, it);
    }

    @Override public void setQwertyMode(boolean isQwerty) {}

    /** Reads res/menu/<name>.xml into the menu. */
    public static void inflate(Context context, int menuRes, Menu menu) {
        File f = Runtime.get().res.file("menu", menuRes, "menu");
        if (f == null) throw new android.content.res.Resources.NotFoundException("Resource ID #0x" + Integer.toHexString(menuRes));
        XmlNode root = XmlNode.parse(f);
        if (!root.tag.equals("menu")) throw new InflateException("Expecting menu, got " + root.tag);
        String resName = Runtime.get().res.describe(menuRes);
        readItems(root, menu, 0, "none", resName);
    }

    private static void readItems(XmlNode parent, Menu menu, int group, String checkableBehavior, String resName) {
        for (XmlNode n : parent.children) {
            if (n.tag.equals("group")) {
                int gid = n.android("id") == null ? 0 : Runtime.get().res.idForReference(n.android("id"));
                String cb = n.android("checkableBehavior") != null ? n.android("checkableBehavior") : "none";
                readItems(n, menu, gid, cb, resName);
                continue;
            }
            if (!n.tag.equals("item")) continue;
            if (!n.children.isEmpty()) {
                throw new UnsupportedOperationException("stub: sub-menus (" + resName + " line " + n.line + ")");
            }
            int id = n.android("id") == null ? 0 : Runtime.get().res.idForReference(n.android("id"));
            int order = n.android("orderInCategory") == null ? 0 : Integer.parseInt(Runtime.get().res.resolveValue(n.android("orderInCategory")));
            CharSequence title = n.android("title") == null ? null : Runtime.get().res.resolveText(n.android("title"));
            MenuItem item = menu.add(group, id, order, title);
            if (n.android("icon") != null) item.setIcon(Runtime.get().res.idForReference(n.android("icon")));
            boolean checkable = "true".equals(n.android("checkable")) || !"none".equals(checkableBehavior);
            item.setCheckable(checkable);
            if (item instanceof Item && "single".equals(checkableBehavior)) ((Item) item).setExclusiveCheckable(true);
            if ("true".equals(n.android("checked"))) item.setChecked(true);
            if ("false".equals(n.android("enabled"))) item.setEnabled(false);
            if ("false".equals(n.android("visible"))) item.setVisible(false);
        }
    }
}
