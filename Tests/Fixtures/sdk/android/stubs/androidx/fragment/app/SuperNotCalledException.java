// Mirrors androidx.fragment.app.SuperNotCalledException at API 35 (androidx fragment 1.8.5)
package androidx.fragment.app;

import android.util.AndroidRuntimeException;
import androidx.annotation.NonNull;

public final class SuperNotCalledException extends AndroidRuntimeException {
    public SuperNotCalledException(@NonNull String msg) { super(msg); }
}
