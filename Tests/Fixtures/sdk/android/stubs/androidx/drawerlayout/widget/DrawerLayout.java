// Mirrors androidx.drawerlayout.widget.DrawerLayout at API 35 (androidx drawerlayout 1.2.0). A drawer is a child whose
// android:layout_gravity resolves (left to right, as the runtime lays out) to LEFT or RIGHT; the content has none.
// Before the first layout pass openDrawer/closeDrawer set the state at once without telling the listeners, as the
// library does; afterwards they animate: the ViewDragHelper of that edge goes SETTLING at once and the drawer arrives on
// the next frame (the main looper), with onDrawerSlide, onDrawerOpened/onDrawerClosed and the state changes, each once.
// A person's swipe (not API: userSwipeOpen, for the smoke harness) only moves an unlocked drawer; the app may still
// open a locked one. The layout pass (not API: layoutPass) makes onMeasure's checks and hides closed drawers
// (INVISIBLE), as onLayout does. Back is not handled here: DrawerLayout only sees the back key when it has focus, or
// through an OnBackInvokedCallback when the app opts in to android:enableOnBackInvokedCallback; the runtime sends back
// to the activity's OnBackPressedDispatcher.
package androidx.drawerlayout.widget;

import android.content.Context;
import android.util.AttributeSet;
import android.view.Gravity;
import android.view.View;
import android.view.ViewGroup;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.core.view.GravityCompat;
import androidx.customview.widget.Openable;

import tandem.runtime.XmlAttributes;

import java.util.ArrayList;
import java.util.List;

public class DrawerLayout extends ViewGroup implements Openable {
    private static final String TAG = "DrawerLayout";

    public static final int STATE_IDLE = 0;
    public static final int STATE_DRAGGING = 1;
    public static final int STATE_SETTLING = 2;

    public static final int LOCK_MODE_UNLOCKED = 0;
    public static final int LOCK_MODE_LOCKED_CLOSED = 1;
    public static final int LOCK_MODE_LOCKED_OPEN = 2;
    public static final int LOCK_MODE_UNDEFINED = 3;

    /** The runtime lays out left to right (ViewCompat.getLayoutDirection). */
    private static final int LAYOUT_DIRECTION = View.LAYOUT_DIRECTION_LTR;

    private final Dragger mLeftDragger = new Dragger();
    private final Dragger mRightDragger = new Dragger();
    private int mDrawerState;
    private boolean mFirstLayout = true;
    private boolean mFramePosted;

    private int mLockModeLeft = LOCK_MODE_UNDEFINED;
    private int mLockModeRight = LOCK_MODE_UNDEFINED;
    private int mLockModeStart = LOCK_MODE_UNDEFINED;
    private int mLockModeEnd = LOCK_MODE_UNDEFINED;

    private List<DrawerListener> mListeners;

    public interface DrawerListener {
        void onDrawerSlide(@NonNull View drawerView, float slideOffset);

        void onDrawerOpened(@NonNull View drawerView);

        void onDrawerClosed(@NonNull View drawerView);

        void onDrawerStateChanged(int newState);
    }

    public abstract static class SimpleDrawerListener implements DrawerListener {
        @Override
        public void onDrawerSlide(@NonNull View drawerView, float slideOffset) {}

        @Override
        public void onDrawerOpened(@NonNull View drawerView) {}

        @Override
        public void onDrawerClosed(@NonNull View drawerView) {}

        @Override
        public void onDrawerStateChanged(int newState) {}
    }

    public DrawerLayout(@NonNull Context context) { this(context, null); }

    public DrawerLayout(@NonNull Context context, @Nullable AttributeSet attrs) { this(context, attrs, 0); }

    public DrawerLayout(@NonNull Context context, @Nullable AttributeSet attrs, int defStyleAttr) {
        super(context, attrs, defStyleAttr);
    }

    // region listeners

    public void addDrawerListener(@NonNull DrawerListener listener) {
        if (mListeners == null) mListeners = new ArrayList<>();
        mListeners.add(listener);
    }

    public void removeDrawerListener(@NonNull DrawerListener listener) {
        if (mListeners == null) return;
        mListeners.remove(listener);
    }

    // endregion
    // region lock modes

    public void setDrawerLockMode(int lockMode) {
        setDrawerLockMode(lockMode, Gravity.LEFT);
        setDrawerLockMode(lockMode, Gravity.RIGHT);
    }

    public void setDrawerLockMode(int lockMode, int edgeGravity) {
        final int absGravity = GravityCompat.getAbsoluteGravity(edgeGravity, LAYOUT_DIRECTION);
        switch (edgeGravity) {
            case Gravity.LEFT: mLockModeLeft = lockMode; break;
            case Gravity.RIGHT: mLockModeRight = lockMode; break;
            case GravityCompat.START: mLockModeStart = lockMode; break;
            case GravityCompat.END: mLockModeEnd = lockMode; break;
            default: break;
        }
        switch (lockMode) {
            case LOCK_MODE_LOCKED_OPEN: {
                final View toOpen = findDrawerWithGravity(absGravity);
                if (toOpen != null) openDrawer(toOpen);
                break;
            }
            case LOCK_MODE_LOCKED_CLOSED: {
                final View toClose = findDrawerWithGravity(absGravity);
                if (toClose != null) closeDrawer(toClose);
                break;
            }
            default: break;
        }
    }

    public int getDrawerLockMode(int edgeGravity) {
        final boolean ltr = LAYOUT_DIRECTION == View.LAYOUT_DIRECTION_LTR;
        switch (edgeGravity) {
            case Gravity.LEFT: {
                if (mLockModeLeft != LOCK_MODE_UNDEFINED) return mLockModeLeft;
                int leftLockMode = ltr ? mLockModeStart : mLockModeEnd;
                if (leftLockMode != LOCK_MODE_UNDEFINED) return leftLockMode;
                break;
            }
            case Gravity.RIGHT: {
                if (mLockModeRight != LOCK_MODE_UNDEFINED) return mLockModeRight;
                int rightLockMode = ltr ? mLockModeEnd : mLockModeStart;
                if (rightLockMode != LOCK_MODE_UNDEFINED) return rightLockMode;
                break;
            }
            case GravityCompat.START: {
                if (mLockModeStart != LOCK_MODE_UNDEFINED) return mLockModeStart;
                int startLockMode = ltr ? mLockModeLeft : mLockModeRight;
                if (startLockMode != LOCK_MODE_UNDEFINED) return startLockMode;
                break;
            }
            case GravityCompat.END: {
                if (mLockModeEnd != LOCK_MODE_UNDEFINED) return mLockModeEnd;
                int endLockMode = ltr ? mLockModeRight : mLockModeLeft;
                if (endLockMode != LOCK_MODE_UNDEFINED) return endLockMode;
                break;
            }
            default: break;
        }
        return LOCK_MODE_UNLOCKED;
    }

    public int getDrawerLockMode(@NonNull View drawerView) {
        if (!isDrawerView(drawerView)) throw new IllegalArgumentException("View " + drawerView + " is not a drawer");
        return getDrawerLockMode(((LayoutParams) drawerView.getLayoutParams()).gravity);
    }

    // endregion
    // region state

    /** Resolves the shared state of the drawers from both edges' drag helpers, as the library does. */
    void updateDrawerState(int activeState, View activeDrawer) {
        final int leftState = mLeftDragger.state;
        final int rightState = mRightDragger.state;
        final int state;
        if (leftState == STATE_DRAGGING || rightState == STATE_DRAGGING) state = STATE_DRAGGING;
        else if (leftState == STATE_SETTLING || rightState == STATE_SETTLING) state = STATE_SETTLING;
        else state = STATE_IDLE;

        if (activeDrawer != null && activeState == STATE_IDLE) {
            final LayoutParams lp = (LayoutParams) activeDrawer.getLayoutParams();
            if (lp.onScreen == 0) dispatchOnDrawerClosed(activeDrawer);
            else if (lp.onScreen == 1) dispatchOnDrawerOpened(activeDrawer);
        }
        if (state != mDrawerState) {
            mDrawerState = state;
            if (mListeners != null) {
                // From the end of the list, so that a listener removing itself does not disturb the iteration.
                for (int i = mListeners.size() - 1; i >= 0; i--) mListeners.get(i).onDrawerStateChanged(state);
            }
        }
    }

    void dispatchOnDrawerClosed(View drawerView) {
        final LayoutParams lp = (LayoutParams) drawerView.getLayoutParams();
        if ((lp.openState & LayoutParams.FLAG_IS_OPENED) == 1) {
            lp.openState = 0;
            if (mListeners != null) {
                for (int i = mListeners.size() - 1; i >= 0; i--) mListeners.get(i).onDrawerClosed(drawerView);
            }
        }
    }

    void dispatchOnDrawerOpened(View drawerView) {
        final LayoutParams lp = (LayoutParams) drawerView.getLayoutParams();
        if ((lp.openState & LayoutParams.FLAG_IS_OPENED) == 0) {
            lp.openState = LayoutParams.FLAG_IS_OPENED;
            if (mListeners != null) {
                for (int i = mListeners.size() - 1; i >= 0; i--) mListeners.get(i).onDrawerOpened(drawerView);
            }
        }
    }

    void dispatchOnDrawerSlide(View drawerView, float slideOffset) {
        if (mListeners != null) {
            for (int i = mListeners.size() - 1; i >= 0; i--) mListeners.get(i).onDrawerSlide(drawerView, slideOffset);
        }
    }

    void setDrawerViewOffset(View drawerView, float slideOffset) {
        final LayoutParams lp = (LayoutParams) drawerView.getLayoutParams();
        if (slideOffset == lp.onScreen) return;
        lp.onScreen = slideOffset;
        dispatchOnDrawerSlide(drawerView, slideOffset);
    }

    int getDrawerViewAbsoluteGravity(View drawerView) {
        final int gravity = ((LayoutParams) drawerView.getLayoutParams()).gravity;
        return GravityCompat.getAbsoluteGravity(gravity, LAYOUT_DIRECTION);
    }

    boolean checkDrawerViewAbsoluteGravity(View drawerView, int checkFor) {
        final int absGravity = getDrawerViewAbsoluteGravity(drawerView);
        return (absGravity & checkFor) == checkFor;
    }

    View findOpenDrawer() {
        for (int i = 0; i < getChildCount(); i++) {
            final View child = getChildAt(i);
            if ((((LayoutParams) child.getLayoutParams()).openState & LayoutParams.FLAG_IS_OPENED) == 1) return child;
        }
        return null;
    }

    void moveDrawerToOffset(View drawerView, float slideOffset) {
        setDrawerViewOffset(drawerView, slideOffset);
    }

    View findDrawerWithGravity(int gravity) {
        final int absHorizGravity = GravityCompat.getAbsoluteGravity(gravity, LAYOUT_DIRECTION) & Gravity.HORIZONTAL_GRAVITY_MASK;
        for (int i = 0; i < getChildCount(); i++) {
            final View child = getChildAt(i);
            final int childAbsGravity = getDrawerViewAbsoluteGravity(child);
            if ((childAbsGravity & Gravity.HORIZONTAL_GRAVITY_MASK) == absHorizGravity) return child;
        }
        return null;
    }

    /** LEFT or RIGHT, else the value in hex (the library's debugging names). */
    static String gravityToString(int gravity) {
        if ((gravity & Gravity.LEFT) == Gravity.LEFT) return "LEFT";
        if ((gravity & Gravity.RIGHT) == Gravity.RIGHT) return "RIGHT";
        return Integer.toHexString(gravity);
    }

    boolean isContentView(View child) { return ((LayoutParams) child.getLayoutParams()).gravity == Gravity.NO_GRAVITY; }

    boolean isDrawerView(View child) {
        final int gravity = ((LayoutParams) child.getLayoutParams()).gravity;
        final int absGravity = GravityCompat.getAbsoluteGravity(gravity, LAYOUT_DIRECTION);
        if ((absGravity & Gravity.LEFT) != 0) return true;
        return (absGravity & Gravity.RIGHT) != 0;
    }

    // endregion
    // region opening and closing

    public void closeDrawers() { closeDrawers(false); }

    void closeDrawers(boolean peekingOnly) {
        for (int i = 0; i < getChildCount(); i++) {
            final View child = getChildAt(i);
            final LayoutParams lp = (LayoutParams) child.getLayoutParams();
            if (!isDrawerView(child) || (peekingOnly && !lp.isPeeking)) continue;
            // Before the first layout the drawers have no width: the slide has nowhere to go.
            if (!mFirstLayout) draggerFor(child).smoothSlideViewTo(child, 0f);
            lp.isPeeking = false;
        }
    }

    @Override
    public void open() { openDrawer(GravityCompat.START); }

    public void openDrawer(@NonNull View drawerView) { openDrawer(drawerView, true); }

    public void openDrawer(@NonNull View drawerView, boolean animate) {
        if (!isDrawerView(drawerView)) throw new IllegalArgumentException("View " + drawerView + " is not a sliding drawer");
        final LayoutParams lp = (LayoutParams) drawerView.getLayoutParams();
        if (mFirstLayout) {
            lp.onScreen = 1.f;
            lp.openState = LayoutParams.FLAG_IS_OPENED;
        } else if (animate) {
            lp.openState |= LayoutParams.FLAG_IS_OPENING;
            draggerFor(drawerView).smoothSlideViewTo(drawerView, 1f);
        } else {
            moveDrawerToOffset(drawerView, 1.f);
            updateDrawerState(STATE_IDLE, drawerView);
            drawerView.setVisibility(VISIBLE);
        }
    }

    public void openDrawer(int gravity) { openDrawer(gravity, true); }

    public void openDrawer(int gravity, boolean animate) {
        final View drawerView = findDrawerWithGravity(gravity);
        if (drawerView == null) throw new IllegalArgumentException("No drawer view found with gravity " + gravityToString(gravity));
        openDrawer(drawerView, animate);
    }

    @Override
    public void close() { closeDrawer(GravityCompat.START); }

    public void closeDrawer(@NonNull View drawerView) { closeDrawer(drawerView, true); }

    public void closeDrawer(@NonNull View drawerView, boolean animate) {
        if (!isDrawerView(drawerView)) throw new IllegalArgumentException("View " + drawerView + " is not a sliding drawer");
        final LayoutParams lp = (LayoutParams) drawerView.getLayoutParams();
        if (mFirstLayout) {
            lp.onScreen = 0.f;
            lp.openState = 0;
        } else if (animate) {
            lp.openState |= LayoutParams.FLAG_IS_CLOSING;
            draggerFor(drawerView).smoothSlideViewTo(drawerView, 0f);
        } else {
            moveDrawerToOffset(drawerView, 0.f);
            updateDrawerState(STATE_IDLE, drawerView);
            drawerView.setVisibility(INVISIBLE);
        }
    }

    public void closeDrawer(int gravity) { closeDrawer(gravity, true); }

    public void closeDrawer(int gravity, boolean animate) {
        final View drawerView = findDrawerWithGravity(gravity);
        if (drawerView == null) throw new IllegalArgumentException("No drawer view found with gravity " + gravityToString(gravity));
        closeDrawer(drawerView, animate);
    }

    public boolean isDrawerOpen(@NonNull View drawer) {
        if (!isDrawerView(drawer)) throw new IllegalArgumentException("View " + drawer + " is not a drawer");
        return (((LayoutParams) drawer.getLayoutParams()).openState & LayoutParams.FLAG_IS_OPENED) == 1;
    }

    @Override
    public boolean isOpen() { return isDrawerOpen(GravityCompat.START); }

    public boolean isDrawerOpen(int drawerGravity) {
        final View drawerView = findDrawerWithGravity(drawerGravity);
        return drawerView != null && isDrawerOpen(drawerView);
    }

    public boolean isDrawerVisible(@NonNull View drawer) {
        if (!isDrawerView(drawer)) throw new IllegalArgumentException("View " + drawer + " is not a drawer");
        return ((LayoutParams) drawer.getLayoutParams()).onScreen > 0;
    }

    public boolean isDrawerVisible(int drawerGravity) {
        final View drawerView = findDrawerWithGravity(drawerGravity);
        return drawerView != null && isDrawerVisible(drawerView);
    }

    // endregion
    // region what ViewDragHelper and the frames do

    private Dragger draggerFor(View drawerView) {
        return checkDrawerViewAbsoluteGravity(drawerView, Gravity.LEFT) ? mLeftDragger : mRightDragger;
    }

    /** One edge's ViewDragHelper without touch events: its drag state, the captured drawer and where it settles. */
    private final class Dragger {
        int state = STATE_IDLE;
        View captured;
        float settleTo;

        void setDragState(int newState) {
            if (state != newState) {
                state = newState;
                updateDrawerState(newState, captured);
                if (state == STATE_IDLE) captured = null;
            }
        }

        /** smoothSlideViewTo: nothing to do (and idle) when the drawer is already there, else settling until the next frame. */
        boolean smoothSlideViewTo(View child, float offset) {
            captured = child;
            if (((LayoutParams) child.getLayoutParams()).onScreen == offset) {
                setDragState(STATE_IDLE);
                return false;
            }
            settleTo = offset;
            setDragState(STATE_SETTLING);
            postFrame();
            return true;
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

    /** A frame: each settling drawer arrives where it was going (onViewPositionChanged), then its edge goes idle. */
    private void computeScroll() {
        for (Dragger d : new Dragger[] {mLeftDragger, mRightDragger}) {
            if (d.state != STATE_SETTLING || d.captured == null) continue;
            final View child = d.captured;
            setDrawerViewOffset(child, d.settleTo);
            child.setVisibility(d.settleTo == 0 ? INVISIBLE : VISIBLE);
            d.setDragState(STATE_IDLE);
        }
    }

    /** Not API: a person drags the drawer in from its edge and lets go (ViewDragHelper's edge drag). An unlocked drawer
     *  is captured (the other drawer closes), follows the finger (DRAGGING, onDrawerSlide), settles open (SETTLING) and
     *  is open on the next frame; a locked one does not move. Returns whether the drawer is open or on its way. */
    boolean userSwipeOpen(View drawerView) {
        if (!isDrawerView(drawerView) || getDrawerLockMode(drawerView) != LOCK_MODE_UNLOCKED) return false;
        final LayoutParams lp = (LayoutParams) drawerView.getLayoutParams();
        if (lp.onScreen == 1f) return true;
        final Dragger d = draggerFor(drawerView);
        // captureChildView → onViewCaptured
        d.captured = drawerView;
        lp.isPeeking = false;
        final View other = findDrawerWithGravity(d == mLeftDragger ? Gravity.RIGHT : Gravity.LEFT);
        if (other != null) closeDrawer(other);
        d.setDragState(STATE_DRAGGING);
        // The finger moves: onViewPositionChanged.
        setDrawerViewOffset(drawerView, Math.max(lp.onScreen, 0.5f));
        drawerView.setVisibility(VISIBLE);
        // Released moving in: settleCapturedViewAt the open position.
        d.settleTo = 1f;
        d.setDragState(STATE_SETTLING);
        postFrame();
        return true;
    }

    /** Not API: a tap on the dimmed content beside an open drawer (onTouchEvent's ACTION_UP on the content): closes the
     *  drawers, unless the open one is locked open. */
    void userTapScrim() {
        final View openDrawer = findOpenDrawer();
        boolean peekingOnly = true;
        if (openDrawer != null) peekingOnly = getDrawerLockMode(openDrawer) == LOCK_MODE_LOCKED_OPEN;
        closeDrawers(peekingOnly);
    }

    /** Not API: one measure and layout pass (a frame): onMeasure's checks, then onLayout shows a drawer on screen and
     *  hides one that is off it. */
    void layoutPass() {
        for (View v = this; v != null; v = v.getParent() instanceof View ? (View) v.getParent() : null) {
            if (v.getVisibility() == GONE) return; // not measured
        }
        final ViewGroup.LayoutParams own = getLayoutParams();
        if (own != null && (own.width == ViewGroup.LayoutParams.WRAP_CONTENT || own.height == ViewGroup.LayoutParams.WRAP_CONTENT)) {
            // A wrap_content side is measured AT_MOST by its parent.
            throw new IllegalArgumentException("DrawerLayout must be measured with MeasureSpec.EXACTLY.");
        }
        boolean hasDrawerOnLeftEdge = false;
        boolean hasDrawerOnRightEdge = false;
        for (int i = 0; i < getChildCount(); i++) {
            final View child = getChildAt(i);
            if (child.getVisibility() == GONE) continue;
            if (isContentView(child)) continue;
            if (isDrawerView(child)) {
                final int childGravity = getDrawerViewAbsoluteGravity(child) & Gravity.HORIZONTAL_GRAVITY_MASK;
                final boolean isLeftEdgeDrawer = childGravity == Gravity.LEFT;
                if ((isLeftEdgeDrawer && hasDrawerOnLeftEdge) || (!isLeftEdgeDrawer && hasDrawerOnRightEdge)) {
                    throw new IllegalStateException("Child drawer has absolute gravity " + gravityToString(childGravity) + " but this "
                            + TAG + " already has a drawer view along that edge");
                }
                if (isLeftEdgeDrawer) hasDrawerOnLeftEdge = true;
                else hasDrawerOnRightEdge = true;
            } else {
                throw new IllegalStateException("Child " + child + " at index " + i
                        + " does not have a valid layout_gravity - must be Gravity.LEFT, Gravity.RIGHT or Gravity.NO_GRAVITY");
            }
        }
        for (int i = 0; i < getChildCount(); i++) {
            final View child = getChildAt(i);
            if (child.getVisibility() == GONE || isContentView(child)) continue;
            final int newVisibility = ((LayoutParams) child.getLayoutParams()).onScreen > 0 ? VISIBLE : INVISIBLE;
            if (child.getVisibility() != newVisibility) child.setVisibility(newVisibility);
        }
        mFirstLayout = false;
    }

    // endregion
    // region layout params

    @Override
    protected ViewGroup.LayoutParams generateDefaultLayoutParams() {
        return new LayoutParams(LayoutParams.MATCH_PARENT, LayoutParams.MATCH_PARENT);
    }

    @Override
    protected ViewGroup.LayoutParams generateLayoutParams(ViewGroup.LayoutParams p) {
        return p instanceof LayoutParams
                ? new LayoutParams((LayoutParams) p)
                : p instanceof ViewGroup.MarginLayoutParams
                ? new LayoutParams((MarginLayoutParams) p)
                : new LayoutParams(p);
    }

    @Override
    protected boolean checkLayoutParams(ViewGroup.LayoutParams p) { return p instanceof LayoutParams && super.checkLayoutParams(p); }

    @Override
    public ViewGroup.LayoutParams generateLayoutParams(AttributeSet attrs) { return new LayoutParams(getContext(), attrs); }

    @Override
    protected void onLayout(boolean changed, int l, int t, int r, int b) {}

    public static class LayoutParams extends ViewGroup.MarginLayoutParams {
        private static final int FLAG_IS_OPENED = 0x1;
        private static final int FLAG_IS_OPENING = 0x2;
        private static final int FLAG_IS_CLOSING = 0x4;

        public int gravity = Gravity.NO_GRAVITY;
        float onScreen;
        boolean isPeeking;
        int openState;

        public LayoutParams(@NonNull Context c, @Nullable AttributeSet attrs) {
            super(c, attrs);
            this.gravity = XmlAttributes.gravity(attrs, "layout_gravity", Gravity.NO_GRAVITY);
        }

        public LayoutParams(int width, int height) { super(width, height); }

        public LayoutParams(int width, int height, int gravity) {
            this(width, height);
            this.gravity = gravity;
        }

        public LayoutParams(@NonNull LayoutParams source) {
            super(source);
            this.gravity = source.gravity;
        }

        public LayoutParams(@NonNull ViewGroup.LayoutParams source) { super(source); }

        public LayoutParams(@NonNull ViewGroup.MarginLayoutParams source) { super(source); }
    }

    // endregion
}
