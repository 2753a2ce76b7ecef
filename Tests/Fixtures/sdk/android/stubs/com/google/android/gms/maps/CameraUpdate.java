// Mirrors com.google.android.gms.maps.CameraUpdate at API 35 (play-services-maps 19.0.0)
package com.google.android.gms.maps;

public final class CameraUpdate {
    final String description;

    CameraUpdate(String description) { this.description = description; }
}
