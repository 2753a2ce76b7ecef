// Mirrors androidx.core.app.ActivityOptionsCompat at API 35 (androidx core 1.13.1): makeBasic and toBundle
package androidx.core.app;

import android.os.Bundle;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public class ActivityOptionsCompat {
    protected ActivityOptionsCompat() {}

    @NonNull
    public static ActivityOptionsCompat makeBasic() { return new ActivityOptionsCompat(); }

    @Nullable
    public Bundle toBundle() { return null; }
}
