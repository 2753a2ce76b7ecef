// Mirrors androidx.core.content.IntentCompat at API 35 (androidx core 1.13.1)
package androidx.core.content;

import android.content.Intent;
import android.os.Parcelable;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import java.io.Serializable;
import java.util.ArrayList;

public final class IntentCompat {
    public static final String EXTRA_HTML_TEXT = "android.intent.extra.HTML_TEXT";
    public static final String EXTRA_START_PLAYBACK = "android.intent.extra.START_PLAYBACK";

    private IntentCompat() {}

    @Nullable
    public static <T> T getParcelableExtra(@NonNull Intent in, @Nullable String name, @NonNull Class<T> clazz) {
        return in.getParcelableExtra(name, clazz);
    }

    @Nullable
    public static Parcelable[] getParcelableArrayExtra(@NonNull Intent in, @Nullable String name, @NonNull Class<? extends Parcelable> clazz) {
        return in.getParcelableArrayExtra(name, clazz);
    }

    @Nullable
    public static <T> ArrayList<T> getParcelableArrayListExtra(@NonNull Intent in, @Nullable String name, @NonNull Class<? extends T> clazz) {
        return in.getParcelableArrayListExtra(name, clazz);
    }

    @Nullable
    public static <T extends Serializable> T getSerializableExtra(@NonNull Intent in, @Nullable String key, @NonNull Class<T> clazz) {
        return in.getSerializableExtra(key, clazz);
    }
}
