// Tandem's JVM smoke harness: starts the launcher activity of an app compiled against the Android stubs the way
// Android does, drives every view a person could touch, follows every Intent, returns results, recreates each
// activity once (configuration change) and tears everything down, reporting crashes and platform rule violations.
// An activity that hosts fragments is driven screen by screen: the fragment shown (a navigation destination, a
// dialog) has its own views driven, the screens it opens are driven in turn and popped with back, results come back
// through the Fragment result API, and each destination of a navigation graph no click reached is navigated to
// directly with its Safe Args style arguments (and shown through a configuration change). A navigation drawer is
// swiped open before what it holds is touched (a locked one stays shut), and the action bar's drawer button is tapped.
// A SlidingPaneLayout's list pane is driven; a detail pane it opens (or a person swipes in) has what it shows driven,
// then back closes it; the fragments shown in panes count as screens that ran.
//
//   java -cp <stub classes>:<app classes>:<kotlin-stdlib.jar> tandem.smoke.TandemSmoke \
//       --manifest AndroidManifest.xml [--manifest …] --res res [--res …] --r com.example.app.R [--r …]
//       [--per-class 3] [--max-launches 500] [--verbose]
//
// Output: "FAIL <activity or fragment> <phase>: <exception and app frames>" as problems happen, "WARN <activity>: …"
// for what Android only logs, then "ran <class> (<how reached>)" per activity and per fragment destination, one
// "graph …" line per navigation graph, and the closing line "N passed, M failed". Exit status 1 when anything failed,
// 2 on bad arguments.
package tandem.smoke;

import android.app.Activity;
import android.app.Application;
import android.content.ComponentName;
import android.net.Uri;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import android.os.Parcel;
import android.view.Menu;
import android.view.View;
import android.view.ViewGroup;
import android.widget.AbsSeekBar;
import android.widget.AdapterView;
import android.widget.Button;
import android.widget.CompoundButton;
import android.widget.DatePicker;
import android.widget.EditText;
import android.widget.NumberPicker;
import android.widget.RadioButton;
import android.widget.RadioGroup;
import android.widget.Spinner;
import android.widget.SpinnerAdapter;
import android.widget.TextView;
import android.widget.Adapter;
import androidx.appcompat.app.ActionBar;
import androidx.appcompat.app.AppCompatActivity;
import androidx.appcompat.graphics.drawable.DrawerArrowDrawable;
import androidx.appcompat.widget.Toolbar;
import androidx.drawerlayout.widget.DrawerLayout;
import androidx.fragment.app.DialogFragment;
import androidx.fragment.app.Fragment;
import androidx.fragment.app.FragmentActivity;
import androidx.fragment.app.FragmentManager;
import androidx.lifecycle.Lifecycle;
import androidx.lifecycle.LifecycleOwner;
import androidx.lifecycle.LifecycleRegistry;
import androidx.recyclerview.widget.RecyclerView;
import androidx.slidingpanelayout.widget.SlidingPaneLayout;
import com.google.android.gms.maps.MapView;
import com.google.android.material.navigation.NavigationBarView;
import com.google.android.material.tabs.TabLayout;
import com.google.android.material.navigation.NavigationView;

import tandem.runtime.AppContext;
import tandem.runtime.Hidden;
import tandem.runtime.InputTypes;
import tandem.runtime.NavigationProbe;
import tandem.runtime.Runtime;

import java.io.File;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;

public final class TandemSmoke {
    private static final int ROW_CAP = 20;
    private static final int MAX_RESULT_DEPTH = 4;
    private static final int MAX_NAV_DEPTH = 6;
    private static final int FRAGMENT_CREATED = 1; // Fragment.CREATED
    /** TANDEM_SMOKE_TRACES=1 prints every frame of a failure, the runtime's included (for debugging the stubs). */
    private static final boolean FULL_TRACES = System.getenv("TANDEM_SMOKE_TRACES") != null;
    /** TANDEM_SMOKE_STEPS=1 prints each step (lifecycle call or user action) as it runs. */
    private static final boolean STEPS = System.getenv("TANDEM_SMOKE_STEPS") != null;

    /** The app crashed (or broke a platform rule) in this instance: stop driving it. */
    private static final class Abandon extends RuntimeException {
        Abandon() { super(null, null, false, false); }
    }

    private static final class ClassResult {
        final String how;
        final List<String> failures = new ArrayList<>();
        int runs;
        boolean recreated;
        boolean upPressed;
        boolean upShown;

        ClassResult(String how) { this.how = how; }
    }

    private static final class Launch {
        final String className;
        final Intent intent;
        final String how;

        Launch(String className, Intent intent, String how) {
            this.className = className;
            this.intent = intent;
            this.how = how;
        }
    }

    private final Runtime rt = Runtime.get();
    private final Map<String, ClassResult> results = new LinkedHashMap<>();
    private final List<String> orphanFailures = new ArrayList<>();
    private final ArrayDeque<Launch> queue = new ArrayDeque<>();
    private final List<Activity> alive = new ArrayList<>();
    private final Set<Activity> resumed = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Set<Activity> stopped = Collections.newSetFromMap(new IdentityHashMap<>());
    /** The activities waiting for a result from the one being driven, innermost last: the task's stack under it. */
    private final ArrayDeque<Activity> callers = new ArrayDeque<>();
    /** An Intent with FLAG_ACTIVITY_CLEAR_TOP that found its activity among the callers: the instance it clears to, the
     *  Intent it brings, until the stack above it has closed. */
    private Activity clearedTo;
    private Intent clearIntent;
    private Application application;
    /** Every app fragment the runtime attached, newest last (to name the fragment a failure belongs to). */
    private final List<Fragment> knownFragments = new ArrayList<>();
    /** The fragment screen being driven (its views are acted on; failures are its own), and the ones below it. */
    private Fragment currentScreen;
    private final Set<Fragment> visiting = Collections.newSetFromMap(new IdentityHashMap<>());
    /** The class a step's failures belong to when it is not the screen or the activity (a direct navigation's destination). */
    private String stepOwner;
    /** Navigation graphs seen, by name: the host activity and the destinations. */
    private final Map<String, GraphInfo> graphs = new LinkedHashMap<>();
    /** Views in a drawer, driven with their drawer opened first: the screen's walk does not drive them again. */
    private final Set<View> drivenThroughDrawer = Collections.newSetFromMap(new WeakHashMap<>());
    /** Detail panes shown on a screen (a click opened one, or a swipe), by screen instance and layout id: a screen whose
     *  view was made anew (back from a screen opened in a pane) does not need the swipe. */
    private final Set<String> panesOpened = new LinkedHashSet<>();
    /** Sliding pane layouts whose open detail pane back did not close: not pressed again. */
    private final Set<View> paneBackFailed = Collections.newSetFromMap(new WeakHashMap<>());
    /** Driving what an open detail pane shows (then back): what it does is not followed into the pane again. */
    private boolean inPaneDetail;
    /** Detail panes without a fragment, driven per screen and layout id (a fragment in a pane counts as its class). */
    private final Map<String, Integer> plainDetailRuns = new LinkedHashMap<>();

    private static final class GraphInfo {
        final String name;
        final String activityClass;
        final List<Object[]> destinations;

        GraphInfo(String name, String activityClass, List<Object[]> destinations) {
            this.name = name;
            this.activityClass = activityClass;
            this.destinations = destinations;
        }
    }
    /** Deep links to open, each as Android delivers one: a VIEW Intent to the activity whose filter takes it. */
    private final List<String> links = new ArrayList<>();
    /** Deep links whose activity must refuse them (close without showing, as for values that do not parse). */
    private final List<String> refused = new ArrayList<>();
    private int launches;
    private int perClass = 3;
    private int maxLaunches = 500;

    public static void main(String[] args) {
        List<String> manifests = new ArrayList<>(), resDirs = new ArrayList<>(), rClasses = new ArrayList<>();
        TandemSmoke smoke = new TandemSmoke();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (i + 1 >= args.length && !a.equals("--verbose")) usage("missing value after " + a);
            switch (a) {
                case "--manifest": manifests.add(args[++i]); break;
                case "--res": resDirs.add(args[++i]); break;
                case "--r": rClasses.add(args[++i]); break;
                case "--per-class": smoke.perClass = Integer.parseInt(args[++i]); break;
                case "--max-launches": smoke.maxLaunches = Integer.parseInt(args[++i]); break;
                case "--verbose": smoke.rt.verbose = true; break;
                case "--open": smoke.links.add(args[++i]); break;
                case "--refuse": smoke.refused.add(args[++i]); break;
                default: usage("unknown argument " + a);
            }
        }
        if (manifests.isEmpty() || rClasses.isEmpty()) usage("need at least one --manifest and one --r");
        int failed = smoke.run(manifests, resDirs, rClasses);
        System.exit(failed > 0 ? 1 : 0);
    }

    private static void usage(String why) {
        System.err.println("tandem-smoke: " + why);
        System.err.println("usage: TandemSmoke --manifest M.xml [--manifest …] --res DIR [--res …] --r CLASS [--r …] [--per-class N] [--max-launches N] [--open URL …] [--refuse URL …] [--verbose]");
        System.exit(2);
    }

    // region run

    int run(List<String> manifests, List<String> resDirs, List<String> rNames) {
        ClassLoader loader = TandemSmoke.class.getClassLoader();
        rt.appLoader = loader;
        Thread.currentThread().setContextClassLoader(loader);
        List<Class<?>> rs = new ArrayList<>();
        for (String r : rNames) {
            try {
                rs.add(Class.forName(r, true, loader));
            } catch (ClassNotFoundException e) {
                usage("R class not found on the classpath: " + r);
            }
        }
        for (String d : resDirs) {
            if (!new File(d).isDirectory()) usage("not a folder: " + d);
            rt.res.addResDir(new File(d));
        }
        for (Class<?> r : rs) rt.res.addR(r);
        rt.res.finish();
        for (int i = 0; i < manifests.size(); i++) {
            Class<?> r = rs.get(Math.min(i, rs.size() - 1));
            String pkg = r.getPackage() != null ? r.getPackage().getName() : "";
            if (!new File(manifests.get(i)).isFile()) usage("no such manifest: " + manifests.get(i));
            rt.loadManifest(new File(manifests.get(i)), pkg);
        }

        createApplication();
        for (Runtime.ActivityDecl d : rt.activities.values()) {
            if (d.hasIntentFilter && !d.hasExported) {
                fail(d.className, "install", "INSTALL_PARSE_FAILED_MANIFEST_MALFORMED: " + d.className + ": Targeting S+ (version 31 and above)"
                        + " requires that an explicit value for android:exported be defined when intent filters are present", null);
            }
        }

        Runtime.ActivityDecl launcher = null;
        for (Runtime.ActivityDecl d : rt.activities.values()) {
            if (d.actions.contains(Intent.ACTION_MAIN) && d.categories.contains(Intent.CATEGORY_LAUNCHER)) { launcher = d; break; }
        }
        if (launcher == null) {
            orphanFailures.add("FAIL " + String.join(",", manifests) + " launch: no activity has an intent-filter with action MAIN and category LAUNCHER");
            System.out.println(orphanFailures.get(0));
        } else {
            Intent main = new Intent(Intent.ACTION_MAIN).addCategory(Intent.CATEGORY_LAUNCHER)
                    .setComponent(new ComponentName(rt.appPackage(), launcher.className)).addFlags(Intent.FLAG_ACTIVITY_NEW_TASK);
            queue.add(new Launch(launcher.className, roundTrip(main), "launcher"));
        }
        while (!queue.isEmpty() && launches < maxLaunches) {
            Launch l = queue.poll();
            ClassResult cr = results.get(l.className);
            if (cr != null && cr.runs >= perClass) continue;
            Activity a = start(l.className, l.intent, l.how, null);
            if (a != null) settle(drive(a, 0));
        }

        // Deep links: the activity must take the link and show, not close for want of its inputs.
        for (String link : links) {
            Runtime.ActivityDecl d = rt.resolveLink(link);
            Activity a = openLink(link, d, "deep link " + link);
            if (a == null) continue;
            NavigationProbe probe = probeFor(a);
            if (a.isFinishing() || (probe != null && !showsLinkedDestination(probe))) {
                fail(d.className, "deep link", "the link " + link + " closed the screen instead of opening it: its inputs were not read from the link", null);
                continue;
            }
            System.out.println("opened " + link + " in " + d.className + shown(a));
            settle(drive(a, 0));
        }

        // Links carrying what the screen must not take: the activity closes instead of showing.
        for (String link : refused) {
            Runtime.ActivityDecl d = rt.resolveLink(link);
            Activity a = openLink(link, d, "refused deep link " + link);
            if (a == null) continue;
            rt.starts.clear();
            // A single-activity app stays; the destination the link matched must not be the one showing.
            NavigationProbe probe = probeFor(a);
            if (a.isFinishing() || (probe != null && probe.deepLinkDestinationId() != 0 && !showsLinkedDestination(probe))) {
                System.out.println("refused " + link + " in " + d.className + (a.isFinishing() ? "" : shown(a)));
            } else {
                fail(d.className, "deep link", "the link " + link + " opened the screen with a value it must refuse", null);
            }
            destroy(a);
        }

        // Activities no click reached: through their static intent(Context, …) factory, else an empty Intent.
        for (Runtime.ActivityDecl d : new ArrayList<>(rt.activities.values())) {
            if (results.containsKey(d.className) || launches >= maxLaunches) continue;
            Intent intent;
            String how;
            Object[] factory = findFactory(d.className);
            if (factory != null) {
                Method m = (Method) factory[0];
                try {
                    Object[] argv = new Object[m.getParameterCount()];
                    argv[0] = application;
                    Type[] types = m.getGenericParameterTypes();
                    for (int i = 1; i < argv.length; i++) argv[i] = defaultValue(m.getParameterTypes()[i], types[i], 0);
                    intent = (Intent) m.invoke(factory[1], argv);
                    how = "static factory " + m.getDeclaringClass().getSimpleName() + "." + m.getName() + "(" + describeArgs(argv) + ")";
                } catch (InvocationTargetException e) {
                    fail(d.className, "intent factory", null, e.getCause());
                    continue;
                } catch (ReflectiveOperationException | RuntimeException e) {
                    fail(d.className, "intent factory", null, e);
                    continue;
                }
                if (intent == null) { fail(d.className, "intent factory", "the factory returned null", null); continue; }
                try {
                    rt.trigger = "static factory";
                    rt.resolve(intent);
                } catch (RuntimeException e) {
                    fail(d.className, "intent factory", null, e);
                    continue;
                }
            } else {
                intent = new Intent().setComponent(new ComponentName(rt.appPackage(), d.className));
                how = "empty Intent";
            }
            Intent delivered;
            try {
                delivered = roundTrip(intent);
            } catch (RuntimeException e) {
                fail(d.className, "intent factory", null, e);
                continue;
            }
            Activity a = start(d.className, delivered, how, null);
            if (a != null) settle(drive(a, 0));
            while (!queue.isEmpty() && launches < maxLaunches) {
                Launch l = queue.poll();
                ClassResult cr = results.get(l.className);
                if (cr != null && cr.runs >= perClass) continue;
                Activity b = start(l.className, l.intent, l.how, null);
                if (b != null) settle(drive(b, 0));
            }
        }
        // Navigation destinations no click reached, and those not yet shown through a configuration change.
        navigationPass();
        if (launches >= maxLaunches) System.out.println("note: stopped after " + maxLaunches + " launches");

        for (Activity a : new ArrayList<>(alive)) destroy(a);

        for (GraphInfo g : graphs.values()) {
            for (Object[] d : g.destinations) {
                String cls = (String) d[3];
                if (cls != null && !results.containsKey(cls)) {
                    fail(cls, "navigation", "destination " + d[1] + " of " + g.name + " was never shown: no click reached it and"
                            + " navigating to it directly did not show it", null);
                }
            }
        }
        int passed = 0, failed = orphanFailures.size();
        List<Map.Entry<String, ClassResult>> ordered = new ArrayList<>();
        for (Map.Entry<String, ClassResult> e : results.entrySet()) if (!isFragmentClass(e.getKey())) ordered.add(e);
        for (Map.Entry<String, ClassResult> e : results.entrySet()) if (isFragmentClass(e.getKey())) ordered.add(e);
        for (Map.Entry<String, ClassResult> e : ordered) {
            System.out.println("ran " + e.getKey() + " (" + e.getValue().how + ")");
            if (e.getValue().failures.isEmpty()) passed++; else failed++;
        }
        for (GraphInfo g : graphs.values()) {
            int ran = 0;
            List<String> missing = new ArrayList<>();
            for (Object[] d : g.destinations) {
                ClassResult cr = d[3] == null ? null : results.get((String) d[3]);
                if (cr != null && !cr.how.equals("not launched")) ran++;
                else missing.add(String.valueOf(d[1]));
            }
            System.out.println("graph " + g.name + " in " + g.activityClass + ": " + ran + " of " + g.destinations.size() + " destinations ran"
                    + (missing.isEmpty() ? "" : " (not: " + String.join(", ", missing) + ")"));
        }
        System.out.println(passed + " passed, " + failed + " failed");
        return failed;
    }

    private boolean isFragmentClass(String className) {
        try {
            return Fragment.class.isAssignableFrom(Class.forName(className, false, rt.appLoader));
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    private void createApplication() {
        try {
            Class<?> c = rt.applicationClass == null ? Application.class : Class.forName(rt.applicationClass, true, rt.appLoader);
            application = (Application) c.getConstructor().newInstance();
            Hidden.call(application, Application.class, "attach", new Class<?>[] {Context.class}, new AppContext());
            rt.application = application;
            application.onCreate();
        } catch (InvocationTargetException e) {
            orphanFailures.add("FAIL " + rt.applicationClass + " onCreate: " + format(e.getCause()));
            System.out.println(orphanFailures.get(orphanFailures.size() - 1));
        } catch (ReflectiveOperationException | RuntimeException e) {
            orphanFailures.add("FAIL " + rt.applicationClass + " onCreate: " + format(e));
            System.out.println(orphanFailures.get(orphanFailures.size() - 1));
        }
        if (application == null) {
            application = new Application();
            Hidden.call(application, Application.class, "attach", new Class<?>[] {Context.class}, new AppContext());
            rt.application = application;
        }
    }

    // endregion
    // region lifecycle

    private static String name(Activity a) { return a.getClass().getName(); }

    private void call(Activity a, String method, Class<?>[] types, Object... args) {
        Hidden.call(a, Activity.class, method, types, args);
    }

    private static final Class<?>[] NONE = new Class<?>[0];
    private static final Class<?>[] BUNDLE = new Class<?>[] {Bundle.class};

    /** Instantiates, attaches and brings an activity to RESUMED; null when it crashed. */
    private Activity start(String className, Intent intent, String how, Bundle saved) {
        ClassResult cr = results.get(className);
        if (cr == null) { cr = new ClassResult(how); results.put(className, cr); }
        cr.runs++;
        launches++;
        Activity a;
        try {
            a = instantiate(className, intent);
        } catch (Abandon e) {
            return null;
        }
        alive.add(a);
        try {
            step(a, "onCreate", () -> call(a, "performCreate", BUNDLE, saved));
            // As ActivityThread does: an activity that finished in onCreate is never started; it is only destroyed.
            if (a.isFinishing()) {
                stopped.add(a);
                destroy(a);
                return a;
            }
            step(a, "onStart", () -> call(a, "performStart", NONE));
            stopped.remove(a);
            if (saved != null) step(a, "onRestoreInstanceState", () -> call(a, "performRestoreInstanceState", BUNDLE, saved));
            step(a, "onPostCreate", () -> call(a, "performPostCreate", BUNDLE, saved));
            step(a, "onResume", () -> call(a, "performResume", NONE));
            resumed.add(a);
            layout(a, "first frame");
            checkMapViews(a, "resume", "onCreate", "onStart", "onResume");
        } catch (Abandon e) {
            alive.remove(a);
            return null;
        }
        if (!cr.recreated) {
            cr.recreated = true;
            Activity b = recreate(a, intent);
            return b;
        }
        return a;
    }

    private Activity instantiate(String className, Intent intent) {
        String cn = "ComponentInfo{" + rt.appPackage() + "/" + className + "}";
        Class<?> c;
        try {
            c = Class.forName(className, false, rt.appLoader);
        } catch (ClassNotFoundException e) {
            fail(className, "launch", "java.lang.RuntimeException: Unable to instantiate activity " + cn
                    + ": java.lang.ClassNotFoundException: Didn't find class \"" + className + "\"", null);
            throw new Abandon();
        }
        if (!Activity.class.isAssignableFrom(c)) {
            fail(className, "launch", "java.lang.RuntimeException: Unable to instantiate activity " + cn
                    + ": java.lang.ClassCastException: " + className + " cannot be cast to android.app.Activity", null);
            throw new Abandon();
        }
        Activity a;
        try {
            Constructor<?> k = c.getConstructor();
            if (Modifier.isAbstract(c.getModifiers())) throw new InstantiationException(className + " is abstract");
            a = (Activity) k.newInstance();
        } catch (InvocationTargetException e) {
            fail(className, "launch (constructor)", null, e.getCause());
            throw new Abandon();
        } catch (ReflectiveOperationException e) {
            fail(className, "launch", "java.lang.RuntimeException: Unable to instantiate activity " + cn + ": "
                    + (e instanceof NoSuchMethodException ? "java.lang.InstantiationException: java.lang.Class<" + className
                    + "> has no zero argument constructor" : e.toString()), null);
            throw new Abandon();
        }
        intent.setExtrasClassLoader(rt.appLoader);
        Runtime.ActivityDecl d = rt.activities.get(className);
        CharSequence title = null;
        try {
            if (d != null && d.label != null) title = rt.res.resolveText(d.label);
            else if (rt.appLabel != null) title = rt.res.resolveText(rt.appLabel); // an activity without a label shows the application's
        } catch (RuntimeException ignored) {
        }
        Activity fa = a;
        CharSequence ft = title;
        step(a, "attach", () -> call(fa, "attach", new Class<?>[] {Context.class, Application.class, Intent.class, CharSequence.class},
                new AppContext(), application, intent, ft));
        return a;
    }

    private void pause(Activity a) {
        if (!resumed.remove(a)) return;
        step(a, "onPause", () -> call(a, "performPause", NONE));
        checkMapViews(a, "pause", "onPause");
    }

    private Bundle stop(Activity a, boolean save) {
        pause(a);
        if (stopped.contains(a)) return null;
        step(a, "onStop", () -> call(a, "performStop", NONE));
        stopped.add(a);
        checkMapViews(a, "stop", "onStop");
        if (!save || a.isFinishing()) return null;
        Bundle out = new Bundle();
        step(a, "onSaveInstanceState", () -> call(a, "performSaveInstanceState", BUNDLE, out));
        // The state goes to system_server with activityStopped: it is parcelled there and back.
        Bundle[] copy = new Bundle[1];
        step(a, "onSaveInstanceState (parcel)", () -> {
            Parcel p = Parcel.obtain();
            out.writeToParcel(p, 0);
            p.setDataPosition(0);
            copy[0] = p.readBundle(rt.appLoader);
            copy[0].size();
        });
        return copy[0];
    }

    private void destroy(Activity a) {
        if (!alive.remove(a)) return;
        try {
            stop(a, false);
            step(a, "onDestroy", () -> call(a, "performDestroy", NONE));
            checkMapViews(a, "destroy", "onDestroy");
        } catch (Abandon ignored) {
        }
    }

    private void restartAndResume(Activity a) {
        if (stopped.remove(a)) step(a, "onRestart", () -> call(a, "performRestart", NONE));
        step(a, "onResume", () -> call(a, "performResume", NONE));
        resumed.add(a);
        layout(a, "frame after resume");
    }

    /** A configuration change: the instance is destroyed with its state saved and a new one created from it. */
    private Activity recreate(Activity old, Intent intent) {
        String cls = name(old);
        List<Object> oldObservers = observers(old);
        List<View> oldViews = views(old);
        List<Fragment> oldFragments = fragments(old);
        for (Fragment f : oldFragments) if (f.getView() != null) oldViews.addAll(descendants(f.getView()));
        Fragment shown = top(old);
        boolean shownHadView = shown != null && shown.getView() != null;
        Bundle shownArgs = shown == null ? null : shown.getArguments();
        NavigationProbe oldProbe = probeFor(old);
        int oldDestination = oldProbe == null ? 0 : oldProbe.currentDestinationId();
        Bundle saved;
        try {
            saved = stop(old, true);
            step(old, "onDestroy (configuration change)", () -> call(old, "performDestroy", NONE));
            checkMapViews(old, "destroy", "onDestroy");
            alive.remove(old);
        } catch (Abandon e) {
            alive.remove(old);
            return null;
        }
        Activity b;
        try {
            b = instantiate(cls, intent);
        } catch (Abandon e) {
            return null;
        }
        alive.add(b);
        Bundle state = saved == null ? new Bundle() : saved;
        try {
            step(b, "onCreate (recreated)", () -> call(b, "performCreate", BUNDLE, state));
            step(b, "onStart (recreated)", () -> call(b, "performStart", NONE));
            stopped.remove(b);
            step(b, "onRestoreInstanceState", () -> call(b, "performRestoreInstanceState", BUNDLE, state));
            step(b, "onPostCreate (recreated)", () -> call(b, "performPostCreate", BUNDLE, state));
            step(b, "onResume (recreated)", () -> call(b, "performResume", NONE));
            resumed.add(b);
            layout(b, "first frame (recreated)");
            checkMapViews(b, "resume", "onCreate", "onStart", "onResume");
        } catch (Abandon e) {
            alive.remove(b);
            return null;
        }
        checkLeaks(old, oldObservers, oldViews, oldFragments, b);
        if (shown != null) checkFragmentRecreated(shown, shownHadView, shownArgs, oldDestination, b);
        return b;
    }

    /** After a configuration change the same screen must be back: its fragment re-created with its arguments and a new view. */
    private void checkFragmentRecreated(Fragment shown, boolean hadView, Bundle args, int oldDestination, Activity b) {
        String cls = shown.getClass().getName();
        if (isFrameworkClass(cls)) return;
        ClassResult cr = fragmentResult(cls, "restored");
        cr.recreated = true;
        Fragment now = top(b);
        if (now == null || now.getClass() != shown.getClass()) {
            fail(cls, "configuration change", "after the activity was recreated the screen shows " + (now == null ? "no fragment" : now.getClass().getName())
                    + " instead of " + cls + " (the FragmentManager state did not bring it back)", null);
            return;
        }
        if (now == shown) fail(cls, "configuration change", "the same fragment instance is shown after recreation (it must be re-instantiated from its saved state)", null);
        if (hadView && (now.getView() == null || !usable(b, now.getView()))) {
            fail(cls, "configuration change", "after recreation " + cls + " has no view in the window (its view was not rebuilt)", null);
        }
        Bundle nowArgs = now.getArguments();
        if (args != null && (nowArgs == null || !nowArgs.keySet().containsAll(args.keySet()))) {
            fail(cls, "configuration change", "after recreation the arguments of " + cls + " are " + (nowArgs == null ? "null" : nowArgs.keySet())
                    + ", they were " + args.keySet(), null);
        }
        NavigationProbe probe = probeFor(b);
        if (oldDestination != 0 && probe != null && probe.currentDestinationId() != oldDestination) {
            fail(cls, "configuration change", "after recreation the NavController's current destination is " + rt.res.rName(probe.currentDestinationId())
                    + ", it was " + rt.res.rName(oldDestination), null);
        }
    }

    // endregion
    // region steps

    private interface Action {
        void run() throws Exception;
    }

    /** Runs one step of app code, then what it posted; failures are recorded and abandon the instance. */
    private void step(Activity a, String phase, Action action) {
        String owner = stepOwner != null ? stepOwner : currentScreen != null ? currentScreen.getClass().getName() : name(a);
        String ownerSimple = currentScreen != null ? currentScreen.getClass().getSimpleName() : a.getClass().getSimpleName();
        rt.trigger = ownerSimple + ": " + phase;
        if (STEPS) System.out.println("step: " + rt.trigger);
        Throwable thrown = null;
        try {
            action.run();
            rt.drainQueue(1000);
        } catch (Abandon e) {
            throw e;
        } catch (Throwable t) {
            thrown = t;
        }
        rt.clearQueue();
        noteFragmentEvents();
        if (rt.verbose) for (String toast : rt.toasts) System.out.println("note: " + owner + " " + phase + ": toast \"" + toast + "\"");
        rt.toasts.clear();
        for (String w : rt.warnings) System.out.println("WARN " + owner + " " + phase + ": " + w);
        rt.warnings.clear();
        List<String> problems = new ArrayList<>(rt.problems);
        rt.problems.clear();
        for (String p : problems) fail(owner, phase, p, null);
        if (thrown != null) {
            rt.starts.clear();
            String[] blamed = blame(thrown, owner);
            String where;
            if (blamed[0].equals(owner)) where = blamed[1] == null ? phase : phase + " (in " + blamed[1] + ")";
            else where = (blamed[1] == null ? "during " : blamed[1] + " during ") + ownerSimple + ": " + phase;
            fail(blamed[0], where, null, thrown);
            throw new Abandon();
        }
    }

    /** A user action: the step, then the activities it started (results nested, others queued) and a frame. */
    private void act(Activity a, String phase, Action action, int depth) {
        Fragment before = currentScreen;
        if (rt.verbose) System.out.println("step " + name(a) + (currentScreen != null ? " showing " + currentScreen.getClass().getName() : "") + ": " + phase);
        step(a, phase, action);
        List<Runtime.StartRequest> starts = new ArrayList<>(rt.starts);
        rt.starts.clear();
        for (Runtime.StartRequest s : starts) {
            if (s.targetClass == null) {
                if (rt.verbose) System.out.println("note: " + s.trigger + " starts another app: " + s.intent);
                continue;
            }
            String how = "from " + s.trigger;
            Activity existing = s.from == a && (s.intent.getFlags() & Intent.FLAG_ACTIVITY_CLEAR_TOP) != 0 ? caller(s.targetClass) : null;
            if (existing != null) {
                // As ActivityManager does: every activity above the existing one finishes, and the existing one gets
                // the Intent (onNewIntent, with SINGLE_TOP) when it comes back to the top, or is started anew.
                if (rt.verbose) System.out.println("note: " + s.trigger + " clears the task down to " + name(existing));
                clearedTo = existing;
                clearIntent = s.intent;
                if (!a.isFinishing()) a.finish();
                continue;
            }
            if (s.requestCode >= 0 && s.from == a && depth < MAX_RESULT_DEPTH) {
                forResult(a, s, how, depth);
            } else {
                queue.add(new Launch(s.targetClass, s.intent, how));
            }
        }
        if (alive.contains(a) && resumed.contains(a)) layout(a, "frame after " + phase);
        if (before != null) followNavigation(a, before, depth);
        followPanes(a, phase, depth);
    }

    private void forResult(Activity caller, Runtime.StartRequest s, String how, int depth) {
        ClassResult cr = results.get(s.targetClass);
        if ((cr != null && cr.runs >= perClass) || launches >= maxLaunches) return;
        pause(caller);
        Activity child = start(s.targetClass, s.intent, how + " (for result)", null);
        stop(caller, true);
        callers.addLast(caller);
        try {
            if (child != null) child = drive(child, depth + 1);
        } finally {
            callers.removeLast();
        }
        if (child != null && alive.contains(child)) {
            try { pause(child); } catch (Abandon ignored) { }
        }
        if (clearedTo != null && clearedTo != caller) {
            // Cleared down to an activity under this one: it finishes too, and its own caller sees it go.
            if (!caller.isFinishing()) caller.finish();
            if (child != null && child.isFinishing()) destroy(child);
            return;
        }
        Intent newIntent = clearedTo == caller ? clearIntent : null;
        clearedTo = null;
        clearIntent = null;
        boolean singleTop = newIntent != null && (newIntent.getFlags() & Intent.FLAG_ACTIVITY_SINGLE_TOP) != 0;
        if (newIntent != null && !singleTop) {
            // CLEAR_TOP alone: the instance finishes as well, and a new one starts with the Intent.
            caller.finish();
            queue.addFirst(new Launch(name(caller), newIntent, "cleared to anew by " + name(child)));
        }
        Fragment screen = currentScreen;
        currentScreen = null;
        try {
            if (singleTop) {
                newIntent.setExtrasClassLoader(rt.appLoader);
                // Since API 28 a stopped activity is started first (onRestart, onStart), then gets the Intent, then
                // resumes (ActivityThread's NewIntentItem runs at ON_START).
                if (stopped.remove(caller)) step(caller, "onRestart", () -> call(caller, "performRestart", NONE));
                step(caller, "onNewIntent", () -> call(caller, "onNewIntent", new Class<?>[] {Intent.class}, newIntent));
                if (rt.verbose) System.out.println("note: " + name(caller) + " received onNewIntent from " + name(child));
            }
            if (!caller.isFinishing()) restartAndResume(caller);
        } finally {
            currentScreen = screen;
        }
        if (child != null && child.isFinishing()) {
            int code = (Integer) Hidden.call(child, Activity.class, "getResultCodeInternal", NONE);
            Intent data = (Intent) Hidden.call(child, Activity.class, "getDeliveredResultData", NONE);
            if (data != null) data.setExtrasClassLoader(rt.appLoader);
            if (rt.verbose) System.out.println("note: " + name(child) + " finished with resultCode " + code + " and " + data + " for " + name(caller));
            act(caller, "onActivityResult from " + child.getClass().getSimpleName(),
                    () -> call(caller, "dispatchActivityResult", new Class<?>[] {int.class, int.class, Intent.class}, s.requestCode, code, data), depth);
            destroy(child);
        }
    }

    /** Starts the activity `d` whose intent filter takes `link`, in a new task as a browser would; null when none does
     *  (a failure) or it crashed. */
    private Activity openLink(String link, Runtime.ActivityDecl d, String how) {
        if (d == null) {
            orphanFailures.add("FAIL deep link " + link + ": no activity's intent filter takes it");
            System.out.println(orphanFailures.get(orphanFailures.size() - 1));
            return null;
        }
        Intent view = new Intent(Intent.ACTION_VIEW, Uri.parse(link)).setComponent(new ComponentName(rt.appPackage(), d.className))
                .addFlags(Intent.FLAG_ACTIVITY_NEW_TASK);
        Activity a = start(d.className, roundTrip(view), how, null);
        if (a == null) return null;
        // The screen may make its back stack first (a TaskStackBuilder: the start screen, then itself again; a
        // NavController restarting the task with the link).
        Runtime.StartRequest again = null;
        for (Runtime.StartRequest s : rt.starts) if (d.className.equals(s.targetClass)) again = s;
        if (a.isFinishing() && again != null) {
            boolean under = false;
            for (Runtime.StartRequest s : rt.starts) under |= s.targetClass != null && !d.className.equals(s.targetClass);
            rt.starts.clear();
            System.out.println("note: " + link + " puts " + (under ? "a screen" : "nothing") + " under " + d.className);
            destroy(a);
            a = start(d.className, again.intent, how + " (its back stack made)", null);
        }
        return a;
    }

    /** The NavController shows the destination the deep link matched (and the link matched one). */
    private static boolean showsLinkedDestination(NavigationProbe probe) {
        return probe.deepLinkDestinationId() != 0 && probe.currentDestinationId() == probe.deepLinkDestinationId();
    }

    /** " showing <Fragment class>" for a fragment host, the screen it shows; "" for an activity screen. */
    private String shown(Activity a) {
        Fragment f = hostsFragments(a) ? top(a) : null;
        return f == null ? "" : " showing " + f.getClass().getName();
    }

    /** The innermost caller of the activity being driven that is an instance of `className`. */
    private Activity caller(String className) {
        Iterator<Activity> it = callers.descendingIterator();
        while (it.hasNext()) {
            Activity c = it.next();
            if (alive.contains(c) && name(c).equals(className)) return c;
        }
        return null;
    }

    /** Drives everything a person could touch, then presses back; returns the instance (the same one). */
    private Activity drive(Activity a, int depth) {
        if (!alive.contains(a)) return a;
        Fragment screen = currentScreen;
        boolean detail = inPaneDetail;
        currentScreen = null;
        inPaneDetail = false;
        try {
            if (hostsFragments(a)) return driveFragmentHost(a, depth);
            driveActivityViews(a, depth);
        } finally {
            currentScreen = screen;
            inPaneDetail = detail;
        }
        return a;
    }

    private void driveActivityViews(Activity a, int depth) {
        try {
            if (rt.verbose && a instanceof AppCompatActivity) {
                // What its app bar shows (the window's action bar, or the toolbar set as the support action bar).
                ActionBar bar = ((AppCompatActivity) a).getSupportActionBar();
                System.out.println("note: " + a.getClass().getSimpleName() + (bar == null ? " has no app bar" : " titled \"" + bar.getTitle() + "\""
                        + (drawerButtonShown(a) ? " with the drawer button" : upShown(a) ? " with the up arrow" : "")));
            }
            if (drawerButtonShown(a)) tryDrawerButton(a, depth);
            for (View v : views(a)) {
                if (v instanceof EditText && usable(a, v)) {
                    EditText e = (EditText) v;
                    act(a, "type into " + id(v), () -> e.setText(InputTypes.sample(e.getInputType())), depth);
                }
            }
            // Web pages first: a button driven later may close the screen.
            if (alive.contains(a) && resumed.contains(a)) checkWebBack(a, views(a), depth);
            for (View v : views(a)) {
                if (!alive.contains(a) || !resumed.contains(a)) break;
                driveInScreen(a, v, depth);
            }
            if (alive.contains(a) && resumed.contains(a)) {
                boolean drawerOpen = anyDrawerVisible(a) || anyPaneOpen(a);
                act(a, backPhase(a), () -> back(a), depth);
                // Back closed the drawer or the pane (the app's OnBackPressedCallback): back again leaves the screen.
                if (drawerOpen && alive.contains(a) && resumed.contains(a) && !a.isFinishing()) act(a, backPhase(a), () -> back(a), depth);
            }
        } catch (Abandon ignored) {
        }
    }

    @SuppressWarnings("unchecked")
    private void driveView(Activity a, View v, int depth) {
        String id = id(v);
        if (v instanceof RadioButton && v.getParent() instanceof RadioGroup) return; // driven through the group
        if (v instanceof RadioGroup) {
            RadioGroup g = (RadioGroup) v;
            for (int i = 0; i < g.getChildCount(); i++) {
                View c = g.getChildAt(i);
                if (!active(a) || !usable(a, g)) break;
                if (c instanceof RadioButton && usable(a, c)) act(a, "check " + id(c) + " in " + id, () -> c.performClick(), depth);
            }
            for (int i = 0; i < g.getChildCount(); i++) {
                View c = g.getChildAt(i);
                if (!active(a) || !usable(a, g)) break;
                if (c instanceof RadioButton && usable(a, c)) act(a, "RadioGroup.check(" + id(c) + ") on " + id, () -> g.check(c.getId()), depth);
            }
        } else if (v instanceof CompoundButton) {
            act(a, "toggle " + id, () -> v.performClick(), depth);
            if (active(a) && usable(a, v)) act(a, "toggle back " + id, () -> v.performClick(), depth);
        } else if (v instanceof AbsSeekBar) {
            AbsSeekBar s = (AbsSeekBar) v;
            act(a, "drag " + id, () -> Hidden.call(s, AbsSeekBar.class, "userDrag", new Class<?>[] {int.class}, (s.getMin() + s.getMax()) / 2), depth);
            if (active(a) && usable(a, v)) act(a, "drag " + id + " to max", () -> Hidden.call(s, AbsSeekBar.class, "userDrag", new Class<?>[] {int.class}, s.getMax()), depth);
        } else if (v instanceof NumberPicker) {
            act(a, "scroll " + id, () -> Hidden.call(v, NumberPicker.class, "userStep", new Class<?>[] {int.class}, 1), depth);
        } else if (v instanceof DatePicker) {
            act(a, "pick a date in " + id, () -> Hidden.call(v, DatePicker.class, "userNextDay", NONE), depth);
        } else if (v instanceof AdapterView) {
            AdapterView<Adapter> av = (AdapterView<Adapter>) v;
            Adapter adapter = av.getAdapter();
            if (adapter == null) return;
            if (v instanceof Spinner) act(a, "open " + id, () -> v.performClick(), depth);
            int n = Math.min(adapter.getCount(), ROW_CAP);
            for (int p = 0; p < n; p++) {
                if (!active(a) || !usable(a, v)) break;
                final int pos = p;
                if (v instanceof Spinner || av.getOnItemSelectedListener() != null) {
                    act(a, "select item " + pos + " of " + id, () -> av.setSelection(pos), depth);
                }
                if (!(v instanceof Spinner) && av.getOnItemClickListener() != null) {
                    act(a, "click item " + pos + " of " + id, () -> av.performItemClick(adapter.getView(pos, null, av), pos, adapter.getItemId(pos)), depth);
                }
            }
        } else if (v instanceof NavigationBarView) {
            NavigationBarView nav = (NavigationBarView) v;
            Menu menu = nav.getMenu();
            List<Integer> ids = new ArrayList<>();
            for (int i = 0; i < menu.size(); i++) ids.add(menu.getItem(i).getItemId());
            for (int itemId : leastRunFirst(a, ids)) {
                if (!active(a) || !usable(a, v)) break;
                act(a, "select " + rt.res.rName(itemId) + " in " + id, () -> nav.setSelectedItemId(itemId), depth);
            }
        } else if (v instanceof TabLayout) {
            // Pages: each tab chosen shows its page, whose views are then driven where they show.
            TabLayout tabs = (TabLayout) v;
            for (int i = 0; i < tabs.getTabCount(); i++) {
                if (!active(a) || !usable(a, v)) break;
                TabLayout.Tab tab = tabs.getTabAt(i);
                act(a, "choose tab " + tab.getText() + " in " + id, () -> tab.select(), depth);
            }
        } else if (v instanceof NavigationView) {
            // Laid out on the screen (a NavigationView in a drawer is driven through its drawer): each item tapped.
            NavigationView nav = (NavigationView) v;
            for (int itemId : navigationItems(a, nav)) {
                if (!active(a) || !usable(a, v)) break;
                act(a, "select " + rt.res.rName(itemId) + " in " + id, () -> tapItem(nav, itemId), depth);
            }
        } else if (v instanceof RecyclerView) {
            RecyclerView rv = (RecyclerView) v;
            List<RecyclerView.ViewHolder> rows = new ArrayList<>();
            act(a, "lay out rows of " + id, () -> rows.addAll(layoutRows((RecyclerView) v)), depth);
            for (int i = 0; i < rows.size(); i++) {
                if (!active(a)) break;
                if (!usable(a, rv)) {
                    // A screen opened from a row and closed again: the list came back with a new view.
                    RecyclerView again = currentScreen == null || v.getId() == View.NO_ID ? null : findIn(ownViews(a, currentScreen), v.getId(), RecyclerView.class);
                    if (again == null) break;
                    rv = again;
                    List<RecyclerView.ViewHolder> relaid = layoutRows(rv);
                    if (i >= relaid.size()) break;
                    rows.clear();
                    rows.addAll(relaid);
                }
                final RecyclerView.ViewHolder h = rows.get(i);
                final int row = i;
                if (h.itemView.hasOnClickListeners()) act(a, "click row " + row + " of " + id, () -> h.itemView.performClick(), depth);
                for (View c : descendants(h.itemView)) {
                    if (!active(a) || !usable(a, h.itemView)) break;
                    if (c != h.itemView && c.hasOnClickListeners() && c.isEnabled() && c.getVisibility() == View.VISIBLE) {
                        act(a, "click " + id(c) + " in row " + row + " of " + id, () -> c.performClick(), depth);
                    }
                }
            }
        } else if (v instanceof MapView) {
            Object map = Hidden.call(v, MapView.class, "mapInternal", NONE);
            if (map != null) act(a, "tap the map " + id, () -> Hidden.call(map, map.getClass(), "userTap", NONE), depth);
        } else if (v.hasOnClickListeners()) {
            act(a, "click " + id, () -> v.performClick(), depth);
        }
    }

    /** The walk over a screen's views: a drawer (a closed one is INVISIBLE, out of the walk) is opened by hand and
     *  what is in it driven; another view is driven when a person can touch it. */
    private void driveInScreen(Activity a, View v, int depth) {
        if (drivenThroughDrawer.contains(v)) return;
        // In a SlidingPaneLayout the walk reaches (the screen's): driven pane by pane when it reaches the layout.
        SlidingPaneLayout panes = paneLayoutOf(v);
        if (panes != null && (currentScreen == null || currentScreen.getView() == null || within(panes, currentScreen.getView()))) return;
        driveWalked(a, v, depth);
    }

    /** One view of a walk (the screen's, or a pane's): a sliding pane layout has its panes driven, a drawer is opened by
     *  hand first, another view is driven when a person can touch it. */
    private void driveWalked(Activity a, View v, int depth) {
        if (v instanceof SlidingPaneLayout) {
            if (usable(a, v)) drivePanes(a, (SlidingPaneLayout) v, depth);
            return;
        }
        if (v.getParent() instanceof DrawerLayout && isDrawer((DrawerLayout) v.getParent(), v)) {
            DrawerLayout dl = (DrawerLayout) v.getParent();
            if (usable(a, dl)) driveDrawer(a, dl, v, depth);
            return;
        }
        if (usable(a, v)) {
            checkNamed(a, v);
            checkIdentified(a, v);
            driveView(a, v, depth);
        }
    }

    /** A control TalkBack could not name fails: it needs a content description, a text of its own (a button's), a
     *  hint (a text field's), or a label pointing at it (android:labelFor). */
    private void checkNamed(Activity a, View v) {
        boolean control = v instanceof Button || v instanceof EditText || v instanceof AbsSeekBar || v instanceof NumberPicker
                || v instanceof DatePicker || v instanceof Spinner;
        if (!control || nonEmpty(v.getContentDescription())) return;
        if (v instanceof TextView) {
            TextView t = (TextView) v;
            if ((!(v instanceof EditText) && nonEmpty(t.getText())) || nonEmpty(t.getHint())) return;
        }
        if (v.getId() != View.NO_ID) for (View other : views(a)) if (other.getLabelFor() == v.getId()) return;
        fail(owner(a), "accessibility", id(v) + " has no accessible name: TalkBack reads nothing for it (a contentDescription, its text, a hint, or a label's android:labelFor)", null);
    }

    /** A control or list without a resource id fails: a UI test (Espresso's withId, UI Automator's By.res, Maestro's
     *  id) cannot find it. Generated views carry the design's element id, as iOS's accessibility identifier. */
    private void checkIdentified(Activity a, View v) {
        boolean control = v instanceof Button || v instanceof EditText || v instanceof AbsSeekBar || v instanceof NumberPicker
                || v instanceof DatePicker || v instanceof Spinner || v instanceof RadioGroup || v instanceof RecyclerView;
        if (!control || v.getId() != View.NO_ID) return;
        fail(owner(a), "identifier", id(v) + " has no resource id: a UI test (Espresso's withId, UI Automator's By.res, Maestro's id) cannot find it", null);
    }

    private static boolean nonEmpty(CharSequence s) { return s != null && s.length() > 0; }

    private static boolean isDrawer(DrawerLayout dl, View child) {
        return child.getLayoutParams() instanceof DrawerLayout.LayoutParams
                && (Boolean) Hidden.call(dl, DrawerLayout.class, "isDrawerView", new Class<?>[] {View.class}, child);
    }

    private static String drawerName(View drawer, String dlId) {
        int g = ((DrawerLayout.LayoutParams) drawer.getLayoutParams()).gravity;
        String side = (g & android.view.Gravity.START) == android.view.Gravity.START ? "start"
                : (g & android.view.Gravity.END) == android.view.Gravity.END ? "end"
                : (g & android.view.Gravity.LEFT) == android.view.Gravity.LEFT ? "left" : "right";
        return side + " drawer of " + dlId;
    }

    /** One drawer: opened by a swipe before each touch (an item's listener usually closes it), each NavigationView item
     *  tapped (least-run destinations first in a navigation host), every other view driven, then closed by a tap beside
     *  it if it is still open. A locked drawer does not follow the swipe: nothing happens and its content stays out of reach. */
    private void driveDrawer(Activity a, DrawerLayout dl, View drawer, int depth) {
        String where = drawerName(drawer, id(dl));
        List<View> inside = descendants(drawer);
        try {
            for (View c : inside) {
                if (!active(a) || !usable(a, dl)) return;
                if (c instanceof NavigationView) {
                    NavigationView nav = (NavigationView) c;
                    for (int itemId : navigationItems(a, nav)) {
                        if (!active(a) || !usable(a, dl)) return;
                        if (!openByHand(a, dl, drawer, where, depth)) return;
                        if (!usable(a, nav)) break;
                        act(a, "select " + rt.res.rName(itemId) + " in " + id(nav), () -> tapItem(nav, itemId), depth);
                    }
                } else if (!inNavigationView(c, drawer) && drivable(c) && shownWithin(c, drawer)) {
                    if (!openByHand(a, dl, drawer, where, depth)) return;
                    if (usable(a, c)) driveView(a, c, depth);
                }
            }
            if (active(a) && usable(a, dl) && dl.isDrawerVisible(drawer) && dl.getDrawerLockMode(drawer) != DrawerLayout.LOCK_MODE_LOCKED_OPEN) {
                act(a, "close the " + where + " (tap beside it)", () -> Hidden.call(dl, DrawerLayout.class, "userTapScrim", NONE), depth);
            }
        } finally {
            drivenThroughDrawer.addAll(inside);
        }
    }

    /** True when the drawer is open, after a person's swipe from its edge if it was closed; false when it stays shut. */
    private boolean openByHand(Activity a, DrawerLayout dl, View drawer, String where, int depth) {
        if (dl.isDrawerOpen(drawer)) return true;
        boolean[] moved = {false};
        act(a, "open the " + where + " (swipe)", () -> moved[0] = (Boolean) Hidden.call(dl, DrawerLayout.class, "userSwipeOpen", new Class<?>[] {View.class}, drawer), depth);
        if (!moved[0]) {
            if (rt.verbose) {
                int mode = dl.getDrawerLockMode(drawer);
                System.out.println("note: " + (currentScreen != null ? currentScreen.getClass().getName() : name(a)) + ": the " + where + " is "
                        + (mode == DrawerLayout.LOCK_MODE_LOCKED_CLOSED ? "locked closed" : mode == DrawerLayout.LOCK_MODE_LOCKED_OPEN ? "locked open" : "locked")
                        + ": the swipe does nothing, what it holds is not driven");
            }
            return false;
        }
        return active(a) && usable(a, dl) && dl.isDrawerOpen(drawer);
    }

    /** A sliding pane layout reached by the walk: a detail pane open from the start is driven and closed first (see
     *  followPanes), then the list pane is driven as a screen is (what opens the detail pane is followed after that
     *  action: the detail pane's views driven, then back), then the detail pane: side by side it is driven where it is;
     *  overlapping and not opened by anything yet, a person swipes it in from the edge (a locked one stays shut). */
    private void drivePanes(Activity a, SlidingPaneLayout spl, int depth) {
        followPanes(a, "", depth);
        SlidingPaneLayout cur = again(a, spl);
        if (cur == null) return;
        if (cur.getChildCount() > 0 && paneShown(cur, cur.getChildAt(0))) drivePane(a, cur, 0, "list", false, false, depth);
        cur = again(a, cur);
        if (cur == null || detailPane(cur) == null) return;
        if (!cur.isSlideable()) {
            drivePane(a, cur, 1, "detail", true, false, depth);
        } else if (!panesOpened.contains(paneKey(a, cur))) {
            SlidingPaneLayout target = cur;
            String where = "the detail pane of " + id(cur);
            boolean[] moved = {false};
            act(a, "open " + where + " (swipe)", () -> moved[0] = (Boolean) Hidden.call(target, SlidingPaneLayout.class, "userSwipeOpen", NONE), depth);
            if (!moved[0] && rt.verbose) {
                int mode = target.getLockMode();
                System.out.println("note: " + owner(a) + ": " + where + " is " + (mode == SlidingPaneLayout.LOCK_MODE_LOCKED ? "locked"
                        : mode == SlidingPaneLayout.LOCK_MODE_LOCKED_CLOSED ? "locked closed" : "not slideable") + ": the swipe does nothing, what it holds is not driven");
            }
        }
    }

    /** The layout being driven, or the one that replaced it when the screen's view was made anew (a screen opened from a
     *  pane and closed again: the same id in the screen); null when neither is there any more. */
    private SlidingPaneLayout again(Activity a, SlidingPaneLayout spl) {
        if (!active(a)) return null;
        if (usable(a, spl)) return spl;
        if (spl.getId() == View.NO_ID) return null;
        List<View> scope = currentScreen != null ? ownViews(a, currentScreen) : views(a);
        SlidingPaneLayout found = findIn(scope, spl.getId(), SlidingPaneLayout.class);
        return found != null && usable(a, found) ? found : null;
    }

    /** After an action: a detail pane that is now open over its list (a click in the list opened it, or a swipe) has what
     *  it shows driven, then back is pressed to close it ("back (a pane is open)": the app's OnBackPressedCallback closes
     *  it; without one back leaves the screen, as on a device). */
    private void followPanes(Activity a, String phase, int depth) {
        if (inPaneDetail || !active(a)) return;
        List<View> scope = currentScreen != null ? ownViews(a, currentScreen) : hostsFragments(a) ? Collections.<View>emptyList() : views(a);
        for (View v : scope) {
            if (!(v instanceof SlidingPaneLayout) || paneBackFailed.contains(v) || !usable(a, v)) continue;
            SlidingPaneLayout spl = (SlidingPaneLayout) v;
            View detail = detailPane(spl);
            if (detail == null || !spl.isSlideable() || !spl.isOpen()) continue;
            panesOpened.add(paneKey(a, spl));
            if (rt.verbose && !phase.isEmpty() && !phase.startsWith("open the detail pane")) System.out.println("note: " + owner(a) + ": " + phase + " opened the detail pane of " + id(spl));
            inPaneDetail = true;
            try {
                drivePane(a, spl, 1, "detail", true, true, depth);
                if (stillDriving(a, spl) && spl.isSlideable() && spl.isOpen()) {
                    act(a, backPhase(a), () -> back(a), depth);
                    if (stillDriving(a, spl) && spl.isOpen()) {
                        paneBackFailed.add(spl);
                        if (rt.verbose) System.out.println("note: " + owner(a) + ": back did not close the detail pane of " + id(spl)
                                + " (no OnBackPressedCallback closes it): the list stays covered");
                    }
                }
            } finally {
                inPaneDetail = false;
            }
            return;
        }
    }

    /** What a pane shows, driven as a screen's views: each app fragment in it (the outermost ones) counts as a screen that
     *  ran. A limited pane (the detail pane) is driven again only while its fragments (else the pane, per screen) ran fewer
     *  than --per-class times. */
    private void drivePane(Activity a, SlidingPaneLayout spl, int index, String which, boolean limited, boolean type, int depth) {
        View pane = spl.getChildAt(index);
        List<Fragment> shown = paneFragments(a, pane);
        String key = owner(a) + " " + id(spl);
        boolean drive = !limited;
        for (Fragment f : shown) drive |= allowed(f);
        if (limited && shown.isEmpty()) drive = plainDetailRuns.getOrDefault(key, 0) < perClass;
        if (rt.verbose) {
            List<String> names = new ArrayList<>();
            for (Fragment f : shown) names.add(f.getClass().getName());
            System.out.println("note: " + owner(a) + ": the " + which + " pane of " + id(spl) + " shows " + (names.isEmpty() ? "its views" : String.join(", ", names))
                    + (drive ? "" : " (driven " + perClass + " times already: not again)"));
        }
        if (!drive) return;
        if (shown.isEmpty()) plainDetailRuns.merge(key, 1, Integer::sum);
        for (Fragment f : shown) fragmentResult(f.getClass().getName(), "in the " + which + " pane of " + id(spl) + " in " + owner(a)).runs++;
        if (type) {
            for (View v : descendants(pane)) {
                if (!stillDriving(a, spl) || !paneShown(spl, pane)) return;
                if (v instanceof EditText && paneLayoutOf(v) == spl && usable(a, v)) {
                    EditText e = (EditText) v;
                    act(a, "type into " + id(v), () -> e.setText(InputTypes.sample(e.getInputType())), depth);
                }
            }
        }
        for (int i = 0; ; i++) {
            // The screen's view may have been made anew (a screen opened from the pane and closed): go on in the new one.
            SlidingPaneLayout cur = again(a, spl);
            if (cur == null || cur.getChildCount() <= index || !paneShown(cur, cur.getChildAt(index))) break;
            List<View> inside = descendants(cur.getChildAt(index));
            if (i >= inside.size()) break;
            View v = inside.get(i);
            if (drivenThroughDrawer.contains(v) || paneLayoutOf(v) != cur) continue; // a nested layout's panes: through it
            driveWalked(a, v, depth);
        }
    }

    /** The app fragments a pane shows: those whose view is in it, outermost first (a fragment inside one of them is part of it). */
    private List<Fragment> paneFragments(Activity a, View pane) {
        List<Fragment> out = new ArrayList<>();
        for (Fragment f : fragments(a)) {
            if (isFrameworkClass(f.getClass().getName()) || !f.isAdded() || f.getView() == null || !within(f.getView(), pane)) continue;
            boolean nested = false;
            for (Fragment p = f.getParentFragment(); p != null && !nested; p = p.getParentFragment()) {
                nested = !isFrameworkClass(p.getClass().getName()) && p.getView() != null && within(p.getView(), pane);
            }
            if (!nested) out.add(f);
        }
        return out;
    }

    private static boolean within(View v, View ancestor) {
        for (View c = v; c != null; c = c.getParent() instanceof View ? (View) c.getParent() : null) if (c == ancestor) return true;
        return false;
    }

    /** The nearest SlidingPaneLayout above a view, null when there is none. */
    private static SlidingPaneLayout paneLayoutOf(View v) {
        for (Object p = v.getParent(); p instanceof View; p = ((View) p).getParent()) {
            if (p instanceof SlidingPaneLayout) return (SlidingPaneLayout) p;
        }
        return null;
    }

    /** A person sees this child of the layout: side by side, or the pane on top (SlidingPaneLayout's not-API paneShown). */
    private static boolean paneShown(SlidingPaneLayout spl, View child) {
        return (Boolean) Hidden.call(spl, SlidingPaneLayout.class, "paneShown", new Class<?>[] {View.class}, child);
    }

    /** The detail pane: the layout's second child (the library's TouchBlocker around the view the app gave). */
    private static View detailPane(SlidingPaneLayout spl) { return spl.getChildCount() > 1 ? spl.getChildAt(1) : null; }

    private boolean stillDriving(Activity a, SlidingPaneLayout spl) { return active(a) && usable(a, spl); }

    /** A detail pane of the window is open over its list. */
    private boolean anyPaneOpen(Activity a) {
        for (View v : views(a)) {
            if (v instanceof SlidingPaneLayout && ((SlidingPaneLayout) v).isSlideable() && ((SlidingPaneLayout) v).isOpen() && usable(a, v)) return true;
        }
        return false;
    }

    private String paneKey(Activity a, SlidingPaneLayout spl) {
        return System.identityHashCode(currentScreen != null ? currentScreen : a) + " " + spl.getId();
    }

    private String owner(Activity a) { return currentScreen != null ? currentScreen.getClass().getName() : name(a); }

    private static void tapItem(NavigationView nav, int itemId) {
        Hidden.call(nav, NavigationView.class, "userTap", new Class<?>[] {int.class}, itemId);
    }

    /** The items a person can tap (visible and enabled), least-run destinations first in a navigation host. */
    private List<Integer> navigationItems(Activity a, NavigationView nav) {
        Menu menu = nav.getMenu();
        List<Integer> ids = new ArrayList<>();
        for (int i = 0; i < menu.size(); i++) {
            if (menu.getItem(i).isVisible() && menu.getItem(i).isEnabled()) ids.add(menu.getItem(i).getItemId());
        }
        return leastRunFirst(a, ids);
    }

    /** In a navigation host the items are destination ids: the ones whose screens ran least go first, so that switching
     *  (each switch replaces this screen) reaches every destination. Elsewhere the menu's order. */
    private List<Integer> leastRunFirst(Activity a, List<Integer> ids) {
        if (currentScreen == null) return ids;
        NavigationProbe p = probeFor(a);
        Map<Integer, Integer> runs = new LinkedHashMap<>();
        if (p != null) {
            for (Object[] d : p.destinations()) {
                ClassResult cr = d[3] == null ? null : results.get((String) d[3]);
                runs.put((Integer) d[0], cr == null ? 0 : cr.runs);
            }
        }
        List<Integer> sorted = new ArrayList<>(ids);
        sorted.sort((x, y) -> Integer.compare(runs.getOrDefault(x, Integer.MAX_VALUE), runs.getOrDefault(y, Integer.MAX_VALUE)));
        return sorted;
    }

    private static boolean inNavigationView(View v, View drawer) {
        for (Object p = v.getParent(); p instanceof View && p != drawer; p = ((View) p).getParent()) {
            if (p instanceof NavigationView) return true;
        }
        return drawer instanceof NavigationView && v != drawer;
    }

    /** Enabled and visible up to the drawer (which is hidden while closed). */
    private static boolean shownWithin(View v, View drawer) {
        if (!v.isEnabled()) return false;
        for (View cur = v; cur != null && cur != drawer; cur = cur.getParent() instanceof View ? (View) cur.getParent() : null) {
            if (cur.getVisibility() != View.VISIBLE) return false;
        }
        return true;
    }

    /** driveView would act on it. */
    private static boolean drivable(View v) {
        if (v instanceof RadioButton && v.getParent() instanceof RadioGroup) return false;
        return v instanceof RadioGroup || v instanceof CompoundButton || v instanceof AbsSeekBar || v instanceof NumberPicker
                || v instanceof DatePicker || (v instanceof AdapterView && ((AdapterView<?>) v).getAdapter() != null)
                || v instanceof NavigationBarView || v instanceof TabLayout || v instanceof NavigationView || v instanceof RecyclerView || v instanceof MapView
                || v.hasOnClickListeners();
    }

    /** A drawer of the window (or of a dialog) is on screen, open or on its way. */
    private boolean anyDrawerVisible(Activity a) {
        for (View v : views(a)) {
            if (!(v instanceof DrawerLayout)) continue;
            DrawerLayout dl = (DrawerLayout) v;
            for (int i = 0; i < dl.getChildCount(); i++) {
                View c = dl.getChildAt(i);
                if (isDrawer(dl, c) && dl.isDrawerVisible(c)) return true;
            }
        }
        return false;
    }

    private String backPhase(Activity a) {
        return anyDrawerVisible(a) ? "back (a drawer is open)" : anyPaneOpen(a) ? "back (a pane is open)" : "back";
    }

    /** The action bar's home button shows the drawer indicator (ActionBarDrawerToggle's, or NavigationUI's on a top-level
     *  destination with an Openable) rather than the up arrow. */
    private boolean drawerButtonShown(Activity a) {
        if (!upShown(a)) return false;
        Object indicator = Hidden.call(a, AppCompatActivity.class, "homeAsUpIndicatorInternal", NONE);
        return indicator instanceof DrawerArrowDrawable && ((DrawerArrowDrawable) indicator).getProgress() < 1f;
    }

    /** As the screen shows: a tap on the drawer button (Activity.onMenuItemSelected with android.R.id.home:
     *  onOptionsItemSelected, where an ActionBarDrawerToggle takes it, then onSupportNavigateUp, where
     *  NavigationUI.navigateUp opens the Openable), then back with the drawer open (the app's OnBackPressedCallback closes
     *  it; without one back leaves the screen, as on a device), then a tap beside a drawer back left open. A button that
     *  opens nothing while the start drawer is not locked closed is a failure. */
    private void tryDrawerButton(Activity a, int depth) {
        tryDrawerButton(a, depth, "tap the action bar's drawer button", () -> Hidden.call(a, AppCompatActivity.class, "performHomeClick", NONE));
    }

    /** A screen's own app bar (a Toolbar that is not the support action bar) showing the drawer indicator: its
     *  navigation button is tried as the action bar's is. */
    private void tryToolbarDrawerButtons(Activity a, List<View> scope, int depth) {
        for (View v : scope) {
            if (!(v instanceof Toolbar) || !usable(a, v)) continue;
            Toolbar toolbar = (Toolbar) v;
            if (!(toolbar.getNavigationIcon() instanceof DrawerArrowDrawable) || ((DrawerArrowDrawable) toolbar.getNavigationIcon()).getProgress() >= 1f) continue;
            tryDrawerButton(a, depth, "tap the toolbar's drawer button (" + id(v) + " titled \"" + toolbar.getTitle() + "\")",
                    () -> Hidden.call(toolbar, Toolbar.class, "performNavigationClick", NONE));
            return;
        }
    }

    private void tryDrawerButton(Activity a, int depth, String tap, Action action) {
        Fragment screen = currentScreen;
        act(a, tap, action, depth);
        if (!stillShowing(a, screen)) return;
        if (!anyDrawerVisible(a)) {
            for (View v : views(a)) {
                if (v instanceof DrawerLayout && ((DrawerLayout) v).getDrawerLockMode(androidx.core.view.GravityCompat.START) == DrawerLayout.LOCK_MODE_LOCKED_CLOSED) return;
            }
            fail(screen != null ? screen.getClass().getName() : name(a), tap,
                    "the action bar shows the drawer button, but tapping it opened no drawer (onOptionsItemSelected must hand android.R.id.home"
                            + " to ActionBarDrawerToggle.onOptionsItemSelected, or onSupportNavigateUp call NavigationUI.navigateUp with an"
                            + " AppBarConfiguration whose Openable is the screen's drawer)", null);
            return;
        }
        act(a, "back (a drawer is open)", () -> back(a), depth);
        if (!stillShowing(a, screen)) return;
        for (View v : views(a)) {
            if (!(v instanceof DrawerLayout) || !usable(a, v)) continue;
            DrawerLayout dl = (DrawerLayout) v;
            boolean open = false;
            for (int i = 0; i < dl.getChildCount(); i++) open |= isDrawer(dl, dl.getChildAt(i)) && dl.isDrawerVisible(dl.getChildAt(i));
            if (open) act(a, "close the drawer of " + id(dl) + " (tap beside it)", () -> Hidden.call(dl, DrawerLayout.class, "userTapScrim", NONE), depth);
        }
    }

    /** The activity is still driven and shows the same screen (the fragment, or the activity's own views). */
    private boolean stillShowing(Activity a, Fragment screen) {
        return alive.contains(a) && resumed.contains(a) && !a.isFinishing() && (screen == null || top(a) == screen);
    }

    @SuppressWarnings("unchecked")
    private List<RecyclerView.ViewHolder> layoutRows(RecyclerView rv) {
        return (List<RecyclerView.ViewHolder>) Hidden.call(rv, RecyclerView.class, "layoutRows", new Class<?>[] {int.class}, ROW_CAP);
    }

    /** One frame: adapter views report selection, rows are laid out, web pages load, maps become ready. */
    private void layout(Activity a, String phase) {
        step(a, phase, () -> {
            for (View v : views(a)) {
                if (v instanceof AdapterView) Hidden.call(v, AdapterView.class, "layoutPass", NONE);
                else if (v instanceof RecyclerView) layoutRows((RecyclerView) v);
                else if (v instanceof android.webkit.WebView) Hidden.call(v, android.webkit.WebView.class, "runPendingLoad", NONE);
                else if (v instanceof MapView) Hidden.call(v, MapView.class, "deliverMapReady", NONE);
                else if (v instanceof DrawerLayout) Hidden.call(v, DrawerLayout.class, "layoutPass", NONE);
                else if (v instanceof SlidingPaneLayout) Hidden.call(v, SlidingPaneLayout.class, "layoutPass", NONE);
            }
        });
    }

    private void settle(Activity a) {
        if (!alive.contains(a)) return;
        try {
            if (a.isFinishing()) destroy(a);
            else stop(a, true);
        } catch (Abandon ignored) {
        }
    }

    // endregion
    // region fragments

    private static boolean hostsFragments(Activity a) {
        return a instanceof FragmentActivity && !((FragmentActivity) a).getSupportFragmentManager().getFragments().isEmpty();
    }

    /** The fragments of the activity, parents before their children, in the order they were added. */
    private static List<Fragment> fragments(Activity a) {
        List<Fragment> out = new ArrayList<>();
        if (a instanceof FragmentActivity) collectFragments(((FragmentActivity) a).getSupportFragmentManager(), out);
        return out;
    }

    private static void collectFragments(FragmentManager fm, List<Fragment> out) {
        for (Fragment f : fm.getFragments()) {
            out.add(f);
            if (f.getHost() != null) collectFragments(f.getChildFragmentManager(), out);
        }
    }

    private static int fragmentState(Fragment f) { return (Integer) Hidden.get(f, Fragment.class, "mState"); }

    private static android.app.Dialog showingDialog(Fragment f) {
        if (!(f instanceof DialogFragment) || !f.isAdded()) return null;
        android.app.Dialog d = ((DialogFragment) f).getDialog();
        return d != null && d.isShowing() ? d : null;
    }

    /**
     * The screen a person sees: the newest app dialog fragment showing, else the outermost app fragment with a view in
     * the window (a NavHostFragment is only a container: its destination is the screen; fragments inside a screen
     * are part of it).
     */
    private Fragment top(Activity a) {
        if (a == null) return null;
        Fragment dialog = null, screen = null;
        for (Fragment f : fragments(a)) {
            if (isFrameworkClass(f.getClass().getName())) continue;
            if (showingDialog(f) != null) {
                dialog = f;
                continue;
            }
            if (f instanceof DialogFragment && ((DialogFragment) f).getShowsDialog()) continue;
            if (!f.isAdded() || f.getView() == null || !usable(a, f.getView())) continue;
            boolean insideScreen = false;
            for (Fragment p = f.getParentFragment(); p != null; p = p.getParentFragment()) {
                if (!isFrameworkClass(p.getClass().getName())) insideScreen = true;
            }
            if (!insideScreen) screen = f;
        }
        return dialog != null ? dialog : screen;
    }

    /** The views of a screen (its child fragments' included), in layout order. */
    private List<View> ownViews(Activity a, Fragment f) {
        List<View> out = new ArrayList<>();
        if (f.getView() != null) collect(f.getView(), out);
        return out;
    }

    private static <T extends View> T findIn(List<View> views, int id, Class<T> type) {
        for (View v : views) if (v.getId() == id && type.isInstance(v)) return type.cast(v);
        return null;
    }

    /** Still driving this activity (and, for a fragment host, still on the screen being driven). */
    private boolean active(Activity a) {
        return alive.contains(a) && resumed.contains(a) && !a.isFinishing() && (currentScreen == null || top(a) == currentScreen);
    }

    /** A link followed in a web page: back returns to the page before on the same screen (the app's back callback, enabled
     *  only while the page can go back), and the screen's own back comes after. */
    private void checkWebBack(Activity a, List<View> views, int depth) {
        for (View v : views) {
            if (!(v instanceof android.webkit.WebView) || !active(a)) continue;
            android.webkit.WebView page = (android.webkit.WebView) v;
            // The team's code loads the page (the generated screen leaves it to them): the harness does, when none has.
            if (page.getUrl() == null) act(a, "load a page in " + id(v), () -> page.loadUrl("https://example.com/"), depth);
            String first = page.getUrl();
            if (first == null || !active(a)) continue;
            String next = first + (first.contains("#") ? "-next" : "#next");
            act(a, "follow a link in " + id(v), () -> page.loadUrl(next), depth);
            if (!active(a)) return;
            act(a, "back (in the page)", () -> back(a), depth);
            if (!active(a) || !first.equals(page.getUrl())) {
                fail(name(a), "back (in the page)", "back left " + id(v) + " at " + next + " instead of going back to " + first, null);
            } else if (rt.verbose) {
                System.out.println("note: back in " + id(v) + " went back to " + first);
            }
        }
    }

    /** The back key: to the dialog when one is showing (it cancels), else to the activity (its OnBackPressedDispatcher). */
    @SuppressWarnings("deprecation")
    private void back(Activity a) {
        Fragment t = top(a);
        android.app.Dialog dialog = t == null ? null : showingDialog(t);
        if (dialog != null) dialog.onBackPressed();
        else a.onBackPressed();
    }

    private boolean upShown(Activity a) {
        if (!(a instanceof AppCompatActivity)) return false;
        Fragment t = top(a);
        if (t != null && showingDialog(t) != null) return false;
        ActionBar bar = ((AppCompatActivity) a).getSupportActionBar();
        return bar != null && bar.isShowing() && (bar.getDisplayOptions() & ActionBar.DISPLAY_HOME_AS_UP) != 0;
    }

    private boolean allowed(Fragment f) {
        ClassResult cr = results.get(f.getClass().getName());
        return cr == null || cr.runs < perClass;
    }

    private ClassResult fragmentResult(String cls, String how) {
        ClassResult cr = results.get(cls);
        if (cr == null) {
            cr = new ClassResult(how);
            results.put(cls, cr);
        }
        return cr;
    }

    /** What the runtime reported while a step ran: fragments attached (to name failures) and created (they ran). */
    private void noteFragmentEvents() {
        List<Object[]> events = new ArrayList<>(rt.fragmentEvents);
        rt.fragmentEvents.clear();
        for (java.lang.ref.WeakReference<NavigationProbe> ref : rt.navigationProbes) {
            NavigationProbe p = ref.get();
            Object host = p == null ? null : p.hostFragment();
            if (host instanceof Fragment && ((Fragment) host).getActivity() != null) recordGraph(((Fragment) host).getActivity());
        }
        for (Object[] e : events) {
            Fragment f = (Fragment) e[0];
            String cls = f.getClass().getName();
            if (isFrameworkClass(cls)) continue;
            if ("attach".equals(e[1])) {
                knownFragments.remove(f);
                knownFragments.add(f);
            } else if ("create".equals(e[1]) && !results.containsKey(cls)) {
                fragmentResult(cls, howCreated(f, (String) e[2]));
            }
        }
    }

    private String howCreated(Fragment f, String trigger) {
        for (java.lang.ref.WeakReference<NavigationProbe> ref : rt.navigationProbes) {
            NavigationProbe p = ref.get();
            if (p == null) continue;
            for (Object[] d : p.destinations()) {
                if (((Integer) d[0]) == p.startDestinationId() && f.getClass().getName().equals(d[3])) {
                    Object host = p.hostFragment();
                    Activity activity = host instanceof Fragment ? ((Fragment) host).getActivity() : null;
                    return "start destination of " + p.graphName() + (activity == null ? "" : " in " + activity.getClass().getSimpleName());
                }
            }
        }
        return "from " + trigger;
    }

    /** The class a failure belongs to: the fragment whose code threw (the concrete class of a base), else the owner of the step. */
    private String[] blame(Throwable thrown, String owner) {
        List<Throwable> chain = new ArrayList<>();
        for (Throwable c = thrown; c != null && !chain.contains(c); c = c.getCause()) chain.add(0, c);
        for (Throwable c : chain) {
            for (StackTraceElement e : c.getStackTrace()) {
                String cn = e.getClassName();
                if (isFrameworkClass(cn) || cn.startsWith("tandem.smoke")) continue;
                String outer = cn.indexOf('$') > 0 ? cn.substring(0, cn.indexOf('$')) : cn;
                Class<?> k;
                try {
                    k = Class.forName(outer, false, rt.appLoader);
                } catch (ClassNotFoundException | LinkageError ex) {
                    continue;
                }
                if (!Fragment.class.isAssignableFrom(k)) continue;
                String concrete = null;
                for (int i = knownFragments.size() - 1; i >= 0 && concrete == null; i--) {
                    if (k.isInstance(knownFragments.get(i))) concrete = knownFragments.get(i).getClass().getName();
                }
                if (concrete == null) concrete = k.getName();
                // The fragment callback it happened in (declared by the class or one of its app superclasses).
                String method = null;
                for (StackTraceElement m : c.getStackTrace()) {
                    if (!LIFECYCLE_CALLBACKS.contains(m.getMethodName())) continue;
                    try {
                        Class<?> declaring = Class.forName(m.getClassName(), false, rt.appLoader);
                        Class<?> concreteClass = Class.forName(concrete, false, rt.appLoader);
                        if (!isFrameworkClass(declaring.getName()) && declaring.isAssignableFrom(concreteClass)) { method = m.getMethodName(); break; }
                    } catch (ClassNotFoundException | LinkageError ex) {
                        // not an app class
                    }
                }
                return new String[] {concrete, method};
            }
        }
        return new String[] {owner, null};
    }

    private static final Set<String> LIFECYCLE_CALLBACKS = new LinkedHashSet<>(java.util.Arrays.asList("onAttach", "onCreate", "onCreateView",
            "onViewCreated", "onViewStateRestored", "onStart", "onResume", "onPause", "onStop", "onSaveInstanceState", "onDestroyView",
            "onDestroy", "onDetach", "onCreateDialog", "onInflate"));

    private NavigationProbe probeFor(Activity a) {
        if (a == null) return null;
        NavigationProbe found = null;
        for (java.lang.ref.WeakReference<NavigationProbe> ref : rt.navigationProbes) {
            NavigationProbe p = ref.get();
            if (p == null) continue;
            Object host = p.hostFragment();
            if (host instanceof Fragment && ((Fragment) host).getActivity() == a && ((Fragment) host).isAdded()) found = p;
        }
        return found;
    }

    private void recordGraph(Activity a) {
        NavigationProbe p = probeFor(a);
        if (p == null) {
            for (java.lang.ref.WeakReference<NavigationProbe> ref : rt.navigationProbes) {
                NavigationProbe q = ref.get();
                if (q != null && q.hostFragment() instanceof Fragment && ((Fragment) q.hostFragment()).getActivity() == a) p = q;
            }
        }
        if (p == null || p.graphName() == null || graphs.containsKey(p.graphName())) return;
        graphs.put(p.graphName(), new GraphInfo(p.graphName(), name(a), p.destinations()));
    }

    /** Drives the fragment screens of a host activity until it finishes (back from its first screen) or stops being driven. */
    private Activity driveFragmentHost(Activity a, int depth) {
        recordGraph(a);
        try {
            for (int guard = 0; guard < 50; guard++) {
                if (!alive.contains(a) || !resumed.contains(a) || a.isFinishing()) break;
                Fragment t = top(a);
                if (t == null) {
                    driveActivityViews(a, depth);
                    break;
                }
                if (runs(t) == 0) visit(a, t, depth);
                else act(a, backPhase(a), () -> back(a), depth);
            }
        } catch (Abandon ignored) {
        }
        return a;
    }

    private int runs(Fragment f) {
        ClassResult cr = results.get(f.getClass().getName());
        return cr == null ? 0 : cr.runs;
    }

    /** One screen: its views driven like an activity's (what it opens is driven in turn), then up (once) or back. */
    private void visit(Activity a, Fragment f, int depth) {
        ClassResult cr = fragmentResult(f.getClass().getName(), "shown by " + a.getClass().getSimpleName());
        cr.runs++;
        // A navigation destination (a NavHostFragment's child) is a screen of its own, which TalkBack announces by its
        // pane title as it shows, as it does an Activity's window title.
        Fragment host = f.getParentFragment();
        if (host != null && isFrameworkClass(host.getClass().getName()) && !(f instanceof DialogFragment)
                && f.getView() != null && f.getView().getAccessibilityPaneTitle() == null) {
            fail(f.getClass().getName(), "accessibility", "TalkBack announces nothing as it shows: its view has no pane title (ViewCompat.setAccessibilityPaneTitle)", null);
        }
        Fragment saved = currentScreen;
        boolean detail = inPaneDetail;
        currentScreen = f;
        inPaneDetail = false;
        visiting.add(f);
        try {
            // The action bar's drawer button (not an up arrow) opens the screen's drawer: tried as the screen shows.
            boolean drawerButton = drawerButtonShown(a);
            if (rt.verbose) {
                ActionBar bar = a instanceof AppCompatActivity ? ((AppCompatActivity) a).getSupportActionBar() : null;
                System.out.println("note: " + a.getClass().getSimpleName() + " shows " + f.getClass().getName()
                        + (bar != null ? " titled \"" + bar.getTitle() + "\"" + (!bar.isShowing() ? " (the action bar hidden)"
                                : drawerButton ? " with the drawer button" : upShown(a) ? " with the up arrow" : "") : ""));
            }
            if (drawerButton) tryDrawerButton(a, depth);
            else if (active(a)) tryToolbarDrawerButtons(a, ownViews(a, f), depth);
            for (View v : ownViews(a, f)) {
                if (!active(a)) break;
                if (v instanceof EditText && usable(a, v)) {
                    EditText e = (EditText) v;
                    act(a, "type into " + id(v), () -> e.setText(InputTypes.sample(e.getInputType())), depth);
                }
            }
            // Web pages first: a button driven later may close the screen.
            if (active(a)) checkWebBack(a, ownViews(a, f), depth);
            for (int i = 0; active(a); i++) {
                List<View> own = ownViews(a, f);
                if (i >= own.size()) break;
                View v = own.get(i);
                driveInScreen(a, v, depth);
            }
            if (active(a)) {
                // Back (the system's key, through the OnBackPressedDispatcher); the action bar's up arrow is tapped on
                // a later visit, or by the navigation pass.
                if (upShown(a) && !drawerButton) cr.upShown = true;
                if (cr.upShown && !cr.upPressed && cr.runs > 1 && !drawerButton) {
                    cr.upPressed = true;
                    act(a, "up (action bar)", () -> Hidden.call(a, AppCompatActivity.class, "performHomeClick", NONE), depth);
                } else {
                    act(a, backPhase(a), () -> back(a), depth);
                }
            }
        } finally {
            visiting.remove(f);
            currentScreen = saved;
            inPaneDetail = detail;
        }
    }

    /** After an action on screen f: a screen opened above it is driven (or closed with back), a screen that replaced it is driven next. */
    private void followNavigation(Activity a, Fragment f, int depth) {
        if (!alive.contains(a) || !resumed.contains(a) || a.isFinishing()) return;
        Fragment t = top(a);
        if (t == null || t == f || visiting.contains(t)) return; // unchanged, or f went back to a screen being driven
        if (STEPS) System.out.println("navigation: " + f + " (state " + fragmentState(f) + ") -> " + t);
        if (fragmentState(f) >= FRAGMENT_CREATED) {
            // Opened above f (f waits on the back stack or under a dialog): drive it, then come back to f.
            if (allowed(t) && depth < MAX_NAV_DEPTH) visit(a, t, depth + 1);
            Fragment saved = currentScreen;
            currentScreen = null;
            try {
                for (int i = 0; i < 6 && alive.contains(a) && resumed.contains(a) && !a.isFinishing(); i++) {
                    Fragment now = top(a);
                    if (now == null || now == f || fragmentState(f) < FRAGMENT_CREATED) break;
                    act(a, "back to " + f.getClass().getSimpleName() + " (" + now.getClass().getSimpleName()
                            + (now == t && !(allowed(t) && depth < MAX_NAV_DEPTH) ? " not followed: " + (depth < MAX_NAV_DEPTH ? "already driven " + perClass + " times" : "too deep") : "")
                            + ")", () -> back(a), depth);
                }
            } finally {
                currentScreen = saved;
            }
        } else if (runs(t) == 0) {
            visit(a, t, depth);
        }
    }

    /** Destinations of each graph that no click reached (or that no configuration change showed): navigated to directly. */
    private void navigationPass() {
        for (GraphInfo g : new ArrayList<>(graphs.values())) {
            for (Object[] d : g.destinations) {
                String cls = (String) d[3];
                if (cls == null) continue;
                // Up to two runs: one to show it (and recreate it), one to tap its up arrow if it showed one.
                for (int round = 0; round < 2 && launches < maxLaunches; round++) {
                    ClassResult cr = results.get(cls);
                    boolean needRun = cr == null;
                    boolean needRecreate = cr != null && cr.runs > 0 && !cr.recreated && cr.failures.isEmpty();
                    boolean needUp = cr != null && cr.upShown && !cr.upPressed && cr.failures.isEmpty();
                    if (!needRun && !needRecreate && !needUp) break;
                    directRun(g, d, cls);
                }
            }
        }
    }

    /** A new host activity, navigated to the destination; recreated with it shown, its up arrow tapped, then driven. */
    private void directRun(GraphInfo g, Object[] d, String cls) {
        Intent intent = new Intent(Intent.ACTION_MAIN).setComponent(new ComponentName(rt.appPackage(), g.activityClass));
        Activity a = start(g.activityClass, roundTrip(intent), "navigation pass", null);
        if (a == null) return;
        try {
            navigateDirectly(a, d, cls);
            Fragment t = top(a);
            if (t != null && t.getClass().getName().equals(cls) && !fragmentResult(cls, "navigation pass").recreated) {
                a = recreate(a, a.getIntent());
                if (a == null) return;
                t = top(a);
            }
            ClassResult cr = results.get(cls);
            if (t != null && t.getClass().getName().equals(cls) && cr != null && cr.runs > 0 && !cr.upPressed && upShown(a) && !drawerButtonShown(a)) {
                cr.upPressed = true;
                Activity host = a;
                Fragment saved = currentScreen;
                currentScreen = t;
                try {
                    act(a, "up (action bar)", () -> Hidden.call(host, AppCompatActivity.class, "performHomeClick", NONE), 0);
                } finally {
                    currentScreen = saved;
                }
            }
        } catch (Abandon e) {
            return;
        }
        settle(driveFragmentHost(a, 0));
    }

    /** NavController.navigate(id, Safe Args bundle), into the nested graphs that hold the destination first (their ids). */
    private void navigateDirectly(Activity a, Object[] d, String cls) {
        NavigationProbe p = probeFor(a);
        int id = (Integer) d[0];
        if (p == null || p.currentDestinationId() == id) return;
        for (int graphId : d.length > 5 && d[5] instanceof int[] ? (int[]) d[5] : new int[0]) {
            act(a, "navigate directly to the graph " + rt.res.rName(graphId), () -> p.navigate(graphId, null), 0);
        }
        if (p.currentDestinationId() == id) return;
        Object[] args = safeArgs(cls);
        stepOwner = cls; // what goes wrong navigating there is the destination's (its arguments, its graph entry)
        try {
            act(a, "navigate directly to " + rt.res.rName(id) + " with " + args[1], () -> p.navigate(id, (Bundle) args[0]), 0);
        } finally {
            stepOwner = null;
        }
    }

    /**
     * The Safe Args style arguments of a destination class C: the class "<C>Args" in the package of C or of one of its
     * superclasses, built with its public constructor (values as for an intent factory), then toBundle().
     */
    private Object[] safeArgs(String destinationClass) {
        Class<?> c;
        try {
            c = Class.forName(destinationClass, false, rt.appLoader);
        } catch (ClassNotFoundException e) {
            return new Object[] {null, "no arguments (" + destinationClass + " not found)"};
        }
        String simple = c.getSimpleName() + "Args";
        Set<String> packages = new LinkedHashSet<>();
        for (Class<?> k = c; k != null && !isFrameworkClass(k.getName()); k = k.getSuperclass()) {
            if (k.getPackage() != null) packages.add(k.getPackage().getName());
        }
        for (String pkg : packages) {
            Class<?> argsClass;
            try {
                argsClass = Class.forName(pkg + "." + simple, true, rt.appLoader);
            } catch (ClassNotFoundException | LinkageError e) {
                continue;
            }
            Method toBundle;
            try {
                toBundle = argsClass.getMethod("toBundle");
            } catch (NoSuchMethodException e) {
                continue;
            }
            if (Modifier.isStatic(toBundle.getModifiers()) || !Bundle.class.isAssignableFrom(toBundle.getReturnType())) continue;
            Constructor<?> best = null;
            for (Constructor<?> k : argsClass.getConstructors()) {
                if (k.isSynthetic()) continue;
                boolean marker = false;
                for (Class<?> pt : k.getParameterTypes()) if (pt.getName().equals("kotlin.jvm.internal.DefaultConstructorMarker")) marker = true;
                if (!marker && (best == null || k.getParameterCount() > best.getParameterCount())) best = k;
            }
            if (best == null) continue;
            Object[] argv = new Object[best.getParameterCount()];
            Type[] types = best.getGenericParameterTypes();
            for (int i = 0; i < argv.length; i++) argv[i] = defaultValue(best.getParameterTypes()[i], i < types.length ? types[i] : null, 0);
            StringBuilder desc = new StringBuilder(simple).append('(');
            for (int i = 0; i < argv.length; i++) desc.append(i > 0 ? ", " : "").append(argv[i] instanceof String ? "\"" + argv[i] + "\"" : String.valueOf(argv[i]));
            desc.append(')');
            try {
                return new Object[] {toBundle.invoke(best.newInstance(argv)), desc.toString()};
            } catch (InvocationTargetException e) {
                fail(destinationClass, "navigation arguments", "building " + desc + " for a direct navigation failed", e.getCause());
            } catch (ReflectiveOperationException | RuntimeException e) {
                fail(destinationClass, "navigation arguments", "building " + desc + " for a direct navigation failed", e);
            }
            return new Object[] {null, "no arguments"};
        }
        return new Object[] {null, "no arguments (no " + simple + " class)"};
    }

    // endregion
    // region checks

    @SuppressWarnings("unchecked")
    private void checkMapViews(Activity a, String when, String... required) {
        for (View v : views(a)) {
            if (!(v instanceof MapView)) continue;
            Set<String> calls = (Set<String>) Hidden.call(v, MapView.class, "lifecycleCalls", NONE);
            List<String> missing = new ArrayList<>();
            for (String r : required) if (!calls.contains(r)) missing.add(r);
            if (!missing.isEmpty()) {
                fail(name(a), when, "MapView " + id(v) + " did not get " + String.join(", ", missing) + " forwarded from the activity"
                        + " (MapView users must forward every lifecycle method: without onCreate/onResume the map stays blank)", null);
            }
        }
    }

    private List<Object> observers(Activity a) {
        if (!(a instanceof LifecycleOwner)) return Collections.emptyList();
        Lifecycle l = ((LifecycleOwner) a).getLifecycle();
        if (!(l instanceof LifecycleRegistry)) return Collections.emptyList();
        @SuppressWarnings("unchecked")
        List<Object> list = (List<Object>) Hidden.call(l, LifecycleRegistry.class, "observersSnapshot", NONE);
        return list;
    }

    private static boolean isFrameworkClass(String n) {
        return n.startsWith("android.") || n.startsWith("androidx.") || n.startsWith("com.google.android.") || n.startsWith("java.")
                || n.startsWith("javax.") || n.startsWith("kotlin.") || n.startsWith("kotlinx.") || n.startsWith("tandem.") || n.startsWith("jdk.") || n.startsWith("sun.");
    }

    /** After a configuration change: nothing long-lived may still point at the destroyed instance. */
    private void checkLeaks(Activity old, List<Object> oldObservers, List<View> oldViews, List<Fragment> oldFragments, Activity fresh) {
        Set<Object> suspects = Collections.newSetFromMap(new IdentityHashMap<>());
        suspects.add(old);
        suspects.addAll(oldViews);
        suspects.addAll(oldFragments);
        for (Object o : observers(fresh)) {
            for (Object p : oldObservers) {
                if (o == p && !isFrameworkClass(o.getClass().getName())) {
                    fail(name(fresh), "configuration change", "leak: lifecycle observer " + o.getClass().getName()
                            + " was registered with the destroyed instance and is registered again with the new one (it outlives the activity and keeps the old one reachable)", null);
                }
            }
        }
        for (Object p : oldObservers) if (!isFrameworkClass(p.getClass().getName())) suspects.add(p);
        Set<Class<?>> scan = new LinkedHashSet<>();
        for (Class<?> c = old.getClass(); c != null && !isFrameworkClass(c.getName()); c = c.getSuperclass()) {
            scan.add(c);
            Collections.addAll(scan, c.getDeclaredClasses());
        }
        for (Object p : oldObservers) {
            Class<?> c = p.getClass();
            if (!isFrameworkClass(c.getName())) { scan.add(c); if (c.getEnclosingClass() != null) scan.add(c.getEnclosingClass()); }
        }
        for (Fragment f : oldFragments) {
            for (Class<?> c = f.getClass(); c != null && !isFrameworkClass(c.getName()); c = c.getSuperclass()) {
                scan.add(c);
                Collections.addAll(scan, c.getDeclaredClasses());
            }
        }
        for (Class<?> c : scan) {
            for (Field f : c.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers()) || f.getType().isPrimitive()) continue;
                Object value;
                try {
                    f.setAccessible(true);
                    value = f.get(null);
                } catch (Throwable t) {
                    continue;
                }
                String where = findSuspect(value, suspects, 0);
                if (where == null && value != null && !isFrameworkClass(value.getClass().getName())) {
                    // Kotlin objects and companions: look one level into their fields.
                    for (Field g : value.getClass().getDeclaredFields()) {
                        if (Modifier.isStatic(g.getModifiers()) || g.getType().isPrimitive()) continue;
                        try {
                            g.setAccessible(true);
                            String w = findSuspect(g.get(value), suspects, 0);
                            if (w != null) { where = "." + g.getName() + w; break; }
                        } catch (Throwable ignored) {
                        }
                    }
                }
                if (where != null) {
                    fail(name(fresh), "configuration change", "leak: static field " + c.getName() + "." + f.getName() + where
                            + " still references the destroyed instance (or one of its views, fragments or lifecycle observers)", null);
                }
            }
        }
    }

    private String findSuspect(Object value, Set<Object> suspects, int depth) {
        if (value == null || depth > 1) return null;
        if (suspects.contains(value)) return "";
        if (value instanceof Collection) {
            for (Object o : (Collection<?>) value) { String w = findSuspect(o, suspects, depth + 1); if (w != null) return "[…]" + w; }
        } else if (value instanceof Map) {
            for (Object o : ((Map<?, ?>) value).values()) { String w = findSuspect(o, suspects, depth + 1); if (w != null) return "[…]" + w; }
        } else if (value instanceof Object[]) {
            for (Object o : (Object[]) value) { String w = findSuspect(o, suspects, depth + 1); if (w != null) return "[…]" + w; }
        }
        return null;
    }

    // endregion
    // region views

    /** Every view of the activity's window and of the dialogs it shows. */
    private List<View> views(Activity a) {
        List<View> out = new ArrayList<>();
        Object root = Hidden.call(a, Activity.class, "getContentParentInternal", NONE);
        if (root instanceof View) collect((View) root, out);
        for (View decor : dialogDecors(a)) collect(decor, out);
        return out;
    }

    /** The windows of the showing dialogs whose context is this activity, oldest first. */
    private List<View> dialogDecors(Activity a) {
        List<View> out = new ArrayList<>();
        for (Object[] d : rt.dialogs) {
            android.app.Dialog dialog = (android.app.Dialog) d[0];
            if (dialog.getContext() == a || dialog.getOwnerActivity() == a) out.add((View) d[1]);
        }
        return out;
    }

    private static List<View> descendants(View v) {
        List<View> out = new ArrayList<>();
        collect(v, out);
        return out;
    }

    private static void collect(View v, List<View> out) {
        out.add(v);
        if (v instanceof ViewGroup && !(v instanceof AdapterView)) {
            ViewGroup g = (ViewGroup) v;
            for (int i = 0; i < g.getChildCount(); i++) collect(g.getChildAt(i), out);
        }
    }

    /** Attached to the activity's window, visible up to the root, enabled: a person can touch it. */
    private boolean usable(Activity a, View v) {
        if (!v.isEnabled()) return false;
        View cur = v;
        while (true) {
            if (cur.getVisibility() != View.VISIBLE) return false;
            if (!(cur.getParent() instanceof View)) break;
            // A pane of a sliding pane layout is out of reach while off screen or covered by the other one.
            if (cur.getParent() instanceof SlidingPaneLayout && !paneShown((SlidingPaneLayout) cur.getParent(), cur)) return false;
            cur = (View) cur.getParent();
        }
        return cur == Hidden.call(a, Activity.class, "getContentParentInternal", NONE) || dialogDecors(a).contains(cur);
    }

    private String id(View v) {
        String cls = v.getClass().getSimpleName();
        return v.getId() == View.NO_ID ? cls : cls + " " + rt.res.rName(v.getId());
    }

    // endregion
    // region intent factories

    private Object[] findFactory(String className) {
        Class<?> c;
        try {
            c = Class.forName(className, false, rt.appLoader);
        } catch (ClassNotFoundException e) {
            return null;
        }
        for (Class<?> k = c; k != null && !isFrameworkClass(k.getName()); k = k.getSuperclass()) {
            for (Method m : k.getDeclaredMethods()) {
                if (isFactory(m) && Modifier.isStatic(m.getModifiers())) return new Object[] {m, null};
            }
            try {
                Field companion = k.getDeclaredField("Companion");
                if (Modifier.isStatic(companion.getModifiers())) {
                    companion.setAccessible(true);
                    Object instance = companion.get(null);
                    for (Method m : companion.getType().getDeclaredMethods()) {
                        if (isFactory(m)) { m.setAccessible(true); return new Object[] {m, instance}; }
                    }
                }
            } catch (NoSuchFieldException | IllegalAccessException ignored) {
            }
        }
        return null;
    }

    private static boolean isFactory(Method m) {
        return m.getName().equals("intent") && Modifier.isPublic(m.getModifiers()) && m.getParameterCount() >= 1
                && m.getParameterTypes()[0] == Context.class && Intent.class.isAssignableFrom(m.getReturnType());
    }

    private Object defaultValue(Class<?> t, Type generic, int depth) {
        if (t == String.class || t == CharSequence.class) return "";
        if (t == int.class || t == Integer.class) return 0;
        if (t == long.class || t == Long.class) return 0L;
        if (t == double.class || t == Double.class) return 0.0;
        if (t == float.class || t == Float.class) return 0f;
        if (t == short.class || t == Short.class) return (short) 0;
        if (t == byte.class || t == Byte.class) return (byte) 0;
        if (t == char.class || t == Character.class) return ' ';
        if (t == boolean.class || t == Boolean.class) return false;
        if (t == java.util.Date.class) return new java.util.Date(0);
        if (t == java.net.URL.class) {
            try { return new java.net.URL("https://example.com/"); } catch (java.net.MalformedURLException e) { return null; }
        }
        if (t == java.net.URI.class) return java.net.URI.create("https://example.com/");
        if (t.isArray()) return java.lang.reflect.Array.newInstance(t.getComponentType(), 0);
        if (t.isAssignableFrom(ArrayList.class)) return new ArrayList<>();
        if (t.isAssignableFrom(java.util.HashMap.class)) return new java.util.HashMap<>();
        if (t.isAssignableFrom(LinkedHashSet.class)) return new LinkedHashSet<>();
        if (t.isEnum()) { Object[] k = t.getEnumConstants(); return k.length > 0 ? k[0] : null; }
        if (depth > 3 || t.isInterface() || Modifier.isAbstract(t.getModifiers())) return null;
        Constructor<?> best = null;
        for (Constructor<?> k : t.getConstructors()) {
            if (k.isSynthetic()) continue;
            boolean marker = false;
            for (Class<?> p : k.getParameterTypes()) if (p.getName().equals("kotlin.jvm.internal.DefaultConstructorMarker")) marker = true;
            if (marker) continue;
            if (best == null || k.getParameterCount() > best.getParameterCount()) best = k;
        }
        if (best == null) return null;
        Object[] argv = new Object[best.getParameterCount()];
        Type[] types = best.getGenericParameterTypes();
        for (int i = 0; i < argv.length; i++) {
            argv[i] = defaultValue(best.getParameterTypes()[i], i < types.length ? types[i] : null, depth + 1);
        }
        try {
            return best.newInstance(argv);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    private static String describeArgs(Object[] argv) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < argv.length; i++) {
            if (i > 0) b.append(", ");
            Object o = argv[i];
            b.append(i == 0 ? "context" : o instanceof String ? "\"" + o + "\"" : String.valueOf(o));
        }
        return b.toString();
    }

    // endregion
    // region reporting

    private static Intent roundTrip(Intent i) {
        Parcel p = Parcel.obtain();
        i.writeToParcel(p, 0);
        p.setDataPosition(0);
        return Intent.CREATOR.createFromParcel(p);
    }

    private void fail(String activity, String phase, String message, Throwable t) {
        ClassResult cr = results.get(activity);
        if (cr == null) { cr = new ClassResult("not launched"); results.put(activity, cr); }
        String line = "FAIL " + activity + " " + phase + ": " + (message != null ? message : "") + (t != null ? (message != null ? "\n  " : "") + format(t) : "");
        if (cr.failures.contains(line)) return; // the same failure again (another run of the class)
        cr.failures.add(line);
        System.out.println(line);
    }

    static String format(Throwable t) {
        StringBuilder b = new StringBuilder();
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        boolean first = true;
        while (t != null && seen.add(t)) {
            if (!first) b.append("\n  Caused by: ");
            b.append(t);
            int shown = 0;
            StackTraceElement[] st = t.getStackTrace();
            for (StackTraceElement e : st) {
                if (FULL_TRACES) { b.append("\n      at ").append(e); continue; }
                if (isFrameworkClass(e.getClassName()) || e.getClassName().startsWith("tandem.smoke")) continue;
                if (shown++ >= 8) { b.append("\n      …"); break; }
                b.append("\n      at ").append(e);
            }
            if (shown == 0 && st.length > 0) {
                for (int i = 0; i < Math.min(2, st.length); i++) b.append("\n      (platform) at ").append(st[i]);
            }
            t = t.getCause();
            first = false;
        }
        return b.toString();
    }

    // endregion
}
