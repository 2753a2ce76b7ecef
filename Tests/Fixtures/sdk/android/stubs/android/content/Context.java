// Mirrors android.content.Context at API 35 (framework)
package android.content;

import android.content.res.Resources;
import android.os.Bundle;
import android.view.LayoutInflater;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public abstract class Context {
    public static final String LAYOUT_INFLATER_SERVICE = "layout_inflater";
    public static final String ACTIVITY_SERVICE = "activity";
    public static final String INPUT_METHOD_SERVICE = "input_method";
    public static final String LOCATION_SERVICE = "location";
    public static final String CONNECTIVITY_SERVICE = "connectivity";
    public static final String VIBRATOR_SERVICE = "vibrator";
    public static final String NOTIFICATION_SERVICE = "notification";
    public static final String CLIPBOARD_SERVICE = "clipboard";
    public static final int MODE_PRIVATE = 0x0000;
    public static final int MODE_APPEND = 0x8000;

    public Context() {}

    public abstract Resources getResources();

    public abstract Context getApplicationContext();

    public abstract ClassLoader getClassLoader();

    public abstract String getPackageName();

    public abstract void setTheme(int resid);

    public abstract Resources.Theme getTheme();

    @NonNull
    public final CharSequence getText(int resId) { return getResources().getText(resId); }

    @NonNull
    public final String getString(int resId) { return getResources().getString(resId); }

    @NonNull
    public final String getString(int resId, Object... formatArgs) { return getResources().getString(resId, formatArgs); }

    public final int getColor(int id) { return getResources().getColor(id, getTheme()); }

    public abstract void startActivity(Intent intent);

    public abstract void startActivity(Intent intent, @Nullable Bundle options);

    public abstract Object getSystemService(@NonNull String name);

    @SuppressWarnings("unchecked")
    public final @Nullable <T> T getSystemService(@NonNull Class<T> serviceClass) {
        String name = getSystemServiceName(serviceClass);
        return name != null ? (T) getSystemService(name) : null;
    }

    public abstract @Nullable String getSystemServiceName(@NonNull Class<?> serviceClass);

    public abstract int checkSelfPermission(@NonNull String permission);

    public abstract int checkCallingOrSelfPermission(@NonNull String permission);

    public boolean isRestricted() { return false; }
}
