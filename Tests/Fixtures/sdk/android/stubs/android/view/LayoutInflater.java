// Mirrors android.view.LayoutInflater at API 35 (framework). inflate() reads res/layout/<name>.xml and builds the
// views by class name with their (Context, AttributeSet) constructor, as the platform inflater does.
package android.view;

import android.content.Context;
import android.util.AttributeSet;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public abstract class LayoutInflater {
    protected final Context mContext;
    private Factory mFactory;
    private Factory2 mFactory2;

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
        if (mFactory != null) throw new IllegalStateException("A factory has already been set on this LayoutInflater");
        mFactory = factory;
    }

    public void setFactory2(Factory2 factory) {
        if (mFactory != null) throw new IllegalStateException("A factory has already been set on this LayoutInflater");
        mFactory = mFactory2 = factory;
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
