// Mirrors androidx.core.os.ParcelCompat at API 35 (androidx core 1.13.1)
package androidx.core.os;

import android.os.Parcel;
import android.os.Parcelable;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

public final class ParcelCompat {
    private ParcelCompat() {}

    public static boolean readBoolean(@NonNull Parcel in) { return in.readInt() != 0; }

    public static void writeBoolean(@NonNull Parcel out, boolean value) { out.writeInt(value ? 1 : 0); }

    @Nullable
    public static <T extends Parcelable> T readParcelable(@NonNull Parcel in, @Nullable ClassLoader loader, @NonNull Class<T> clazz) {
        return in.readParcelable(loader, clazz);
    }

    @Nullable
    public static <T extends Serializable> T readSerializable(@NonNull Parcel in, @Nullable ClassLoader loader, @NonNull Class<T> clazz) {
        return in.readSerializable(loader, clazz);
    }

    @Nullable
    public static <T> ArrayList<T> readArrayList(@NonNull Parcel in, @Nullable ClassLoader loader, @NonNull Class<? extends T> clazz) {
        return in.readArrayList(loader, clazz);
    }

    public static <T> void readList(@NonNull Parcel in, @NonNull List<? super T> outVal, @Nullable ClassLoader loader, @NonNull Class<T> clazz) {
        in.readList(outVal, loader, clazz);
    }

    @NonNull
    public static <T> List<T> readParcelableList(@NonNull Parcel in, @NonNull List<T> list, @Nullable ClassLoader cl, @NonNull Class<T> clazz) {
        list.clear();
        int n = in.readInt();
        for (int i = 0; i < n; i++) list.add(in.readParcelable(cl, clazz));
        return list;
    }
}
