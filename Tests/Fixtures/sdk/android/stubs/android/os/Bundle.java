// Mirrors android.os.Bundle at API 35 (framework)
package android.os;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import java.io.Serializable;
import java.util.ArrayList;

public final class Bundle extends BaseBundle implements Cloneable, Parcelable {
    public static final Bundle EMPTY = new Bundle();

    public static final Parcelable.Creator<Bundle> CREATOR = new Parcelable.Creator<Bundle>() {
        @Override
        public Bundle createFromParcel(Parcel in) { return in.readBundle(); }

        @Override
        public Bundle[] newArray(int size) { return new Bundle[size]; }
    };

    public Bundle() { super(); }

    public Bundle(ClassLoader loader) { super(); mClassLoader = loader; }

    public Bundle(int capacity) { super(); }

    public Bundle(@Nullable Bundle b) { super(b); }

    public void setClassLoader(ClassLoader loader) { setClassLoaderInternal(loader); }

    public ClassLoader getClassLoader() { return getClassLoaderInternal(); }

    @Override
    public Object clone() { return new Bundle(this); }

    @NonNull
    public Bundle deepCopy() { return new Bundle(this); }

    public boolean hasFileDescriptors() { return false; }

    public void putAll(Bundle bundle) {
        unparcel();
        bundle.unparcel();
        mMap.putAll(bundle.mMap);
    }

    public void putByte(@Nullable String key, byte value) { put(key, value); }
    public void putChar(@Nullable String key, char value) { put(key, value); }
    public void putShort(@Nullable String key, short value) { put(key, value); }
    public void putFloat(@Nullable String key, float value) { put(key, value); }
    public void putCharSequence(@Nullable String key, @Nullable CharSequence value) { put(key, value); }
    public void putParcelable(@Nullable String key, @Nullable Parcelable value) { put(key, value); }
    public void putParcelableArray(@Nullable String key, @Nullable Parcelable[] value) { put(key, value); }
    public void putParcelableArrayList(@Nullable String key, @Nullable ArrayList<? extends Parcelable> value) { put(key, value); }
    public void putIntegerArrayList(@Nullable String key, @Nullable ArrayList<Integer> value) { put(key, value); }
    public void putStringArrayList(@Nullable String key, @Nullable ArrayList<String> value) { put(key, value); }
    public void putCharSequenceArrayList(@Nullable String key, @Nullable ArrayList<CharSequence> value) { put(key, value); }
    public void putSerializable(@Nullable String key, @Nullable Serializable value) { put(key, value); }
    public void putByteArray(@Nullable String key, @Nullable byte[] value) { put(key, value); }
    public void putShortArray(@Nullable String key, @Nullable short[] value) { put(key, value); }
    public void putCharArray(@Nullable String key, @Nullable char[] value) { put(key, value); }
    public void putFloatArray(@Nullable String key, @Nullable float[] value) { put(key, value); }
    public void putCharSequenceArray(@Nullable String key, @Nullable CharSequence[] value) { put(key, value); }
    public void putBundle(@Nullable String key, @Nullable Bundle value) { put(key, value); }

    @Override public void remove(String key) { super.remove(key); }
    @Override public void clear() { super.clear(); }

    public byte getByte(String key) { return getByte(key, (byte) 0); }
    public Byte getByte(String key, byte defaultValue) { return getTyped(key, Byte.class, "Byte", defaultValue); }
    public char getChar(String key) { return getChar(key, (char) 0); }
    public char getChar(String key, char defaultValue) { return getTyped(key, Character.class, "Character", defaultValue); }
    public short getShort(String key) { return getShort(key, (short) 0); }
    public short getShort(String key, short defaultValue) { return getTyped(key, Short.class, "Short", defaultValue); }
    public float getFloat(String key) { return getFloat(key, 0f); }
    public float getFloat(String key, float defaultValue) { return getTyped(key, Float.class, "Float", defaultValue); }

    @Nullable
    public CharSequence getCharSequence(@Nullable String key) { return getTyped(key, CharSequence.class, "CharSequence", null); }

    public CharSequence getCharSequence(@Nullable String key, CharSequence defaultValue) {
        CharSequence cs = getCharSequence(key);
        return cs == null ? defaultValue : cs;
    }

    @Nullable
    public Bundle getBundle(@Nullable String key) { return getTyped(key, Bundle.class, "Bundle", null); }

    /** @deprecated Use the type-safer {@link #getParcelable(String, Class)} starting from API 33. */
    @Deprecated
    @Nullable
    @SuppressWarnings("unchecked")
    public <T extends Parcelable> T getParcelable(@Nullable String key) {
        return (T) getTyped(key, Parcelable.class, "Parcelable", null);
    }

    @Nullable
    public <T> T getParcelable(@Nullable String key, @NonNull Class<T> clazz) {
        if (clazz == null) throw new NullPointerException("clazz");
        return getTyped(key, clazz, clazz.getCanonicalName(), null);
    }

    /** @deprecated Use the type-safer {@link #getParcelableArray(String, Class)} starting from API 33. */
    @Deprecated
    @Nullable
    public Parcelable[] getParcelableArray(@Nullable String key) { return getTyped(key, Parcelable[].class, "Parcelable[]", null); }

    @Nullable
    @SuppressWarnings("unchecked")
    public <T> T[] getParcelableArray(@Nullable String key, @NonNull Class<T> clazz) {
        Parcelable[] a = getTyped(key, Parcelable[].class, "Parcelable[]", null);
        if (a == null) return null;
        T[] out = (T[]) java.lang.reflect.Array.newInstance(clazz, a.length);
        for (int i = 0; i < a.length; i++) out[i] = clazz.cast(a[i]);
        return out;
    }

    /** @deprecated Use the type-safer {@link #getParcelableArrayList(String, Class)} starting from API 33. */
    @Deprecated
    @Nullable
    @SuppressWarnings("unchecked")
    public <T extends Parcelable> ArrayList<T> getParcelableArrayList(@Nullable String key) {
        return (ArrayList<T>) getTyped(key, ArrayList.class, "ArrayList", null);
    }

    @Nullable
    @SuppressWarnings("unchecked")
    public <T> ArrayList<T> getParcelableArrayList(@Nullable String key, @NonNull Class<? extends T> clazz) {
        ArrayList<Object> l = getTyped(key, ArrayList.class, "ArrayList", null);
        if (l == null) return null;
        for (Object o : l) {
            if (o != null && !clazz.isInstance(o)) {
                typeWarning(key, o, clazz.getCanonicalName(), null);
                return null;
            }
        }
        return (ArrayList<T>) (ArrayList<?>) l;
    }

    /** @deprecated Use the type-safer {@link #getSerializable(String, Class)} starting from API 33. */
    @Deprecated
    @Nullable
    public Serializable getSerializable(@Nullable String key) { return getTyped(key, Serializable.class, "Serializable", null); }

    @Nullable
    public <T extends Serializable> T getSerializable(@Nullable String key, @NonNull Class<T> clazz) {
        if (clazz == null) throw new NullPointerException("clazz");
        return getTyped(key, clazz, clazz.getCanonicalName(), null);
    }

    @Nullable
    @SuppressWarnings("unchecked")
    public ArrayList<Integer> getIntegerArrayList(@Nullable String key) { return getTyped(key, ArrayList.class, "ArrayList<Integer>", null); }

    @Nullable
    @SuppressWarnings("unchecked")
    public ArrayList<String> getStringArrayList(@Nullable String key) { return getTyped(key, ArrayList.class, "ArrayList<String>", null); }

    @Nullable
    @SuppressWarnings("unchecked")
    public ArrayList<CharSequence> getCharSequenceArrayList(@Nullable String key) { return getTyped(key, ArrayList.class, "ArrayList<CharSequence>", null); }

    @Nullable public byte[] getByteArray(@Nullable String key) { return getTyped(key, byte[].class, "byte[]", null); }
    @Nullable public short[] getShortArray(@Nullable String key) { return getTyped(key, short[].class, "short[]", null); }
    @Nullable public char[] getCharArray(@Nullable String key) { return getTyped(key, char[].class, "char[]", null); }
    @Nullable public float[] getFloatArray(@Nullable String key) { return getTyped(key, float[].class, "float[]", null); }
    @Nullable public CharSequence[] getCharSequenceArray(@Nullable String key) { return getTyped(key, CharSequence[].class, "CharSequence[]", null); }

    @Override
    public int describeContents() { return 0; }

    @Override
    public void writeToParcel(@NonNull Parcel parcel, int flags) { writeToParcelInner(parcel, flags); }

    public void readFromParcel(@NonNull Parcel parcel) { readFromParcelInner(parcel, parcel.readInt()); }

    @Override
    public synchronized String toString() {
        if (mParcelledData != null) return "Bundle[mParcelledData.dataSize=" + mParcelledData.dataSize() + "]";
        return "Bundle[" + mMap.toString() + "]";
    }
}
