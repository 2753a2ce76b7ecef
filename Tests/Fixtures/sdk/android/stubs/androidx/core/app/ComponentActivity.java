// Mirrors androidx.core.app.ComponentActivity at API 35 (androidx core 1.13.1)
package androidx.core.app;

import android.app.Activity;
import android.os.Bundle;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.lifecycle.Lifecycle;
import androidx.lifecycle.LifecycleOwner;
import androidx.lifecycle.LifecycleRegistry;

public class ComponentActivity extends Activity implements LifecycleOwner {
    private final LifecycleRegistry mLifecycleRegistry = new LifecycleRegistry(this);

    public ComponentActivity() {}

    @Override
    protected void onCreate(@Nullable Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        // ReportFragment.injectIfNeededIn(this) on API 29+: lifecycle events follow the activity's callbacks.
        registerActivityLifecycleCallbacks(new tandem.runtime.ReportFragmentCallbacks());
    }

    @Override
    protected void onSaveInstanceState(@NonNull Bundle outState) {
        mLifecycleRegistry.setCurrentState(Lifecycle.State.CREATED);
        super.onSaveInstanceState(outState);
    }

    @NonNull
    @Override
    public Lifecycle getLifecycle() { return mLifecycleRegistry; }
}
