// Mirrors com.google.android.gms.maps.model.Marker at API 35 (play-services-maps 19.0.0)
package com.google.android.gms.maps.model;

import androidx.annotation.RecentlyNonNull;
import androidx.annotation.RecentlyNullable;

public final class Marker {
    private LatLng position;
    private String title;
    private Object tag;
    private boolean removed;

    private Marker(MarkerOptions o) {
        position = o.getPosition();
        title = o.getTitle();
    }

    @RecentlyNonNull
    public LatLng getPosition() { return position; }

    public void setPosition(@RecentlyNonNull LatLng latlng) {
        if (latlng == null) throw new IllegalArgumentException("latlng cannot be null - a position is required.");
        position = latlng;
    }

    @RecentlyNullable
    public String getTitle() { return title; }

    public void setTitle(@RecentlyNullable String title) { this.title = title; }

    public void setTag(@RecentlyNullable Object tag) { this.tag = tag; }

    @RecentlyNullable
    public Object getTag() { return tag; }

    public void remove() { removed = true; }
}
