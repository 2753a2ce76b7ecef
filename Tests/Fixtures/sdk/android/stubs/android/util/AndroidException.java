// Mirrors android.util.AndroidException at API 35 (framework)
package android.util;

public class AndroidException extends Exception {
    public AndroidException() {}

    public AndroidException(String name) { super(name); }

    public AndroidException(String name, Throwable cause) { super(name, cause); }

    public AndroidException(Exception cause) { super(cause); }
}
