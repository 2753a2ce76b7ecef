// Mirrors androidx.lifecycle.LifecycleOwner at API 35 (androidx lifecycle-common 2.8.7)
package androidx.lifecycle;

import androidx.annotation.NonNull;

public interface LifecycleOwner {
    @NonNull
    Lifecycle getLifecycle();
}
