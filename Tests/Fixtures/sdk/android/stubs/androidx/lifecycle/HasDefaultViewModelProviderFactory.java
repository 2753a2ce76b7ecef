// Mirrors androidx.lifecycle.HasDefaultViewModelProviderFactory (androidx lifecycle-viewmodel 2.10.0).
package androidx.lifecycle;

import androidx.annotation.NonNull;
import androidx.lifecycle.viewmodel.CreationExtras;

public interface HasDefaultViewModelProviderFactory {
    @NonNull
    ViewModelProvider.Factory getDefaultViewModelProviderFactory();

    @NonNull
    default CreationExtras getDefaultViewModelCreationExtras() { return CreationExtras.Empty.INSTANCE; }
}
