// Mirrors com.google.android.gms.maps.OnMapReadyCallback at API 35 (play-services-maps 19.0.0; GMS annotates with Recently* nullness)
package com.google.android.gms.maps;

import androidx.annotation.RecentlyNonNull;

public interface OnMapReadyCallback {
    void onMapReady(@RecentlyNonNull GoogleMap googleMap);
}
