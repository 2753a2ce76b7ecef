// Mirrors android.view.Menu at API 35 (framework): the members generated code can reach (no sub-menus)
package android.view;

public interface Menu {
    int NONE = 0;
    int FIRST = 1;
    int CATEGORY_CONTAINER = 0x00010000;
    int CATEGORY_SYSTEM = 0x00020000;
    int CATEGORY_SECONDARY = 0x00030000;
    int CATEGORY_ALTERNATIVE = 0x00040000;
    int FLAG_APPEND_TO_GROUP = 0x0001;
    int FLAG_PERFORM_NO_CLOSE = 0x0001;
    int FLAG_ALWAYS_PERFORM_CLOSE = 0x0002;

    MenuItem add(CharSequence title);

    MenuItem add(int titleRes);

    MenuItem add(int groupId, int itemId, int order, CharSequence title);

    MenuItem add(int groupId, int itemId, int order, int titleRes);

    void removeItem(int id);

    void removeGroup(int groupId);

    void clear();

    void setGroupCheckable(int group, boolean checkable, boolean exclusive);

    void setGroupVisible(int group, boolean visible);

    void setGroupEnabled(int group, boolean enabled);

    boolean hasVisibleItems();

    MenuItem findItem(int id);

    int size();

    MenuItem getItem(int index);

    void close();

    boolean performIdentifierAction(int id, int flags);

    void setQwertyMode(boolean isQwerty);
}
