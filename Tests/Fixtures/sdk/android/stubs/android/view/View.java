// Mirrors android.view.View at API 35 (framework). Reads the common android: attributes from the AttributeSet (id,
// visibility, enabled, clickable, tag, contentDescription, onClick) as its TypedArray would.
package android.view;

import android.content.Context;
import android.content.res.Resources;
import android.graphics.drawable.Drawable;
import android.util.AttributeSet;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import tandem.runtime.Runtime;
import tandem.runtime.XmlAttributes;

import java.util.HashMap;
import java.util.concurrent.atomic.AtomicInteger;

public class View {
    public static final int NO_ID = -1;
    public static final int VISIBLE = 0x00000000;
    public static final int INVISIBLE = 0x00000004;
    public static final int GONE = 0x00000008;
    public static final int LAYOUT_DIRECTION_LTR = 0;
    public static final int LAYOUT_DIRECTION_RTL = 1;
    public static final int TEXT_ALIGNMENT_CENTER = 4;
    public static final int IMPORTANT_FOR_ACCESSIBILITY_AUTO = 0x00000000;
    public static final int IMPORTANT_FOR_ACCESSIBILITY_YES = 0x00000001;
    public static final int IMPORTANT_FOR_ACCESSIBILITY_NO = 0x00000002;
    public static final int IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS = 0x00000004;
    public static final int FOCUS_DOWN = 0x00000082;

    private static final AtomicInteger sNextGeneratedId = new AtomicInteger(1);

    public interface OnClickListener {
        void onClick(View v);
    }

    public interface OnLongClickListener {
        boolean onLongClick(View v);
    }

    public interface OnFocusChangeListener {
        void onFocusChange(View v, boolean hasFocus);
    }

    public interface OnLayoutChangeListener {
        void onLayoutChange(View v, int left, int top, int right, int bottom, int oldLeft, int oldTop, int oldRight, int oldBottom);
    }

    private Context mContext;
    int mID = NO_ID;
    ViewParent mParent;
    private OnClickListener mOnClickListener;
    private OnLongClickListener mOnLongClickListener;
    private OnFocusChangeListener mOnFocusChangeListener;
    private boolean mClickable;
    private boolean mLongClickable;
    private boolean mEnabled = true;
    private boolean mFocusable;
    private boolean mSelected;
    private boolean mActivated;
    private int mVisibility = VISIBLE;
    private Object mTag;
    private HashMap<Integer, Object> mKeyedTags;
    private ViewGroup.LayoutParams mLayoutParams;
    private CharSequence mContentDescription;
    private int mLabelForId = NO_ID;
    private float mAlpha = 1f;
    private float mElevation;
    private int mPaddingLeft, mPaddingTop, mPaddingRight, mPaddingBottom;

    public View(Context context) {
        mContext = context;
    }

    public View(Context context, @Nullable AttributeSet attrs) { this(context, attrs, 0); }

    public View(Context context, @Nullable AttributeSet attrs, int defStyleAttr) { this(context, attrs, defStyleAttr, 0); }

    public View(Context context, @Nullable AttributeSet attrs, int defStyleAttr, int defStyleRes) {
        this(context);
        if (attrs == null) return;
        String id = XmlAttributes.android(attrs, "id");
        if (id != null) mID = Runtime.get().res.idForReference(id);
        String vis = XmlAttributes.android(attrs, "visibility");
        if ("gone".equals(vis)) mVisibility = GONE;
        else if ("invisible".equals(vis)) mVisibility = INVISIBLE;
        mEnabled = XmlAttributes.bool(attrs, "enabled", true);
        mClickable = XmlAttributes.bool(attrs, "clickable", mClickable);
        mFocusable = XmlAttributes.bool(attrs, "focusable", mFocusable);
        String tag = XmlAttributes.android(attrs, "tag");
        if (tag != null) mTag = Runtime.get().res.resolveText(tag);
        CharSequence cd = XmlAttributes.text(attrs, "contentDescription");
        if (cd != null) mContentDescription = cd;
        String labelFor = XmlAttributes.android(attrs, "labelFor");
        if (labelFor != null) mLabelForId = Runtime.get().res.idForReference(labelFor);
        final String handlerName = XmlAttributes.android(attrs, "onClick");
        if (handlerName != null) setOnClickListener(new DeclaredOnClickListener(this, handlerName));
    }

    /** What View does for android:onClick: finds the method on the context (and its base contexts) at click time. */
    private static final class DeclaredOnClickListener implements OnClickListener {
        private final View mHostView;
        private final String mMethodName;

        DeclaredOnClickListener(View hostView, String methodName) {
            mHostView = hostView;
            mMethodName = methodName;
        }

        @Override
        public void onClick(View v) {
            Context context = mHostView.getContext();
            while (context != null) {
                try {
                    java.lang.reflect.Method m = context.getClass().getMethod(mMethodName, View.class);
                    try {
                        m.invoke(context, v);
                    } catch (IllegalAccessException e) {
                        throw new IllegalStateException("Could not execute non-public method for android:onClick", e);
                    } catch (java.lang.reflect.InvocationTargetException e) {
                        throw new IllegalStateException("Could not execute method for android:onClick", e);
                    }
                    return;
                } catch (NoSuchMethodException e) {
                    context = context instanceof android.content.ContextWrapper ? ((android.content.ContextWrapper) context).getBaseContext() : null;
                }
            }
            final int id = mHostView.getId();
            final String idText = id == NO_ID ? "" : " with id '" + mHostView.getContext().getResources().getResourceEntryName(id) + "'";
            throw new IllegalStateException("Could not find method " + mMethodName + "(View) in a parent or ancestor Context for"
                    + " android:onClick attribute defined on view " + mHostView.getClass() + idText);
        }
    }

    public final Context getContext() { return mContext; }

    public Resources getResources() { return mContext.getResources(); }

    public int getId() { return mID; }

    public void setId(int id) { mID = id; }

    public static int generateViewId() {
        for (;;) {
            final int result = sNextGeneratedId.get();
            int newValue = result + 1;
            if (newValue > 0x00FFFFFF) newValue = 1;
            if (sNextGeneratedId.compareAndSet(result, newValue)) return result;
        }
    }

    public final ViewParent getParent() { return mParent; }

    public View getRootView() {
        View v = this;
        while (v.mParent instanceof View) v = (View) v.mParent;
        return v;
    }

    public final <T extends View> T findViewById(int id) {
        if (id == NO_ID) return null;
        return findViewTraversal(id);
    }

    @NonNull
    public final <T extends View> T requireViewById(int id) {
        T view = findViewById(id);
        if (view == null) throw new IllegalArgumentException("ID does not reference a View inside this View");
        return view;
    }

    @SuppressWarnings("unchecked")
    <T extends View> T findViewTraversal(int id) {
        return id == mID ? (T) this : null;
    }

    public final <T extends View> T findViewWithTag(Object tag) {
        return tag == null ? null : findViewWithTagTraversal(tag);
    }

    @SuppressWarnings("unchecked")
    <T extends View> T findViewWithTagTraversal(Object tag) {
        return tag.equals(mTag) ? (T) this : null;
    }

    // region listeners and clicks

    public void setOnClickListener(@Nullable OnClickListener l) {
        if (!isClickable()) setClickable(true);
        mOnClickListener = l;
    }

    public boolean hasOnClickListeners() { return mOnClickListener != null; }

    public boolean performClick() {
        if (mOnClickListener != null) {
            mOnClickListener.onClick(this);
            return true;
        }
        return false;
    }

    public boolean callOnClick() {
        if (mOnClickListener != null) {
            mOnClickListener.onClick(this);
            return true;
        }
        return false;
    }

    public void setOnLongClickListener(@Nullable OnLongClickListener l) {
        if (!isLongClickable()) setLongClickable(true);
        mOnLongClickListener = l;
    }

    public boolean performLongClick() {
        return mOnLongClickListener != null && mOnLongClickListener.onLongClick(this);
    }

    public void setOnFocusChangeListener(OnFocusChangeListener l) { mOnFocusChangeListener = l; }

    public OnFocusChangeListener getOnFocusChangeListener() { return mOnFocusChangeListener; }

    public boolean isClickable() { return mClickable; }

    public void setClickable(boolean clickable) { mClickable = clickable; }

    public boolean isLongClickable() { return mLongClickable; }

    public void setLongClickable(boolean longClickable) { mLongClickable = longClickable; }

    // endregion
    // region state

    public boolean isEnabled() { return mEnabled; }

    public void setEnabled(boolean enabled) { mEnabled = enabled; }

    public void setFocusable(boolean focusable) { mFocusable = focusable; }

    public final boolean isFocusable() { return mFocusable; }

    public final boolean requestFocus() { return mFocusable && mVisibility == VISIBLE; }

    public void setSelected(boolean selected) { mSelected = selected; }

    public boolean isSelected() { return mSelected; }

    public void setActivated(boolean activated) { mActivated = activated; }

    public boolean isActivated() { return mActivated; }

    public int getVisibility() { return mVisibility; }

    public void setVisibility(int visibility) { mVisibility = visibility & (VISIBLE | INVISIBLE | GONE); }

    public boolean isShown() {
        View current = this;
        do {
            if (current.mVisibility != VISIBLE) return false;
            ViewParent parent = current.mParent;
            if (parent == null) return false;
            if (!(parent instanceof View)) return true;
            current = (View) parent;
        } while (current != null);
        return false;
    }

    public Object getTag() { return mTag; }

    public void setTag(Object tag) { mTag = tag; }

    public Object getTag(int key) { return mKeyedTags == null ? null : mKeyedTags.get(key); }

    public void setTag(int key, Object tag) {
        if ((key >>> 24) < 2) throw new IllegalArgumentException("The key must be an application-specific resource id.");
        if (mKeyedTags == null) mKeyedTags = new HashMap<>();
        mKeyedTags.put(key, tag);
    }

    public CharSequence getContentDescription() { return mContentDescription; }
    /** The view this one labels for accessibility (android:labelFor, API 17). */
    public int getLabelFor() { return mLabelForId; }
    public void setLabelFor(int id) { mLabelForId = id; }

    public void setContentDescription(CharSequence contentDescription) { mContentDescription = contentDescription; }

    /** What accessibility services announce as this pane shows (API 28). */
    public void setAccessibilityPaneTitle(@Nullable CharSequence accessibilityPaneTitle) { mPaneTitle = accessibilityPaneTitle; }
    @Nullable public CharSequence getAccessibilityPaneTitle() { return mPaneTitle; }
    private CharSequence mPaneTitle;

    public ViewGroup.LayoutParams getLayoutParams() { return mLayoutParams; }

    public void setLayoutParams(ViewGroup.LayoutParams params) {
        if (params == null) throw new NullPointerException("Layout parameters cannot be null");
        mLayoutParams = params;
    }

    public void setPadding(int left, int top, int right, int bottom) {
        mPaddingLeft = left; mPaddingTop = top; mPaddingRight = right; mPaddingBottom = bottom;
    }

    public int getPaddingLeft() { return mPaddingLeft; }
    public int getPaddingTop() { return mPaddingTop; }
    public int getPaddingRight() { return mPaddingRight; }
    public int getPaddingBottom() { return mPaddingBottom; }

    public void setAlpha(float alpha) { mAlpha = alpha; }

    public float getAlpha() { return mAlpha; }

    public void setElevation(float elevation) { mElevation = elevation; }

    public float getElevation() { return mElevation; }

    public void setBackgroundColor(int color) {}

    public void setBackgroundResource(int resid) {}

    public void setBackground(Drawable background) {}

    public void setMinimumHeight(int minHeight) { mMinHeight = minHeight; }

    private int mMinHeight;

    public int getMinimumHeight() { return mMinHeight; }

    public void setMinimumWidth(int minWidth) {}

    public final int getWidth() { return 0; }

    public final int getHeight() { return 0; }

    public void invalidate() {}

    public void requestLayout() {}

    private int mImportantForAccessibility = IMPORTANT_FOR_ACCESSIBILITY_AUTO;

    public void setImportantForAccessibility(int mode) { mImportantForAccessibility = mode; }

    public int getImportantForAccessibility() { return mImportantForAccessibility; }

    private java.util.ArrayList<OnLayoutChangeListener> mOnLayoutChangeListeners;

    public void addOnLayoutChangeListener(OnLayoutChangeListener listener) {
        if (mOnLayoutChangeListeners == null) mOnLayoutChangeListeners = new java.util.ArrayList<>();
        if (!mOnLayoutChangeListeners.contains(listener)) mOnLayoutChangeListeners.add(listener);
    }

    public void removeOnLayoutChangeListener(OnLayoutChangeListener listener) {
        if (mOnLayoutChangeListeners != null) mOnLayoutChangeListeners.remove(listener);
    }

    /** A layout pass of this view (the stand-in's views have no size: the bounds stay 0): onLayout, then each
     *  layout-change listener, as View.layout calls them after every layout it performs. */
    public void layout(int l, int t, int r, int b) {
        onLayout(false, l, t, r, b);
        if (mOnLayoutChangeListeners == null) return;
        for (OnLayoutChangeListener listener : new java.util.ArrayList<>(mOnLayoutChangeListeners)) {
            listener.onLayoutChange(this, l, t, r, b, l, t, r, b);
        }
    }

    protected void onLayout(boolean changed, int left, int top, int right, int bottom) {}

    public boolean isLayoutRequested() { return false; }

    public boolean isAttachedToWindow() { return getRootView().mParent != null || tandem.runtime.Hidden.isDecor(getRootView()); }

    public boolean post(Runnable action) {
        Runtime.get().post(null, action, 0);
        return true;
    }

    public boolean postDelayed(Runnable action, long delayMillis) {
        Runtime.get().post(null, action, delayMillis);
        return true;
    }

    public boolean removeCallbacks(Runnable action) {
        Runtime.get().removePosted(null, action);
        return true;
    }

    // endregion

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(getClass().getName()).append('{').append(Integer.toHexString(System.identityHashCode(this)));
        if (mID != NO_ID) b.append(' ').append(Runtime.get().res.describe(mID));
        return b.append('}').toString();
    }
}
