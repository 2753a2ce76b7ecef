// Mirrors androidx.core.app.ActivityCompat at API 35 (androidx core 1.13.1): the static helpers generated code uses
package androidx.core.app;

import android.app.Activity;
import android.content.Intent;
import android.os.Bundle;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.core.content.ContextCompat;

public class ActivityCompat extends ContextCompat {
    protected ActivityCompat() {}

    public interface OnRequestPermissionsResultCallback {
        void onRequestPermissionsResult(int requestCode, @NonNull String[] permissions, @NonNull int[] grantResults);
    }

    public static void startActivityForResult(@NonNull Activity activity, @NonNull Intent intent, int requestCode, @Nullable Bundle options) {
        activity.startActivityForResult(intent, requestCode, options);
    }

    public static void finishAffinity(@NonNull Activity activity) { activity.finishAffinity(); }

    public static void requestPermissions(@NonNull Activity activity, @NonNull String[] permissions, int requestCode) {
        activity.requestPermissions(permissions, requestCode);
    }

    public static boolean shouldShowRequestPermissionRationale(@NonNull Activity activity, @NonNull String permission) {
        return activity.shouldShowRequestPermissionRationale(permission);
    }

    @NonNull
    public static <T extends android.view.View> T requireViewById(@NonNull Activity activity, int id) {
        return activity.requireViewById(id);
    }
}
