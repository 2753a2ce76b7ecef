// Mirrors android.util.Log at API 35 (framework): messages go to standard error as "D/tag: msg".
package android.util;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public final class Log {
    public static final int VERBOSE = 2;
    public static final int DEBUG = 3;
    public static final int INFO = 4;
    public static final int WARN = 5;
    public static final int ERROR = 6;
    public static final int ASSERT = 7;

    private Log() {}

    private static int print(String level, String tag, String msg, Throwable tr) {
        String line = level + "/" + tag + ": " + msg + (tr == null ? "" : "\n" + getStackTraceString(tr));
        if (tandem.runtime.Runtime.get().verbose()) System.err.println(line);
        return line.length();
    }

    public static int v(@Nullable String tag, @NonNull String msg) { return print("V", tag, msg, null); }
    public static int v(@Nullable String tag, @Nullable String msg, @Nullable Throwable tr) { return print("V", tag, msg, tr); }
    public static int d(@Nullable String tag, @NonNull String msg) { return print("D", tag, msg, null); }
    public static int d(@Nullable String tag, @Nullable String msg, @Nullable Throwable tr) { return print("D", tag, msg, tr); }
    public static int i(@Nullable String tag, @NonNull String msg) { return print("I", tag, msg, null); }
    public static int i(@Nullable String tag, @Nullable String msg, @Nullable Throwable tr) { return print("I", tag, msg, tr); }
    public static int w(@Nullable String tag, @NonNull String msg) { return print("W", tag, msg, null); }
    public static int w(@Nullable String tag, @Nullable String msg, @Nullable Throwable tr) { return print("W", tag, msg, tr); }
    public static int w(@Nullable String tag, @Nullable Throwable tr) { return print("W", tag, "", tr); }
    public static int e(@Nullable String tag, @NonNull String msg) { return print("E", tag, msg, null); }
    public static int e(@Nullable String tag, @Nullable String msg, @Nullable Throwable tr) { return print("E", tag, msg, tr); }
    public static int wtf(@Nullable String tag, @Nullable String msg) { return print("WTF", tag, msg, null); }
    public static int wtf(@Nullable String tag, @NonNull Throwable tr) { return print("WTF", tag, "", tr); }
    public static int wtf(@Nullable String tag, @Nullable String msg, @Nullable Throwable tr) { return print("WTF", tag, msg, tr); }

    public static boolean isLoggable(@Nullable String tag, int level) { return level >= INFO; }

    @NonNull
    public static String getStackTraceString(@Nullable Throwable tr) {
        if (tr == null) return "";
        java.io.StringWriter sw = new java.io.StringWriter();
        tr.printStackTrace(new java.io.PrintWriter(sw));
        return sw.toString();
    }

    public static int println(int priority, @Nullable String tag, @NonNull String msg) { return print(String.valueOf(priority), tag, msg, null); }
}
