// Mirrors androidx.customview.widget.Openable at API 35 (androidx customview 1.1.0): a layout that can be opened and
// closed (DrawerLayout; NavigationUI's AppBarConfiguration holds one).
package androidx.customview.widget;

public interface Openable {
    boolean isOpen();

    void open();

    void close();
}
