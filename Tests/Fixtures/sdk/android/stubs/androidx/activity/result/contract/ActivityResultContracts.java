// Mirrors androidx.activity.result.contract.ActivityResultContracts at API 35 (androidx activity 1.9.3):
// StartActivityForResult, RequestMultiplePermissions and RequestPermission
package androidx.activity.result.contract;

import java.util.HashMap;
import java.util.Map;

import android.content.Context;
import android.content.Intent;
import android.content.pm.PackageManager;
import androidx.activity.result.ActivityResult;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public final class ActivityResultContracts {
    private ActivityResultContracts() {}

    public static final class StartActivityForResult extends ActivityResultContract<Intent, ActivityResult> {
        public static final String EXTRA_ACTIVITY_OPTIONS_BUNDLE = "androidx.activity.result.contract.extra.ACTIVITY_OPTIONS_BUNDLE";

        public StartActivityForResult() {}

        @NonNull
        @Override
        public Intent createIntent(@NonNull Context context, @NonNull Intent input) { return input; }

        @NonNull
        @Override
        public ActivityResult parseResult(int resultCode, @Nullable Intent intent) { return new ActivityResult(resultCode, intent); }
    }

    public static final class RequestPermission extends ActivityResultContract<String, Boolean> {
        public RequestPermission() {}

        @NonNull
        @Override
        public Intent createIntent(@NonNull Context context, @NonNull String input) {
            return new Intent("androidx.activity.result.contract.action.REQUEST_PERMISSIONS").putExtra("androidx.activity.result.contract.extra.PERMISSIONS", new String[] {input});
        }

        @NonNull
        @Override
        public Boolean parseResult(int resultCode, @Nullable Intent intent) {
            if (intent == null || resultCode != android.app.Activity.RESULT_OK) return false;
            int[] grantResults = intent.getIntArrayExtra("androidx.activity.result.contract.extra.PERMISSION_GRANT_RESULTS");
            return grantResults != null && grantResults.length > 0 && grantResults[0] == PackageManager.PERMISSION_GRANTED;
        }

        @Nullable
        @Override
        public SynchronousResult<Boolean> getSynchronousResult(@NonNull Context context, @NonNull String input) {
            boolean granted = context.checkSelfPermission(input) == PackageManager.PERMISSION_GRANTED;
            return granted ? new SynchronousResult<>(true) : null;
        }
    }

    public static final class RequestMultiplePermissions extends ActivityResultContract<String[], Map<String, Boolean>> {
        public static final String ACTION_REQUEST_PERMISSIONS = "androidx.activity.result.contract.action.REQUEST_PERMISSIONS";
        public static final String EXTRA_PERMISSIONS = "androidx.activity.result.contract.extra.PERMISSIONS";
        public static final String EXTRA_PERMISSION_GRANT_RESULTS = "androidx.activity.result.contract.extra.PERMISSION_GRANT_RESULTS";

        public RequestMultiplePermissions() {}

        @NonNull
        @Override
        public Intent createIntent(@NonNull Context context, @NonNull String[] input) {
            return new Intent(ACTION_REQUEST_PERMISSIONS).putExtra(EXTRA_PERMISSIONS, input);
        }

        @NonNull
        @Override
        public Map<String, Boolean> parseResult(int resultCode, @Nullable Intent intent) {
            Map<String, Boolean> result = new HashMap<>();
            if (intent == null || resultCode != android.app.Activity.RESULT_OK) return result;
            String[] permissions = intent.getStringArrayExtra(EXTRA_PERMISSIONS);
            int[] grantResults = intent.getIntArrayExtra(EXTRA_PERMISSION_GRANT_RESULTS);
            if (permissions == null || grantResults == null) return result;
            for (int i = 0; i < permissions.length && i < grantResults.length; i++) {
                result.put(permissions[i], grantResults[i] == PackageManager.PERMISSION_GRANTED);
            }
            return result;
        }

        @Nullable
        @Override
        public SynchronousResult<Map<String, Boolean>> getSynchronousResult(@NonNull Context context, @NonNull String[] input) {
            if (input.length == 0) return new SynchronousResult<>(new HashMap<>());
            Map<String, Boolean> granted = new HashMap<>();
            for (String permission : input) {
                if (context.checkSelfPermission(permission) != PackageManager.PERMISSION_GRANTED) return null;
                granted.put(permission, true);
            }
            return new SynchronousResult<>(granted);
        }
    }
}
