// Not part of the Android SDK: the app's resources as the runtime sees them, read from the res folders (layouts,
// menus, values) and the R classes (ids), like the resource table compiled into an APK.
package tandem.runtime;

import android.content.res.Resources;

import java.io.File;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public final class ResourceTable {
    public static final class Style {
        public final String name;
        public final String parent; // null when the parent is implicit (dotted name) or absent
        public final boolean explicitParent;
        public final Map<String, String> items = new LinkedHashMap<>();

        Style(String name, String parent, boolean explicitParent) {
            this.name = name;
            this.parent = parent;
            this.explicitParent = explicitParent;
        }
    }

    public enum ThemeKind { FRAMEWORK, APPCOMPAT, MATERIAL, UNKNOWN }

    public final List<File> resDirs = new ArrayList<>();
    public final List<Class<?>> rClasses = new ArrayList<>();
    private final Map<Integer, String[]> byId = new HashMap<>(); // id -> {package, type, name}
    private final Map<String, Integer> byName = new HashMap<>(); // "type/name" -> id (app R classes)
    public final Map<String, String> strings = new LinkedHashMap<>();
    public final Map<String, List<String>> arrays = new LinkedHashMap<>();
    public final Map<String, String> simpleValues = new LinkedHashMap<>(); // "color/x", "bool/x", "integer/x", "dimen/x"
    public final Map<String, Style> styles = new LinkedHashMap<>();
    private int syntheticIds = 0x7f7f0000;

    private static final Map<String, String> ANDROID_STRINGS = new HashMap<>();

    static {
        ANDROID_STRINGS.put("ok", "OK");
        ANDROID_STRINGS.put("cancel", "Cancel");
        ANDROID_STRINGS.put("yes", "OK");
        ANDROID_STRINGS.put("no", "Cancel");
        ANDROID_STRINGS.put("copy", "Copy");
        ANDROID_STRINGS.put("paste", "Paste");
        ANDROID_STRINGS.put("cut", "Cut");
        ANDROID_STRINGS.put("search_go", "Search");
        ANDROID_STRINGS.put("untitled", "<Untitled>");
        ANDROID_STRINGS.put("dialog_alert_title", "Attention");
    }

    public void addR(Class<?> r) {
        rClasses.add(r);
        String pkg = r.getPackage() == null ? "" : r.getPackage().getName();
        for (Class<?> type : r.getDeclaredClasses()) {
            for (Field f : type.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers()) || f.getType() != int.class) continue;
                try {
                    f.setAccessible(true);
                    int id = f.getInt(null);
                    String key = type.getSimpleName() + "/" + f.getName();
                    byName.putIfAbsent(key, id);
                    byId.putIfAbsent(id, new String[] {pkg, type.getSimpleName(), f.getName()});
                } catch (IllegalAccessException ignored) {
                }
            }
        }
    }

    private void addAndroidR() {
        for (Class<?> type : android.R.class.getDeclaredClasses()) {
            for (Field f : type.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers()) || f.getType() != int.class) continue;
                try {
                    byId.putIfAbsent(f.getInt(null), new String[] {"android", type.getSimpleName(), f.getName()});
                } catch (IllegalAccessException ignored) {
                }
            }
        }
    }

    public void addResDir(File dir) {
        resDirs.add(dir);
        File[] subs = dir.listFiles();
        if (subs == null) return;
        java.util.Arrays.sort(subs, (a, b) -> {
            // "values" before qualified "values-*": the default configuration wins.
            int ra = a.getName().equals("values") ? 0 : 1, rb = b.getName().equals("values") ? 0 : 1;
            return ra != rb ? ra - rb : a.getName().compareTo(b.getName());
        });
        for (File sub : subs) {
            if (!sub.isDirectory() || !sub.getName().startsWith("values")) continue;
            boolean qualified = !sub.getName().equals("values");
            File[] files = sub.listFiles((d, n) -> n.endsWith(".xml"));
            if (files == null) continue;
            java.util.Arrays.sort(files);
            for (File f : files) readValues(XmlNode.parse(f), qualified);
        }
    }

    private void readValues(XmlNode root, boolean qualified) {
        if (root == null) return;
        for (XmlNode n : root.children) {
            String name = n.attr("name");
            if (name == null) continue;
            String type = n.tag.equals("item") ? n.attr("type") : n.tag;
            if (type == null) continue;
            switch (type) {
                case "string":
                    if (!qualified || !strings.containsKey(name)) strings.put(name, unescape(n.text.toString()));
                    break;
                case "string-array": case "array": case "integer-array": {
                    if (qualified && arrays.containsKey(name)) break;
                    List<String> items = new ArrayList<>();
                    for (XmlNode c : n.children) items.add(c.text.toString().trim());
                    arrays.put(name, items);
                    break;
                }
                case "style": {
                    if (qualified && styles.containsKey(name)) break;
                    String parent = n.attr("parent");
                    Style s = new Style(name, parent == null || parent.isEmpty() ? null : parent, parent != null);
                    for (XmlNode c : n.children) if (c.attr("name") != null) s.items.put(c.attr("name"), c.text.toString().trim());
                    styles.put(name, s);
                    break;
                }
                default:
                    if (!qualified || !simpleValues.containsKey(type + "/" + name)) simpleValues.put(type + "/" + name, n.text.toString().trim());
            }
        }
    }

    static String unescape(String s) {
        s = s.trim();
        StringBuilder b = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"') { quoted = !quoted; continue; }
            if (c == '\\' && i + 1 < s.length()) {
                char n = s.charAt(++i);
                switch (n) {
                    case 'n': b.append('\n'); break;
                    case 't': b.append('\t'); break;
                    default: b.append(n);
                }
                continue;
            }
            if (!quoted && Character.isWhitespace(c)) {
                if (b.length() > 0 && b.charAt(b.length() - 1) != ' ') b.append(' ');
                continue;
            }
            b.append(c);
        }
        return b.toString();
    }

    public void finish() { addAndroidR(); }

    // region names and ids

    public String[] nameOf(int id) { return byId.get(id); }

    public String describe(int id) {
        String[] n = byId.get(id);
        return n == null ? "0x" + Integer.toHexString(id) : n[0] + ":" + n[1] + "/" + n[2];
    }

    /** "R.id.name" for messages. */
    public String rName(int id) {
        String[] n = byId.get(id);
        if (n == null) return id == -1 ? "NO_ID" : "0x" + Integer.toHexString(id);
        return ("android".equals(n[0]) ? "android.R." : "R.") + n[1] + "." + n[2];
    }

    public int id(String type, String name) {
        Integer id = byName.get(type + "/" + name.replace('.', '_'));
        return id == null ? 0 : id;
    }

    public int androidId(String type, String name) {
        try {
            for (Class<?> c : android.R.class.getDeclaredClasses()) {
                if (c.getSimpleName().equals(type)) return c.getField(name.replace('.', '_')).getInt(null);
            }
        } catch (ReflectiveOperationException ignored) {
        }
        return 0;
    }

    /** @+id/x, @id/x, @android:id/x, @string/x, @style/X.Y, @layout/x … → id (0 when unknown). */
    public int idForReference(String ref) {
        if (ref == null || !ref.startsWith("@") || ref.equals("@null")) return 0;
        String r = ref.startsWith("@+") ? ref.substring(2) : ref.substring(1);
        boolean android = false;
        if (r.startsWith("android:")) { android = true; r = r.substring(8); }
        int slash = r.indexOf('/');
        if (slash < 0) return 0;
        String type = r.substring(0, slash), name = r.substring(slash + 1);
        if (name.startsWith("android:")) { android = true; name = name.substring(8); }
        if (android) return androidId(type, name);
        int id = id(type, name);
        if (id == 0 && type.equals("id")) {
            id = ++syntheticIds;
            byName.put("id/" + name, id);
            byId.put(id, new String[] {Runtime.get().appPackage(), "id", name});
        }
        return id;
    }

    // endregion
    // region values

    public String string(int id) {
        String[] n = byId.get(id);
        if (n == null || !n[1].equals("string")) throw new Resources.NotFoundException("String resource ID #0x" + Integer.toHexString(id));
        if ("android".equals(n[0])) {
            String s = ANDROID_STRINGS.get(n[2]);
            return s != null ? s : n[2];
        }
        String s = strings.get(n[2]);
        if (s == null) throw new Resources.NotFoundException("String resource ID #0x" + Integer.toHexString(id));
        return resolveText(s).toString();
    }

    public List<String> array(int id) {
        String[] n = byId.get(id);
        List<String> a = n == null ? null : arrays.get(n[2]);
        if (a == null) throw new Resources.NotFoundException("Array resource ID #0x" + Integer.toHexString(id));
        List<String> out = new ArrayList<>();
        for (String s : a) out.add(resolveText(s).toString());
        return out;
    }

    public String simple(String type, int id) {
        String[] n = byId.get(id);
        String v = n == null ? null : simpleValues.get(type + "/" + n[2]);
        if (v == null) throw new Resources.NotFoundException("Resource ID #0x" + Integer.toHexString(id) + " type #" + type + " is not valid");
        return resolveValue(v);
    }

    public CharSequence resolveText(String raw) {
        if (raw.startsWith("@string/") || raw.startsWith("@android:string/")) {
            int id = idForReference(raw);
            if (id == 0) throw new Resources.NotFoundException("String resource " + raw);
            return string(id);
        }
        if (raw.startsWith("\\@") || raw.startsWith("\\?")) return raw.substring(1);
        return raw;
    }

    public String resolveValue(String raw) {
        for (int depth = 0; depth < 10 && raw.startsWith("@") && !raw.startsWith("@android:"); depth++) {
            String r = raw.substring(1);
            int slash = r.indexOf('/');
            if (slash < 0) break;
            String v = r.startsWith("string/") ? strings.get(r.substring(slash + 1)) : simpleValues.get(r);
            if (v == null) break;
            raw = v;
        }
        return raw;
    }

    public int color(int id) {
        String[] n = byId.get(id);
        if (n != null && "android".equals(n[0])) {
            if (n[2].equals("white")) return 0xffffffff;
            if (n[2].equals("black")) return 0xff000000;
            if (n[2].equals("transparent")) return 0;
        }
        String v = simple("color", id);
        return parseColor(v);
    }

    public static int parseColor(String v) {
        if (!v.startsWith("#")) throw new IllegalArgumentException("Unknown color");
        String h = v.substring(1);
        if (h.length() == 3 || h.length() == 4) {
            StringBuilder b = new StringBuilder();
            for (char c : h.toCharArray()) b.append(c).append(c);
            h = b.toString();
        }
        long c = Long.parseLong(h, 16);
        if (h.length() == 6) c |= 0xff000000L;
        return (int) c;
    }

    // endregion
    // region files

    public File file(String dirPrefix, int id, String kind) {
        String[] n = byId.get(id);
        if (n == null || !n[1].equals(kind)) return null;
        for (File res : resDirs) {
            File f = new File(new File(res, dirPrefix), n[2] + ".xml");
            if (f.isFile()) return f;
        }
        for (File res : resDirs) {
            File[] subs = res.listFiles((d, s) -> s.startsWith(dirPrefix + "-"));
            if (subs == null) continue;
            for (File sub : subs) {
                File f = new File(sub, n[2] + ".xml");
                if (f.isFile()) return f;
            }
        }
        return null;
    }

    // endregion
    // region themes

    /** Normalizes "@style/X", "@android:style/X", "android:X", "X". */
    public static String styleName(String ref) {
        if (ref == null) return null;
        String r = ref.trim();
        if (r.startsWith("@android:style/")) return "android:" + r.substring(15);
        if (r.startsWith("@style/")) return r.substring(7);
        if (r.startsWith("?")) return null;
        if (r.startsWith("@")) return r.substring(1);
        return r;
    }

    public String styleNameOf(int id) {
        String[] n = byId.get(id);
        if (n == null || !n[1].equals("style")) return null;
        if ("android".equals(n[0])) return "android:" + n[2].replace('_', '.');
        for (String name : styles.keySet()) if (name.replace('.', '_').equals(n[2])) return name;
        return n[2].replace('_', '.');
    }

    private static ThemeKind libraryKind(String name) {
        if (name.startsWith("android:")) return ThemeKind.FRAMEWORK;
        String[] material = {"Theme.MaterialComponents", "Theme.Material3", "Base.Theme.MaterialComponents", "Base.Theme.Material3",
            "Base.V14.Theme.Material3", "Base.V14.Theme.MaterialComponents", "Theme.Design"};
        for (String p : material) if (name.equals(p) || name.startsWith(p + ".")) return ThemeKind.MATERIAL;
        String[] appcompat = {"Theme.AppCompat", "Base.Theme.AppCompat", "Base.V7.Theme.AppCompat", "Platform.AppCompat"};
        for (String p : appcompat) if (name.equals(p) || name.startsWith(p + ".")) return ThemeKind.APPCOMPAT;
        return null;
    }

    /** The next style of a theme's chain: its explicit parent (none for parent=""), else its dotted prefix. */
    private String parentStyle(String name, Style s) {
        if (s.explicitParent) return s.parent == null || s.parent.isEmpty() ? null : styleName(s.parent);
        return name.lastIndexOf('.') > 0 ? name.substring(0, name.lastIndexOf('.')) : null;
    }

    /** Whether the theme is `family` or descends from it (explicit parents, else dotted prefixes). */
    public boolean themeDescendsFrom(String theme, String family) {
        String name = styleName(theme);
        for (int depth = 0; name != null && depth < 40; depth++) {
            if (name.equals(family) || name.startsWith(family + ".")) return true;
            Style s = styles.get(name);
            if (s == null) return false;
            name = parentStyle(name, s);
        }
        return false;
    }

    /** Follows the parent chain (explicit parent=, else the dotted prefix) to a library or framework theme. */
    public ThemeKind themeKind(String theme) {
        String name = styleName(theme);
        for (int depth = 0; name != null && depth < 40; depth++) {
            ThemeKind k = libraryKind(name);
            if (k != null) return k;
            Style s = styles.get(name);
            if (s == null) return ThemeKind.UNKNOWN;
            name = parentStyle(name, s);
        }
        return ThemeKind.UNKNOWN;
    }

    /** What a style (an overlay) says of the window's action bar, through its parents: windowActionBar, or
     *  windowNoTitle true (no bar); null when it says nothing. */
    public Boolean windowActionBarOf(String style) {
        String name = styleName(style);
        for (int depth = 0; name != null && depth < 40; depth++) {
            Style s = styles.get(name);
            if (s == null) return null;
            String v = s.items.get("windowActionBar");
            if (v == null) v = s.items.get("android:windowActionBar");
            if (v != null) return "true".equals(resolveValue(v));
            String nt = s.items.get("windowNoTitle");
            if (nt == null) nt = s.items.get("android:windowNoTitle");
            if ("true".equals(nt)) return false;
            name = parentStyle(name, s);
        }
        return null;
    }

    /** Whether the window decor supplies an action bar (windowActionBar / the NoActionBar / NoTitleBar themes). */
    public boolean themeHasActionBar(String theme) {
        String name = styleName(theme);
        for (int depth = 0; name != null && depth < 40; depth++) {
            Style s = styles.get(name);
            if (s != null) {
                String v = s.items.get("windowActionBar");
                if (v == null) v = s.items.get("android:windowActionBar");
                if (v != null) return "true".equals(resolveValue(v));
                String nt = s.items.get("android:windowNoTitle");
                if (nt == null) nt = s.items.get("windowNoTitle");
                if ("true".equals(nt)) return false;
            }
            if (name.contains("NoActionBar") || name.contains("NoTitleBar") || name.contains(".Dialog")) return false;
            if (libraryKind(name) != null && s == null) return true;
            if (s == null) return true;
            name = parentStyle(name, s);
        }
        return true;
    }

    // endregion
}
