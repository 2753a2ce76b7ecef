// Mirrors android.content.res.Configuration at API 35 (framework): the fields the Compose stand-ins read (night mode,
// font scale, the window's size in dp, orientation), as a phone in portrait with the light theme reports them.
package android.content.res;

public final class Configuration implements android.os.Parcelable, Comparable<Configuration> {
    public static final int UI_MODE_NIGHT_MASK = 0x30;
    public static final int UI_MODE_NIGHT_UNDEFINED = 0x00;
    public static final int UI_MODE_NIGHT_NO = 0x10;
    public static final int UI_MODE_NIGHT_YES = 0x20;
    public static final int UI_MODE_TYPE_MASK = 0x0f;
    public static final int UI_MODE_TYPE_NORMAL = 0x01;
    public static final int ORIENTATION_UNDEFINED = 0;
    public static final int ORIENTATION_PORTRAIT = 1;
    public static final int ORIENTATION_LANDSCAPE = 2;

    public int uiMode = UI_MODE_TYPE_NORMAL | UI_MODE_NIGHT_NO;
    public float fontScale = 1f;
    public int screenWidthDp = 411;
    public int screenHeightDp = 891;
    public int smallestScreenWidthDp = 411;
    public int densityDpi = 420;
    public int orientation = ORIENTATION_PORTRAIT;

    public Configuration() {}

    public Configuration(Configuration o) { setTo(o); }

    @Override
    public int compareTo(Configuration that) {
        int n = Integer.compare(uiMode, that.uiMode);
        if (n == 0) n = Float.compare(fontScale, that.fontScale);
        if (n == 0) n = Integer.compare(screenWidthDp, that.screenWidthDp);
        if (n == 0) n = Integer.compare(screenHeightDp, that.screenHeightDp);
        if (n == 0) n = Integer.compare(smallestScreenWidthDp, that.smallestScreenWidthDp);
        if (n == 0) n = Integer.compare(densityDpi, that.densityDpi);
        if (n == 0) n = Integer.compare(orientation, that.orientation);
        return n;
    }

    @Override
    public int describeContents() { return 0; }

    @Override
    public void writeToParcel(android.os.Parcel dest, int flags) {
        dest.writeInt(uiMode);
        dest.writeFloat(fontScale);
        dest.writeInt(screenWidthDp);
        dest.writeInt(screenHeightDp);
        dest.writeInt(smallestScreenWidthDp);
        dest.writeInt(densityDpi);
        dest.writeInt(orientation);
    }

    public void setTo(Configuration o) {
        uiMode = o.uiMode;
        fontScale = o.fontScale;
        screenWidthDp = o.screenWidthDp;
        screenHeightDp = o.screenHeightDp;
        smallestScreenWidthDp = o.smallestScreenWidthDp;
        densityDpi = o.densityDpi;
        orientation = o.orientation;
    }
}
