// Tandem's JVM smoke harness: starts the launcher activity of an app compiled against the Android stubs the way
// Android does, drives every view a person could touch, follows every Intent, returns results, recreates each
// activity once (configuration change) and tears everything down, reporting crashes and platform rule violations.
//
//   java -cp <stub classes>:<app classes>:<kotlin-stdlib.jar> tandem.smoke.TandemSmoke \
//       --manifest AndroidManifest.xml [--manifest …] --res res [--res …] --r com.example.app.R [--r …]
//       [--per-class 3] [--max-launches 500] [--verbose]
//
// Output: "FAIL <activity> <phase>: <exception and app frames>" as problems happen, "WARN <activity>: …" for what
// Android only logs, then "ran <class> (<how reached>)" per activity and the closing line "N passed, M failed".
// Exit status 1 when an activity failed, 2 on bad arguments.
package tandem.smoke;

import android.app.Activity;
import android.app.Application;
import android.content.ComponentName;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import android.os.Parcel;
import android.view.Menu;
import android.view.View;
import android.view.ViewGroup;
import android.widget.AbsSeekBar;
import android.widget.AdapterView;
import android.widget.CompoundButton;
import android.widget.DatePicker;
import android.widget.EditText;
import android.widget.NumberPicker;
import android.widget.RadioButton;
import android.widget.RadioGroup;
import android.widget.Spinner;
import android.widget.SpinnerAdapter;
import android.widget.Adapter;
import androidx.lifecycle.Lifecycle;
import androidx.lifecycle.LifecycleOwner;
import androidx.lifecycle.LifecycleRegistry;
import androidx.recyclerview.widget.RecyclerView;
import com.google.android.gms.maps.MapView;
import com.google.android.material.navigation.NavigationBarView;

import tandem.runtime.AppContext;
import tandem.runtime.Hidden;
import tandem.runtime.InputTypes;
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
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

public final class TandemSmoke {
    private static final int ROW_CAP = 20;
    private static final int MAX_RESULT_DEPTH = 4;

    /** The app crashed (or broke a platform rule) in this instance: stop driving it. */
    private static final class Abandon extends RuntimeException {
        Abandon() { super(null, null, false, false); }
    }

    private static final class ClassResult {
        final String how;
        final List<String> failures = new ArrayList<>();
        int runs;
        boolean recreated;

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
    private Application application;
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
                default: usage("unknown argument " + a);
            }
        }
        if (manifests.isEmpty() || rClasses.isEmpty()) usage("need at least one --manifest and one --r");
        int failed = smoke.run(manifests, resDirs, rClasses);
        System.exit(failed > 0 ? 1 : 0);
    }

    private static void usage(String why) {
        System.err.println("tandem-smoke: " + why);
        System.err.println("usage: TandemSmoke --manifest M.xml [--manifest …] --res DIR [--res …] --r CLASS [--r …] [--per-class N] [--max-launches N] [--verbose]");
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
            if (a != null) { drive(a, 0); settle(a); }
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
            if (a != null) { drive(a, 0); settle(a); }
            while (!queue.isEmpty() && launches < maxLaunches) {
                Launch l = queue.poll();
                ClassResult cr = results.get(l.className);
                if (cr != null && cr.runs >= perClass) continue;
                Activity b = start(l.className, l.intent, l.how, null);
                if (b != null) { drive(b, 0); settle(b); }
            }
        }
        if (launches >= maxLaunches) System.out.println("note: stopped after " + maxLaunches + " launches");

        for (Activity a : new ArrayList<>(alive)) destroy(a);

        int passed = 0, failed = orphanFailures.size();
        for (Map.Entry<String, ClassResult> e : results.entrySet()) {
            System.out.println("ran " + e.getKey() + " (" + e.getValue().how + ")");
            if (e.getValue().failures.isEmpty()) passed++; else failed++;
        }
        System.out.println(passed + " passed, " + failed + " failed");
        return failed;
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
        checkLeaks(old, oldObservers, oldViews, b);
        return b;
    }

    // endregion
    // region steps

    private interface Action {
        void run() throws Exception;
    }

    /** Runs one step of app code, then what it posted; failures are recorded and abandon the instance. */
    private void step(Activity a, String phase, Action action) {
        rt.trigger = a.getClass().getSimpleName() + ": " + phase;
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
        if (rt.verbose) for (String toast : rt.toasts) System.out.println("note: " + name(a) + " " + phase + ": toast \"" + toast + "\"");
        rt.toasts.clear();
        for (String w : rt.warnings) System.out.println("WARN " + name(a) + " " + phase + ": " + w);
        rt.warnings.clear();
        List<String> problems = new ArrayList<>(rt.problems);
        rt.problems.clear();
        for (String p : problems) fail(name(a), phase, p, null);
        if (thrown != null) {
            rt.starts.clear();
            fail(name(a), phase, null, thrown);
            throw new Abandon();
        }
    }

    /** A user action: the step, then the activities it started (results nested, others queued) and a frame. */
    private void act(Activity a, String phase, Action action, int depth) {
        step(a, phase, action);
        List<Runtime.StartRequest> starts = new ArrayList<>(rt.starts);
        rt.starts.clear();
        for (Runtime.StartRequest s : starts) {
            if (s.targetClass == null) {
                if (rt.verbose) System.out.println("note: " + s.trigger + " starts another app: " + s.intent);
                continue;
            }
            String how = "from " + s.trigger;
            if (s.requestCode >= 0 && s.from == a && depth < MAX_RESULT_DEPTH) {
                forResult(a, s, how, depth);
            } else {
                queue.add(new Launch(s.targetClass, s.intent, how));
            }
        }
        if (alive.contains(a) && resumed.contains(a)) layout(a, "frame after " + phase);
    }

    private void forResult(Activity caller, Runtime.StartRequest s, String how, int depth) {
        ClassResult cr = results.get(s.targetClass);
        if ((cr != null && cr.runs >= perClass) || launches >= maxLaunches) return;
        pause(caller);
        Activity child = start(s.targetClass, s.intent, how + " (for result)", null);
        stop(caller, true);
        if (child != null) drive(child, depth + 1);
        if (child != null && alive.contains(child)) {
            try { pause(child); } catch (Abandon ignored) { }
        }
        restartAndResume(caller);
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

    /** Drives everything a person could touch, then presses back. */
    private void drive(Activity a, int depth) {
        if (!alive.contains(a)) return;
        try {
            for (View v : views(a)) {
                if (v instanceof EditText && usable(a, v)) {
                    EditText e = (EditText) v;
                    act(a, "type into " + id(v), () -> e.setText(InputTypes.sample(e.getInputType())), depth);
                }
            }
            for (View v : views(a)) {
                if (!alive.contains(a) || !resumed.contains(a)) break;
                if (!usable(a, v)) continue;
                driveView(a, v, depth);
            }
            if (alive.contains(a) && resumed.contains(a)) {
                act(a, "back", () -> a.onBackPressed(), depth);
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
                if (c instanceof RadioButton && usable(a, c)) act(a, "check " + id(c) + " in " + id, () -> c.performClick(), depth);
            }
            for (int i = 0; i < g.getChildCount(); i++) {
                View c = g.getChildAt(i);
                if (c instanceof RadioButton && usable(a, c)) act(a, "RadioGroup.check(" + id(c) + ") on " + id, () -> g.check(c.getId()), depth);
            }
        } else if (v instanceof CompoundButton) {
            act(a, "toggle " + id, () -> v.performClick(), depth);
            act(a, "toggle back " + id, () -> v.performClick(), depth);
        } else if (v instanceof AbsSeekBar) {
            AbsSeekBar s = (AbsSeekBar) v;
            act(a, "drag " + id, () -> Hidden.call(s, AbsSeekBar.class, "userDrag", new Class<?>[] {int.class}, (s.getMin() + s.getMax()) / 2), depth);
            act(a, "drag " + id + " to max", () -> Hidden.call(s, AbsSeekBar.class, "userDrag", new Class<?>[] {int.class}, s.getMax()), depth);
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
            for (int itemId : ids) {
                if (!resumed.contains(a)) break;
                act(a, "select " + rt.res.rName(itemId) + " in " + id, () -> nav.setSelectedItemId(itemId), depth);
            }
        } else if (v instanceof RecyclerView) {
            RecyclerView rv = (RecyclerView) v;
            List<RecyclerView.ViewHolder> rows = new ArrayList<>();
            act(a, "lay out rows of " + id, () -> rows.addAll(layoutRows(rv)), depth);
            for (int i = 0; i < rows.size(); i++) {
                if (!resumed.contains(a)) break;
                final RecyclerView.ViewHolder h = rows.get(i);
                final int row = i;
                if (h.itemView.hasOnClickListeners()) act(a, "click row " + row + " of " + id, () -> h.itemView.performClick(), depth);
                for (View c : descendants(h.itemView)) {
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
    private void checkLeaks(Activity old, List<Object> oldObservers, List<View> oldViews, Activity fresh) {
        Set<Object> suspects = Collections.newSetFromMap(new IdentityHashMap<>());
        suspects.add(old);
        suspects.addAll(oldViews);
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
                            + " still references the destroyed instance (or one of its views or lifecycle observers)", null);
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

    private static List<View> views(Activity a) {
        List<View> out = new ArrayList<>();
        Object root = Hidden.call(a, Activity.class, "getContentParentInternal", NONE);
        if (root instanceof View) collect((View) root, out);
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
    private static boolean usable(Activity a, View v) {
        if (!v.isEnabled()) return false;
        View cur = v;
        while (true) {
            if (cur.getVisibility() != View.VISIBLE) return false;
            if (!(cur.getParent() instanceof View)) break;
            cur = (View) cur.getParent();
        }
        return cur == Hidden.call(a, Activity.class, "getContentParentInternal", NONE);
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
