// Mirrors android.Manifest at API 35 (framework): the permission names used by generated apps
package android;

public final class Manifest {
    public Manifest() {}

    public static final class permission {
        public permission() {}

        public static final String ACCESS_COARSE_LOCATION = "android.permission.ACCESS_COARSE_LOCATION";
        public static final String ACCESS_FINE_LOCATION = "android.permission.ACCESS_FINE_LOCATION";
        public static final String ACCESS_NETWORK_STATE = "android.permission.ACCESS_NETWORK_STATE";
        public static final String CAMERA = "android.permission.CAMERA";
        public static final String INTERNET = "android.permission.INTERNET";
        public static final String POST_NOTIFICATIONS = "android.permission.POST_NOTIFICATIONS";
        public static final String READ_CONTACTS = "android.permission.READ_CONTACTS";
        public static final String RECORD_AUDIO = "android.permission.RECORD_AUDIO";
        public static final String VIBRATE = "android.permission.VIBRATE";
    }
}
