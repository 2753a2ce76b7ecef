// Not part of the Android SDK: reflective access to what is hidden in the framework (constructors of Resources and
// Theme, the activity window's content frame), so the stubs keep exactly the public surface of the SDK.
package tandem.runtime;

import android.content.Context;
import android.content.res.Resources;
import android.view.View;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.Collections;
import java.util.Set;
import java.util.WeakHashMap;

public final class Hidden {
    private Hidden() {}

    private static Resources resources;
    private static final Set<View> decors = Collections.newSetFromMap(new WeakHashMap<>());

    public static synchronized Resources resources() {
        if (resources == null) {
            try {
                Constructor<Resources> c = Resources.class.getDeclaredConstructor();
                c.setAccessible(true);
                resources = c.newInstance();
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
        return resources;
    }

    public static Resources.Theme newTheme(Resources res, String name) {
        try {
            Constructor<Resources.Theme> c = Resources.Theme.class.getDeclaredConstructor(Resources.class, String.class);
            c.setAccessible(true);
            return c.newInstance(res, name);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    public static String themeName(Resources.Theme theme) {
        if (theme == null) return null;
        return (String) get(theme, Resources.Theme.class, "mName");
    }

    public static String themeName(Context context) {
        return context == null ? null : themeName(context.getTheme());
    }

    public static String defaultThemeFor(Context context) {
        if (context instanceof android.app.Activity) return Runtime.get().themeFor(context.getClass().getName());
        return Runtime.get().appTheme != null ? Runtime.get().appTheme : "android:Theme.DeviceDefault.Light.DarkActionBar";
    }

    public static void markDecor(View v) { decors.add(v); }

    public static void unmarkDecor(View v) { decors.remove(v); }

    public static boolean isDecor(View v) { return decors.contains(v); }

    public static Object get(Object target, Class<?> owner, String field) {
        try {
            Field f = owner.getDeclaredField(field);
            f.setAccessible(true);
            return f.get(target);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    public static void set(Object target, Class<?> owner, String field, Object value) {
        try {
            Field f = owner.getDeclaredField(field);
            f.setAccessible(true);
            f.set(target, value);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Calls a declared (often package-private) method; exceptions thrown by it propagate unwrapped. */
    public static Object call(Object target, Class<?> owner, String name, Class<?>[] types, Object... args) {
        Method m;
        try {
            m = owner.getDeclaredMethod(name, types);
            m.setAccessible(true);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(e);
        }
        try {
            return m.invoke(target, args);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        } catch (java.lang.reflect.InvocationTargetException e) {
            Throwable t = e.getCause();
            if (t instanceof RuntimeException) throw (RuntimeException) t;
            if (t instanceof Error) throw (Error) t;
            throw new RuntimeException(t);
        }
    }

    public static com.google.android.gms.maps.model.Marker newMarker(com.google.android.gms.maps.model.MarkerOptions o) {
        try {
            Constructor<com.google.android.gms.maps.model.Marker> c =
                    com.google.android.gms.maps.model.Marker.class.getDeclaredConstructor(com.google.android.gms.maps.model.MarkerOptions.class);
            c.setAccessible(true);
            return c.newInstance(o);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
