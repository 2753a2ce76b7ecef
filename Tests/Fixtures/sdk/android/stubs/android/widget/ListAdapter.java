// Mirrors android.widget.ListAdapter at API 35 (framework)
package android.widget;

public interface ListAdapter extends Adapter {
    boolean areAllItemsEnabled();

    boolean isEnabled(int position);
}
