// Mirrors android.content.ComponentCallbacks at API 35 (framework)
package android.content;

public interface ComponentCallbacks {
    /** @deprecated Since API 14 superseded by ComponentCallbacks2#onTrimMemory; since API 34 never called. */
    @Deprecated
    void onLowMemory();
}
