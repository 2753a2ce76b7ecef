// Mirrors androidx.fragment.app.FragmentManager at API 35 (androidx fragment 1.8.5). The Tandem runtime has no
// fragment manager (FragmentActivity.getSupportFragmentManager and Fragment's manager getters throw), so an instance
// only exists if an app subclasses it; every member is unsupported.
package androidx.fragment.app;

import android.os.Bundle;
import androidx.annotation.IdRes;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.lifecycle.LifecycleOwner;

public abstract class FragmentManager implements FragmentResultOwner {
    public FragmentManager() {}

    private static UnsupportedOperationException unsupported(String member) {
        return new UnsupportedOperationException("stub: FragmentManager." + member + " (fragments are not supported by the Tandem runtime)");
    }

    @Override
    public final void setFragmentResult(@NonNull String requestKey, @NonNull Bundle result) {
        throw unsupported("setFragmentResult");
    }

    @Override
    public final void clearFragmentResult(@NonNull String requestKey) {
        throw unsupported("clearFragmentResult");
    }

    @Override
    public final void setFragmentResultListener(@NonNull String requestKey, @NonNull LifecycleOwner lifecycleOwner,
            @NonNull FragmentResultListener listener) {
        throw unsupported("setFragmentResultListener");
    }

    @Override
    public final void clearFragmentResultListener(@NonNull String requestKey) {
        throw unsupported("clearFragmentResultListener");
    }

    @Nullable
    public Fragment findFragmentById(@IdRes int id) {
        throw unsupported("findFragmentById");
    }

    @Nullable
    public Fragment findFragmentByTag(@Nullable String tag) {
        throw unsupported("findFragmentByTag");
    }

    @Nullable
    public Fragment getPrimaryNavigationFragment() {
        throw unsupported("getPrimaryNavigationFragment");
    }
}
