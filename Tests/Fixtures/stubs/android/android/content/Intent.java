package android.content;

import android.os.Bundle;
import java.io.Serializable;

public class Intent {
    public static final int FLAG_ACTIVITY_NEW_TASK = 0x10000000;
    public static final int FLAG_ACTIVITY_CLEAR_TASK = 0x00008000;
    public static final int FLAG_ACTIVITY_REORDER_TO_FRONT = 0x00020000;

    public Intent() {}
    public Intent(Context packageContext, Class<?> cls) {}

    public Intent addFlags(int flags) { return this; }
    public boolean hasExtra(String name) { return false; }
    public Intent putExtras(Intent src) { return this; }
    public Intent putExtras(Bundle extras) { return this; }

    public Intent putExtra(String name, String value) { return this; }
    public Intent putExtra(String name, int value) { return this; }
    public Intent putExtra(String name, double value) { return this; }
    public Intent putExtra(String name, float value) { return this; }
    public Intent putExtra(String name, boolean value) { return this; }
    public Intent putExtra(String name, byte[] value) { return this; }
    public Intent putExtra(String name, Serializable value) { return this; }

    public String getStringExtra(String name) { return null; }
    public int getIntExtra(String name, int defaultValue) { return defaultValue; }
    public double getDoubleExtra(String name, double defaultValue) { return defaultValue; }
    public float getFloatExtra(String name, float defaultValue) { return defaultValue; }
    public boolean getBooleanExtra(String name, boolean defaultValue) { return defaultValue; }
    public byte[] getByteArrayExtra(String name) { return null; }
    public Serializable getSerializableExtra(String name) { return null; }
}
