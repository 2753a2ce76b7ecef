// Mirrors com.google.android.gms.maps.GoogleMapOptions at API 35 (play-services-maps 19.0.0)
package com.google.android.gms.maps;

import androidx.annotation.RecentlyNonNull;

public final class GoogleMapOptions {
    public GoogleMapOptions() {}

    @RecentlyNonNull
    public GoogleMapOptions mapType(int mapType) { return this; }

    @RecentlyNonNull
    public GoogleMapOptions liteMode(boolean enabled) { return this; }
}
