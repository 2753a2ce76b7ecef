// Mirrors androidx.core.os.BundleCompat at API 35 (androidx core 1.13.1)
package androidx.core.os;

import android.os.Bundle;
import android.os.Parcelable;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import java.io.Serializable;
import java.util.ArrayList;

public final class BundleCompat {
    private BundleCompat() {}

    @Nullable
    public static <T> T getParcelable(@NonNull Bundle in, @Nullable String key, @NonNull Class<T> clazz) {
        return in.getParcelable(key, clazz);
    }

    @Nullable
    public static Parcelable[] getParcelableArray(@NonNull Bundle in, @Nullable String key, @NonNull Class<? extends Parcelable> clazz) {
        return in.getParcelableArray(key, clazz);
    }

    @Nullable
    public static <T> ArrayList<T> getParcelableArrayList(@NonNull Bundle in, @Nullable String key, @NonNull Class<? extends T> clazz) {
        return in.getParcelableArrayList(key, clazz);
    }

    @Nullable
    public static <T extends Serializable> T getSerializable(@NonNull Bundle in, @Nullable String key, @NonNull Class<T> clazz) {
        return in.getSerializable(key, clazz);
    }
}
