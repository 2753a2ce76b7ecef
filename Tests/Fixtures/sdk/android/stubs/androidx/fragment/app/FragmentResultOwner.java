// Mirrors androidx.fragment.app.FragmentResultOwner at API 35 (androidx fragment 1.8.5)
package androidx.fragment.app;

import android.os.Bundle;
import androidx.annotation.NonNull;
import androidx.lifecycle.LifecycleOwner;

public interface FragmentResultOwner {
    void setFragmentResult(@NonNull String requestKey, @NonNull Bundle result);

    void clearFragmentResult(@NonNull String requestKey);

    void setFragmentResultListener(@NonNull String requestKey, @NonNull LifecycleOwner lifecycleOwner, @NonNull FragmentResultListener listener);

    void clearFragmentResultListener(@NonNull String requestKey);
}
