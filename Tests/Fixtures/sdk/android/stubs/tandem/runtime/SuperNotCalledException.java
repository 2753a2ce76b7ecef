// Not part of the public SDK: android.util.SuperNotCalledException is hidden on Android; same message.
package tandem.runtime;

public final class SuperNotCalledException extends android.util.AndroidRuntimeException {
    public SuperNotCalledException(String msg) { super(msg); }
}
