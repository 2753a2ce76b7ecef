// Mirrors android.graphics.Bitmap at API 35 (framework): the type only (a Parcelable, as the real one)
package android.graphics;

import android.os.Parcel;
import android.os.Parcelable;

public final class Bitmap implements Parcelable {
    private Bitmap() {}

    public final int getWidth() { throw new UnsupportedOperationException("stub: Bitmap.getWidth"); }

    public final int getHeight() { throw new UnsupportedOperationException("stub: Bitmap.getHeight"); }

    @Override
    public int describeContents() { return 0; }

    @Override
    public void writeToParcel(Parcel p, int flags) { throw new UnsupportedOperationException("stub: Bitmap.writeToParcel"); }

    public static final Parcelable.Creator<Bitmap> CREATOR = new Parcelable.Creator<Bitmap>() {
        @Override
        public Bitmap createFromParcel(Parcel source) { throw new UnsupportedOperationException("stub: Bitmap.CREATOR"); }

        @Override
        public Bitmap[] newArray(int size) { return new Bitmap[size]; }
    };
}
