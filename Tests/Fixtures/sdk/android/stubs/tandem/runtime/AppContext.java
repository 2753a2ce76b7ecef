// Not part of the public SDK: the base context of the app (android.app.ContextImpl on a device).
package tandem.runtime;

import android.content.Context;
import android.content.Intent;
import android.content.pm.PackageManager;
import android.content.res.Resources;
import android.os.Bundle;
import android.util.AndroidRuntimeException;
import android.view.LayoutInflater;

public final class AppContext extends Context {
    private Resources.Theme theme;

    @Override public Resources getResources() { return Hidden.resources(); }

    @Override
    public Context getApplicationContext() {
        Object app = Runtime.get().application;
        return app instanceof Context ? (Context) app : this;
    }

    @Override public ClassLoader getClassLoader() { return Runtime.get().appLoader; }

    @Override public String getPackageName() { return Runtime.get().appPackage(); }

    @Override
    public void setTheme(int resid) { getTheme().applyStyle(resid, true); }

    @Override
    public Resources.Theme getTheme() {
        if (theme == null) theme = Hidden.newTheme(getResources(), Hidden.defaultThemeFor(this));
        return theme;
    }

    @Override public void startActivity(Intent intent) { startActivity(intent, null); }

    @Override
    public void startActivity(Intent intent, Bundle options) {
        if ((intent.getFlags() & Intent.FLAG_ACTIVITY_NEW_TASK) == 0) {
            throw new AndroidRuntimeException("Calling startActivity() from outside of an Activity context requires the"
                    + " FLAG_ACTIVITY_NEW_TASK flag. Is this really what you want?");
        }
        Runtime.get().startActivity(this, intent, -1);
    }

    @Override
    public Object getSystemService(String name) {
        if (Context.LAYOUT_INFLATER_SERVICE.equals(name)) return new PhoneLayoutInflater(this);
        throw new UnsupportedOperationException("stub: getSystemService(\"" + name + "\")");
    }

    @Override
    public String getSystemServiceName(Class<?> serviceClass) {
        if (serviceClass == LayoutInflater.class) return Context.LAYOUT_INFLATER_SERVICE;
        throw new UnsupportedOperationException("stub: getSystemService(" + serviceClass.getName() + ")");
    }

    @Override
    public int checkSelfPermission(String permission) {
        if (permission == null) throw new IllegalArgumentException("permission is null");
        return Runtime.get().hasPermission(permission) ? PackageManager.PERMISSION_GRANTED : PackageManager.PERMISSION_DENIED;
    }

    @Override public int checkCallingOrSelfPermission(String permission) { return checkSelfPermission(permission); }
}
