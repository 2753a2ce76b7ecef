// Mirrors android.webkit.WebViewClient at API 35 (framework)
package android.webkit;

import android.graphics.Bitmap;

public class WebViewClient {
    public WebViewClient() {}

    /** @deprecated Use {@link #shouldOverrideUrlLoading(WebView, WebResourceRequest)} instead (API 24). */
    @Deprecated
    public boolean shouldOverrideUrlLoading(WebView view, String url) { return false; }

    public boolean shouldOverrideUrlLoading(WebView view, WebResourceRequest request) {
        return shouldOverrideUrlLoading(view, request.getUrl().toString());
    }

    public void onPageStarted(WebView view, String url, Bitmap favicon) {}

    public void onPageFinished(WebView view, String url) {}

    public void doUpdateVisitedHistory(WebView view, String url, boolean isReload) {}
}
