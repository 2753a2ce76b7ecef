// Mirrors com.google.android.gms.maps.model.MarkerOptions at API 35 (play-services-maps 19.0.0)
package com.google.android.gms.maps.model;

import androidx.annotation.RecentlyNonNull;
import androidx.annotation.RecentlyNullable;

public final class MarkerOptions {
    private LatLng position;
    private String title;
    private String snippet;

    public MarkerOptions() {}

    @RecentlyNonNull
    public MarkerOptions position(@RecentlyNonNull LatLng latlng) {
        if (latlng == null) throw new IllegalArgumentException("latlng cannot be null - a position is required.");
        position = latlng;
        return this;
    }

    @RecentlyNonNull
    public MarkerOptions title(@RecentlyNullable String title) { this.title = title; return this; }

    @RecentlyNonNull
    public MarkerOptions snippet(@RecentlyNullable String snippet) { this.snippet = snippet; return this; }

    @RecentlyNonNull
    public LatLng getPosition() { return position; }

    @RecentlyNullable
    public String getTitle() { return title; }

    @RecentlyNullable
    public String getSnippet() { return snippet; }
}
