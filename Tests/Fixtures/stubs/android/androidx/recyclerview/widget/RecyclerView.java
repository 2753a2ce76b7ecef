package androidx.recyclerview.widget;

import android.content.Context;
import android.view.View;
import android.view.ViewGroup;

public class RecyclerView extends ViewGroup {
    public RecyclerView(Context context) { super(context); }

    public void setAdapter(Adapter adapter) {}
    public Adapter getAdapter() { return null; }
    public void setLayoutManager(LayoutManager layout) {}
    public LayoutManager getLayoutManager() { return null; }

    public abstract static class LayoutManager {}

    public abstract static class ViewHolder {
        public final View itemView;
        public ViewHolder(View itemView) { this.itemView = itemView; }
    }

    public abstract static class Adapter<VH extends ViewHolder> {
        public abstract VH onCreateViewHolder(ViewGroup parent, int viewType);
        public abstract void onBindViewHolder(VH holder, int position);
        public abstract int getItemCount();
        public final void notifyDataSetChanged() {}
    }
}
