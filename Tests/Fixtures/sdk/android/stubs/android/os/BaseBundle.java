// Mirrors android.os.BaseBundle at API 35 (framework). Holds values in a map; a Bundle read from a Parcel keeps the
// bytes and unparcels on first access, with length-prefixed values (Parcelable, Serializable, List, Map) left lazy
// until their key is read (API 33+ behaviour). Typed getters log a warning and return the default on a type mismatch.
package android.os;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

public class BaseBundle {
    static final int BUNDLE_MAGIC = 0x4C444E42; // 'B' 'N' 'D' 'L'

    /** A value still in its parcel: the type int, its length and its payload. */
    static final class LazyValue {
        final Parcel source;
        final int start;
        final int total;

        LazyValue(Parcel source, int start, int total) {
            this.source = source;
            this.start = start;
            this.total = total;
        }
    }

    Map<String, Object> mMap;
    Parcel mParcelledData;
    ClassLoader mClassLoader;

    BaseBundle() { mMap = new LinkedHashMap<>(); }

    BaseBundle(BaseBundle b) {
        if (b == null) { mMap = new LinkedHashMap<>(); return; }
        mClassLoader = b.mClassLoader;
        if (b.mParcelledData != null) {
            byte[] raw = b.mParcelledData.marshall();
            mParcelledData = Parcel.obtain();
            mParcelledData.unmarshall(raw, 0, raw.length);
        } else {
            mMap = new LinkedHashMap<>(b.mMap);
        }
    }

    void setClassLoaderInternal(ClassLoader loader) { mClassLoader = loader; }

    ClassLoader getClassLoaderInternal() { return mClassLoader; }

    void unparcel() {
        if (mParcelledData == null) return;
        Parcel p = mParcelledData;
        mParcelledData = null;
        mMap = new LinkedHashMap<>();
        p.setDataPosition(0);
        int n = p.readInt();
        if (n < 0) throw new BadParcelableException("Bad length in parcel: " + n);
        for (int i = 0; i < n && p.dataAvail() > 0; i++) {
            String key = p.readString();
            int typePos = p.dataPosition();
            int type = p.readInt();
            if (type == Parcel.VAL_MAP || type == Parcel.VAL_PARCELABLE || type == Parcel.VAL_LIST
                    || type == Parcel.VAL_PARCELABLEARRAY || type == Parcel.VAL_OBJECTARRAY || type == Parcel.VAL_SERIALIZABLE) {
                p.skipValue(type);
                mMap.put(key, new LazyValue(p, typePos, p.dataPosition() - typePos));
            } else {
                mMap.put(key, p.readValueOfType(type, mClassLoader));
            }
        }
    }

    Object getValue(String key) {
        unparcel();
        Object v = mMap.get(key);
        if (v instanceof LazyValue) {
            LazyValue lv = (LazyValue) v;
            int saved = lv.source.dataPosition();
            lv.source.setDataPosition(lv.start);
            int type = lv.source.readInt();
            try {
                v = lv.source.readValueOfType(type, mClassLoader);
            } finally {
                lv.source.setDataPosition(saved);
            }
            mMap.put(key, v);
        }
        return v;
    }

    void typeWarning(String key, Object value, String className, Object defaultValue) {
        tandem.runtime.Runtime.get().warn("W/Bundle: Key " + key + " expected " + className + " but value was a "
                + value.getClass().getName() + ".  The default value " + defaultValue + " was returned.");
    }

    void writeToParcelInner(Parcel parcel, int flags) {
        if (mParcelledData != null) {
            byte[] raw = mParcelledData.marshall();
            parcel.writeInt(raw.length);
            parcel.writeInt(BUNDLE_MAGIC);
            parcel.appendFrom(mParcelledData, 0, raw.length);
            return;
        }
        if (mMap.isEmpty()) { parcel.writeInt(0); return; }
        int lengthPos = parcel.dataPosition();
        parcel.writeInt(-1);
        parcel.writeInt(BUNDLE_MAGIC);
        int start = parcel.dataPosition();
        parcel.writeInt(mMap.size());
        for (Map.Entry<String, Object> e : mMap.entrySet()) {
            parcel.writeString(e.getKey());
            Object v = e.getValue();
            if (v instanceof LazyValue) {
                LazyValue lv = (LazyValue) v;
                parcel.appendFrom(lv.source, lv.start, lv.total);
            } else {
                parcel.writeValue(v);
            }
        }
        int end = parcel.dataPosition();
        parcel.setDataPosition(lengthPos);
        parcel.writeInt(end - start);
        parcel.setDataPosition(end);
    }

    void readFromParcelInner(Parcel parcel, int length) {
        if (length < 0) throw new RuntimeException("Bad length in parcel: " + length);
        if (length == 0) { mParcelledData = null; mMap = new LinkedHashMap<>(); return; }
        int magic = parcel.readInt();
        if (magic != BUNDLE_MAGIC) {
            throw new IllegalStateException("Bad magic number for Bundle: 0x" + Integer.toHexString(magic));
        }
        int start = parcel.dataPosition();
        byte[] all = parcel.marshall();
        if (start + length > all.length) throw new BadParcelableException("Bundle length " + length + " exceeds the parcel");
        Parcel p = Parcel.obtain();
        p.unmarshall(all, start, length);
        parcel.setDataPosition(start + length);
        mParcelledData = p;
        mMap = null;
    }

    public int size() { unparcel(); return mMap.size(); }

    public boolean isEmpty() { unparcel(); return mMap.isEmpty(); }

    public void clear() { unparcel(); mMap.clear(); }

    public boolean containsKey(String key) { unparcel(); return mMap.containsKey(key); }

    /** @deprecated Use the type-safe specific APIs depending on the type of the item to be retrieved (API 33). */
    @Deprecated
    @Nullable
    public Object get(String key) { return getValue(key); }

    public void remove(String key) { unparcel(); mMap.remove(key); }

    public Set<String> keySet() { unparcel(); return mMap.keySet(); }

    void put(String key, Object value) { unparcel(); mMap.put(key, value); }

    @SuppressWarnings("unchecked")
    <T> T getTyped(String key, Class<T> type, String typeName, T defaultValue) {
        Object o = getValue(key);
        if (o == null) return defaultValue;
        if (!type.isInstance(o)) {
            typeWarning(key, o, typeName, defaultValue);
            return defaultValue;
        }
        return (T) o;
    }

    public void putBoolean(@Nullable String key, boolean value) { put(key, value); }
    public void putInt(@Nullable String key, int value) { put(key, value); }
    public void putLong(@Nullable String key, long value) { put(key, value); }
    public void putDouble(@Nullable String key, double value) { put(key, value); }
    public void putString(@Nullable String key, @Nullable String value) { put(key, value); }
    public void putStringArray(@Nullable String key, @Nullable String[] value) { put(key, value); }
    public void putBooleanArray(@Nullable String key, @Nullable boolean[] value) { put(key, value); }
    public void putIntArray(@Nullable String key, @Nullable int[] value) { put(key, value); }
    public void putLongArray(@Nullable String key, @Nullable long[] value) { put(key, value); }
    public void putDoubleArray(@Nullable String key, @Nullable double[] value) { put(key, value); }

    public boolean getBoolean(String key) { return getBoolean(key, false); }
    public boolean getBoolean(String key, boolean defaultValue) { return getTyped(key, Boolean.class, "Boolean", defaultValue); }
    public int getInt(String key) { return getInt(key, 0); }
    public int getInt(String key, int defaultValue) { return getTyped(key, Integer.class, "Integer", defaultValue); }
    public long getLong(String key) { return getLong(key, 0L); }
    public long getLong(String key, long defaultValue) { return getTyped(key, Long.class, "Long", defaultValue); }
    public double getDouble(String key) { return getDouble(key, 0.0); }
    public double getDouble(String key, double defaultValue) { return getTyped(key, Double.class, "Double", defaultValue); }

    @Nullable
    public String getString(@Nullable String key) { return getTyped(key, String.class, "String", null); }

    public String getString(@Nullable String key, String defaultValue) {
        String s = getString(key);
        return s == null ? defaultValue : s;
    }

    @Nullable public String[] getStringArray(@Nullable String key) { return getTyped(key, String[].class, "String[]", null); }
    @Nullable public boolean[] getBooleanArray(@Nullable String key) { return getTyped(key, boolean[].class, "byte[]", null); }
    @Nullable public int[] getIntArray(@Nullable String key) { return getTyped(key, int[].class, "int[]", null); }
    @Nullable public long[] getLongArray(@Nullable String key) { return getTyped(key, long[].class, "long[]", null); }
    @Nullable public double[] getDoubleArray(@Nullable String key) { return getTyped(key, double[].class, "double[]", null); }
}
