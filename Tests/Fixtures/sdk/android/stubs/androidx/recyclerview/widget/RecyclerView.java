// Mirrors androidx.recyclerview.widget.RecyclerView at API 35 (androidx recyclerview 1.3.2). Rows are created and
// bound when the harness runs a layout pass (only with a LayoutManager, as on a device); adapter notifications while
// binding throw, holders report their binding position while attached.
package androidx.recyclerview.widget;

import android.content.Context;
import android.util.AttributeSet;
import android.view.View;
import android.view.ViewGroup;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class RecyclerView extends ViewGroup {
    public static final int HORIZONTAL = 0;
    public static final int VERTICAL = 1;
    public static final int NO_POSITION = -1;
    public static final long NO_ID = -1;
    public static final int INVALID_TYPE = -1;
    public static final int SCROLL_STATE_IDLE = 0;

    private Adapter mAdapter;
    private LayoutManager mLayout;
    private final ArrayList<ItemDecoration> mItemDecorations = new ArrayList<>();
    private final ArrayList<ViewHolder> mAttached = new ArrayList<>();
    boolean mComputingLayout;
    private boolean mDirty = true;
    private boolean mHasFixedSize;
    private final AdapterDataObserver mObserver = new AdapterDataObserver() {
        @Override
        public void onChanged() { assertNotInLayoutOrScroll(); mDirty = true; }

        @Override
        public void onItemRangeChanged(int positionStart, int itemCount, @Nullable Object payload) { assertNotInLayoutOrScroll(); mDirty = true; }

        @Override
        public void onItemRangeInserted(int positionStart, int itemCount) { assertNotInLayoutOrScroll(); mDirty = true; }

        @Override
        public void onItemRangeRemoved(int positionStart, int itemCount) { assertNotInLayoutOrScroll(); mDirty = true; }

        @Override
        public void onItemRangeMoved(int fromPosition, int toPosition, int itemCount) { assertNotInLayoutOrScroll(); mDirty = true; }
    };

    public RecyclerView(@NonNull Context context) { this(context, null); }

    public RecyclerView(@NonNull Context context, @Nullable AttributeSet attrs) { this(context, attrs, 0); }

    public RecyclerView(@NonNull Context context, @Nullable AttributeSet attrs, int defStyleAttr) {
        super(context, attrs, defStyleAttr);
        String lm = tandem.runtime.XmlAttributes.app(attrs, "layoutManager");
        if (lm != null) {
            if (lm.equals("LinearLayoutManager") || lm.endsWith(".LinearLayoutManager")) setLayoutManager(new LinearLayoutManager(context));
            else throw new IllegalStateException("stub: app:layoutManager " + lm);
        }
    }

    void assertNotInLayoutOrScroll() {
        if (mComputingLayout) {
            throw new IllegalStateException("Cannot call this method while RecyclerView is computing a layout or scrolling" + exceptionLabel());
        }
    }

    String exceptionLabel() {
        return " " + super.toString() + ", adapter:" + mAdapter + ", layout:" + mLayout + ", context:" + getContext();
    }

    public void setHasFixedSize(boolean hasFixedSize) { mHasFixedSize = hasFixedSize; }

    public boolean hasFixedSize() { return mHasFixedSize; }

    @SuppressWarnings("unchecked")
    public void setAdapter(@Nullable Adapter adapter) {
        if (mAdapter != null) mAdapter.unregisterAdapterDataObserver(mObserver);
        recycleAll();
        mAdapter = adapter;
        if (adapter != null) adapter.registerAdapterDataObserver(mObserver);
    }

    public void swapAdapter(@Nullable Adapter adapter, boolean removeAndRecycleExistingViews) { setAdapter(adapter); }

    @Nullable
    public Adapter getAdapter() { return mAdapter; }

    public void setLayoutManager(@Nullable LayoutManager layout) {
        if (layout == mLayout) return;
        if (layout != null && layout.mRecyclerView != null) {
            throw new IllegalArgumentException("LayoutManager " + layout + " is already attached to a RecyclerView:" + layout.mRecyclerView.exceptionLabel());
        }
        if (mLayout != null) mLayout.mRecyclerView = null;
        recycleAll();
        mLayout = layout;
        if (layout != null) layout.mRecyclerView = this;
    }

    @Nullable
    public LayoutManager getLayoutManager() { return mLayout; }

    public void addItemDecoration(@NonNull ItemDecoration decor) { addItemDecoration(decor, -1); }

    public void addItemDecoration(@NonNull ItemDecoration decor, int index) {
        if (index < 0) mItemDecorations.add(decor); else mItemDecorations.add(index, decor);
    }

    public void removeItemDecoration(@NonNull ItemDecoration decor) { mItemDecorations.remove(decor); }

    public int getItemDecorationCount() { return mItemDecorations.size(); }

    public void scrollToPosition(int position) {}

    public void smoothScrollToPosition(int position) {}

    @Nullable
    public ViewHolder findViewHolderForAdapterPosition(int position) {
        for (ViewHolder h : mAttached) if (h.mPosition == position) return h;
        return null;
    }

    @Nullable
    public ViewHolder getChildViewHolder(@NonNull View child) {
        for (ViewHolder h : mAttached) if (h.itemView == child) return h;
        if (child.getParent() != this) throw new IllegalArgumentException("View " + child + " is not a direct child of " + this);
        return null;
    }

    public int getChildAdapterPosition(@NonNull View child) {
        ViewHolder h = getChildViewHolder(child);
        return h != null ? h.getAbsoluteAdapterPosition() : NO_POSITION;
    }

    @SuppressWarnings("unchecked")
    private void recycleAll() {
        mDirty = true;
        for (ViewHolder h : mAttached) {
            super.removeView(h.itemView);
            if (mAdapter != null) mAdapter.onViewRecycled(h);
            h.mOwnerRecyclerView = null;
            h.mBindingAdapter = null;
            h.mPosition = NO_POSITION;
        }
        mAttached.clear();
    }

    /** Not API: a layout pass binding up to cap rows; returns the holders (what the harness clicks). */
    @SuppressWarnings("unchecked")
    List<ViewHolder> layoutRows(int cap) {
        if (mAdapter == null) return Collections.emptyList();
        if (mLayout == null) {
            tandem.runtime.Runtime.get().problem("E/RecyclerView: No layout manager attached; skipping layout (" + this
                    + " has an adapter but no LayoutManager: the list stays empty on a device)");
            return Collections.emptyList();
        }
        if (!mDirty && !mAttached.isEmpty()) return new ArrayList<>(mAttached);
        recycleAll();
        mDirty = false;
        int count = mAdapter.getItemCount();
        mComputingLayout = true;
        try {
            for (int position = 0; position < Math.min(count, cap); position++) {
                int type = mAdapter.getItemViewType(position);
                ViewHolder holder = mAdapter.createViewHolder(this, type);
                holder.mOwnerRecyclerView = this;
                mAdapter.bindViewHolder(holder, position);
                ViewGroup.LayoutParams lp = holder.itemView.getLayoutParams();
                super.addView(holder.itemView, -1, lp != null ? lp : generateDefaultLayoutParams());
                mAttached.add(holder);
            }
        } finally {
            mComputingLayout = false;
        }
        return new ArrayList<>(mAttached);
    }

    @Override
    protected ViewGroup.LayoutParams generateDefaultLayoutParams() {
        return new LayoutParams(LayoutParams.MATCH_PARENT, LayoutParams.WRAP_CONTENT);
    }

    @Override
    public ViewGroup.LayoutParams generateLayoutParams(AttributeSet attrs) { return new LayoutParams(getContext(), attrs); }

    @Override
    protected void onLayout(boolean changed, int l, int t, int r, int b) {}

    public static class LayoutParams extends ViewGroup.MarginLayoutParams {
        public LayoutParams(Context c, AttributeSet attrs) { super(c, attrs); }

        public LayoutParams(int width, int height) { super(width, height); }

        public LayoutParams(ViewGroup.LayoutParams source) { super(source); }
    }

    public abstract static class AdapterDataObserver {
        public AdapterDataObserver() {}

        public void onChanged() {}

        public void onItemRangeChanged(int positionStart, int itemCount) {}

        public void onItemRangeChanged(int positionStart, int itemCount, @Nullable Object payload) { onItemRangeChanged(positionStart, itemCount); }

        public void onItemRangeInserted(int positionStart, int itemCount) {}

        public void onItemRangeRemoved(int positionStart, int itemCount) {}

        public void onItemRangeMoved(int fromPosition, int toPosition, int itemCount) {}
    }

    public abstract static class Adapter<VH extends ViewHolder> {
        private final ArrayList<AdapterDataObserver> mObservers = new ArrayList<>();
        private boolean mHasStableIds = false;

        public Adapter() {}

        @NonNull
        public abstract VH onCreateViewHolder(@NonNull ViewGroup parent, int viewType);

        public abstract void onBindViewHolder(@NonNull VH holder, int position);

        public void onBindViewHolder(@NonNull VH holder, int position, @NonNull List<Object> payloads) { onBindViewHolder(holder, position); }

        @NonNull
        public final VH createViewHolder(@NonNull ViewGroup parent, int viewType) {
            final VH holder = onCreateViewHolder(parent, viewType);
            if (holder.itemView.getParent() != null) {
                throw new IllegalStateException("ViewHolder views must not be attached when created. Ensure that you are not"
                        + " passing 'true' to the attachToRoot parameter of LayoutInflater.inflate(..., boolean attachToRoot)");
            }
            holder.mItemViewType = viewType;
            return holder;
        }

        public final void bindViewHolder(@NonNull VH holder, int position) {
            holder.mPosition = position;
            holder.mBindingAdapter = this;
            if (hasStableIds()) holder.mItemId = getItemId(position);
            onBindViewHolder(holder, position, Collections.<Object>emptyList());
        }

        public int getItemViewType(int position) { return 0; }

        public void setHasStableIds(boolean hasStableIds) {
            if (!mObservers.isEmpty()) {
                throw new IllegalStateException("Cannot change whether this adapter has stable IDs while the adapter has registered observers.");
            }
            mHasStableIds = hasStableIds;
        }

        public long getItemId(int position) { return NO_ID; }

        public abstract int getItemCount();

        public final boolean hasStableIds() { return mHasStableIds; }

        public void onViewRecycled(@NonNull VH holder) {}

        public void onAttachedToRecyclerView(@NonNull RecyclerView recyclerView) {}

        public void onDetachedFromRecyclerView(@NonNull RecyclerView recyclerView) {}

        public final boolean hasObservers() { return !mObservers.isEmpty(); }

        public void registerAdapterDataObserver(@NonNull AdapterDataObserver observer) { mObservers.add(observer); }

        public void unregisterAdapterDataObserver(@NonNull AdapterDataObserver observer) { mObservers.remove(observer); }

        public final void notifyDataSetChanged() { for (AdapterDataObserver o : new ArrayList<>(mObservers)) o.onChanged(); }

        public final void notifyItemChanged(int position) { notifyItemRangeChanged(position, 1, null); }

        public final void notifyItemChanged(int position, @Nullable Object payload) { notifyItemRangeChanged(position, 1, payload); }

        public final void notifyItemRangeChanged(int positionStart, int itemCount) { notifyItemRangeChanged(positionStart, itemCount, null); }

        public final void notifyItemRangeChanged(int positionStart, int itemCount, @Nullable Object payload) {
            for (AdapterDataObserver o : new ArrayList<>(mObservers)) o.onItemRangeChanged(positionStart, itemCount, payload);
        }

        public final void notifyItemInserted(int position) { notifyItemRangeInserted(position, 1); }

        public final void notifyItemMoved(int fromPosition, int toPosition) {
            for (AdapterDataObserver o : new ArrayList<>(mObservers)) o.onItemRangeMoved(fromPosition, toPosition, 1);
        }

        public final void notifyItemRangeInserted(int positionStart, int itemCount) {
            for (AdapterDataObserver o : new ArrayList<>(mObservers)) o.onItemRangeInserted(positionStart, itemCount);
        }

        public final void notifyItemRemoved(int position) { notifyItemRangeRemoved(position, 1); }

        public final void notifyItemRangeRemoved(int positionStart, int itemCount) {
            for (AdapterDataObserver o : new ArrayList<>(mObservers)) o.onItemRangeRemoved(positionStart, itemCount);
        }
    }

    public abstract static class ViewHolder {
        @NonNull
        public final View itemView;
        int mPosition = NO_POSITION;
        long mItemId = NO_ID;
        int mItemViewType = INVALID_TYPE;
        Adapter<? extends ViewHolder> mBindingAdapter;
        RecyclerView mOwnerRecyclerView;
        private boolean mRecyclable = true;

        public ViewHolder(@NonNull View itemView) {
            if (itemView == null) throw new IllegalArgumentException("itemView may not be null");
            this.itemView = itemView;
        }

        /** @deprecated This method is confusing when adapters nest other adapters; use getBindingAdapterPosition or getAbsoluteAdapterPosition. */
        @Deprecated
        public final int getPosition() { return mPosition; }

        public final int getLayoutPosition() { return mPosition; }

        /** @deprecated This method is confusing when adapters nest other adapters; use getBindingAdapterPosition or getAbsoluteAdapterPosition. */
        @Deprecated
        public final int getAdapterPosition() { return getBindingAdapterPosition(); }

        public final int getBindingAdapterPosition() {
            if (mBindingAdapter == null || mOwnerRecyclerView == null) return NO_POSITION;
            return mPosition;
        }

        public final int getAbsoluteAdapterPosition() { return mOwnerRecyclerView == null ? NO_POSITION : mPosition; }

        @Nullable
        public final Adapter<? extends ViewHolder> getBindingAdapter() { return mBindingAdapter; }

        public final int getOldPosition() { return NO_POSITION; }

        public final long getItemId() { return mItemId; }

        public final int getItemViewType() { return mItemViewType; }

        public final void setIsRecyclable(boolean recyclable) { mRecyclable = recyclable; }

        public final boolean isRecyclable() { return mRecyclable; }

        @Override
        public String toString() {
            return getClass().getSimpleName() + "{" + Integer.toHexString(hashCode()) + " position=" + mPosition + " id=" + mItemId + "}";
        }
    }

    public abstract static class LayoutManager {
        RecyclerView mRecyclerView;

        public LayoutManager() {}

        public abstract LayoutParams generateDefaultLayoutParams();

        public boolean canScrollHorizontally() { return false; }

        public boolean canScrollVertically() { return false; }

        public int getItemCount() {
            final Adapter a = mRecyclerView != null ? mRecyclerView.getAdapter() : null;
            return a != null ? a.getItemCount() : 0;
        }

        public int getChildCount() { return mRecyclerView != null ? mRecyclerView.getChildCount() : 0; }
    }

    public abstract static class ItemDecoration {
        public ItemDecoration() {}
    }
}
