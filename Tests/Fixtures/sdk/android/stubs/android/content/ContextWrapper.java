// Mirrors android.content.ContextWrapper at API 35 (framework): delegates to the base context (NullPointerException
// when used before attachBaseContext, as on a device)
package android.content;

import android.content.res.Resources;
import android.os.Bundle;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public class ContextWrapper extends Context {
    Context mBase;

    public ContextWrapper(Context base) { mBase = base; }

    protected void attachBaseContext(Context base) {
        if (mBase != null) throw new IllegalStateException("Base context already set");
        mBase = base;
    }

    public Context getBaseContext() { return mBase; }

    @Override public Resources getResources() { return mBase.getResources(); }
    @Override public Context getApplicationContext() { return mBase.getApplicationContext(); }
    @Override public ClassLoader getClassLoader() { return mBase.getClassLoader(); }
    @Override public String getPackageName() { return mBase.getPackageName(); }
    @Override public void setTheme(int resid) { mBase.setTheme(resid); }
    @Override public Resources.Theme getTheme() { return mBase.getTheme(); }
    @Override public void startActivity(Intent intent) { mBase.startActivity(intent); }
    @Override public void startActivity(Intent intent, @Nullable Bundle options) { mBase.startActivity(intent, options); }
    @Override public Object getSystemService(@NonNull String name) { return mBase.getSystemService(name); }
    @Override public @Nullable String getSystemServiceName(@NonNull Class<?> serviceClass) { return mBase.getSystemServiceName(serviceClass); }
    @Override public int checkSelfPermission(@NonNull String permission) { return mBase.checkSelfPermission(permission); }
    @Override public int checkCallingOrSelfPermission(@NonNull String permission) { return mBase.checkCallingOrSelfPermission(permission); }
}
