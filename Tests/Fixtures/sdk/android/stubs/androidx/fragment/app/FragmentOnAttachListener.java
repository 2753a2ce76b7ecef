// Mirrors androidx.fragment.app.FragmentOnAttachListener at API 35 (androidx fragment 1.8.5)
package androidx.fragment.app;

import androidx.annotation.MainThread;
import androidx.annotation.NonNull;

public interface FragmentOnAttachListener {
    @MainThread
    void onAttachFragment(@NonNull FragmentManager fragmentManager, @NonNull Fragment fragment);
}
