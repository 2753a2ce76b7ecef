// Mirrors com.google.android.gms.maps.CameraUpdateFactory at API 35 (play-services-maps 19.0.0): usable once the
// maps SDK is initialized (a map was created, or MapsInitializer.initialize was called)
package com.google.android.gms.maps;

import androidx.annotation.RecentlyNonNull;

import com.google.android.gms.maps.model.LatLng;

public final class CameraUpdateFactory {
    private CameraUpdateFactory() {}

    private static CameraUpdate make(String d) {
        if (!tandem.runtime.Runtime.get().mapsInitialized) throw new NullPointerException("CameraUpdateFactory is not initialized");
        return new CameraUpdate(d);
    }

    @RecentlyNonNull public static CameraUpdate zoomIn() { return make("zoomIn"); }
    @RecentlyNonNull public static CameraUpdate zoomOut() { return make("zoomOut"); }
    @RecentlyNonNull public static CameraUpdate zoomTo(float zoom) { return make("zoomTo " + zoom); }
    @RecentlyNonNull public static CameraUpdate zoomBy(float amount) { return make("zoomBy " + amount); }
    @RecentlyNonNull public static CameraUpdate newLatLng(@RecentlyNonNull LatLng latLng) { if (latLng == null) throw new NullPointerException("latLng must not be null"); return make("newLatLng " + latLng); }
    @RecentlyNonNull public static CameraUpdate newLatLngZoom(@RecentlyNonNull LatLng latLng, float zoom) { if (latLng == null) throw new NullPointerException("latLng must not be null"); return make("newLatLngZoom " + latLng + " " + zoom); }
}
