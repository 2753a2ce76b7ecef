// Mirrors android.webkit.WebResourceRequest at API 35 (framework)
package android.webkit;

import android.net.Uri;

public interface WebResourceRequest {
    Uri getUrl();

    boolean isForMainFrame();

    boolean isRedirect();

    boolean hasGesture();

    String getMethod();

    java.util.Map<String, String> getRequestHeaders();
}
