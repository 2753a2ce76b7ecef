// Mirrors androidx.fragment.app.FragmentResultListener at API 35 (androidx fragment 1.8.5)
package androidx.fragment.app;

import android.os.Bundle;
import androidx.annotation.NonNull;

public interface FragmentResultListener {
    void onFragmentResult(@NonNull String requestKey, @NonNull Bundle result);
}
