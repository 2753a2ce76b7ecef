// Mirrors androidx.fragment.app.FragmentLayoutInflaterFactory (androidx fragment 1.8.5; package-private): the
// LayoutInflater.Factory2 of a FragmentManager (FragmentActivity.onCreateView for the activity's layouts, each
// fragment's layout inflater for its children): <androidx.fragment.app.FragmentContainerView> becomes a container
// that adds its android:name fragment, <fragment> instantiates and adds a fragment that makes its view at once.
package androidx.fragment.app;

import android.content.Context;
import android.util.AttributeSet;
import android.view.LayoutInflater;
import android.view.View;
import android.view.ViewGroup;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import tandem.runtime.Runtime;
import tandem.runtime.XmlAttributes;

class FragmentLayoutInflaterFactory implements LayoutInflater.Factory2 {
    private final FragmentManager mFragmentManager;

    FragmentLayoutInflaterFactory(FragmentManager fragmentManager) { mFragmentManager = fragmentManager; }

    @Nullable
    @Override
    public View onCreateView(@NonNull String name, @NonNull Context context, @NonNull AttributeSet attrs) {
        return onCreateView(null, name, context, attrs);
    }

    @Nullable
    @Override
    public View onCreateView(@Nullable View parent, @NonNull String name, @NonNull Context context, @NonNull AttributeSet attrs) {
        if (FragmentContainerView.class.getName().equals(name)) {
            return new FragmentContainerView(context, attrs, mFragmentManager);
        }
        if (!"fragment".equals(name)) return null;
        String fname = attrs.getAttributeValue(null, "class");
        if (fname == null) fname = XmlAttributes.android(attrs, "name");
        String idRef = XmlAttributes.android(attrs, "id");
        int id = idRef == null ? View.NO_ID : Runtime.get().res.idForReference(idRef);
        String tag = XmlAttributes.android(attrs, "tag");
        ClassLoader loader = context.getClassLoader() != null ? context.getClassLoader() : Runtime.get().appLoader;
        if (fname == null || !FragmentFactory.isFragmentClass(loader, fname)) return null;
        int containerId = parent != null ? parent.getId() : 0;
        if (containerId == View.NO_ID && id == View.NO_ID && tag == null) {
            throw new IllegalArgumentException(attrs.getPositionDescription()
                    + ": Must specify unique android:id, android:tag, or have a parent with an id for " + fname);
        }
        Fragment fragment = id != View.NO_ID ? mFragmentManager.findFragmentById(id) : null;
        if (fragment == null && tag != null) fragment = mFragmentManager.findFragmentByTag(tag);
        if (fragment == null && containerId != View.NO_ID) fragment = mFragmentManager.findFragmentById(containerId);
        if (fragment == null) {
            fragment = mFragmentManager.getFragmentFactory().instantiate(loader, fname);
            fragment.mFromLayout = true;
            fragment.mFragmentId = id != View.NO_ID ? id : containerId;
            fragment.mContainerId = containerId;
            fragment.mTag = tag;
            fragment.mInLayout = true;
            fragment.mFragmentManager = mFragmentManager;
            fragment.mHost = mFragmentManager.getHost();
            fragment.onInflate(mFragmentManager.getHost(), attrs, fragment.mSavedFragmentState);
            mFragmentManager.addFragment(fragment);
        } else if (fragment.mInLayout) {
            throw new IllegalArgumentException(attrs.getPositionDescription() + ": Duplicate id 0x" + Integer.toHexString(id)
                    + ", tag " + tag + ", or parent id 0x" + Integer.toHexString(containerId) + " with another fragment for " + fname);
        } else {
            fragment.mInLayout = true;
            fragment.mFragmentManager = mFragmentManager;
            fragment.mHost = mFragmentManager.getHost();
            fragment.onInflate(mFragmentManager.getHost(), attrs, fragment.mSavedFragmentState);
        }
        fragment.mContainer = (ViewGroup) parent;
        mFragmentManager.moveToExpectedState(fragment);
        mFragmentManager.ensureInflatedView(fragment);
        if (fragment.mView == null) throw new IllegalStateException("Fragment " + fname + " did not create a view.");
        if (id != View.NO_ID) fragment.mView.setId(id);
        if (fragment.mView.getTag() == null) fragment.mView.setTag(tag);
        return fragment.mView;
    }
}
