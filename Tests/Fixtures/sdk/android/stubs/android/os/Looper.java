// Mirrors android.os.Looper at API 35 (framework). One main looper; posted work runs when the harness lets the
// message queue drain (after each lifecycle step and each simulated user action).
package android.os;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public final class Looper {
    private static final Looper MAIN = new Looper();

    private Looper() {}

    public static Looper getMainLooper() { return MAIN; }

    public static @Nullable Looper myLooper() { return MAIN; }

    public static void prepare() { throw new RuntimeException("Only one Looper may be created per thread"); }

    public static void loop() { throw new UnsupportedOperationException("stub: Looper.loop() (the harness drains the queue itself)"); }

    public boolean isCurrentThread() { return true; }

    public @NonNull Thread getThread() { return Thread.currentThread(); }
}
