// Mirrors android.content.pm.PackageManager at API 35 (framework): the permission results only
package android.content.pm;

public abstract class PackageManager {
    public static final int PERMISSION_GRANTED = 0;
    public static final int PERMISSION_DENIED = -1;

    @Deprecated
    public PackageManager() {}
}
