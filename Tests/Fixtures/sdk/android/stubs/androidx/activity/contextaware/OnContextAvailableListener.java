// Mirrors androidx.activity.contextaware.OnContextAvailableListener at API 35 (androidx activity 1.9.3)
package androidx.activity.contextaware;

import android.content.Context;
import androidx.annotation.NonNull;

public interface OnContextAvailableListener {
    void onContextAvailable(@NonNull Context context);
}
