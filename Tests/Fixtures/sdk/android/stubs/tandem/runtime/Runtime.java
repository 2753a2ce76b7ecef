// Not part of the Android SDK: the process-wide state behind the stubs (what system_server and ActivityThread hold on
// a device): the manifests, the resource table, the main looper's queue, the activities started and the problems the
// platform would log or crash on. The smoke harness configures it and reads it.
package tandem.runtime;

import android.content.ActivityNotFoundException;
import android.content.ComponentName;
import android.content.Intent;
import android.os.Handler;
import android.os.Parcel;
import android.os.TransactionTooLargeException;

import java.io.File;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

public final class Runtime {
    private static final Runtime INSTANCE = new Runtime();

    public static Runtime get() { return INSTANCE; }

    private Runtime() {}

    public static final class ActivityDecl {
        public String className;
        public String theme;
        public boolean exported;
        public boolean hasExported;
        public boolean hasIntentFilter;
        public final List<String> actions = new ArrayList<>();
        public final List<String> categories = new ArrayList<>();
        /** Each VIEW + BROWSABLE intent filter's data: schemes, hosts, path patterns (PatternMatcher's simple glob). */
        public final List<List<List<String>>> linkFilters = new ArrayList<>();
        public String manifest;
        public String label;
    }

    public static final class StartRequest {
        public final Object from;
        public final Intent intent; // the copy the target receives (written to and read back from a Parcel)
        public final int requestCode;
        public final String targetClass; // null for another app
        public final String trigger;

        StartRequest(Object from, Intent intent, int requestCode, String targetClass, String trigger) {
            this.from = from;
            this.intent = intent;
            this.requestCode = requestCode;
            this.targetClass = targetClass;
            this.trigger = trigger;
        }
    }

    private static final class Posted {
        final Handler handler;
        final Runnable runnable;
        final long delay;
        final long seq;

        Posted(Handler h, Runnable r, long d, long s) { handler = h; runnable = r; delay = d; seq = s; }
    }

    public final ResourceTable res = new ResourceTable();
    public final Map<String, ActivityDecl> activities = new LinkedHashMap<>();
    public final Set<String> permissions = new LinkedHashSet<>();
    public final Map<String, String> metaData = new LinkedHashMap<>();
    public String appTheme;
    public String appLabel;
    public String applicationClass;
    private String appPackage = "";
    public ClassLoader appLoader = Runtime.class.getClassLoader();
    public Object application;
    public boolean verbose;
    public boolean mapsInitialized;
    public String trigger = "";
    public final List<String> problems = new ArrayList<>();
    public final List<String> warnings = new ArrayList<>();
    public final List<StartRequest> starts = new ArrayList<>();
    public final List<String> toasts = new ArrayList<>();
    /** Fragment lifecycle events ({fragment, "attach"|"create", trigger}) for the harness, in order. */
    public final List<Object[]> fragmentEvents = new ArrayList<>();
    /** Dialogs whose window is showing ({dialog, decor view}), oldest first. */
    public final List<Object[]> dialogs = new ArrayList<>();
    /** The navigation hosts (NavHostFragment controllers) created, for the harness. */
    public final List<java.lang.ref.WeakReference<NavigationProbe>> navigationProbes = new ArrayList<>();
    private final ArrayDeque<Posted> queue = new ArrayDeque<>();
    private long seq;

    public String appPackage() { return appPackage; }

    public void setAppPackage(String p) { appPackage = p; }

    public boolean verbose() { return verbose; }

    // region manifest

    /** Reads one AndroidManifest.xml; fallbackPackage is the namespace when the manifest has no package (AGP 8). */
    public void loadManifest(File file, String fallbackPackage) {
        XmlNode root = XmlNode.parse(file);
        String pkg = root.attr("package");
        if (pkg == null || pkg.isEmpty()) pkg = fallbackPackage;
        if (appPackage.isEmpty() && pkg != null) appPackage = pkg;
        for (XmlNode n : root.children) {
            if (n.tag.equals("uses-permission") || n.tag.equals("uses-permission-sdk-23")) permissions.add(n.android("name"));
            if (!n.tag.equals("application")) continue;
            if (n.android("theme") != null && appTheme == null) appTheme = n.android("theme");
            if (n.android("label") != null && appLabel == null) appLabel = n.android("label");
            if (n.android("name") != null && applicationClass == null) applicationClass = qualify(n.android("name"), pkg);
            for (XmlNode c : n.children) {
                if (c.tag.equals("meta-data") && c.android("name") != null) {
                    metaData.put(c.android("name"), c.android("value") != null ? c.android("value") : c.android("resource"));
                }
                if (!c.tag.equals("activity") && !c.tag.equals("activity-alias")) continue;
                ActivityDecl d = new ActivityDecl();
                d.className = qualify(c.tag.equals("activity-alias") ? c.android("targetActivity") : c.android("name"), pkg);
                d.theme = c.android("theme");
                d.label = c.android("label");
                d.hasExported = c.android("exported") != null;
                d.exported = "true".equals(c.android("exported"));
                d.manifest = file.getPath();
                for (XmlNode f : c.children) {
                    if (!f.tag.equals("intent-filter")) continue;
                    d.hasIntentFilter = true;
                    List<String> schemes = new ArrayList<>(), hosts = new ArrayList<>(), paths = new ArrayList<>();
                    boolean view = false, browsable = false;
                    for (XmlNode a : f.children) {
                        if (a.tag.equals("action")) d.actions.add(a.android("name"));
                        if (a.tag.equals("category")) d.categories.add(a.android("name"));
                        if (a.tag.equals("action") && "android.intent.action.VIEW".equals(a.android("name"))) view = true;
                        if (a.tag.equals("category") && "android.intent.category.BROWSABLE".equals(a.android("name"))) browsable = true;
                        if (a.tag.equals("data")) {
                            if (a.android("scheme") != null) schemes.add(a.android("scheme"));
                            if (a.android("host") != null) hosts.add(a.android("host"));
                            if (a.android("pathPattern") != null) paths.add(a.android("pathPattern"));
                        }
                    }
                    if (view && browsable) d.linkFilters.add(java.util.Arrays.asList(schemes, hosts, paths));
                }
                if (!activities.containsKey(d.className)) activities.put(d.className, d);
            }
        }
    }

    /** The activity whose VIEW + BROWSABLE intent filter takes `url`, as the package manager resolves a link; null if none. */
    public ActivityDecl resolveLink(String url) {
        java.net.URI uri;
        try { uri = new java.net.URI(url); } catch (java.net.URISyntaxException e) { return null; }
        for (ActivityDecl d : activities.values()) {
            for (List<List<String>> f : d.linkFilters) {
                boolean scheme = f.get(0).contains(uri.getScheme());
                boolean host = f.get(1).isEmpty() || f.get(1).contains(uri.getHost());
                boolean path = f.get(2).isEmpty();
                for (String p : f.get(2)) path |= globMatches(p, uri.getPath() == null ? "" : uri.getPath());
                if (scheme && host && path) return d;
            }
        }
        return null;
    }

    /** PatternMatcher.PATTERN_SIMPLE_GLOB: '.' any character, '*' any number of the one before, '\\' escapes. */
    static boolean globMatches(String pattern, String text) {
        StringBuilder regex = new StringBuilder();
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c == '\\' && i + 1 < pattern.length()) regex.append(java.util.regex.Pattern.quote(String.valueOf(pattern.charAt(++i))));
            else if (c == '.' || c == '*') regex.append(c);
            else regex.append(java.util.regex.Pattern.quote(String.valueOf(c)));
        }
        return text.matches(regex.toString());
    }

    static String qualify(String name, String pkg) {
        if (name == null) return null;
        if (name.startsWith(".")) return pkg + name;
        if (!name.contains(".")) return pkg + "." + name;
        return name;
    }

    public String themeFor(String activityClass) {
        ActivityDecl d = activities.get(activityClass);
        if (d != null && d.theme != null) return d.theme;
        if (appTheme != null) return appTheme;
        return "android:Theme.DeviceDefault.Light.DarkActionBar"; // the default for targetSdk >= 24
    }

    public boolean hasPermission(String permission) { return permissions.contains(permission); }

    // endregion
    // region main looper

    public void post(Handler h, Runnable r, long delay) {
        if (r == null) throw new NullPointerException("callback");
        queue.add(new Posted(h, r, delay, seq++));
    }

    public void removePosted(Handler h, Runnable r) {
        for (Iterator<Posted> it = queue.iterator(); it.hasNext(); ) {
            Posted p = it.next();
            if ((h == null || p.handler == h) && (r == null || p.runnable == r)) it.remove();
        }
    }

    /** Runs what was posted, earliest delay first, at most max messages. */
    public void drainQueue(int max) {
        for (int i = 0; i < max && !queue.isEmpty(); i++) {
            Posted best = null;
            for (Posted p : queue) if (best == null || p.delay < best.delay || (p.delay == best.delay && p.seq < best.seq)) best = p;
            queue.remove(best);
            best.runnable.run();
        }
    }

    public void clearQueue() { queue.clear(); }

    // endregion
    // region fragments, dialogs, navigation

    public void fragmentEvent(Object fragment, String what) { fragmentEvents.add(new Object[] {fragment, what, trigger}); }

    public void dialogShown(Object dialog, Object decor) {
        dialogDismissed(dialog);
        dialogs.add(new Object[] {dialog, decor});
    }

    public void dialogDismissed(Object dialog) {
        for (Iterator<Object[]> it = dialogs.iterator(); it.hasNext(); ) if (it.next()[0] == dialog) it.remove();
    }

    public void navigationHost(NavigationProbe probe) { navigationProbes.add(new java.lang.ref.WeakReference<>(probe)); }

    // endregion
    // region problems

    public void problem(String message) { problems.add(message); }

    public void warn(String message) { warnings.add(message); }

    public void parcelMismatch(Object value, int type, int actual, int expected) {
        problem("Unparcelling of " + (value == null ? "null" : value.getClass().getName()) + " of type " + type
                + " consumed " + actual + " bytes, but " + expected + " expected (writeToParcel and createFromParcel disagree;"
                + " Android logs this with Log.wtf and hands back wrong field values)");
    }

    // endregion
    // region activity starts

    /** What Instrumentation.execStartActivity and ActivityTaskManager do with an Intent, synchronously. */
    public void startActivity(Object from, Intent intent, int requestCode) {
        String target = resolve(intent);
        Parcel p = Parcel.obtain();
        intent.writeToParcel(p, 0);
        if (p.dataSize() > 1024 * 1024) {
            throw new RuntimeException("Failure from system", new TransactionTooLargeException("data parcel size " + p.dataSize() + " bytes"));
        }
        p.setDataPosition(0);
        Intent copy = Intent.CREATOR.createFromParcel(p);
        starts.add(new StartRequest(from, copy, requestCode, target, trigger));
    }

    public String resolve(Intent intent) {
        ComponentName cn = intent.getComponent();
        if (cn != null) {
            if (!activities.containsKey(cn.getClassName())) {
                throw new ActivityNotFoundException("Unable to find explicit activity class {" + cn.getPackageName() + "/"
                        + cn.getClassName() + "}; have you declared this activity in your AndroidManifest.xml, or does your"
                        + " intent not match its declared <intent-filter>?");
            }
            return cn.getClassName();
        }
        String action = intent.getAction();
        if (action == null) throw new ActivityNotFoundException("No Activity found to handle " + intent);
        for (ActivityDecl d : activities.values()) {
            if (d.actions.contains(action) && d.categories.contains(Intent.CATEGORY_DEFAULT)) return d.className;
        }
        return null; // another app handles it (a browser, the dialer…): recorded, not followed
    }

    // endregion
}
