// Not part of the public SDK: androidx.lifecycle.ReportFragment.LifecycleCallbacks (API 29+ path), which turns the
// activity's pre/post callbacks into Lifecycle events for a LifecycleRegistry owner.
package tandem.runtime;

import android.app.Activity;
import android.app.Application;
import android.os.Bundle;
import androidx.lifecycle.Lifecycle;
import androidx.lifecycle.LifecycleOwner;
import androidx.lifecycle.LifecycleRegistry;

public final class ReportFragmentCallbacks implements Application.ActivityLifecycleCallbacks {
    private static void dispatch(Activity activity, Lifecycle.Event event) {
        if (activity instanceof LifecycleOwner) {
            Lifecycle lifecycle = ((LifecycleOwner) activity).getLifecycle();
            if (lifecycle instanceof LifecycleRegistry) ((LifecycleRegistry) lifecycle).handleLifecycleEvent(event);
        }
    }

    @Override public void onActivityCreated(Activity activity, Bundle bundle) {}
    @Override public void onActivityPostCreated(Activity activity, Bundle savedInstanceState) { dispatch(activity, Lifecycle.Event.ON_CREATE); }
    @Override public void onActivityStarted(Activity activity) {}
    @Override public void onActivityPostStarted(Activity activity) { dispatch(activity, Lifecycle.Event.ON_START); }
    @Override public void onActivityResumed(Activity activity) {}
    @Override public void onActivityPostResumed(Activity activity) { dispatch(activity, Lifecycle.Event.ON_RESUME); }
    @Override public void onActivityPrePaused(Activity activity) { dispatch(activity, Lifecycle.Event.ON_PAUSE); }
    @Override public void onActivityPaused(Activity activity) {}
    @Override public void onActivityPreStopped(Activity activity) { dispatch(activity, Lifecycle.Event.ON_STOP); }
    @Override public void onActivityStopped(Activity activity) {}
    @Override public void onActivitySaveInstanceState(Activity activity, Bundle bundle) {}
    @Override public void onActivityPreDestroyed(Activity activity) { dispatch(activity, Lifecycle.Event.ON_DESTROY); }
    @Override public void onActivityDestroyed(Activity activity) {}
}
