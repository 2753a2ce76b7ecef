package android.webkit;

import android.content.Context;
import android.view.View;

public class WebView extends View {
    public WebView(Context context) { super(context); }
    public void loadUrl(String url) {}
    public void reload() {}
}
