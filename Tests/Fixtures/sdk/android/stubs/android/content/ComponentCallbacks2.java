// Mirrors android.content.ComponentCallbacks2 at API 35 (framework)
package android.content;

public interface ComponentCallbacks2 extends ComponentCallbacks {
    /** @deprecated Apps are not notified of this level since API 34. */
    @Deprecated int TRIM_MEMORY_COMPLETE = 80;
    /** @deprecated Apps are not notified of this level since API 34. */
    @Deprecated int TRIM_MEMORY_MODERATE = 60;
    int TRIM_MEMORY_BACKGROUND = 40;
    int TRIM_MEMORY_UI_HIDDEN = 20;
    /** @deprecated Apps are not notified of this level since API 34. */
    @Deprecated int TRIM_MEMORY_RUNNING_CRITICAL = 15;
    /** @deprecated Apps are not notified of this level since API 34. */
    @Deprecated int TRIM_MEMORY_RUNNING_LOW = 10;
    /** @deprecated Apps are not notified of this level since API 34. */
    @Deprecated int TRIM_MEMORY_RUNNING_MODERATE = 5;

    void onTrimMemory(int level);
}
