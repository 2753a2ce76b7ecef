// Mirrors androidx.fragment.app.FragmentContainerView at API 35 (androidx fragment 1.8.5; a final Kotlin class with
// FrameLayout's (Context) and @JvmOverloads (Context, AttributeSet?, Int = 0) constructors). Inflated in a
// FragmentActivity (through FragmentLayoutInflaterFactory) it adds its android:name/class fragment with
// commitNowAllowingStateLoss, as the library does during setContentView; inflated anywhere else that attribute throws
// the library's UnsupportedOperationException. Only fragment views may be added to it.
package androidx.fragment.app;

import android.content.Context;
import android.util.AttributeSet;
import android.view.View;
import android.view.ViewGroup;
import android.widget.FrameLayout;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import tandem.runtime.XmlAttributes;

public final class FragmentContainerView extends FrameLayout {
    public FragmentContainerView(@NonNull Context context) { super(context); }

    public FragmentContainerView(@NonNull Context context, @Nullable AttributeSet attrs) { this(context, attrs, 0); }

    public FragmentContainerView(@NonNull Context context, @Nullable AttributeSet attrs, int defStyleAttr) {
        super(context, attrs, defStyleAttr);
        if (attrs != null) {
            String name = attrs.getClassAttribute();
            String attribute = "class";
            if (name == null) {
                name = XmlAttributes.android(attrs, "name");
                attribute = "android:name";
            }
            if (name != null) {
                throw new UnsupportedOperationException("FragmentContainerView must be within a FragmentActivity to use " + attribute
                        + "=\"" + name + "\"");
            }
        }
    }

    FragmentContainerView(@NonNull Context context, @NonNull AttributeSet attrs, @NonNull FragmentManager fm) {
        super(context, attrs);
        String name = attrs.getClassAttribute();
        if (name == null) name = XmlAttributes.android(attrs, "name");
        String tag = XmlAttributes.android(attrs, "tag");
        int id = getId();
        Fragment existingFragment = fm.findFragmentById(id);
        if (name != null && existingFragment == null) {
            if (id == View.NO_ID) {
                String tagMessage = tag != null ? " with tag " + tag : "";
                throw new IllegalStateException("FragmentContainerView must have an android:id to add Fragment " + name + tagMessage);
            }
            ClassLoader loader = context.getClassLoader() != null ? context.getClassLoader() : tandem.runtime.Runtime.get().appLoader;
            Fragment containerFragment = fm.getFragmentFactory().instantiate(loader, name);
            containerFragment.mFragmentId = id;
            containerFragment.mContainerId = id;
            containerFragment.mTag = tag;
            containerFragment.mFragmentManager = fm;
            containerFragment.mHost = fm.getHost();
            containerFragment.onInflate(context, attrs, null);
            fm.beginTransaction().setReorderingAllowed(true).add(this, containerFragment, tag).commitNowAllowingStateLoss();
        }
        fm.onContainerAvailable(this);
    }

    @Override
    public void addView(View child, int index, ViewGroup.LayoutParams params) {
        if (FragmentManager.getViewFragment(child) == null) {
            throw new IllegalStateException("Views added to a FragmentContainerView must be associated with a Fragment. View "
                    + child + " is not associated with a Fragment.");
        }
        super.addView(child, index, params);
    }

    @SuppressWarnings("unchecked")
    public <F extends Fragment> F getFragment() {
        return (F) FragmentManager.findFragmentManager(this).findFragmentById(getId());
    }
}
