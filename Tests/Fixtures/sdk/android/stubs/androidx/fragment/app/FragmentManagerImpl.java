// Mirrors androidx.fragment.app.FragmentManagerImpl (androidx fragment 1.8.5; package-private): the concrete manager
// behind FragmentActivity.getSupportFragmentManager() and Fragment.getChildFragmentManager().
package androidx.fragment.app;

class FragmentManagerImpl extends FragmentManager {
}
