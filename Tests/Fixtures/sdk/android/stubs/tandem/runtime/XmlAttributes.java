// Not part of the Android SDK: an AttributeSet over one element of a layout or menu file.
package tandem.runtime;

import android.util.AttributeSet;

public final class XmlAttributes implements AttributeSet {
    public final XmlNode node;
    private final String description;

    public XmlAttributes(XmlNode node, String description) {
        this.node = node;
        this.description = description;
    }

    public int line() { return node.line; }

    @Override public int getAttributeCount() { return node.attrList.size(); }
    @Override public String getAttributeNamespace(int index) { return node.attrList.get(index)[0]; }
    @Override public String getAttributeName(int index) { return node.attrList.get(index)[1]; }
    @Override public String getAttributeValue(int index) { return node.attrList.get(index)[3]; }

    @Override
    public String getAttributeValue(String namespace, String name) {
        if (namespace == null) return node.attr(name);
        return node.attr(namespace, name);
    }

    @Override public String getPositionDescription() { return description; }
    @Override public int getAttributeNameResource(int index) { return 0; }

    @Override
    public int getAttributeListValue(String namespace, String attribute, String[] options, int defaultValue) {
        String v = getAttributeValue(namespace, attribute);
        if (v == null) return defaultValue;
        for (int i = 0; i < options.length; i++) if (options[i].equals(v)) return i;
        return defaultValue;
    }

    @Override
    public boolean getAttributeBooleanValue(String namespace, String attribute, boolean defaultValue) {
        String v = getAttributeValue(namespace, attribute);
        return v == null ? defaultValue : Boolean.parseBoolean(v);
    }

    @Override
    public int getAttributeResourceValue(String namespace, String attribute, int defaultValue) {
        String v = getAttributeValue(namespace, attribute);
        if (v == null || !v.startsWith("@")) return defaultValue;
        int id = Runtime.get().res.idForReference(v);
        return id == 0 ? defaultValue : id;
    }

    @Override
    public int getAttributeIntValue(String namespace, String attribute, int defaultValue) {
        String v = getAttributeValue(namespace, attribute);
        try { return v == null ? defaultValue : Integer.decode(v); } catch (NumberFormatException e) { return defaultValue; }
    }

    @Override
    public int getAttributeUnsignedIntValue(String namespace, String attribute, int defaultValue) {
        return getAttributeIntValue(namespace, attribute, defaultValue);
    }

    @Override
    public float getAttributeFloatValue(String namespace, String attribute, float defaultValue) {
        String v = getAttributeValue(namespace, attribute);
        try { return v == null ? defaultValue : Float.parseFloat(v); } catch (NumberFormatException e) { return defaultValue; }
    }

    @Override public int getAttributeListValue(int index, String[] options, int defaultValue) { return getAttributeListValue(getAttributeNamespace(index), getAttributeName(index), options, defaultValue); }
    @Override public boolean getAttributeBooleanValue(int index, boolean defaultValue) { return getAttributeBooleanValue(getAttributeNamespace(index), getAttributeName(index), defaultValue); }
    @Override public int getAttributeResourceValue(int index, int defaultValue) { return getAttributeResourceValue(getAttributeNamespace(index), getAttributeName(index), defaultValue); }
    @Override public int getAttributeIntValue(int index, int defaultValue) { return getAttributeIntValue(getAttributeNamespace(index), getAttributeName(index), defaultValue); }
    @Override public int getAttributeUnsignedIntValue(int index, int defaultValue) { return getAttributeIntValue(index, defaultValue); }
    @Override public float getAttributeFloatValue(int index, float defaultValue) { return getAttributeFloatValue(getAttributeNamespace(index), getAttributeName(index), defaultValue); }
    @Override public String getIdAttribute() { return node.android("id"); }
    @Override public String getClassAttribute() { return node.attr("class"); }

    @Override
    public int getIdAttributeResourceValue(int defaultValue) {
        String v = getIdAttribute();
        if (v == null) return defaultValue;
        int id = Runtime.get().res.idForReference(v);
        return id == 0 ? defaultValue : id;
    }

    @Override public int getStyleAttribute() { return 0; }

    // Helpers for the stubs' constructors (what TypedArray does on Android).

    public static String raw(AttributeSet attrs, String ns, String name) {
        return attrs == null ? null : attrs.getAttributeValue(ns, name);
    }

    public static String android(AttributeSet attrs, String name) { return raw(attrs, XmlNode.ANDROID_NS, name); }

    public static String app(AttributeSet attrs, String name) { return raw(attrs, XmlNode.APP_NS, name); }

    /** android:text style value resolved: @string/x → its text; literals kept. */
    public static CharSequence text(AttributeSet attrs, String name) {
        String v = android(attrs, name);
        return v == null ? null : Runtime.get().res.resolveText(v);
    }

    public static boolean bool(AttributeSet attrs, String name, boolean def) {
        String v = android(attrs, name);
        if (v == null) return def;
        v = Runtime.get().res.resolveValue(v);
        return "true".equals(v);
    }

    public static int integer(AttributeSet attrs, String name, int def) {
        String v = android(attrs, name);
        if (v == null) return def;
        v = Runtime.get().res.resolveValue(v);
        try { return Integer.decode(v.trim()); } catch (NumberFormatException e) { return def; }
    }

    /** A gravity flags attribute (android:layout_gravity, android:gravity): "start|center_vertical" → the OR of the
     *  framework's flag values (attrs.xml), a number as written; def when absent. */
    public static int gravity(AttributeSet attrs, String name, int def) {
        String v = android(attrs, name);
        if (v == null) return def;
        v = Runtime.get().res.resolveValue(v).trim();
        try {
            return Integer.decode(v);
        } catch (NumberFormatException notANumber) {
            // flag names
        }
        int result = 0;
        for (String flag : v.split("\\|")) {
            switch (flag.trim()) {
                case "top": result |= android.view.Gravity.TOP; break;
                case "bottom": result |= android.view.Gravity.BOTTOM; break;
                case "left": result |= android.view.Gravity.LEFT; break;
                case "right": result |= android.view.Gravity.RIGHT; break;
                case "center_vertical": result |= android.view.Gravity.CENTER_VERTICAL; break;
                case "fill_vertical": result |= android.view.Gravity.FILL_VERTICAL; break;
                case "center_horizontal": result |= android.view.Gravity.CENTER_HORIZONTAL; break;
                case "fill_horizontal": result |= android.view.Gravity.FILL_HORIZONTAL; break;
                case "center": result |= android.view.Gravity.CENTER; break;
                case "fill": result |= android.view.Gravity.FILL; break;
                case "clip_vertical": result |= android.view.Gravity.CLIP_VERTICAL; break;
                case "clip_horizontal": result |= android.view.Gravity.CLIP_HORIZONTAL; break;
                case "start": result |= android.view.Gravity.START; break;
                case "end": result |= android.view.Gravity.END; break;
                default: throw new UnsupportedOperationException(attrs.getPositionDescription() + ": android:" + name + " flag \"" + flag.trim() + "\" is not a gravity");
            }
        }
        return result;
    }

    public static int resource(AttributeSet attrs, String ns, String name) {
        String v = raw(attrs, ns, name);
        if (v == null || !v.startsWith("@") || v.equals("@null")) return 0;
        return Runtime.get().res.idForReference(v);
    }
}
