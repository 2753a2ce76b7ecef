// Mirrors android.text.TextUtils at API 35 (framework): the string helpers
package android.text;

import androidx.annotation.Nullable;

public class TextUtils {
    private TextUtils() {}

    public static boolean isEmpty(@Nullable CharSequence str) { return str == null || str.length() == 0; }

    public static boolean equals(CharSequence a, CharSequence b) {
        if (a == b) return true;
        if (a != null && b != null && a.length() == b.length()) return a.toString().equals(b.toString());
        return false;
    }

    public static String join(CharSequence delimiter, Iterable tokens) {
        StringBuilder sb = new StringBuilder();
        boolean first = true;
        for (Object t : tokens) {
            if (!first) sb.append(delimiter);
            sb.append(t);
            first = false;
        }
        return sb.toString();
    }
}
