// Mirrors androidx.lifecycle.ViewModelStoreOwner (androidx lifecycle-viewmodel 2.10.0).
package androidx.lifecycle;

import androidx.annotation.NonNull;

public interface ViewModelStoreOwner {
    @NonNull
    ViewModelStore getViewModelStore();
}
