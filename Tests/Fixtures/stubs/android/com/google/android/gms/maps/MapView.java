package com.google.android.gms.maps;

import android.content.Context;
import android.view.View;

public class MapView extends View {
    public MapView(Context context) { super(context); }
}
