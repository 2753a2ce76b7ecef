// Mirrors android.text.SpannableStringBuilder at API 35 (framework): the text, without spans
package android.text;

public class SpannableStringBuilder implements CharSequence, Editable {
    private final StringBuilder b;

    public SpannableStringBuilder() { b = new StringBuilder(); }

    public SpannableStringBuilder(CharSequence text) { b = new StringBuilder(text); }

    @Override public int length() { return b.length(); }
    @Override public char charAt(int index) { return b.charAt(index); }
    @Override public CharSequence subSequence(int start, int end) { return new SpannableStringBuilder(b.subSequence(start, end)); }
    @Override public SpannableStringBuilder replace(int st, int en, CharSequence source) { b.replace(st, en, source.toString()); return this; }
    @Override public SpannableStringBuilder insert(int where, CharSequence text) { b.insert(where, text); return this; }
    @Override public SpannableStringBuilder delete(int st, int en) { b.delete(st, en); return this; }
    @Override public SpannableStringBuilder append(CharSequence text) { b.append(text); return this; }
    @Override public SpannableStringBuilder append(CharSequence text, int start, int end) { b.append(text, start, end); return this; }
    @Override public SpannableStringBuilder append(char text) { b.append(text); return this; }
    @Override public void clear() { b.setLength(0); }
    @Override public String toString() { return b.toString(); }
    @Override public boolean equals(Object o) { return o instanceof SpannableStringBuilder && o.toString().equals(toString()); }
    @Override public int hashCode() { return toString().hashCode(); }
}
