// Mirrors android.app.Application at API 35 (framework)
package android.app;

import android.content.ComponentCallbacks2;
import android.content.Context;
import android.content.ContextWrapper;
import android.os.Bundle;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import java.util.ArrayList;

public class Application extends ContextWrapper implements ComponentCallbacks2 {
    private final ArrayList<ActivityLifecycleCallbacks> mActivityLifecycleCallbacks = new ArrayList<>();

    public interface ActivityLifecycleCallbacks {
        default void onActivityPreCreated(@NonNull Activity activity, @Nullable Bundle savedInstanceState) {}
        void onActivityCreated(@NonNull Activity activity, @Nullable Bundle savedInstanceState);
        default void onActivityPostCreated(@NonNull Activity activity, @Nullable Bundle savedInstanceState) {}
        default void onActivityPreStarted(@NonNull Activity activity) {}
        void onActivityStarted(@NonNull Activity activity);
        default void onActivityPostStarted(@NonNull Activity activity) {}
        default void onActivityPreResumed(@NonNull Activity activity) {}
        void onActivityResumed(@NonNull Activity activity);
        default void onActivityPostResumed(@NonNull Activity activity) {}
        default void onActivityPrePaused(@NonNull Activity activity) {}
        void onActivityPaused(@NonNull Activity activity);
        default void onActivityPostPaused(@NonNull Activity activity) {}
        default void onActivityPreStopped(@NonNull Activity activity) {}
        void onActivityStopped(@NonNull Activity activity);
        default void onActivityPostStopped(@NonNull Activity activity) {}
        default void onActivityPreSaveInstanceState(@NonNull Activity activity, @NonNull Bundle outState) {}
        void onActivitySaveInstanceState(@NonNull Activity activity, @NonNull Bundle outState);
        default void onActivityPostSaveInstanceState(@NonNull Activity activity, @NonNull Bundle outState) {}
        default void onActivityPreDestroyed(@NonNull Activity activity) {}
        void onActivityDestroyed(@NonNull Activity activity);
        default void onActivityPostDestroyed(@NonNull Activity activity) {}
    }

    public Application() { super(null); }

    final void attach(Context context) { attachBaseContext(context); }

    public void onCreate() {}

    public void onTerminate() {}

    @Override
    public void onLowMemory() {}

    @Override
    public void onTrimMemory(int level) {}

    public void registerActivityLifecycleCallbacks(ActivityLifecycleCallbacks callback) {
        synchronized (mActivityLifecycleCallbacks) { mActivityLifecycleCallbacks.add(callback); }
    }

    public void unregisterActivityLifecycleCallbacks(ActivityLifecycleCallbacks callback) {
        synchronized (mActivityLifecycleCallbacks) { mActivityLifecycleCallbacks.remove(callback); }
    }

    Object[] collectActivityLifecycleCallbacks() {
        synchronized (mActivityLifecycleCallbacks) { return mActivityLifecycleCallbacks.toArray(); }
    }
}
