// Mirrors androidx.fragment.app.FragmentActivity at API 35 (androidx fragment 1.8.5): fragments themselves are not
// supported by the runtime (getSupportFragmentManager throws)
package androidx.fragment.app;

import android.os.Bundle;
import androidx.activity.ComponentActivity;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.core.app.ActivityCompat;

public class FragmentActivity extends ComponentActivity implements ActivityCompat.OnRequestPermissionsResultCallback {
    public FragmentActivity() { super(); }

    public FragmentActivity(int contentLayoutId) { super(contentLayoutId); }

    @Override
    protected void onCreate(@Nullable Bundle savedInstanceState) { super.onCreate(savedInstanceState); }

    @Override
    protected void onStart() { super.onStart(); }

    @Override
    protected void onResume() { super.onResume(); }

    @Override
    protected void onPause() { super.onPause(); }

    @Override
    protected void onStop() { super.onStop(); }

    @Override
    protected void onDestroy() { super.onDestroy(); }

    @NonNull
    public FragmentManager getSupportFragmentManager() {
        throw new UnsupportedOperationException("stub: FragmentActivity.getSupportFragmentManager (fragments are not supported by the Tandem runtime)");
    }

    public void supportInvalidateOptionsMenu() { invalidateOptionsMenu(); }
}
