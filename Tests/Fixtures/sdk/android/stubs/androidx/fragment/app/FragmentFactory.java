// Mirrors androidx.fragment.app.FragmentFactory at API 35 (androidx fragment 1.8.5): loads the class and calls its
// public no-argument constructor, with the library's Fragment.InstantiationException messages.
package androidx.fragment.app;

import androidx.annotation.NonNull;

import java.lang.reflect.InvocationTargetException;

public class FragmentFactory {
    public FragmentFactory() {}

    static boolean isFragmentClass(@NonNull ClassLoader classLoader, @NonNull String className) {
        try {
            Class<?> clazz = Class.forName(className, false, classLoader);
            return Fragment.class.isAssignableFrom(clazz);
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    @NonNull
    @SuppressWarnings("unchecked")
    public static Class<? extends Fragment> loadFragmentClass(@NonNull ClassLoader classLoader, @NonNull String className) {
        try {
            Class<?> clazz = Class.forName(className, false, classLoader);
            if (!Fragment.class.isAssignableFrom(clazz)) throw new ClassCastException(className + " cannot be cast to androidx.fragment.app.Fragment");
            return (Class<? extends Fragment>) clazz;
        } catch (ClassNotFoundException e) {
            throw new Fragment.InstantiationException("Unable to instantiate fragment " + className + ": make sure class name exists", e);
        } catch (ClassCastException e) {
            throw new Fragment.InstantiationException("Unable to instantiate fragment " + className + ": make sure class is a valid subclass of Fragment", e);
        }
    }

    @NonNull
    public Fragment instantiate(@NonNull ClassLoader classLoader, @NonNull String className) {
        try {
            Class<? extends Fragment> cls = loadFragmentClass(classLoader, className);
            return cls.getConstructor().newInstance();
        } catch (InstantiationException | IllegalAccessException e) {
            throw new Fragment.InstantiationException("Unable to instantiate fragment " + className
                    + ": make sure class name exists, is public, and has an empty constructor that is public", e);
        } catch (NoSuchMethodException e) {
            throw new Fragment.InstantiationException("Unable to instantiate fragment " + className + ": could not find Fragment constructor", e);
        } catch (InvocationTargetException e) {
            throw new Fragment.InstantiationException("Unable to instantiate fragment " + className
                    + ": calling Fragment constructor caused an exception", e);
        }
    }
}
