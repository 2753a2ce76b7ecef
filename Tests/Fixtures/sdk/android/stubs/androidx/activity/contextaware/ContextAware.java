// Mirrors androidx.activity.contextaware.ContextAware at API 35 (androidx activity 1.9.3)
package androidx.activity.contextaware;

import android.content.Context;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public interface ContextAware {
    @Nullable
    Context peekAvailableContext();

    void addOnContextAvailableListener(@NonNull OnContextAvailableListener listener);

    void removeOnContextAvailableListener(@NonNull OnContextAvailableListener listener);
}
