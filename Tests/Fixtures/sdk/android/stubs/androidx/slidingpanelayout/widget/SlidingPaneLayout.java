// Mirrors androidx.slidingpanelayout.widget.SlidingPaneLayout at API 35 (androidx slidingpanelayout 1.2.0). The first
// child is the list pane, the second the detail pane; as in 1.2.0, addView wraps the second child in the library's
// private TouchBlocker (a FrameLayout that takes every touch), which becomes the slideable view and the `panel` the
// listeners get. The layout pass (not API: layoutPass, the smoke harness's frame) measures as onMeasure does, then lays
// out (View.layout: onLayout, then the OnLayoutChangeListeners): each
// child's width is its fixed layout_width, the available width for match_parent (and, here, wrap_content: content is
// not measured), nothing for a 0dp child with a weight; when the detail pane no longer fits beside what comes before it
// the layout is slideable and both panes take the whole width, one covering the other. The available width is the
// window's (DisplayMetrics.widthPixels, a 1080 px phone) unless this layout or an ancestor has a fixed layout_width.
// The first layout pass puts the pane where open/close before it asked (mPreservedOpenState), without telling the
// listeners, as the library does. Afterwards openPane/closePane animate: the ViewDragHelper goes SETTLING at once and
// the detail pane arrives on the next frame (the main looper): onPanelSlide, then onPanelOpened/onPanelClosed, once
// each; isOpen() is false right after openPane(). Not slideable (the panes side by side, or before the first layout
// pass), isOpen() is true and openPane()/closePane() after the first layout return false. A person's swipe (not API:
// userSwipeOpen) only moves the pane when the lock mode lets them. Back is not handled here: apps close the pane from
// an OnBackPressedCallback (the list-detail guide's TwoPaneOnBackPressedCallback).
package androidx.slidingpanelayout.widget;

import android.content.Context;
import android.util.AttributeSet;
import android.util.DisplayMetrics;
import android.util.Log;
import android.view.View;
import android.view.ViewGroup;
import android.view.ViewParent;
import android.widget.FrameLayout;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.customview.widget.Openable;

import tandem.runtime.XmlAttributes;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

public class SlidingPaneLayout extends ViewGroup implements Openable {
    private static final String TAG = "SlidingPaneLayout";

    public static final int LOCK_MODE_UNLOCKED = 0;
    public static final int LOCK_MODE_LOCKED_OPEN = 1;
    public static final int LOCK_MODE_LOCKED_CLOSED = 2;
    public static final int LOCK_MODE_LOCKED = 3;

    // ViewDragHelper's states
    private static final int STATE_IDLE = 0;
    private static final int STATE_DRAGGING = 1;
    private static final int STATE_SETTLING = 2;

    private final List<PanelSlideListener> mPanelSlideListeners = new CopyOnWriteArrayList<>();
    private boolean mCanSlide;
    View mSlideableView;
    /** How far the detail pane is from covering the list: 0 = open, 1 = closed. */
    float mSlideOffset = 1.f;
    boolean mPreservedOpenState;
    private boolean mFirstLayout = true;
    private int mLockMode;

    private int mDragState = STATE_IDLE;
    private float mSettleTo;
    private boolean mFramePosted;
    private boolean mWarnedChildCount;

    public interface PanelSlideListener {
        void onPanelSlide(@NonNull View panel, float slideOffset);

        void onPanelOpened(@NonNull View panel);

        void onPanelClosed(@NonNull View panel);
    }

    public static class SimplePanelSlideListener implements PanelSlideListener {
        @Override
        public void onPanelSlide(@NonNull View panel, float slideOffset) {}

        @Override
        public void onPanelOpened(@NonNull View panel) {}

        @Override
        public void onPanelClosed(@NonNull View panel) {}
    }

    public SlidingPaneLayout(@NonNull Context context) { this(context, null); }

    public SlidingPaneLayout(@NonNull Context context, @Nullable AttributeSet attrs) { this(context, attrs, 0); }

    public SlidingPaneLayout(@NonNull Context context, @Nullable AttributeSet attrs, int defStyle) {
        super(context, attrs, defStyle);
    }

    // region lock mode and listeners

    public final void setLockMode(int lockMode) { mLockMode = lockMode; }

    public final int getLockMode() { return mLockMode; }

    public void addPanelSlideListener(@NonNull PanelSlideListener listener) { mPanelSlideListeners.add(listener); }

    public void removePanelSlideListener(@NonNull PanelSlideListener listener) { mPanelSlideListeners.remove(listener); }

    void dispatchOnPanelSlide(@NonNull View panel) {
        for (PanelSlideListener listener : mPanelSlideListeners) listener.onPanelSlide(panel, mSlideOffset);
    }

    void dispatchOnPanelOpened(@NonNull View panel) {
        for (PanelSlideListener listener : mPanelSlideListeners) listener.onPanelOpened(panel);
    }

    void dispatchOnPanelClosed(@NonNull View panel) {
        for (PanelSlideListener listener : mPanelSlideListeners) listener.onPanelClosed(panel);
    }

    // endregion
    // region children

    @Override
    public void addView(View child, int index, ViewGroup.LayoutParams params) {
        if (getChildCount() == 1) {
            // Wrap the detail view inside a touch blocker container.
            super.addView(new TouchBlocker(child), index, params);
            return;
        }
        super.addView(child, index, params);
    }

    @Override
    public void removeView(View view) {
        if (view.getParent() instanceof TouchBlocker) {
            super.removeView((View) view.getParent());
            return;
        }
        super.removeView(view);
    }

    /** The library's private wrapper of the detail pane: a FrameLayout that consumes every touch. */
    private static class TouchBlocker extends FrameLayout {
        TouchBlocker(View view) {
            super(view.getContext());
            addView(view);
        }
    }

    /** Makes the children under the slideable view visible again (it is never opaque: a TouchBlocker has no background). */
    void updateObscuredViewsVisibility(View panel) {
        for (int i = 0; i < getChildCount(); i++) {
            final View child = getChildAt(i);
            if (child == panel) break;
            if (child.getVisibility() == GONE) continue;
            child.setVisibility(VISIBLE);
        }
    }

    void setAllChildrenVisible() {
        for (int i = 0; i < getChildCount(); i++) {
            final View child = getChildAt(i);
            if (child.getVisibility() == INVISIBLE) child.setVisibility(VISIBLE);
        }
    }

    // endregion
    // region opening and closing

    private boolean closePane(int initialVelocity) {
        if (!mCanSlide) mPreservedOpenState = false;
        if (mFirstLayout || smoothSlideTo(1.f, initialVelocity)) {
            mPreservedOpenState = false;
            return true;
        }
        return false;
    }

    private boolean openPane(int initialVelocity) {
        if (!mCanSlide) mPreservedOpenState = true;
        if (mFirstLayout || smoothSlideTo(0.f, initialVelocity)) {
            mPreservedOpenState = true;
            return true;
        }
        return false;
    }

    @Override
    public void open() { openPane(); }

    public boolean openPane() { return openPane(0); }

    @Override
    public void close() { closePane(); }

    public boolean closePane() { return closePane(0); }

    @Override
    public boolean isOpen() { return !mCanSlide || mSlideOffset == 0; }

    public boolean isSlideable() { return mCanSlide; }

    void onPanelDragged(float newOffset) {
        if (mSlideableView == null) {
            // This can happen if we're aborting motion during layout because everything now fits.
            mSlideOffset = 0;
            return;
        }
        mSlideOffset = newOffset;
        dispatchOnPanelSlide(mSlideableView);
    }

    // endregion
    // region what ViewDragHelper and the frames do

    /** smoothSlideTo: nothing to do (and idle) when the pane is already there, else settling until the next frame. */
    boolean smoothSlideTo(float slideOffset, int velocity) {
        if (!mCanSlide) return false;
        if (mSlideOffset == slideOffset) {
            // forceSettleCapturedViewAt with nothing to move: "Send callbacks, be done."
            setDragState(STATE_IDLE);
            return false;
        }
        mSettleTo = slideOffset;
        setDragState(STATE_SETTLING);
        postFrame();
        setAllChildrenVisible();
        return true;
    }

    private void setDragState(int state) {
        if (mDragState == state) return;
        mDragState = state;
        onViewDragStateChanged();
    }

    /** DragHelperCallback.onViewDragStateChanged: the pane came to rest open or closed. */
    private void onViewDragStateChanged() {
        if (mDragState != STATE_IDLE) return;
        if (mSlideOffset == 1) {
            updateObscuredViewsVisibility(mSlideableView);
            dispatchOnPanelClosed(mSlideableView);
            mPreservedOpenState = false;
        } else {
            dispatchOnPanelOpened(mSlideableView);
            mPreservedOpenState = true;
        }
    }

    private void postFrame() {
        if (mFramePosted) return;
        mFramePosted = true;
        post(new Runnable() {
            @Override
            public void run() {
                mFramePosted = false;
                computeScroll();
            }
        });
    }

    /** A frame: a settling pane arrives where it was going (onViewPositionChanged: onPanelSlide), then the drag helper
     *  goes idle (onPanelOpened/onPanelClosed). */
    private void computeScroll() {
        if (mDragState != STATE_SETTLING) return;
        onPanelDragged(mSettleTo);
        setDragState(STATE_IDLE);
    }

    /** ViewDragHelper's abort(): a settling pane jumps to where it was going, then idle. */
    private void abortDrag() {
        if (mDragState == STATE_SETTLING) onPanelDragged(mSettleTo);
        setDragState(STATE_IDLE);
    }

    /** DragHelperCallback.isDraggable: what the lock mode lets a person's finger do. */
    private boolean isDraggable() {
        if (getLockMode() == LOCK_MODE_LOCKED) return false;
        if (isOpen() && getLockMode() == LOCK_MODE_LOCKED_OPEN) return false;
        return isOpen() || getLockMode() != LOCK_MODE_LOCKED_CLOSED;
    }

    /** Not API: a person drags the closed detail pane in from the edge and lets go (ViewDragHelper's edge drag). When
     *  slideable and the lock mode allows it the pane is captured (all children visible), follows the finger (DRAGGING,
     *  onPanelSlide), settles open (SETTLING) and is open on the next frame. Returns whether it is open or on its way. */
    boolean userSwipeOpen() {
        if (!mCanSlide || mSlideableView == null || !isDraggable()) return false;
        if (isOpen()) return true;
        setAllChildrenVisible(); // onViewCaptured
        setDragState(STATE_DRAGGING);
        onPanelDragged(Math.min(mSlideOffset, 0.5f));
        mSettleTo = 0f; // onViewReleased moving toward the start: settleCapturedViewAt the open position
        setDragState(STATE_SETTLING);
        postFrame();
        return true;
    }

    /** Not API: whether a person sees (and can touch) this child: both panes side by side when not slideable, else the
     *  detail pane unless it is closed and the list pane unless the detail pane covers it. */
    boolean paneShown(View child) {
        final int index = indexOfChild(child);
        if (index < 0) return false;
        if (!mCanSlide || mSlideableView == null) return true;
        if (child == mSlideableView) return mSlideOffset < 1f;
        return index > indexOfChild(mSlideableView) || mSlideOffset > 0f;
    }

    /** Not API: one measure and layout pass (a frame): onMeasure decides whether the panes overlap, onLayout places the
     *  slideable pane (where open/close asked before the first pass). */
    void layoutPass() {
        for (View v = this; v != null; v = v.getParent() instanceof View ? (View) v.getParent() : null) {
            if (v.getVisibility() == GONE) return; // not measured
        }
        onMeasurePass();
        layout(0, 0, 0, 0);
    }

    private void onMeasurePass() {
        final int widthAvailable = Math.max(availableWidth() - getPaddingLeft() - getPaddingRight(), 0);
        int widthRemaining = widthAvailable;
        final int childCount = getChildCount();
        if (childCount > 2 && !mWarnedChildCount) {
            mWarnedChildCount = true;
            Log.e(TAG, "onMeasure: More than two child views are not supported.");
            tandem.runtime.Runtime.get().warn("E/" + TAG + ": onMeasure: More than two child views are not supported.");
        }
        boolean canSlide = false;
        mSlideableView = null;
        for (int i = 0; i < childCount; i++) {
            final View child = getChildAt(i);
            final LayoutParams lp = (LayoutParams) child.getLayoutParams();
            if (child.getVisibility() == GONE) continue;
            // If it has no width, weight is the only contributor to its size: measured on the weight pass only.
            if (lp.weight > 0 && lp.width == 0) continue;
            final int childWidthSize = Math.max(widthAvailable - lp.leftMargin - lp.rightMargin, 0);
            final int childWidth = lp.width >= 0 ? lp.width : childWidthSize;
            widthRemaining -= childWidth;
            // Skip the first child (list pane): it is always a non-sliding pane.
            if (i == 0) continue;
            lp.slideable = widthRemaining < 0;
            canSlide |= lp.slideable;
            if (lp.slideable) mSlideableView = child;
        }
        mCanSlide = canSlide;
        if (mDragState != STATE_IDLE && !canSlide) abortDrag(); // cancel scrolling in progress, it's no longer relevant
    }

    /** The width the parent gives: the nearest fixed layout_width of this layout or an ancestor, else the window's. */
    private int availableWidth() {
        for (View v = this; v != null; ) {
            final ViewGroup.LayoutParams lp = v.getLayoutParams();
            if (lp != null && lp.width >= 0) return lp.width;
            final ViewParent parent = v.getParent();
            v = parent instanceof View ? (View) parent : null;
        }
        final DisplayMetrics metrics = getResources() != null ? getResources().getDisplayMetrics() : new DisplayMetrics();
        return metrics.widthPixels;
    }

    // endregion
    // region layout params

    @Override
    protected ViewGroup.LayoutParams generateDefaultLayoutParams() { return new LayoutParams(); }

    @Override
    protected ViewGroup.LayoutParams generateLayoutParams(ViewGroup.LayoutParams p) {
        return p instanceof MarginLayoutParams ? new LayoutParams((MarginLayoutParams) p) : new LayoutParams(p);
    }

    @Override
    protected boolean checkLayoutParams(ViewGroup.LayoutParams p) { return p instanceof LayoutParams && super.checkLayoutParams(p); }

    @Override
    public ViewGroup.LayoutParams generateLayoutParams(AttributeSet attrs) { return new LayoutParams(getContext(), attrs); }

    /** Places the slideable pane where open/close asked before the first layout, without telling the listeners. */
    @Override
    protected void onLayout(boolean changed, int l, int t, int r, int b) {
        if (mFirstLayout) {
            mSlideOffset = mCanSlide && mPreservedOpenState ? 0.f : 1.f;
            updateObscuredViewsVisibility(mSlideableView);
        }
        mFirstLayout = false;
    }

    public static class LayoutParams extends ViewGroup.MarginLayoutParams {
        public float weight = 0;
        boolean slideable;

        public LayoutParams() { super(MATCH_PARENT, MATCH_PARENT); }

        public LayoutParams(int width, int height) { super(width, height); }

        public LayoutParams(@NonNull ViewGroup.LayoutParams source) { super(source); }

        public LayoutParams(@NonNull MarginLayoutParams source) { super(source); }

        public LayoutParams(@NonNull LayoutParams source) {
            super(source);
            this.weight = source.weight;
        }

        public LayoutParams(@NonNull Context c, @Nullable AttributeSet attrs) {
            super(c, attrs);
            String w = XmlAttributes.android(attrs, "layout_weight");
            if (w != null) this.weight = Float.parseFloat(tandem.runtime.Runtime.get().res.resolveValue(w).trim());
        }
    }

    // endregion
}
