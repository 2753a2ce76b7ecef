// Mirrors androidx.core.content.ContextCompat at API 35 (androidx core 1.13.1): the static helpers generated code uses
package androidx.core.content;

import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public class ContextCompat {
    protected ContextCompat() {}

    public static int checkSelfPermission(@NonNull Context context, @NonNull String permission) {
        if (permission == null) throw new NullPointerException("permission must be non-null");
        return context.checkSelfPermission(permission);
    }

    public static int getColor(@NonNull Context context, int id) { return context.getColor(id); }

    public static void startActivity(@NonNull Context context, @NonNull Intent intent, @Nullable Bundle options) {
        context.startActivity(intent, options);
    }

    @NonNull
    public static String getString(@NonNull Context context, int resId) { return context.getString(resId); }
}
