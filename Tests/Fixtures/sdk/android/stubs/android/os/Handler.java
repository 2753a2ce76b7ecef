// Mirrors android.os.Handler at API 35 (framework): post/postDelayed queue the Runnable on the main looper; the
// harness runs it after the current step (delays are not waited for, only ordered).
package android.os;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public class Handler {
    private final Looper looper;

    /** @deprecated Implicitly choosing a Looper during Handler construction can lead to bugs (API 30). */
    @Deprecated
    public Handler() { this.looper = Looper.getMainLooper(); }

    public Handler(@NonNull Looper looper) {
        if (looper == null) throw new NullPointerException("looper");
        this.looper = looper;
    }

    public final @NonNull Looper getLooper() { return looper; }

    public final boolean post(@NonNull Runnable r) {
        tandem.runtime.Runtime.get().post(this, r, 0);
        return true;
    }

    public final boolean postDelayed(@NonNull Runnable r, long delayMillis) {
        tandem.runtime.Runtime.get().post(this, r, delayMillis);
        return true;
    }

    public final void removeCallbacks(@NonNull Runnable r) { tandem.runtime.Runtime.get().removePosted(this, r); }

    public final void removeCallbacksAndMessages(@Nullable Object token) { tandem.runtime.Runtime.get().removePosted(this, null); }
}
