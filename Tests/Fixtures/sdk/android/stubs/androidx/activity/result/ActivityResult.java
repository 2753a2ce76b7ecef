// Mirrors androidx.activity.result.ActivityResult at API 35 (androidx activity 1.9.3)
package androidx.activity.result;

import android.app.Activity;
import android.content.Intent;
import android.os.Parcel;
import android.os.Parcelable;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public final class ActivityResult implements Parcelable {
    private final int resultCode;
    private final Intent data;

    public ActivityResult(int resultCode, @Nullable Intent data) {
        this.resultCode = resultCode;
        this.data = data;
    }

    public int getResultCode() { return resultCode; }

    @Nullable
    public Intent getData() { return data; }

    @NonNull
    public static String resultCodeToString(int resultCode) {
        switch (resultCode) {
            case Activity.RESULT_OK: return "RESULT_OK";
            case Activity.RESULT_CANCELED: return "RESULT_CANCELED";
            default: return String.valueOf(resultCode);
        }
    }

    @Override
    public String toString() { return "ActivityResult{resultCode=" + resultCodeToString(resultCode) + ", data=" + data + "}"; }

    @Override
    public int describeContents() { return 0; }

    @Override
    public void writeToParcel(@NonNull Parcel dest, int flags) {
        dest.writeInt(resultCode);
        dest.writeInt(data == null ? 0 : 1);
        if (data != null) data.writeToParcel(dest, flags);
    }

    @NonNull
    public static final Parcelable.Creator<ActivityResult> CREATOR = new Parcelable.Creator<ActivityResult>() {
        public ActivityResult createFromParcel(Parcel in) {
            int code = in.readInt();
            Intent d = in.readInt() == 0 ? null : Intent.CREATOR.createFromParcel(in);
            return new ActivityResult(code, d);
        }

        public ActivityResult[] newArray(int size) { return new ActivityResult[size]; }
    };
}
