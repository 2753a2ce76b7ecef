// Mirrors android.widget.ArrayAdapter at API 35 (framework): views inflated from the given layout (a TextView, or
// the field id inside it); the array constructors keep Arrays.asList, so add/remove throw as on a device.
package android.widget;

import android.content.Context;
import android.view.LayoutInflater;
import android.view.View;
import android.view.ViewGroup;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

public class ArrayAdapter<T> extends BaseAdapter {
    private final LayoutInflater mInflater;
    private final Context mContext;
    private final int mResource;
    private int mDropDownResource;
    private final int mFieldId;
    private List<T> mObjects;
    private boolean mNotifyOnChange = true;

    public ArrayAdapter(@NonNull Context context, int resource) { this(context, resource, 0, new ArrayList<T>()); }

    public ArrayAdapter(@NonNull Context context, int resource, int textViewResourceId) { this(context, resource, textViewResourceId, new ArrayList<T>()); }

    public ArrayAdapter(@NonNull Context context, int resource, @NonNull T[] objects) { this(context, resource, 0, Arrays.asList(objects)); }

    public ArrayAdapter(@NonNull Context context, int resource, int textViewResourceId, @NonNull T[] objects) {
        this(context, resource, textViewResourceId, Arrays.asList(objects));
    }

    public ArrayAdapter(@NonNull Context context, int resource, @NonNull List<T> objects) { this(context, resource, 0, objects); }

    public ArrayAdapter(@NonNull Context context, int resource, int textViewResourceId, @NonNull List<T> objects) {
        mContext = context;
        mInflater = LayoutInflater.from(context);
        mResource = mDropDownResource = resource;
        mObjects = objects;
        mFieldId = textViewResourceId;
    }

    public void add(@Nullable T object) { mObjects.add(object); if (mNotifyOnChange) notifyDataSetChanged(); }

    public void addAll(@NonNull Collection<? extends T> collection) { mObjects.addAll(collection); if (mNotifyOnChange) notifyDataSetChanged(); }

    @SafeVarargs
    public final void addAll(T... items) { Collections.addAll(mObjects, items); if (mNotifyOnChange) notifyDataSetChanged(); }

    public void insert(@Nullable T object, int index) { mObjects.add(index, object); if (mNotifyOnChange) notifyDataSetChanged(); }

    public void remove(@Nullable T object) { mObjects.remove(object); if (mNotifyOnChange) notifyDataSetChanged(); }

    public void clear() { mObjects.clear(); if (mNotifyOnChange) notifyDataSetChanged(); }

    public void sort(@NonNull Comparator<? super T> comparator) { Collections.sort(mObjects, comparator); if (mNotifyOnChange) notifyDataSetChanged(); }

    @Override
    public void notifyDataSetChanged() {
        super.notifyDataSetChanged();
        mNotifyOnChange = true;
    }

    public void setNotifyOnChange(boolean notifyOnChange) { mNotifyOnChange = notifyOnChange; }

    @NonNull
    public Context getContext() { return mContext; }

    @Override
    public int getCount() { return mObjects.size(); }

    @Override
    @Nullable
    public T getItem(int position) { return mObjects.get(position); }

    public int getPosition(@Nullable T item) { return mObjects.indexOf(item); }

    @Override
    public long getItemId(int position) { return position; }

    @Override
    @NonNull
    public View getView(int position, @Nullable View convertView, @NonNull ViewGroup parent) {
        return createViewFromResource(mInflater, position, convertView, parent, mResource);
    }

    private View createViewFromResource(LayoutInflater inflater, int position, View convertView, ViewGroup parent, int resource) {
        final View view;
        final TextView text;
        if (convertView == null) view = inflater.inflate(resource, parent, false);
        else view = convertView;
        try {
            if (mFieldId == 0) {
                text = (TextView) view;
            } else {
                text = view.findViewById(mFieldId);
                if (text == null) {
                    throw new RuntimeException("Failed to find view with ID " + mContext.getResources().getResourceName(mFieldId) + " in item layout");
                }
            }
        } catch (ClassCastException e) {
            throw new IllegalStateException("ArrayAdapter requires the resource ID to be a TextView", e);
        }
        final T item = getItem(position);
        if (item instanceof CharSequence) text.setText((CharSequence) item);
        else text.setText(String.valueOf(item));
        return view;
    }

    public void setDropDownViewResource(int resource) { mDropDownResource = resource; }

    @Override
    public View getDropDownView(int position, @Nullable View convertView, @NonNull ViewGroup parent) {
        return createViewFromResource(mInflater, position, convertView, parent, mDropDownResource);
    }

    @NonNull
    public static ArrayAdapter<CharSequence> createFromResource(@NonNull Context context, int textArrayResId, int textViewResId) {
        final CharSequence[] strings = context.getResources().getTextArray(textArrayResId);
        return new ArrayAdapter<>(context, textViewResId, 0, Arrays.asList(strings));
    }
}
