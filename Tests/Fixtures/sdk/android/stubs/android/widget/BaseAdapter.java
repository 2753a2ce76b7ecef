// Mirrors android.widget.BaseAdapter at API 35 (framework)
package android.widget;

import android.database.DataSetObserver;
import android.view.View;
import android.view.ViewGroup;

import java.util.ArrayList;

public abstract class BaseAdapter implements ListAdapter, SpinnerAdapter {
    private final ArrayList<DataSetObserver> mObservers = new ArrayList<>();

    public BaseAdapter() {}

    public boolean hasStableIds() { return false; }

    public void registerDataSetObserver(DataSetObserver observer) {
        if (observer == null) throw new IllegalArgumentException("The observer is null.");
        if (mObservers.contains(observer)) throw new IllegalStateException("Observer " + observer + " is already registered.");
        mObservers.add(observer);
    }

    public void unregisterDataSetObserver(DataSetObserver observer) {
        if (observer == null) throw new IllegalArgumentException("The observer is null.");
        if (!mObservers.remove(observer)) throw new IllegalStateException("Observer " + observer + " was not registered.");
    }

    public void notifyDataSetChanged() { for (DataSetObserver o : new ArrayList<>(mObservers)) o.onChanged(); }

    public void notifyDataSetInvalidated() { for (DataSetObserver o : new ArrayList<>(mObservers)) o.onInvalidated(); }

    public boolean areAllItemsEnabled() { return true; }

    public boolean isEnabled(int position) { return true; }

    public View getDropDownView(int position, View convertView, ViewGroup parent) { return getView(position, convertView, parent); }

    public int getItemViewType(int position) { return 0; }

    public int getViewTypeCount() { return 1; }

    public boolean isEmpty() { return getCount() == 0; }
}
