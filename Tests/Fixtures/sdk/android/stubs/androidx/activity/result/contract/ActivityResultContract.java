// Mirrors androidx.activity.result.contract.ActivityResultContract at API 35 (androidx activity 1.9.3)
package androidx.activity.result.contract;

import android.content.Context;
import android.content.Intent;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public abstract class ActivityResultContract<I, O> {
    public ActivityResultContract() {}

    @NonNull
    public abstract Intent createIntent(@NonNull Context context, I input);

    public abstract O parseResult(int resultCode, @Nullable Intent intent);

    @Nullable
    public SynchronousResult<O> getSynchronousResult(@NonNull Context context, I input) { return null; }

    public static final class SynchronousResult<T> {
        private final T value;

        public SynchronousResult(T value) { this.value = value; }

        public T getValue() { return value; }
    }
}
