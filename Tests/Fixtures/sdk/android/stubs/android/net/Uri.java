// Mirrors android.net.Uri at API 35 (framework): parse/toString and the parts, backed by java.net.URI
package android.net;

import android.os.Parcel;
import android.os.Parcelable;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public abstract class Uri implements Parcelable, Comparable<Uri> {
    public static final Uri EMPTY = new StringUri("");

    Uri() {}

    private static final class StringUri extends Uri {
        private final String s;

        StringUri(String s) { this.s = s; }

        private java.net.URI uri() {
            try { return new java.net.URI(s); } catch (java.net.URISyntaxException e) { return null; }
        }

        @Override public String getScheme() { java.net.URI u = uri(); return u == null ? null : u.getScheme(); }
        @Override public String getHost() { java.net.URI u = uri(); return u == null ? null : u.getHost(); }
        @Override public String getPath() { java.net.URI u = uri(); return u == null ? null : u.getPath(); }
        @Override public String getQuery() { java.net.URI u = uri(); return u == null ? null : u.getQuery(); }
        @Override public String toString() { return s; }
    }

    @Nullable public abstract String getScheme();
    @Nullable public abstract String getHost();
    @Nullable public abstract String getPath();
    @Nullable public abstract String getQuery();

    @NonNull public abstract String toString();

    public static Uri parse(String uriString) {
        if (uriString == null) throw new NullPointerException("uriString");
        return new StringUri(uriString);
    }

    @Override public boolean equals(@Nullable Object o) { return o instanceof Uri && toString().equals(o.toString()); }
    @Override public int hashCode() { return toString().hashCode(); }
    @Override public int compareTo(Uri other) { return toString().compareTo(other.toString()); }
    @Override public int describeContents() { return 0; }
    @Override public void writeToParcel(@NonNull Parcel out, int flags) { out.writeString(toString()); }

    public static final Parcelable.Creator<Uri> CREATOR = new Parcelable.Creator<Uri>() {
        public Uri createFromParcel(Parcel in) { String s = in.readString(); return s == null ? null : parse(s); }

        public Uri[] newArray(int size) { return new Uri[size]; }
    };
}
