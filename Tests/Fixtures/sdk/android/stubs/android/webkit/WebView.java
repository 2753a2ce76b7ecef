// Mirrors android.webkit.WebView at API 35 (framework): loads are recorded, with the back history a load makes; the
// harness reports page start, the history's update and finish to the WebViewClient on the next frame. Use after destroy() throws like the platform's checkThread/destroyed checks.
package android.webkit;

import android.content.Context;
import android.util.AttributeSet;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import java.util.Map;

public class WebView extends android.widget.AbsoluteLayout implements android.view.ViewGroup.OnHierarchyChangeListener {
    /** @deprecated WebView no longer needs to implement ViewGroup.OnHierarchyChangeListener (as API 35 says). */
    @Deprecated
    @Override
    public void onChildViewAdded(android.view.View parent, android.view.View child) {}

    /** @deprecated as above. */
    @Deprecated
    @Override
    public void onChildViewRemoved(android.view.View p, android.view.View child) {}

    private final WebSettings mSettings = new WebSettings() {
        // File access is on by default below API 30, as on a device.
        boolean js, dom, files = true;

        @Override public void setJavaScriptEnabled(boolean flag) { js = flag; }
        @Override public boolean getJavaScriptEnabled() { return js; }
        @Override public void setDomStorageEnabled(boolean flag) { dom = flag; }
        @Override public boolean getDomStorageEnabled() { return dom; }
        @Override public void setBuiltInZoomControls(boolean enabled) {}
        @Override public void setLoadWithOverviewMode(boolean overview) {}
        @Override public void setUseWideViewPort(boolean use) {}
        @Override public void setAllowFileAccess(boolean allow) { files = allow; }
        @Override public boolean getAllowFileAccess() { return files; }
    };
    private WebViewClient mClient = new WebViewClient();
    private String mUrl;
    private String mPendingUrl;
    private final java.util.ArrayList<String> mHistory = new java.util.ArrayList<>();
    private boolean mDestroyed;
    private boolean mPaused;

    public WebView(@NonNull Context context) { this(context, null); }

    public WebView(@NonNull Context context, @Nullable AttributeSet attrs) { this(context, attrs, 0); }

    public WebView(@NonNull Context context, @Nullable AttributeSet attrs, int defStyleAttr) { this(context, attrs, defStyleAttr, 0); }

    public WebView(@NonNull Context context, @Nullable AttributeSet attrs, int defStyleAttr, int defStyleRes) {
        super(context, attrs, defStyleAttr, defStyleRes);
        if (context == null) throw new IllegalArgumentException("Invalid context argument");
    }

    private void checkNotDestroyed(String method) {
        if (mDestroyed) throw new IllegalStateException("WebView." + method + "() called on a destroyed WebView");
    }

    @NonNull
    public WebSettings getSettings() { checkNotDestroyed("getSettings"); return mSettings; }

    public void loadUrl(@NonNull String url) {
        checkNotDestroyed("loadUrl");
        if (url == null) throw new NullPointerException("url");
        if (!url.equals(mUrl)) mHistory.add(url);
        mUrl = url;
        mPendingUrl = url;
    }

    public void loadUrl(@NonNull String url, @NonNull Map<String, String> additionalHttpHeaders) { loadUrl(url); }

    public void loadData(@NonNull String data, @Nullable String mimeType, @Nullable String encoding) { loadUrl("data:" + mimeType + "," + data); }

    public void reload() { checkNotDestroyed("reload"); mPendingUrl = mUrl; }

    public boolean canGoBack() { return mHistory.size() > 1; }

    public void goBack() {
        if (!canGoBack()) return;
        mHistory.remove(mHistory.size() - 1);
        mUrl = mHistory.get(mHistory.size() - 1);
        mPendingUrl = mUrl;
    }

    public void stopLoading() {}

    @Nullable
    public String getUrl() { return mUrl; }

    public void setWebViewClient(@NonNull WebViewClient client) { mClient = client; }

    @NonNull
    public WebViewClient getWebViewClient() { return mClient; }

    public void onPause() { mPaused = true; }

    public void onResume() { mPaused = false; }

    public void destroy() { mDestroyed = true; }

    /** Not API: the page load the engine would run on the next frames. */
    void runPendingLoad() {
        if (mPendingUrl == null || mDestroyed) return;
        String url = mPendingUrl;
        mPendingUrl = null;
        mClient.onPageStarted(this, url, null);
        mClient.doUpdateVisitedHistory(this, url, false);
        mClient.onPageFinished(this, url);
    }
}
