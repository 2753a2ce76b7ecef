// Mirrors com.google.android.gms.maps.MapsInitializer at API 35 (play-services-maps 19.0.0)
package com.google.android.gms.maps;

import android.content.Context;
import androidx.annotation.RecentlyNonNull;

public final class MapsInitializer {
    private MapsInitializer() {}

    public static synchronized int initialize(@RecentlyNonNull Context context) {
        if (context == null) throw new NullPointerException("Context is null");
        tandem.runtime.Runtime.get().mapsInitialized = true;
        return 0;
    }
}
