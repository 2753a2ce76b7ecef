// Mirrors com.google.android.gms.maps.UiSettings at API 35 (play-services-maps 19.0.0)
package com.google.android.gms.maps;

public final class UiSettings {
    private boolean zoomControls, myLocationButton = true, compass = true;

    UiSettings() {}

    public void setZoomControlsEnabled(boolean enabled) { zoomControls = enabled; }
    public boolean isZoomControlsEnabled() { return zoomControls; }
    public void setMyLocationButtonEnabled(boolean enabled) { myLocationButton = enabled; }
    public boolean isMyLocationButtonEnabled() { return myLocationButton; }
    public void setCompassEnabled(boolean enabled) { compass = enabled; }
    public boolean isCompassEnabled() { return compass; }
    public void setAllGesturesEnabled(boolean enabled) {}
}
