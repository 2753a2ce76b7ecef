// Mirrors com.google.android.gms.maps.GoogleMap at API 35 (play-services-maps 19.0.0): setMyLocationEnabled(true)
// needs ACCESS_FINE_LOCATION or ACCESS_COARSE_LOCATION (the harness grants what the manifest declares)
package com.google.android.gms.maps;

import android.content.Context;
import android.content.pm.PackageManager;
import androidx.annotation.RecentlyNonNull;
import androidx.annotation.RecentlyNullable;
import androidx.annotation.RequiresPermission;

import com.google.android.gms.maps.model.LatLng;
import com.google.android.gms.maps.model.Marker;
import com.google.android.gms.maps.model.MarkerOptions;

import java.util.ArrayList;
import java.util.List;

public final class GoogleMap {
    public static final int MAP_TYPE_NONE = 0;
    public static final int MAP_TYPE_NORMAL = 1;
    public static final int MAP_TYPE_SATELLITE = 2;
    public static final int MAP_TYPE_TERRAIN = 3;
    public static final int MAP_TYPE_HYBRID = 4;

    public interface OnMapClickListener {
        void onMapClick(@RecentlyNonNull LatLng point);
    }

    public interface OnMarkerClickListener {
        boolean onMarkerClick(@RecentlyNonNull Marker marker);
    }

    private final Context context;
    private final UiSettings uiSettings = new UiSettings();
    private final List<Marker> markers = new ArrayList<>();
    private boolean myLocationEnabled;
    private int mapType = MAP_TYPE_NORMAL;
    private OnMapClickListener mapClickListener;
    private OnMarkerClickListener markerClickListener;
    CameraUpdate lastCamera;

    GoogleMap(Context context) { this.context = context; }

    @RequiresPermission(anyOf = {"android.permission.ACCESS_COARSE_LOCATION", "android.permission.ACCESS_FINE_LOCATION"})
    public void setMyLocationEnabled(boolean enabled) {
        if (enabled && context.checkSelfPermission("android.permission.ACCESS_FINE_LOCATION") != PackageManager.PERMISSION_GRANTED
                && context.checkSelfPermission("android.permission.ACCESS_COARSE_LOCATION") != PackageManager.PERMISSION_GRANTED) {
            throw new SecurityException("my location requires permission ACCESS_FINE_LOCATION or ACCESS_COARSE_LOCATION");
        }
        myLocationEnabled = enabled;
    }

    public boolean isMyLocationEnabled() { return myLocationEnabled; }

    public void moveCamera(@RecentlyNonNull CameraUpdate update) {
        if (update == null) throw new NullPointerException("CameraUpdate must not be null.");
        lastCamera = update;
    }

    public void animateCamera(@RecentlyNonNull CameraUpdate update) { moveCamera(update); }

    @RecentlyNullable
    public Marker addMarker(@RecentlyNonNull MarkerOptions options) {
        if (options == null) throw new NullPointerException("MarkerOptions must not be null.");
        if (options.getPosition() == null) throw new IllegalArgumentException("no position in marker options");
        Marker m = tandem.runtime.Hidden.newMarker(options);
        markers.add(m);
        return m;
    }

    public void clear() { markers.clear(); }

    @RecentlyNonNull
    public UiSettings getUiSettings() { return uiSettings; }

    public void setMapType(int type) { mapType = type; }

    public int getMapType() { return mapType; }

    public void setOnMapClickListener(@RecentlyNullable OnMapClickListener listener) { mapClickListener = listener; }

    public void setOnMarkerClickListener(@RecentlyNullable OnMarkerClickListener listener) { markerClickListener = listener; }

    /** Not API: a tap on the map (and on the first marker). */
    void userTap() {
        if (mapClickListener != null) mapClickListener.onMapClick(new LatLng(0, 0));
        if (markerClickListener != null && !markers.isEmpty()) markerClickListener.onMarkerClick(markers.get(0));
    }
}
