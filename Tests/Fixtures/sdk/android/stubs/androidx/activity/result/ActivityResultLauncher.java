// Mirrors androidx.activity.result.ActivityResultLauncher at API 35 (androidx activity 1.9.3)
package androidx.activity.result;

import androidx.activity.result.contract.ActivityResultContract;
import androidx.annotation.MainThread;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.core.app.ActivityOptionsCompat;

public abstract class ActivityResultLauncher<I> {
    public ActivityResultLauncher() {}

    public void launch(I input) { launch(input, null); }

    public abstract void launch(I input, @Nullable ActivityOptionsCompat options);

    @MainThread
    public abstract void unregister();

    @NonNull
    public abstract ActivityResultContract<I, ?> getContract();
}
