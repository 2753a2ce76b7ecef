// Mirrors android.view.LayoutInflater at API 35 (framework). inflate() reads res/layout/<name>.xml and builds the
// views by class name with their (Context, AttributeSet) constructor, as the platform inflater does: the factory, then
// the private factory (the Activity, set by its window: FragmentActivity makes fragment tags there), then the class.
// One factory per inflater; a clone keeps the factories and may merge in its own (FactoryMerger).
package android.view;

import android.content.Context;
import android.util.AttributeSet;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public abstract class LayoutInflater {
    private final Context mContext;
    private boolean mFactorySet;
    private Factory mFactory;
    private Factory2 mFactory2;
    private Factory2 mPrivateFactory;

    public interface Factory {
        @Nullable
        View onCreateView(@NonNull String name, @NonNull Context context, @NonNull AttributeSet attrs);
    }

    public interface Factory2 extends Factory {
        @Nullable
        View onCreateView(@Nullable View parent, @NonNull String name, @NonNull Context context, @NonNull AttributeSet attrs);
    }

    protected LayoutInflater(Context context) { mContext = context; }

    protected LayoutInflater(LayoutInflater original, Context newContext) {
        mContext = newContext;
        mFactory = original.mFactory;
        mFactory2 = original.mFactory2;
        mPrivateFactory = original.mPrivateFactory;
    }

    public static LayoutInflater from(@NonNull Context context) {
        LayoutInflater inflater = (LayoutInflater) context.getSystemService(Context.LAYOUT_INFLATER_SERVICE);
        if (inflater == null) throw new AssertionError("LayoutInflater not found.");
        return inflater;
    }

    public abstract LayoutInflater cloneInContext(Context newContext);

    public Context getContext() { return mContext; }

    public final Factory getFactory() { return mFactory; }

    public final Factory2 getFactory2() { return mFactory2; }

    public void setFactory(Factory factory) {
        if (mFactorySet) throw new IllegalStateException("A factory has already been set on this LayoutInflater");
        if (factory == null) throw new NullPointerException("Given factory can not be null");
        mFactorySet = true;
        if (mFactory == null) mFactory = factory;
        else mFactory = new FactoryMerger(factory, null, mFactory, mFactory2);
    }

    public void setFactory2(Factory2 factory) {
        if (mFactorySet) throw new IllegalStateException("A factory has already been set on this LayoutInflater");
        if (factory == null) throw new NullPointerException("Given factory can not be null");
        mFactorySet = true;
        if (mFactory == null) mFactory = mFactory2 = factory;
        else mFactory = mFactory2 = new FactoryMerger(factory, factory, mFactory, mFactory2);
    }

    /** @hide in the SDK: the window sets its Activity here. */
    void setPrivateFactory(Factory2 factory) {
        if (mPrivateFactory == null) mPrivateFactory = factory;
        else mPrivateFactory = new FactoryMerger(factory, factory, mPrivateFactory, mPrivateFactory);
    }

    private static class FactoryMerger implements Factory2 {
        private final Factory mF1, mF2;
        private final Factory2 mF12, mF22;

        FactoryMerger(Factory f1, Factory2 f12, Factory f2, Factory2 f22) {
            mF1 = f1;
            mF2 = f2;
            mF12 = f12;
            mF22 = f22;
        }

        @Override
        @Nullable
        public View onCreateView(@NonNull String name, @NonNull Context context, @NonNull AttributeSet attrs) {
            View v = mF1.onCreateView(name, context, attrs);
            if (v != null) return v;
            return mF2.onCreateView(name, context, attrs);
        }

        @Override
        @Nullable
        public View onCreateView(@Nullable View parent, @NonNull String name, @NonNull Context context, @NonNull AttributeSet attrs) {
            View v = mF12 != null ? mF12.onCreateView(parent, name, context, attrs) : mF1.onCreateView(name, context, attrs);
            if (v != null) return v;
            return mF22 != null ? mF22.onCreateView(parent, name, context, attrs) : mF2.onCreateView(name, context, attrs);
        }
    }

    public View inflate(int resource, @Nullable ViewGroup root) { return inflate(resource, root, root != null); }

    public View inflate(int resource, @Nullable ViewGroup root, boolean attachToRoot) {
        return tandem.runtime.Inflation.inflate(this, resource, root, attachToRoot);
    }

    public final View createView(@NonNull String name, @Nullable String prefix, @Nullable AttributeSet attrs) throws ClassNotFoundException, InflateException {
        return tandem.runtime.Inflation.createView(this, mContext, name, prefix, attrs);
    }

    protected View onCreateView(String name, AttributeSet attrs) throws ClassNotFoundException {
        return createView(name, "android.view.", attrs);
    }
}
