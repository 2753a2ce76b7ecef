// Mirrors androidx.activity.result.ActivityResultRegistryOwner at API 35 (androidx activity 1.9.3)
package androidx.activity.result;

import androidx.annotation.NonNull;

public interface ActivityResultRegistryOwner {
    @NonNull
    ActivityResultRegistry getActivityResultRegistry();
}
