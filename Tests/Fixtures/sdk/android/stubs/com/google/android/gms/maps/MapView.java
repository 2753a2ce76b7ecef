// Mirrors com.google.android.gms.maps.MapView at API 35 (play-services-maps 19.0.0): records the lifecycle calls the
// activity forwards; the map exists after onCreate (which needs the API key meta-data) and getMapAsync callbacks run
// once it does.
package com.google.android.gms.maps;

import android.content.Context;
import android.os.Bundle;
import android.util.AttributeSet;
import android.widget.FrameLayout;
import androidx.annotation.RecentlyNonNull;
import androidx.annotation.RecentlyNullable;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

public class MapView extends FrameLayout {
    private final List<OnMapReadyCallback> pending = new ArrayList<>();
    private final Set<String> calls = new LinkedHashSet<>();
    private GoogleMap map;

    public MapView(@RecentlyNonNull Context context) { super(context); }

    public MapView(@RecentlyNonNull Context context, @RecentlyNonNull AttributeSet attrs) { super(context, attrs); }

    public MapView(@RecentlyNonNull Context context, @RecentlyNonNull AttributeSet attrs, int defStyle) { super(context, attrs, defStyle); }

    public MapView(@RecentlyNonNull Context context, @RecentlyNullable GoogleMapOptions options) { super(context); }

    public void getMapAsync(@RecentlyNonNull OnMapReadyCallback callback) {
        if (callback == null) throw new NullPointerException("callback must not be null.");
        pending.add(callback);
    }

    public void onCreate(@RecentlyNullable Bundle savedInstanceState) {
        calls.add("onCreate");
        tandem.runtime.Runtime rt = tandem.runtime.Runtime.get();
        if (!rt.metaData.containsKey("com.google.android.geo.API_KEY") && !rt.metaData.containsKey("com.google.android.maps.v2.API_KEY")) {
            throw new IllegalStateException("API key not found.  Check that <meta-data android:name=\"com.google.android.geo.API_KEY\""
                    + " android:value=\"your API key\"/> is in the <application> element of AndroidManifest.xml");
        }
        rt.mapsInitialized = true;
        if (map == null) map = new GoogleMap(getContext());
    }

    public void onStart() { calls.add("onStart"); }

    public void onResume() { calls.add("onResume"); }

    public void onPause() { calls.add("onPause"); }

    public void onStop() { calls.add("onStop"); }

    public void onDestroy() { calls.add("onDestroy"); }

    public final void onLowMemory() { calls.add("onLowMemory"); }

    public void onSaveInstanceState(@RecentlyNonNull Bundle outState) {
        if (outState == null) throw new NullPointerException("outState");
        calls.add("onSaveInstanceState");
    }

    public void onEnterAmbient(@RecentlyNullable Bundle ambientDetails) {}

    public void onExitAmbient() {}

    /** Not API: the lifecycle calls received. */
    Set<String> lifecycleCalls() { return calls; }

    /** Not API: the map becomes ready on the main thread once created. */
    void deliverMapReady() {
        if (map == null) return;
        List<OnMapReadyCallback> ready = new ArrayList<>(pending);
        pending.clear();
        for (OnMapReadyCallback c : ready) c.onMapReady(map);
    }

    GoogleMap mapInternal() { return map; }
}
