// Mirrors android.content.Intent at API 35 (framework). Extras live in a Bundle; the Intent an activity receives
// has been written to and read back from a Parcel (as across Binder), so extras unparcel lazily in the receiver.
package android.content;

import android.net.Uri;
import android.os.Bundle;
import android.os.Parcel;
import android.os.Parcelable;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.Set;

public class Intent implements Parcelable, Cloneable {
    public static final String ACTION_MAIN = "android.intent.action.MAIN";
    public static final String ACTION_VIEW = "android.intent.action.VIEW";
    public static final String ACTION_SEND = "android.intent.action.SEND";
    public static final String ACTION_DIAL = "android.intent.action.DIAL";
    public static final String ACTION_EDIT = "android.intent.action.EDIT";
    public static final String ACTION_PICK = "android.intent.action.PICK";
    public static final String CATEGORY_DEFAULT = "android.intent.category.DEFAULT";
    public static final String CATEGORY_LAUNCHER = "android.intent.category.LAUNCHER";
    public static final String CATEGORY_BROWSABLE = "android.intent.category.BROWSABLE";
    public static final String EXTRA_TEXT = "android.intent.extra.TEXT";
    public static final String EXTRA_SUBJECT = "android.intent.extra.SUBJECT";
    public static final String EXTRA_TITLE = "android.intent.extra.TITLE";

    public static final int FLAG_GRANT_READ_URI_PERMISSION = 0x00000001;
    public static final int FLAG_ACTIVITY_NO_HISTORY = 0x40000000;
    public static final int FLAG_ACTIVITY_SINGLE_TOP = 0x20000000;
    public static final int FLAG_ACTIVITY_NEW_TASK = 0x10000000;
    public static final int FLAG_ACTIVITY_MULTIPLE_TASK = 0x08000000;
    public static final int FLAG_ACTIVITY_CLEAR_TOP = 0x04000000;
    public static final int FLAG_ACTIVITY_FORWARD_RESULT = 0x02000000;
    public static final int FLAG_ACTIVITY_PREVIOUS_IS_TOP = 0x01000000;
    public static final int FLAG_ACTIVITY_EXCLUDE_FROM_RECENTS = 0x00800000;
    public static final int FLAG_ACTIVITY_BROUGHT_TO_FRONT = 0x00400000;
    public static final int FLAG_ACTIVITY_NO_USER_ACTION = 0x00040000;
    public static final int FLAG_ACTIVITY_REORDER_TO_FRONT = 0x00020000;
    public static final int FLAG_ACTIVITY_NO_ANIMATION = 0x00010000;
    public static final int FLAG_ACTIVITY_CLEAR_TASK = 0x00008000;
    public static final int FLAG_ACTIVITY_TASK_ON_HOME = 0x00004000;

    private String mAction;
    private Uri mData;
    private String mType;
    private String mPackage;
    private ComponentName mComponent;
    private int mFlags;
    private LinkedHashSet<String> mCategories;
    private Bundle mExtras;

    public Intent() {}

    public Intent(Intent o) {
        mAction = o.mAction;
        mData = o.mData;
        mType = o.mType;
        mPackage = o.mPackage;
        mComponent = o.mComponent;
        mFlags = o.mFlags;
        if (o.mCategories != null) mCategories = new LinkedHashSet<>(o.mCategories);
        if (o.mExtras != null) mExtras = new Bundle(o.mExtras);
    }

    public Intent(String action) { setAction(action); }

    public Intent(String action, Uri uri) { setAction(action); mData = uri; }

    public Intent(Context packageContext, Class<?> cls) { mComponent = new ComponentName(packageContext, cls); }

    public Intent(String action, Uri uri, Context packageContext, Class<?> cls) {
        setAction(action);
        mData = uri;
        mComponent = new ComponentName(packageContext, cls);
    }

    @Override
    public Object clone() { return new Intent(this); }

    public @Nullable String getAction() { return mAction; }

    public @NonNull Intent setAction(@Nullable String action) { mAction = action != null ? action.intern() : null; return this; }

    public @Nullable Uri getData() { return mData; }
    public @Nullable String getDataString() { return mData != null ? mData.toString() : null; }

    public @NonNull Intent setData(@Nullable Uri data) { mData = data; mType = null; return this; }

    public @Nullable String getType() { return mType; }

    public @NonNull Intent setType(@Nullable String type) { mData = null; mType = type; return this; }

    public @Nullable String getPackage() { return mPackage; }

    public @NonNull Intent setPackage(@Nullable String packageName) { mPackage = packageName; return this; }

    public @Nullable ComponentName getComponent() { return mComponent; }

    public @NonNull Intent setComponent(@Nullable ComponentName component) { mComponent = component; return this; }

    public @NonNull Intent setClassName(@NonNull Context packageContext, @NonNull String className) {
        mComponent = new ComponentName(packageContext, className);
        return this;
    }

    public @NonNull Intent setClassName(@NonNull String packageName, @NonNull String className) {
        mComponent = new ComponentName(packageName, className);
        return this;
    }

    public @NonNull Intent setClass(@NonNull Context packageContext, @NonNull Class<?> cls) {
        mComponent = new ComponentName(packageContext, cls);
        return this;
    }

    public @NonNull Intent addCategory(String category) {
        if (mCategories == null) mCategories = new LinkedHashSet<>();
        mCategories.add(category.intern());
        return this;
    }

    public void removeCategory(String category) { if (mCategories != null) mCategories.remove(category); }

    public boolean hasCategory(String category) { return mCategories != null && mCategories.contains(category); }

    public Set<String> getCategories() { return mCategories; }

    public int getFlags() { return mFlags; }

    public @NonNull Intent setFlags(int flags) { mFlags = flags; return this; }

    public @NonNull Intent addFlags(int flags) { mFlags |= flags; return this; }

    public void removeFlags(int flags) { mFlags &= ~flags; }

    // region extras: put

    private Bundle extras() {
        if (mExtras == null) mExtras = new Bundle();
        return mExtras;
    }

    public @NonNull Intent putExtra(String name, boolean value) { extras().putBoolean(name, value); return this; }
    public @NonNull Intent putExtra(String name, byte value) { extras().putByte(name, value); return this; }
    public @NonNull Intent putExtra(String name, char value) { extras().putChar(name, value); return this; }
    public @NonNull Intent putExtra(String name, short value) { extras().putShort(name, value); return this; }
    public @NonNull Intent putExtra(String name, int value) { extras().putInt(name, value); return this; }
    public @NonNull Intent putExtra(String name, long value) { extras().putLong(name, value); return this; }
    public @NonNull Intent putExtra(String name, float value) { extras().putFloat(name, value); return this; }
    public @NonNull Intent putExtra(String name, double value) { extras().putDouble(name, value); return this; }
    public @NonNull Intent putExtra(String name, @Nullable String value) { extras().putString(name, value); return this; }
    public @NonNull Intent putExtra(String name, @Nullable CharSequence value) { extras().putCharSequence(name, value); return this; }
    public @NonNull Intent putExtra(String name, @Nullable Parcelable value) { extras().putParcelable(name, value); return this; }
    public @NonNull Intent putExtra(String name, @Nullable Parcelable[] value) { extras().putParcelableArray(name, value); return this; }
    public @NonNull Intent putParcelableArrayListExtra(String name, @Nullable ArrayList<? extends Parcelable> value) { extras().putParcelableArrayList(name, value); return this; }
    public @NonNull Intent putIntegerArrayListExtra(String name, @Nullable ArrayList<Integer> value) { extras().putIntegerArrayList(name, value); return this; }
    public @NonNull Intent putStringArrayListExtra(String name, @Nullable ArrayList<String> value) { extras().putStringArrayList(name, value); return this; }
    public @NonNull Intent putCharSequenceArrayListExtra(String name, @Nullable ArrayList<CharSequence> value) { extras().putCharSequenceArrayList(name, value); return this; }
    public @NonNull Intent putExtra(String name, @Nullable Serializable value) { extras().putSerializable(name, value); return this; }
    public @NonNull Intent putExtra(String name, @Nullable boolean[] value) { extras().putBooleanArray(name, value); return this; }
    public @NonNull Intent putExtra(String name, @Nullable byte[] value) { extras().putByteArray(name, value); return this; }
    public @NonNull Intent putExtra(String name, @Nullable short[] value) { extras().putShortArray(name, value); return this; }
    public @NonNull Intent putExtra(String name, @Nullable char[] value) { extras().putCharArray(name, value); return this; }
    public @NonNull Intent putExtra(String name, @Nullable int[] value) { extras().putIntArray(name, value); return this; }
    public @NonNull Intent putExtra(String name, @Nullable long[] value) { extras().putLongArray(name, value); return this; }
    public @NonNull Intent putExtra(String name, @Nullable float[] value) { extras().putFloatArray(name, value); return this; }
    public @NonNull Intent putExtra(String name, @Nullable double[] value) { extras().putDoubleArray(name, value); return this; }
    public @NonNull Intent putExtra(String name, @Nullable String[] value) { extras().putStringArray(name, value); return this; }
    public @NonNull Intent putExtra(String name, @Nullable CharSequence[] value) { extras().putCharSequenceArray(name, value); return this; }
    public @NonNull Intent putExtra(String name, @Nullable Bundle value) { extras().putBundle(name, value); return this; }

    public @NonNull Intent putExtras(@NonNull Intent src) {
        if (src.mExtras != null) {
            if (mExtras == null) mExtras = new Bundle(src.mExtras);
            else mExtras.putAll(src.mExtras);
        }
        return this;
    }

    public @NonNull Intent putExtras(@NonNull Bundle extras) {
        extras().putAll(extras);
        return this;
    }

    public @NonNull Intent replaceExtras(@NonNull Intent src) { mExtras = src.mExtras != null ? new Bundle(src.mExtras) : null; return this; }

    public @NonNull Intent replaceExtras(@Nullable Bundle extras) { mExtras = extras != null ? new Bundle(extras) : null; return this; }

    public void removeExtra(String name) {
        if (mExtras != null) {
            mExtras.remove(name);
            if (mExtras.size() == 0) mExtras = null;
        }
    }

    public void setExtrasClassLoader(@Nullable ClassLoader loader) { if (mExtras != null) mExtras.setClassLoader(loader); }

    // endregion
    // region extras: get

    public boolean hasExtra(String name) { return mExtras != null && mExtras.containsKey(name); }

    public @Nullable Bundle getExtras() { return mExtras != null ? new Bundle(mExtras) : null; }

    public boolean getBooleanExtra(String name, boolean defaultValue) { return mExtras == null ? defaultValue : mExtras.getBoolean(name, defaultValue); }
    public byte getByteExtra(String name, byte defaultValue) { return mExtras == null ? defaultValue : mExtras.getByte(name, defaultValue); }
    public short getShortExtra(String name, short defaultValue) { return mExtras == null ? defaultValue : mExtras.getShort(name, defaultValue); }
    public char getCharExtra(String name, char defaultValue) { return mExtras == null ? defaultValue : mExtras.getChar(name, defaultValue); }
    public int getIntExtra(String name, int defaultValue) { return mExtras == null ? defaultValue : mExtras.getInt(name, defaultValue); }
    public long getLongExtra(String name, long defaultValue) { return mExtras == null ? defaultValue : mExtras.getLong(name, defaultValue); }
    public float getFloatExtra(String name, float defaultValue) { return mExtras == null ? defaultValue : mExtras.getFloat(name, defaultValue); }
    public double getDoubleExtra(String name, double defaultValue) { return mExtras == null ? defaultValue : mExtras.getDouble(name, defaultValue); }

    public @Nullable String getStringExtra(String name) { return mExtras == null ? null : mExtras.getString(name); }
    public @Nullable CharSequence getCharSequenceExtra(String name) { return mExtras == null ? null : mExtras.getCharSequence(name); }

    /** @deprecated Use the type-safer {@link #getParcelableExtra(String, Class)} starting from API 33. */
    @Deprecated
    @SuppressWarnings("deprecation")
    public @Nullable <T extends Parcelable> T getParcelableExtra(String name) { return mExtras == null ? null : mExtras.<T>getParcelable(name); }

    public @Nullable <T> T getParcelableExtra(@Nullable String name, @NonNull Class<T> clazz) {
        return mExtras == null ? null : mExtras.getParcelable(name, clazz);
    }

    /** @deprecated Use the type-safer {@link #getParcelableArrayExtra(String, Class)} starting from API 33. */
    @Deprecated
    @SuppressWarnings("deprecation")
    public @Nullable Parcelable[] getParcelableArrayExtra(String name) { return mExtras == null ? null : mExtras.getParcelableArray(name); }

    public @Nullable <T> T[] getParcelableArrayExtra(@Nullable String name, @NonNull Class<T> clazz) {
        return mExtras == null ? null : mExtras.getParcelableArray(name, clazz);
    }

    /** @deprecated Use the type-safer {@link #getParcelableArrayListExtra(String, Class)} starting from API 33. */
    @Deprecated
    @SuppressWarnings("deprecation")
    public @Nullable <T extends Parcelable> ArrayList<T> getParcelableArrayListExtra(String name) {
        return mExtras == null ? null : mExtras.<T>getParcelableArrayList(name);
    }

    public @Nullable <T> ArrayList<T> getParcelableArrayListExtra(@Nullable String name, @NonNull Class<? extends T> clazz) {
        return mExtras == null ? null : mExtras.<T>getParcelableArrayList(name, clazz);
    }

    /** @deprecated Use the type-safer {@link #getSerializableExtra(String, Class)} starting from API 33. */
    @Deprecated
    @SuppressWarnings("deprecation")
    public @Nullable Serializable getSerializableExtra(String name) { return mExtras == null ? null : mExtras.getSerializable(name); }

    public @Nullable <T extends Serializable> T getSerializableExtra(@Nullable String name, @NonNull Class<T> clazz) {
        return mExtras == null ? null : mExtras.getSerializable(name, clazz);
    }

    public @Nullable ArrayList<Integer> getIntegerArrayListExtra(String name) { return mExtras == null ? null : mExtras.getIntegerArrayList(name); }
    public @Nullable ArrayList<String> getStringArrayListExtra(String name) { return mExtras == null ? null : mExtras.getStringArrayList(name); }
    public @Nullable ArrayList<CharSequence> getCharSequenceArrayListExtra(String name) { return mExtras == null ? null : mExtras.getCharSequenceArrayList(name); }
    public @Nullable boolean[] getBooleanArrayExtra(String name) { return mExtras == null ? null : mExtras.getBooleanArray(name); }
    public @Nullable byte[] getByteArrayExtra(String name) { return mExtras == null ? null : mExtras.getByteArray(name); }
    public @Nullable int[] getIntArrayExtra(String name) { return mExtras == null ? null : mExtras.getIntArray(name); }
    public @Nullable long[] getLongArrayExtra(String name) { return mExtras == null ? null : mExtras.getLongArray(name); }
    public @Nullable float[] getFloatArrayExtra(String name) { return mExtras == null ? null : mExtras.getFloatArray(name); }
    public @Nullable double[] getDoubleArrayExtra(String name) { return mExtras == null ? null : mExtras.getDoubleArray(name); }
    public @Nullable String[] getStringArrayExtra(String name) { return mExtras == null ? null : mExtras.getStringArray(name); }
    public @Nullable Bundle getBundleExtra(String name) { return mExtras == null ? null : mExtras.getBundle(name); }

    // endregion
    // region Parcelable

    @Override
    public int describeContents() { return 0; }

    @Override
    public void writeToParcel(@NonNull Parcel out, int flags) {
        out.writeString(mAction);
        out.writeString(mData == null ? null : mData.toString());
        out.writeString(mType);
        out.writeInt(mFlags);
        out.writeString(mPackage);
        ComponentName.writeToParcel(mComponent, out);
        if (mCategories != null) out.writeStringList(new ArrayList<>(mCategories)); else out.writeInt(-1);
        out.writeBundle(mExtras);
    }

    public void readFromParcel(@NonNull Parcel in) {
        mAction = in.readString();
        String data = in.readString();
        mData = data == null ? null : Uri.parse(data);
        mType = in.readString();
        mFlags = in.readInt();
        mPackage = in.readString();
        mComponent = ComponentName.readFromParcel(in);
        ArrayList<String> cats = in.createStringArrayList();
        mCategories = cats == null ? null : new LinkedHashSet<>(cats);
        mExtras = in.readBundle();
    }

    public static final Parcelable.Creator<Intent> CREATOR = new Parcelable.Creator<Intent>() {
        public Intent createFromParcel(Parcel in) {
            Intent i = new Intent();
            i.readFromParcel(in);
            return i;
        }

        public Intent[] newArray(int size) { return new Intent[size]; }
    };

    // endregion

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("Intent { ");
        if (mAction != null) b.append("act=").append(mAction).append(' ');
        if (mCategories != null) b.append("cat=").append(mCategories).append(' ');
        if (mData != null) b.append("dat=").append(mData).append(' ');
        if (mFlags != 0) b.append("flg=0x").append(Integer.toHexString(mFlags)).append(' ');
        if (mComponent != null) b.append("cmp=").append(mComponent.flattenToShortString()).append(' ');
        if (mExtras != null) b.append("(has extras) ");
        return b.append('}').toString();
    }
}
