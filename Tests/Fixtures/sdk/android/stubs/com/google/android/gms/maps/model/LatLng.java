// Mirrors com.google.android.gms.maps.model.LatLng at API 35 (play-services-maps 19.0.0)
package com.google.android.gms.maps.model;

import android.os.Parcel;
import android.os.Parcelable;
import androidx.annotation.RecentlyNonNull;
import androidx.annotation.RecentlyNullable;

public final class LatLng implements Parcelable {
    public final double latitude;
    public final double longitude;

    public LatLng(double latitude, double longitude) {
        if (-180.0 <= longitude && longitude < 180.0) this.longitude = longitude;
        else this.longitude = ((longitude - 180.0) % 360.0 + 360.0) % 360.0 - 180.0;
        this.latitude = Math.max(-90.0, Math.min(90.0, latitude));
    }

    @Override
    public boolean equals(@RecentlyNullable Object o) {
        if (this == o) return true;
        if (!(o instanceof LatLng)) return false;
        LatLng other = (LatLng) o;
        return Double.doubleToLongBits(latitude) == Double.doubleToLongBits(other.latitude)
                && Double.doubleToLongBits(longitude) == Double.doubleToLongBits(other.longitude);
    }

    @Override
    public int hashCode() {
        long t = Double.doubleToLongBits(latitude);
        int r = 31 + (int) (t ^ (t >>> 32));
        t = Double.doubleToLongBits(longitude);
        return r * 31 + (int) (t ^ (t >>> 32));
    }

    @RecentlyNonNull
    @Override
    public String toString() { return "lat/lng: (" + latitude + "," + longitude + ")"; }

    @Override
    public int describeContents() { return 0; }

    @Override
    public void writeToParcel(@RecentlyNonNull Parcel out, int flags) {
        out.writeDouble(latitude);
        out.writeDouble(longitude);
    }

    @RecentlyNonNull
    public static final Parcelable.Creator<LatLng> CREATOR = new Parcelable.Creator<LatLng>() {
        public LatLng createFromParcel(Parcel in) { return new LatLng(in.readDouble(), in.readDouble()); }

        public LatLng[] newArray(int size) { return new LatLng[size]; }
    };
}
