// Mirrors android.content.ComponentName at API 35 (framework)
package android.content;

import android.os.Parcel;
import android.os.Parcelable;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public final class ComponentName implements Parcelable, Cloneable, Comparable<ComponentName> {
    private final String mPackage;
    private final String mClass;

    public ComponentName(@NonNull String pkg, @NonNull String cls) {
        if (pkg == null) throw new NullPointerException("package name is null");
        if (cls == null) throw new NullPointerException("class name is null");
        mPackage = pkg;
        mClass = cls;
    }

    public ComponentName(@NonNull Context pkg, @NonNull String cls) {
        if (cls == null) throw new NullPointerException("class name is null");
        mPackage = pkg.getPackageName();
        mClass = cls;
    }

    public ComponentName(@NonNull Context pkg, @NonNull Class<?> cls) {
        mPackage = pkg.getPackageName();
        mClass = cls.getName();
    }

    public ComponentName(Parcel in) {
        mPackage = in.readString();
        if (mPackage == null) throw new NullPointerException("package name is null");
        mClass = in.readString();
        if (mClass == null) throw new NullPointerException("class name is null");
    }

    public static @NonNull ComponentName createRelative(@NonNull String pkg, @NonNull String cls) {
        return new ComponentName(pkg, cls.startsWith(".") ? pkg + cls : cls);
    }

    public static @NonNull ComponentName createRelative(@NonNull Context pkg, @NonNull String cls) {
        return createRelative(pkg.getPackageName(), cls);
    }

    @Override
    public ComponentName clone() { return new ComponentName(mPackage, mClass); }

    public @NonNull String getPackageName() { return mPackage; }

    public @NonNull String getClassName() { return mClass; }

    public String getShortClassName() {
        return mClass.startsWith(mPackage + ".") ? mClass.substring(mPackage.length()) : mClass;
    }

    public @NonNull String flattenToString() { return mPackage + "/" + mClass; }

    public @NonNull String flattenToShortString() { return mPackage + "/" + getShortClassName(); }

    public String toShortString() { return "{" + flattenToShortString() + "}"; }

    public static @Nullable ComponentName unflattenFromString(@NonNull String str) {
        int sep = str.indexOf('/');
        if (sep < 0 || sep + 1 >= str.length()) return null;
        String pkg = str.substring(0, sep);
        String cls = str.substring(sep + 1);
        if (cls.length() > 0 && cls.charAt(0) == '.') cls = pkg + cls;
        return new ComponentName(pkg, cls);
    }

    @Override
    public String toString() { return "ComponentInfo{" + mPackage + "/" + mClass + "}"; }

    @Override
    public boolean equals(@Nullable Object obj) {
        if (!(obj instanceof ComponentName)) return false;
        ComponentName o = (ComponentName) obj;
        return mPackage.equals(o.mPackage) && mClass.equals(o.mClass);
    }

    @Override
    public int hashCode() { return mPackage.hashCode() + mClass.hashCode(); }

    @Override
    public int compareTo(@NonNull ComponentName that) {
        int v = mPackage.compareTo(that.mPackage);
        return v != 0 ? v : mClass.compareTo(that.mClass);
    }

    @Override
    public int describeContents() { return 0; }

    @Override
    public void writeToParcel(@NonNull Parcel out, int flags) {
        out.writeString(mPackage);
        out.writeString(mClass);
    }

    public static void writeToParcel(ComponentName c, Parcel out) {
        if (c != null) c.writeToParcel(out, 0); else out.writeString(null);
    }

    public static ComponentName readFromParcel(Parcel in) {
        String pkg = in.readString();
        return pkg != null ? new ComponentName(pkg, in.readString()) : null;
    }

    public static final Parcelable.Creator<ComponentName> CREATOR = new Parcelable.Creator<ComponentName>() {
        public ComponentName createFromParcel(Parcel in) { return new ComponentName(in); }

        public ComponentName[] newArray(int size) { return new ComponentName[size]; }
    };
}
