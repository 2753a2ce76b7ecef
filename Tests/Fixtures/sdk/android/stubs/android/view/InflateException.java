// Mirrors android.view.InflateException at API 35 (framework)
package android.view;

public class InflateException extends RuntimeException {
    public InflateException() {}

    public InflateException(String detailMessage, Throwable throwable) { super(detailMessage, throwable); }

    public InflateException(String detailMessage) { super(detailMessage); }

    public InflateException(Throwable throwable) { super(throwable); }
}
