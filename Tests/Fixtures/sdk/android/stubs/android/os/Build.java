// Mirrors android.os.Build at API 35 (framework): the harness behaves as an API 35 (Android 15) device
package android.os;

public class Build {
    public Build() { throw new RuntimeException("Stub!"); }

    public static final String MANUFACTURER = "tandem";
    public static final String MODEL = "tandem-smoke";
    public static final String BRAND = "tandem";
    public static final String DEVICE = "tandem";
    public static final String PRODUCT = "tandem";

    public static class VERSION {
        public VERSION() { throw new RuntimeException("Stub!"); }

        public static final int SDK_INT = 35;
        public static final String RELEASE = "15";
        public static final String CODENAME = "REL";
    }

    public static class VERSION_CODES {
        public VERSION_CODES() { throw new RuntimeException("Stub!"); }

        public static final int CUR_DEVELOPMENT = 10000;
        public static final int BASE = 1;
        public static final int KITKAT = 19;
        public static final int LOLLIPOP = 21;
        public static final int LOLLIPOP_MR1 = 22;
        public static final int M = 23;
        public static final int N = 24;
        public static final int N_MR1 = 25;
        public static final int O = 26;
        public static final int O_MR1 = 27;
        public static final int P = 28;
        public static final int Q = 29;
        public static final int R = 30;
        public static final int S = 31;
        public static final int S_V2 = 32;
        public static final int TIRAMISU = 33;
        public static final int UPSIDE_DOWN_CAKE = 34;
        public static final int VANILLA_ICE_CREAM = 35;
    }
}
