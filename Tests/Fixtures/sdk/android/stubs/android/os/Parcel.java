// Mirrors android.os.Parcel at API 35 (framework). Behaves like the native Parcel: a little-endian byte buffer with
// 4-byte alignment, strings as UTF-16 with a length prefix, reads past the end returning 0/null, Parcelables found
// through their public static CREATOR field and the class loader given (null = the framework loader, which cannot see
// app classes), length-prefixed values in writeValue (API 33+) and lazy unparcelling in Bundle.
package android.os;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.Serializable;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public final class Parcel {
    static final int VAL_NULL = -1;
    static final int VAL_STRING = 0;
    static final int VAL_INTEGER = 1;
    static final int VAL_MAP = 2;
    static final int VAL_BUNDLE = 3;
    static final int VAL_PARCELABLE = 4;
    static final int VAL_SHORT = 5;
    static final int VAL_LONG = 6;
    static final int VAL_FLOAT = 7;
    static final int VAL_DOUBLE = 8;
    static final int VAL_BOOLEAN = 9;
    static final int VAL_CHARSEQUENCE = 10;
    static final int VAL_LIST = 11;
    static final int VAL_BYTEARRAY = 13;
    static final int VAL_STRINGARRAY = 14;
    static final int VAL_PARCELABLEARRAY = 16;
    static final int VAL_OBJECTARRAY = 17;
    static final int VAL_INTARRAY = 18;
    static final int VAL_LONGARRAY = 19;
    static final int VAL_BYTE = 20;
    static final int VAL_SERIALIZABLE = 21;
    static final int VAL_BOOLEANARRAY = 23;
    static final int VAL_CHARSEQUENCEARRAY = 24;
    static final int VAL_DOUBLEARRAY = 28;
    static final int VAL_CHAR = 29;
    static final int VAL_FLOATARRAY = 32;

    private byte[] mData = new byte[128];
    private int mSize;
    private int mPos;

    private Parcel() {}

    @NonNull
    public static Parcel obtain() { return new Parcel(); }

    public final void recycle() { mSize = 0; mPos = 0; }

    public final int dataSize() { return mSize; }

    public final int dataAvail() { return mSize - mPos > 0 ? mSize - mPos : 0; }

    public final int dataPosition() { return mPos; }

    public final int dataCapacity() { return mData.length; }

    public final void setDataSize(int size) { ensure(size - mPos); mSize = size; if (mPos > size) mPos = size; }

    public final void setDataPosition(int pos) {
        if (pos < 0) throw new IllegalArgumentException("Data position must be >= 0, was " + pos);
        mPos = pos;
    }

    public final void setDataCapacity(int size) { if (size > mData.length) mData = java.util.Arrays.copyOf(mData, size); }

    public final byte[] marshall() { return java.util.Arrays.copyOf(mData, mSize); }

    public final void unmarshall(@NonNull byte[] data, int offset, int length) {
        mData = java.util.Arrays.copyOfRange(data, offset, offset + length);
        if (mData.length == 0) mData = new byte[16];
        mSize = length;
        mPos = 0;
    }

    public final void appendFrom(Parcel parcel, int offset, int length) {
        writeRaw(parcel.mData, offset, length);
    }

    public final boolean hasFileDescriptors() { return false; }

    // region raw access

    private void ensure(int n) {
        int need = mPos + n;
        if (need > mData.length) mData = java.util.Arrays.copyOf(mData, Math.max(need, mData.length * 2));
    }

    private void advanceWrite(int n) { mPos += n; if (mPos > mSize) mSize = mPos; }

    private static int pad(int n) { return (n + 3) & ~3; }

    private void writeRaw(byte[] b, int off, int len) {
        int padded = pad(len);
        ensure(padded);
        System.arraycopy(b, off, mData, mPos, len);
        for (int i = len; i < padded; i++) mData[mPos + i] = 0;
        advanceWrite(padded);
    }

    private boolean canRead(int n) { return n >= 0 && mPos + n <= mSize && mPos + n >= mPos; }

    // endregion
    // region primitives

    public final void writeInt(int val) {
        ensure(4);
        mData[mPos] = (byte) val;
        mData[mPos + 1] = (byte) (val >> 8);
        mData[mPos + 2] = (byte) (val >> 16);
        mData[mPos + 3] = (byte) (val >> 24);
        advanceWrite(4);
    }

    public final int readInt() {
        if (!canRead(4)) return 0;
        int v = (mData[mPos] & 0xff) | (mData[mPos + 1] & 0xff) << 8 | (mData[mPos + 2] & 0xff) << 16 | (mData[mPos + 3] & 0xff) << 24;
        mPos += 4;
        return v;
    }

    public final void writeLong(long val) { writeInt((int) val); writeInt((int) (val >>> 32)); }

    public final long readLong() {
        if (!canRead(8)) return 0L;
        long lo = readInt() & 0xffffffffL;
        long hi = readInt() & 0xffffffffL;
        return lo | (hi << 32);
    }

    public final void writeFloat(float val) { writeInt(Float.floatToRawIntBits(val)); }

    public final float readFloat() { return Float.intBitsToFloat(readInt()); }

    public final void writeDouble(double val) { writeLong(Double.doubleToRawLongBits(val)); }

    public final double readDouble() { return Double.longBitsToDouble(readLong()); }

    public final void writeByte(byte val) { writeInt(val); }

    public final byte readByte() { return (byte) (readInt() & 0xff); }

    public final void writeBoolean(boolean val) { writeInt(val ? 1 : 0); }

    public final boolean readBoolean() { return readInt() != 0; }

    public final void writeString(@Nullable String val) {
        if (val == null) { writeInt(-1); return; }
        int len = val.length();
        writeInt(len);
        byte[] b = new byte[(len + 1) * 2];
        for (int i = 0; i < len; i++) {
            char c = val.charAt(i);
            b[i * 2] = (byte) c;
            b[i * 2 + 1] = (byte) (c >> 8);
        }
        writeRaw(b, 0, b.length);
    }

    @Nullable
    public final String readString() {
        int start = mPos;
        int len = readInt();
        if (len < 0) return null;
        int bytes = (len + 1) * 2;
        if (bytes <= 0 || !canRead(pad(bytes))) { mPos = start + 4; return null; }
        char[] c = new char[len];
        for (int i = 0; i < len; i++) c[i] = (char) ((mData[mPos + i * 2] & 0xff) | (mData[mPos + i * 2 + 1] & 0xff) << 8);
        mPos += pad(bytes);
        return new String(c);
    }

    // Hidden in the SDK (@hide): package access, for the runtime's Bundle and value writing.
    final void writeString8(@Nullable String val) { writeString(val); }

    final @Nullable String readString8() { return readString(); }

    final void writeString16(@Nullable String val) { writeString(val); }

    final @Nullable String readString16() { return readString(); }

    final void writeCharSequence(@Nullable CharSequence val) {
        if (val == null) { writeInt(1); writeString(null); return; }
        writeInt(1);
        writeString(val.toString());
    }

    final @Nullable CharSequence readCharSequence() {
        readInt();
        return readString();
    }

    // endregion
    // region arrays and lists

    public final void writeByteArray(@Nullable byte[] b) { writeByteArray(b, 0, b == null ? 0 : b.length); }

    public final void writeByteArray(@Nullable byte[] b, int offset, int len) {
        if (b == null) { writeInt(-1); return; }
        if (offset < 0 || len < 0 || offset + len > b.length) throw new ArrayIndexOutOfBoundsException();
        writeInt(len);
        writeRaw(b, offset, len);
    }

    @Nullable
    public final byte[] createByteArray() {
        int len = readInt();
        if (len < 0) return null;
        if (!canRead(pad(len))) return null;
        byte[] b = java.util.Arrays.copyOfRange(mData, mPos, mPos + len);
        mPos += pad(len);
        return b;
    }

    public final void readByteArray(@NonNull byte[] val) {
        byte[] b = createByteArray();
        if (b == null || b.length != val.length) throw new RuntimeException("bad array lengths");
        System.arraycopy(b, 0, val, 0, b.length);
    }

    public final void writeBlob(@Nullable byte[] b) { writeByteArray(b); }

    public final @Nullable byte[] readBlob() { return createByteArray(); }

    public final void writeIntArray(@Nullable int[] val) {
        if (val == null) { writeInt(-1); return; }
        writeInt(val.length);
        for (int v : val) writeInt(v);
    }

    @Nullable
    public final int[] createIntArray() {
        int n = readInt();
        if (n < 0 || n > dataAvail() / 4) return null;
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = readInt();
        return a;
    }

    public final void writeLongArray(@Nullable long[] val) {
        if (val == null) { writeInt(-1); return; }
        writeInt(val.length);
        for (long v : val) writeLong(v);
    }

    @Nullable
    public final long[] createLongArray() {
        int n = readInt();
        if (n < 0 || n > dataAvail() / 8) return null;
        long[] a = new long[n];
        for (int i = 0; i < n; i++) a[i] = readLong();
        return a;
    }

    public final void writeDoubleArray(@Nullable double[] val) {
        if (val == null) { writeInt(-1); return; }
        writeInt(val.length);
        for (double v : val) writeDouble(v);
    }

    @Nullable
    public final double[] createDoubleArray() {
        int n = readInt();
        if (n < 0 || n > dataAvail() / 8) return null;
        double[] a = new double[n];
        for (int i = 0; i < n; i++) a[i] = readDouble();
        return a;
    }

    public final void writeFloatArray(@Nullable float[] val) {
        if (val == null) { writeInt(-1); return; }
        writeInt(val.length);
        for (float v : val) writeFloat(v);
    }

    @Nullable
    public final float[] createFloatArray() {
        int n = readInt();
        if (n < 0 || n > dataAvail() / 4) return null;
        float[] a = new float[n];
        for (int i = 0; i < n; i++) a[i] = readFloat();
        return a;
    }

    public final void writeBooleanArray(@Nullable boolean[] val) {
        if (val == null) { writeInt(-1); return; }
        writeInt(val.length);
        for (boolean v : val) writeInt(v ? 1 : 0);
    }

    @Nullable
    public final boolean[] createBooleanArray() {
        int n = readInt();
        if (n < 0 || n > dataAvail() / 4) return null;
        boolean[] a = new boolean[n];
        for (int i = 0; i < n; i++) a[i] = readInt() != 0;
        return a;
    }

    public final void writeStringArray(@Nullable String[] val) {
        if (val == null) { writeInt(-1); return; }
        writeInt(val.length);
        for (String v : val) writeString(v);
    }

    @Nullable
    public final String[] createStringArray() {
        int n = readInt();
        if (n < 0 || n > dataAvail() / 4) return null;
        String[] a = new String[n];
        for (int i = 0; i < n; i++) a[i] = readString();
        return a;
    }

    public final void writeStringList(@Nullable List<String> val) {
        if (val == null) { writeInt(-1); return; }
        writeInt(val.size());
        for (String s : val) writeString(s);
    }

    @Nullable
    public final ArrayList<String> createStringArrayList() {
        int n = readInt();
        if (n < 0 || n > dataAvail() / 4) return null;
        ArrayList<String> l = new ArrayList<>(n);
        for (int i = 0; i < n; i++) l.add(readString());
        return l;
    }

    public final void readStringList(@NonNull List<String> list) {
        list.clear();
        ArrayList<String> l = createStringArrayList();
        if (l != null) list.addAll(l);
    }

    public final <T extends Parcelable> void writeTypedList(@Nullable List<T> val) {
        if (val == null) { writeInt(-1); return; }
        writeInt(val.size());
        for (T item : val) writeTypedObject(item, 0);
    }

    @Nullable
    public final <T> ArrayList<T> createTypedArrayList(@NonNull Parcelable.Creator<T> c) {
        int n = readInt();
        if (n < 0 || n > dataAvail() / 4) return null;
        ArrayList<T> l = new ArrayList<>(n);
        for (int i = 0; i < n; i++) l.add(readTypedObject(c));
        return l;
    }

    public final <T> void readTypedList(@NonNull List<T> list, @NonNull Parcelable.Creator<T> c) {
        list.clear();
        ArrayList<T> l = createTypedArrayList(c);
        if (l != null) list.addAll(l);
    }

    public final <T extends Parcelable> void writeTypedArray(@Nullable T[] val, int parcelableFlags) {
        if (val == null) { writeInt(-1); return; }
        writeInt(val.length);
        for (T item : val) writeTypedObject(item, parcelableFlags);
    }

    @Nullable
    public final <T> T[] createTypedArray(@NonNull Parcelable.Creator<T> c) {
        int n = readInt();
        if (n < 0 || n > dataAvail() / 4) return null;
        T[] a = c.newArray(n);
        for (int i = 0; i < n; i++) a[i] = readTypedObject(c);
        return a;
    }

    public final <T extends Parcelable> void writeTypedObject(@Nullable T val, int parcelableFlags) {
        if (val == null) { writeInt(0); return; }
        writeInt(1);
        val.writeToParcel(this, parcelableFlags);
    }

    @Nullable
    public final <T> T readTypedObject(@NonNull Parcelable.Creator<T> c) {
        return readInt() != 0 ? c.createFromParcel(this) : null;
    }

    public final <T extends Parcelable> void writeParcelableList(@Nullable List<T> val, int flags) {
        if (val == null) { writeInt(-1); return; }
        writeInt(val.size());
        for (T item : val) writeParcelable(item, flags);
    }

    @NonNull
    public final <T extends Parcelable> List<T> readParcelableList(@NonNull List<T> list, @Nullable ClassLoader cl, @NonNull Class<? extends T> clazz) {
        int n = readInt();
        list.clear();
        for (int i = 0; i < n && dataAvail() > 0; i++) list.add(readParcelable(cl, clazz));
        return list;
    }

    // endregion
    // region Parcelable and Serializable

    public final void writeParcelable(@Nullable Parcelable p, int parcelableFlags) {
        if (p == null) { writeString(null); return; }
        writeParcelableCreator(p);
        p.writeToParcel(this, parcelableFlags);
    }

    public final void writeParcelableCreator(@NonNull Parcelable p) { writeString(p.getClass().getName()); }

    /** @deprecated Use the type-safer version {@link #readParcelable(ClassLoader, Class)} starting from API 33. */
    @Deprecated
    @Nullable
    @SuppressWarnings("unchecked")
    public final <T extends Parcelable> T readParcelable(@Nullable ClassLoader loader) {
        return (T) readParcelableInternal(loader, null);
    }

    @Nullable
    @SuppressWarnings("unchecked")
    public <T> T readParcelable(@Nullable ClassLoader loader, @NonNull Class<T> clazz) {
        if (clazz == null) throw new NullPointerException("clazz");
        return (T) readParcelableInternal(loader, clazz);
    }

    /** @deprecated Use the type-safer version {@link #readParcelableCreator(ClassLoader, Class)} (API 33). */
    @Deprecated
    @Nullable
    public final Parcelable.Creator<?> readParcelableCreator(@Nullable ClassLoader loader) {
        return readParcelableCreatorInternal(loader, null);
    }

    @Nullable
    @SuppressWarnings("unchecked")
    public <T> Parcelable.Creator<T> readParcelableCreator(@Nullable ClassLoader loader, @NonNull Class<T> clazz) {
        return (Parcelable.Creator<T>) readParcelableCreatorInternal(loader, clazz);
    }

    private Object readParcelableInternal(ClassLoader loader, Class<?> clazz) {
        Parcelable.Creator<?> creator = readParcelableCreatorInternal(loader, clazz);
        if (creator == null) return null;
        if (creator instanceof Parcelable.ClassLoaderCreator) {
            return ((Parcelable.ClassLoaderCreator<?>) creator).createFromParcel(this, loader);
        }
        return creator.createFromParcel(this);
    }

    static Class<?> loadClass(String name, ClassLoader loader, String what) {
        boolean framework = name.startsWith("android.") || name.startsWith("java.") || name.startsWith("javax.");
        if (loader == null && !framework) {
            // The framework class loader (used when null is passed) cannot see the app's classes.
            throw new BadParcelableException("ClassNotFoundException when unmarshalling: " + name);
        }
        try {
            return Class.forName(name, false, loader != null ? loader : Parcel.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new BadParcelableException("ClassNotFoundException when unmarshalling: " + name);
        }
    }

    private Parcelable.Creator<?> readParcelableCreatorInternal(ClassLoader loader, Class<?> clazz) {
        String name = readString();
        if (name == null) return null;
        Class<?> parcelableClass = loadClass(name, loader, "Parcelable");
        if (!Parcelable.class.isAssignableFrom(parcelableClass)) {
            throw new BadParcelableException("Parcelable protocol requires subclassing from Parcelable on class " + name);
        }
        if (clazz != null && !clazz.isAssignableFrom(parcelableClass)) {
            throw new BadParcelableException("Parcelable creator " + name + " is not a subclass of required class "
                    + clazz.getName() + " provided in the parameter");
        }
        Field f;
        try {
            f = parcelableClass.getField("CREATOR");
        } catch (NoSuchFieldException e) {
            throw new BadParcelableException("Parcelable protocol requires a Parcelable.Creator object called CREATOR on class " + name);
        }
        if ((f.getModifiers() & Modifier.STATIC) == 0) {
            throw new BadParcelableException("Parcelable protocol requires the CREATOR object to be static on class " + name);
        }
        if (!Parcelable.Creator.class.isAssignableFrom(f.getType())) {
            throw new BadParcelableException("Parcelable protocol requires a Parcelable.Creator object called CREATOR on class " + name);
        }
        Object creator;
        try {
            creator = f.get(null);
        } catch (IllegalAccessException e) {
            throw new BadParcelableException("IllegalAccessException when unmarshalling: " + name);
        }
        if (creator == null) {
            throw new BadParcelableException("Parcelable protocol requires a non-null Parcelable.Creator object called CREATOR on class " + name);
        }
        return (Parcelable.Creator<?>) creator;
    }

    public final void writeSerializable(@Nullable Serializable s) {
        if (s == null) { writeString(null); return; }
        String name = s.getClass().getName();
        writeString(name);
        ByteArrayOutputStream baos = new ByteArrayOutputStream();
        try {
            ObjectOutputStream oos = new ObjectOutputStream(baos);
            oos.writeObject(s);
            oos.close();
            writeByteArray(baos.toByteArray());
        } catch (IOException ioe) {
            throw new BadParcelableException(new RuntimeException(
                    "Parcelable encountered IOException writing serializable object (name = " + name + ")", ioe));
        }
    }

    /** @deprecated Use the type-safer version {@link #readSerializable(ClassLoader, Class)} starting from API 33. */
    @Deprecated
    @Nullable
    public final Serializable readSerializable() { return readSerializableInternal(Thread.currentThread().getContextClassLoader(), null); }

    @Nullable
    @SuppressWarnings("unchecked")
    public <T> T readSerializable(@Nullable ClassLoader loader, @NonNull Class<T> clazz) {
        if (clazz == null) throw new NullPointerException("clazz");
        return (T) readSerializableInternal(loader == null ? Thread.currentThread().getContextClassLoader() : loader, clazz);
    }

    private Serializable readSerializableInternal(final ClassLoader loader, Class<?> clazz) {
        String name = readString();
        if (name == null) return null;
        if (clazz != null && loader != null) {
            Class<?> c = loadClass(name, loader, "Serializable");
            if (!clazz.isAssignableFrom(c)) {
                throw new BadParcelableException("Serializable object " + c.getName() + " is not a subclass of required class "
                        + clazz.getName() + " provided in the parameter");
            }
        }
        byte[] b = createByteArray();
        if (b == null) {
            throw new RuntimeException("Parcelable encountered IOException reading a Serializable object (name = " + name + ")");
        }
        try {
            ObjectInputStream ois = new ObjectInputStream(new ByteArrayInputStream(b)) {
                @Override
                protected Class<?> resolveClass(ObjectStreamClass osClass) throws IOException, ClassNotFoundException {
                    if (loader != null) return Class.forName(osClass.getName(), false, loader);
                    return super.resolveClass(osClass);
                }
            };
            return (Serializable) ois.readObject();
        } catch (IOException ioe) {
            throw new BadParcelableException(new RuntimeException(
                    "Parcelable encountered IOException reading a Serializable object (name = " + name + ")", ioe));
        } catch (ClassNotFoundException cnfe) {
            throw new BadParcelableException(new RuntimeException(
                    "Parcelable encountered ClassNotFoundException reading a Serializable object (name = " + name + ")", cnfe));
        }
    }

    // endregion
    // region Bundle and values

    public final void writeBundle(@Nullable Bundle val) {
        if (val == null) { writeInt(-1); return; }
        val.writeToParcel(this, 0);
    }

    @Nullable
    public final Bundle readBundle() { return readBundle(null); }

    @Nullable
    public final Bundle readBundle(@Nullable ClassLoader loader) {
        int length = readInt();
        if (length < 0) return null;
        Bundle b = new Bundle();
        b.readFromParcelInner(this, length);
        if (loader != null) b.setClassLoader(loader);
        return b;
    }

    private static boolean isLengthPrefixed(int type) {
        switch (type) {
            case VAL_MAP: case VAL_PARCELABLE: case VAL_LIST: case VAL_PARCELABLEARRAY: case VAL_OBJECTARRAY: case VAL_SERIALIZABLE:
                return true;
            default:
                return false;
        }
    }

    static int valueType(Object v) {
        if (v == null) return VAL_NULL;
        if (v instanceof String) return VAL_STRING;
        if (v instanceof Integer) return VAL_INTEGER;
        if (v instanceof Map) return VAL_MAP;
        if (v instanceof Bundle) return VAL_BUNDLE;
        if (v instanceof Parcelable) return VAL_PARCELABLE;
        if (v instanceof Short) return VAL_SHORT;
        if (v instanceof Long) return VAL_LONG;
        if (v instanceof Float) return VAL_FLOAT;
        if (v instanceof Double) return VAL_DOUBLE;
        if (v instanceof Boolean) return VAL_BOOLEAN;
        if (v instanceof CharSequence) return VAL_CHARSEQUENCE;
        if (v instanceof List) return VAL_LIST;
        if (v instanceof boolean[]) return VAL_BOOLEANARRAY;
        if (v instanceof byte[]) return VAL_BYTEARRAY;
        if (v instanceof String[]) return VAL_STRINGARRAY;
        if (v instanceof CharSequence[]) return VAL_CHARSEQUENCEARRAY;
        if (v instanceof Parcelable[]) return VAL_PARCELABLEARRAY;
        if (v instanceof int[]) return VAL_INTARRAY;
        if (v instanceof long[]) return VAL_LONGARRAY;
        if (v instanceof Byte) return VAL_BYTE;
        if (v instanceof double[]) return VAL_DOUBLEARRAY;
        if (v instanceof Character) return VAL_CHAR;
        if (v instanceof float[]) return VAL_FLOATARRAY;
        if (v.getClass() == Object[].class) return VAL_OBJECTARRAY;
        if (v instanceof Serializable) return VAL_SERIALIZABLE;
        throw new IllegalArgumentException("Parcel: unknown type for value " + v);
    }

    public final void writeValue(@Nullable Object v) {
        int type;
        try {
            type = valueType(v);
        } catch (IllegalArgumentException e) {
            throw new RuntimeException("Parcel: unable to marshal value " + v);
        }
        writeInt(type);
        if (isLengthPrefixed(type)) {
            int lengthPos = mPos;
            writeInt(-1);
            int start = mPos;
            writeValuePayload(type, v);
            int end = mPos;
            mPos = lengthPos;
            writeInt(end - start);
            mPos = end;
        } else {
            writeValuePayload(type, v);
        }
    }

    @SuppressWarnings("unchecked")
    private void writeValuePayload(int type, Object v) {
        switch (type) {
            case VAL_NULL: break;
            case VAL_STRING: writeString((String) v); break;
            case VAL_INTEGER: writeInt((Integer) v); break;
            case VAL_MAP: writeMap((Map<?, ?>) v); break;
            case VAL_BUNDLE: writeBundle((Bundle) v); break;
            case VAL_PARCELABLE: writeParcelable((Parcelable) v, 0); break;
            case VAL_SHORT: writeInt(((Short) v).intValue()); break;
            case VAL_LONG: writeLong((Long) v); break;
            case VAL_FLOAT: writeFloat((Float) v); break;
            case VAL_DOUBLE: writeDouble((Double) v); break;
            case VAL_BOOLEAN: writeInt((Boolean) v ? 1 : 0); break;
            case VAL_CHARSEQUENCE: writeCharSequence((CharSequence) v); break;
            case VAL_LIST: writeList((List<?>) v); break;
            case VAL_BOOLEANARRAY: writeBooleanArray((boolean[]) v); break;
            case VAL_BYTEARRAY: writeByteArray((byte[]) v); break;
            case VAL_STRINGARRAY: writeStringArray((String[]) v); break;
            case VAL_CHARSEQUENCEARRAY: {
                CharSequence[] a = (CharSequence[]) v;
                writeInt(a.length);
                for (CharSequence cs : a) writeCharSequence(cs);
                break;
            }
            case VAL_PARCELABLEARRAY: {
                Parcelable[] a = (Parcelable[]) v;
                writeInt(a.length);
                for (Parcelable p : a) writeParcelable(p, 0);
                break;
            }
            case VAL_INTARRAY: writeIntArray((int[]) v); break;
            case VAL_LONGARRAY: writeLongArray((long[]) v); break;
            case VAL_BYTE: writeInt((Byte) v); break;
            case VAL_DOUBLEARRAY: writeDoubleArray((double[]) v); break;
            case VAL_CHAR: writeInt((Character) v); break;
            case VAL_FLOATARRAY: writeFloatArray((float[]) v); break;
            case VAL_OBJECTARRAY: {
                Object[] a = (Object[]) v;
                writeInt(a.length);
                for (Object o : a) writeValue(o);
                break;
            }
            case VAL_SERIALIZABLE: writeSerializable((Serializable) v); break;
            default: throw new RuntimeException("Parcel: unable to marshal value " + v);
        }
    }

    /** @deprecated Use the type-safer version {@link #readValue(ClassLoader, Class, Class[])} (API 33). */
    @Deprecated
    @Nullable
    public final Object readValue(@Nullable ClassLoader loader) {
        int type = readInt();
        return readValueOfType(type, loader);
    }

    Object readValueOfType(int type, ClassLoader loader) {
        if (isLengthPrefixed(type)) {
            int length = readInt();
            int start = mPos;
            Object value = readValuePayload(type, loader);
            int actual = mPos - start;
            if (actual != length) {
                tandem.runtime.Runtime.get().parcelMismatch(value, type, actual, length);
            }
            mPos = start + length;
            return value;
        }
        return readValuePayload(type, loader);
    }

    /** Skips a value's bytes; returns the position it started at (used by the lazy Bundle). */
    int skipValue(int type) {
        int start = mPos;
        if (isLengthPrefixed(type)) {
            int length = readInt();
            mPos = mPos + Math.max(length, 0);
            return start;
        }
        readValuePayload(type, null);
        return start;
    }

    private Object readValuePayload(int type, ClassLoader loader) {
        switch (type) {
            case VAL_NULL: return null;
            case VAL_STRING: return readString();
            case VAL_INTEGER: return readInt();
            case VAL_MAP: return readMapInternal(loader);
            case VAL_BUNDLE: return readBundle(loader);
            case VAL_PARCELABLE: return readParcelableInternal(loader, null);
            case VAL_SHORT: return (short) readInt();
            case VAL_LONG: return readLong();
            case VAL_FLOAT: return readFloat();
            case VAL_DOUBLE: return readDouble();
            case VAL_BOOLEAN: return readInt() != 0;
            case VAL_CHARSEQUENCE: return readCharSequence();
            case VAL_LIST: return readArrayListInternal(loader);
            case VAL_BOOLEANARRAY: return createBooleanArray();
            case VAL_BYTEARRAY: return createByteArray();
            case VAL_STRINGARRAY: return createStringArray();
            case VAL_CHARSEQUENCEARRAY: {
                int n = readInt();
                if (n < 0) return null;
                CharSequence[] a = new CharSequence[n];
                for (int i = 0; i < n; i++) a[i] = readCharSequence();
                return a;
            }
            case VAL_PARCELABLEARRAY: {
                int n = readInt();
                if (n < 0) return null;
                Parcelable[] a = new Parcelable[n];
                for (int i = 0; i < n; i++) a[i] = (Parcelable) readParcelableInternal(loader, null);
                return a;
            }
            case VAL_INTARRAY: return createIntArray();
            case VAL_LONGARRAY: return createLongArray();
            case VAL_BYTE: return (byte) readInt();
            case VAL_DOUBLEARRAY: return createDoubleArray();
            case VAL_CHAR: return (char) readInt();
            case VAL_FLOATARRAY: return createFloatArray();
            case VAL_OBJECTARRAY: {
                int n = readInt();
                if (n < 0) return null;
                Object[] a = new Object[n];
                for (int i = 0; i < n; i++) a[i] = readValue(loader);
                return a;
            }
            case VAL_SERIALIZABLE: return readSerializableInternal(loader == null ? Thread.currentThread().getContextClassLoader() : loader, null);
            default:
                int off = mPos - 4;
                throw new BadParcelableException("Parcel " + this + ": Unmarshalling unknown type code " + type + " at offset " + off);
        }
    }

    public final void writeList(@Nullable List val) {
        if (val == null) { writeInt(-1); return; }
        writeInt(val.size());
        for (Object o : val) writeValue(o);
    }

    private ArrayList<Object> readArrayListInternal(ClassLoader loader) {
        int n = readInt();
        if (n < 0) return null;
        ArrayList<Object> l = new ArrayList<>();
        for (int i = 0; i < n && dataAvail() > 0; i++) l.add(readValue(loader));
        return l;
    }

    /** @deprecated Use the type-safer version {@link #readList(List, ClassLoader, Class)} (API 33). */
    @Deprecated
    @SuppressWarnings("unchecked")
    public final void readList(@NonNull List outVal, @Nullable ClassLoader loader) {
        ArrayList<Object> l = readArrayListInternal(loader);
        if (l != null) outVal.addAll(l);
    }

    @SuppressWarnings("unchecked")
    public <T> void readList(@NonNull List<? super T> outVal, @Nullable ClassLoader loader, @NonNull Class<T> clazz) {
        ArrayList<Object> l = readArrayListInternal(loader);
        if (l == null) return;
        for (Object o : l) {
            if (o != null && !clazz.isInstance(o)) throw new BadParcelableException("Unparcelled object " + o + " is not an instance of required class " + clazz.getName() + " provided in the parameter");
            outVal.add((T) o);
        }
    }

    /** @deprecated Use the type-safer version {@link #readArrayList(ClassLoader, Class)} (API 33). */
    @Deprecated
    @Nullable
    public ArrayList readArrayList(@Nullable ClassLoader loader) { return readArrayListInternal(loader); }

    @Nullable
    @SuppressWarnings("unchecked")
    public <T> ArrayList<T> readArrayList(@Nullable ClassLoader loader, @NonNull Class<? extends T> clazz) {
        ArrayList<Object> l = readArrayListInternal(loader);
        if (l == null) return null;
        for (Object o : l) {
            if (o != null && !clazz.isInstance(o)) throw new BadParcelableException("Unparcelled object " + o + " is not an instance of required class " + clazz.getName() + " provided in the parameter");
        }
        return (ArrayList<T>) (ArrayList<?>) l;
    }

    public final void writeMap(@Nullable Map val) {
        if (val == null) { writeInt(-1); return; }
        writeInt(val.size());
        for (Object o : val.entrySet()) {
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            writeValue(e.getKey());
            writeValue(e.getValue());
        }
    }

    private HashMap<Object, Object> readMapInternal(ClassLoader loader) {
        int n = readInt();
        if (n < 0) return null;
        HashMap<Object, Object> m = new HashMap<>();
        for (int i = 0; i < n && dataAvail() > 0; i++) {
            Object k = readValue(loader);
            m.put(k, readValue(loader));
        }
        return m;
    }

    /** @deprecated Use the type-safer version {@link #readHashMap(ClassLoader, Class, Class)} (API 33). */
    @Deprecated
    @Nullable
    public HashMap readHashMap(@Nullable ClassLoader loader) { return readMapInternal(loader); }

    // endregion

    @Override
    public String toString() { return "android.os.Parcel@" + Integer.toHexString(hashCode()); }
}
