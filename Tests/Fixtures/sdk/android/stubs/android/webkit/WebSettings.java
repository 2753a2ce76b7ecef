// Mirrors android.webkit.WebSettings at API 35 (framework): the settings generated code touches
package android.webkit;

public abstract class WebSettings {
    public WebSettings() {}

    public abstract void setJavaScriptEnabled(boolean flag);

    public abstract boolean getJavaScriptEnabled();

    public abstract void setDomStorageEnabled(boolean flag);

    public abstract boolean getDomStorageEnabled();

    public abstract void setBuiltInZoomControls(boolean enabled);

    public abstract void setLoadWithOverviewMode(boolean overview);

    public abstract void setUseWideViewPort(boolean use);

    public abstract void setAllowFileAccess(boolean allow);

    public abstract boolean getAllowFileAccess();
}
