// The smoke run of a generated Compose app on a plain JVM (ComposeAppTests): the app's one activity on the behaving
// Android stand-ins (Tests/Fixtures/sdk/android/stubs), its UI on the behaving Compose stand-ins' composition
// (Tests/Fixtures/sdk/compose/tandem/compose). It starts the app as the launcher does, then explores it as a tester
// would (on a phone, or with --wide on a tablet in landscape): on every screen it reaches it fills the text fields, then drives every control a user can reach there (each
// from a fresh start along the same path), follows where each one leads, presses back, rotates the device (a
// configuration change) and kills the process in the background (saved state only), and fails on any exception, on
// a screen that does not come back as it was, and on a control TalkBack could not name.
//
// Screens are named by their navigation keys' classes (`LoginRoute`). Output, one line each: `start <Screen>`, `reached <Screen> from <Screen> by <control>`, `back on <Screen> shows
// <Screen>|leaves the app`, `recreated <Screen> keeps its ViewModel`, `restored <Screen> after process death`,
// `shows <ViewModel> inside <Screen>` (an embedded screen), `shows <List> beside <Detail>` (two panes), `<Screen> loads <URL>` (a web view),
// `FAIL …`, then `screens: A, B…`, `embedded: <ViewModel>…` and `<n> controls and ways driven, <f> failed`.
package tandem.smoke.compose

import android.app.Activity
import android.app.Application
import android.content.ComponentName
import android.content.Context
import android.content.Intent
import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.lifecycle.ViewModel
import androidx.lifecycle.ViewModelStore
import java.lang.reflect.Method
import java.lang.reflect.Modifier
import tandem.compose.Node
import tandem.compose.StandInComposition
import tandem.runtime.AppContext
import tandem.runtime.Hidden
import tandem.runtime.Runtime
import java.io.File
import java.lang.reflect.InvocationTargetException
import kotlin.system.exitProcess

private val NONE = arrayOf<Class<*>>()
private val BUNDLE = arrayOf<Class<*>>(Bundle::class.java)

/** What a user can act on: its kind, tag and label, and how the harness drives it. */
private class Control(val node: Node) {
    val description: String =
        node.kind + (node.tag?.let { " #$it" } ?: "") + node.accessibleName.takeIf { it.isNotEmpty() }?.let { " \"$it\"" }.orEmpty()

    @Suppress("UNCHECKED_CAST")
    fun drive(): String {
        val change = node.properties["onValueChange"] as ((Any?) -> Unit)?
        val value = node.properties["value"]
        return when {
            change != null && value is Boolean -> change(!value).let { "toggle" }
            change != null && value is String -> change(if (value.isEmpty()) "12" else value + "3").let { "type" }
            change != null && value is Float -> change(value + 1f).let { "slide" }
            else -> (node.properties["onClick"] as () -> Unit)().let { "tap" }
        }
    }
}

/** What shows: the focused screen (the last scene that holds no other) and the controls a user reaches on it. */
private class Shown(root: Node) {
    val scenes = root.descendants().filter { it.kind == "scene" }.toList()
    val focused: Node? = scenes.lastOrNull { scene -> scene.descendants().none { it.kind == "scene" } }
    val screen: String = focused?.let { screenName(it) } ?: "(nothing)"
    /** Every screen showing: the focused one and the containers and screens under it. */
    val screens: List<String> = scenes.map(::screenName)
    val controls: List<Control>

    /** The focused screen's ViewModel (Tandem's base class made for the screen, your subclass of it). */
    val viewModel: ViewModel? = focused?.let { scene ->
        // The last entry: a two-pane scene's detail.
        val entry = ownNodes(scene).lastOrNull { it.kind == "entry" } ?: return@let null
        val store = entry.properties["viewModelStore"] as ViewModelStore
        store.keys().sorted().mapNotNull { store[it] }.firstOrNull { it.javaClass.superclass.simpleName.endsWith("ViewModelBase") }
    }

    /** The screens shown inside the focused one (embedded), by their ViewModels' classes, and those inside them. */
    val embedded: List<String> = generateSequence(listOfNotNull(viewModel)) { vms -> vms.flatMap(::embeddedIn).takeIf { it.isNotEmpty() } }
        .drop(1).flatten().map { it.javaClass.simpleName }.toList()

    private fun embeddedIn(model: ViewModel): List<ViewModel> {
        var type: Class<*>? = model.javaClass
        while (type != null && type.declaredFields.none { it.name == "embedded" }) type = type.superclass
        val field = type?.getDeclaredField("embedded") ?: return emptyList()
        field.isAccessible = true
        return (field.get(model) as Iterable<*>).filterIsInstance<ViewModel>()
    }

    /**
     * The ways out of the focused screen the design gives it: the public methods Tandem's base class declares final
     * (`showNoteDetail(note)`, `finishWithResult(…)`), which the actions you write call. The open ones are yours.
     */
    val ways: List<Method> = viewModel?.javaClass?.superclass?.declaredMethods.orEmpty()
        .filter { Modifier.isPublic(it.modifiers) && Modifier.isFinal(it.modifiers) && !it.isSynthetic && !it.name.startsWith("get") && !it.name.startsWith("set") && '$' !in it.name }
        .sortedBy { it.name + it.parameterTypes.joinToString { p -> p.name } }

    init {
        val reachable = ArrayList<Node>()
        var scene = focused
        var covered = false
        while (scene != null && !covered) {
            // A scene's own controls (not those of a scene inside it, which the walk took already).
            reachable += ownNodes(scene).filter { it.isActionable }
            covered = scene.properties["overlay"] == true
            scene = scene.ancestor("scene")
        }
        controls = reachable.map(::Control)
    }

    private fun ownNodes(scene: Node): Sequence<Node> = sequence {
        for (child in scene.children) {
            if (child.kind == "scene") continue
            yield(child)
            yieldAll(ownNodes(child))
        }
    }

    companion object {
        fun screenName(scene: Node): String = keyNames(scene).last()

        /** The screens a scene shows side by side (one, or a list and its detail). */
        fun keyNames(scene: Node): List<String> =
            (scene.properties["keys"] as List<*>).map { it.toString().substringBefore('#').substringBefore('(').substringBefore('@').substringAfterLast('.') }
    }
}

private class Failure(message: String) : Exception(message)

/** Sample values for the parameters of a way out: what a screen hands the next (a model made of samples). */
private object Samples {
    fun arguments(method: Method): Array<Any?> = method.parameterTypes.map { value(it, 0) }.toTypedArray()

    fun value(type: Class<*>, depth: Int): Any? = when {
        type == String::class.java -> "Tandem"
        type == Int::class.javaPrimitiveType || type == Int::class.javaObjectType -> 2
        type == Long::class.javaPrimitiveType || type == Long::class.javaObjectType -> 2L
        type == Double::class.javaPrimitiveType || type == Double::class.javaObjectType -> 2.5
        type == Float::class.javaPrimitiveType || type == Float::class.javaObjectType -> 2.5f
        type == Boolean::class.javaPrimitiveType || type == Boolean::class.javaObjectType -> true
        type == java.util.Date::class.java -> java.util.Date(1_700_000_000_000)
        type == java.net.URI::class.java -> java.net.URI("https://example.com/")
        List::class.java.isAssignableFrom(type) -> emptyList<Any>()
        type.isEnum -> type.enumConstants.first()
        depth > 4 -> null
        else -> type.constructors.filter { java.lang.reflect.Modifier.isPublic(it.modifiers) && it.parameterTypes.none { p -> p.name.endsWith("ConstructorMarker") } }
            .maxByOrNull { it.parameterCount }
            ?.let { k -> k.newInstance(*k.parameterTypes.map { value(it, depth + 1) }.toTypedArray()) }
    }
}

class ComposeSmoke(private val activityClass: String, private val verbose: Boolean) {
    private val rt: Runtime = Runtime.get()
    private lateinit var application: Application
    private var failures = 0
    private var driven = 0
    private val output = ArrayList<String>()

    private fun say(line: String) {
        println(line)
        output += line
    }

    private fun fail(what: String, e: Throwable?) {
        failures += 1
        val cause = (e as? InvocationTargetException)?.targetException ?: e
        say("FAIL $what" + (cause?.let { ": $it" } ?: ""))
        if (verbose && cause != null) cause.printStackTrace(System.out)
    }

    fun setUp(manifests: List<String>, resDirs: List<String>, rClasses: List<String>, wide: Boolean) {
        val loader = ComposeSmoke::class.java.classLoader
        rt.appLoader = loader
        val rs = rClasses.map { Class.forName(it, true, loader) }
        for (d in resDirs) rt.res.addResDir(File(d))
        for (r in rs) rt.res.addR(r)
        rt.res.finish()
        manifests.forEachIndexed { i, m -> rt.loadManifest(File(m), rs[minOf(i, rs.size - 1)].`package`.name) }
        // A tablet in landscape, or the default phone in portrait (Configuration's stand-in values).
        if (wide) AppContext().resources.configuration.apply {
            screenWidthDp = 1280
            screenHeightDp = 800
            smallestScreenWidthDp = 800
            orientation = android.content.res.Configuration.ORIENTATION_LANDSCAPE
        }
        application = Application()
        Hidden.call(application, Application::class.java, "attach", arrayOf(Context::class.java), AppContext())
        rt.application = application
    }

    /** The app's activity, one life of it. */
    private inner class Session(intent: Intent, saved: Bundle?, nonConfig: Any?, composition: Map<String, Any?>?) {
        val activity: ComponentActivity = Class.forName(activityClass).getConstructor().newInstance() as ComponentActivity

        init {
            Hidden.call(activity, Activity::class.java, "attach",
                arrayOf(Context::class.java, Application::class.java, Intent::class.java, CharSequence::class.java),
                AppContext(), application, intent, null)
            if (nonConfig != null) hidden("mLastNonConfigurationInstance", nonConfig)
            StandInComposition.pendingRestore = composition
            call("performCreate", BUNDLE, saved)
            call("performStart", NONE)
            if (saved != null) call("performRestoreInstanceState", BUNDLE, saved)
            call("performPostCreate", BUNDLE, saved)
            call("performResume", NONE)
            StandInComposition.settle()
        }

        fun call(method: String, types: Array<Class<*>>, vararg args: Any?) {
            Hidden.call(activity, Activity::class.java, method, types, *args)
        }

        fun hidden(field: String, value: Any?) {
            val f = Activity::class.java.getDeclaredField(field)
            f.isAccessible = true
            f.set(activity, value)
        }

        val shown: Shown get() = Shown(StandInComposition.root)
        val finished: Boolean get() = activity.isFinishing

        fun back() {
            activity.onBackPressedDispatcher.onBackPressed()
            StandInComposition.settle()
        }

        /** Stops the activity and saves its state; a configuration change keeps its ViewModels for the next one. */
        fun end(changingConfigurations: Boolean): Triple<Bundle, Any?, Map<String, Any?>> {
            call("performPause", NONE)
            call("performStop", NONE)
            val out = Bundle()
            call("performSaveInstanceState", BUNDLE, out)
            val composition = StandInComposition.saveState()
            val nonConfig = if (changingConfigurations) activity.onRetainNonConfigurationInstance() else null
            hidden("mChangingConfigurations", changingConfigurations)
            StandInComposition.dispose()
            call("performDestroy", NONE)
            return Triple(out, nonConfig, composition)
        }
    }

    private fun launch(): Session {
        val intent = Intent(Intent.ACTION_MAIN).addCategory(Intent.CATEGORY_LAUNCHER)
            .setComponent(ComponentName(rt.appPackage(), activityClass)).addFlags(Intent.FLAG_ACTIVITY_NEW_TASK)
        return Session(intent, null, null, null)
    }

    /** A fresh start, then [path]: each step the index of a control on the screen then showing. */
    private fun replay(path: List<Int>): Session {
        StandInComposition.dispose()
        val session = launch()
        for (step in path) {
            val controls = session.shown.controls
            if (step == FILL) fill(session) else if (step <= WAY) {
                val shown = session.shown
                val way = shown.ways.getOrNull(WAY - step) ?: throw Failure("the path $path no longer reaches the same ways")
                way.invoke(shown.viewModel, *Samples.arguments(way))
                StandInComposition.settle()
            } else {
                if (step >= controls.size) throw Failure("the path ${path} no longer reaches the same controls")
                controls[step].drive()
                StandInComposition.settle()
            }
        }
        return session
    }

    private fun fill(session: Session) {
        for (control in session.shown.controls.filter { it.node.kind == "TextField" }) {
            control.drive()
            StandInComposition.settle()
        }
    }

    private fun viewModels(activity: ComponentActivity): Set<ViewModel> {
        val store = activity.viewModelStore
        return store.keys().mapNotNull { store[it] }.toSet()
    }

    fun run(): Int {
        val start = try {
            launch()
        } catch (e: Throwable) {
            fail("launch", e)
            return summary(emptySet(), emptySet())
        }
        val first = start.shown.screen
        say("start $first")
        val reached = LinkedHashSet<String>(start.shown.screens)
        val embedded = LinkedHashSet<String>()
        val paired = HashSet<List<String>>()
        val pages = HashSet<Pair<String, String>>()
        val explored = HashSet<String>()
        // Paths still to explore, with the screen they lead to.
        val queue = ArrayDeque<List<Int>>()
        reached += first
        queue += listOf(FILL)
        var sessions = 0
        // A fresh start along `path`; null (reported) when it fails.
        fun fresh(path: List<Int>): Session? = try {
            replay(path).also { sessions += 1 }
        } catch (e: Throwable) {
            fail("replaying $path", e)
            null
        }
        val backs = HashSet<String>()
        while (queue.isNotEmpty() && sessions < MAX_SESSIONS) {
            val path = queue.removeFirst()
            val here = fresh(path) ?: continue
            // What shows is the composition's, so it is read before the next session replaces it.
            val shownHere = here.shown
            val screen = shownHere.screen
            val state = screen + "\u0000" + shownHere.controls.joinToString("|") { it.description }
            val visits = explored.count { it.startsWith(screen + "\u0000") }
            if (state in explored || visits >= STATES_PER_SCREEN) continue
            explored += state
            if (visits == 0) checkRecreation(path, screen)
            for (name in shownHere.embedded) if (embedded.add(name)) say("shows $name inside $screen")
            for (node in shownHere.focused?.descendants().orEmpty()) {
                val page = (node.properties["view"] as? android.webkit.WebView)?.url ?: continue
                if (pages.add(screen to page)) {
                    say("$screen loads $page")
                    checkWebBack(path, screen)
                }
            }
            for (scene in shownHere.scenes) Shown.keyNames(scene).takeIf { it.size > 1 }?.let { panes ->
                if (paired.add(panes)) say("shows " + panes.joinToString(" beside "))
            }
            // TalkBack reads every control by its name: one without is unusable to a blind user.
            for (control in shownHere.controls) if (control.node.accessibleName.isBlank()) fail("on $screen, ${control.description} has no accessible name", null)
            // The test tags a UI test finds the screen's elements by (the test compares them with the design's ids); and
            // the pane title TalkBack announces as the screen shows, as it does an Activity's window title.
            if (visits == 0) {
                if (shownHere.focused?.descendants().orEmpty().none { it.properties["PaneTitle"] is String }) {
                    fail("on $screen, TalkBack announces nothing as it shows: no pane title", null)
                }
                val tags = shownHere.focused?.descendants().orEmpty().mapNotNull { it.properties["testTag"] as? String }.toSortedSet()
                say("tags $screen: " + tags.joinToString(" "))
            }
            // Each control a user reaches, then (on the screen's first visit) each way out the design gives it, as its
            // actions call them: each from a fresh start along the same path.
            val steps = shownHere.controls.indices.toList() + if (visits == 0) shownHere.ways.indices.map { WAY - it } else emptyList()
            for (step in steps) {
                val session = fresh(path) ?: break
                val shown = session.shown
                val what = if (step >= 0) shown.controls.getOrNull(step)?.description else shown.ways.getOrNull(WAY - step)?.name
                if (what == null) {
                    fail("on $screen, the path $path shows ${shown.screen} with other controls or ways after a fresh start", null)
                    break
                }
                try {
                    val how = if (step >= 0) shown.controls[step].drive() else shown.ways[WAY - step].let { way ->
                        way.invoke(shown.viewModel, *Samples.arguments(way))
                        "call"
                    }
                    StandInComposition.settle()
                    driven += 1
                    val now = if (session.finished) "(left the app)" else session.shown.screen
                    if (verbose) say("on $screen: $how $what → $now")
                    if (now != screen && !session.finished) {
                        for (name in session.shown.screens) if (reached.add(name)) say("reached $name from $screen by $what")
                        queue += path + step + FILL
                        session.back()
                        val after = if (session.finished) "leaves the app" else "shows ${session.shown.screen}"
                        // Where back leads from each screen, the first time it is reached (every time with --verbose).
                        if (verbose || backs.add(now)) say("back on $now $after")
                    } else if (now == screen && step >= 0) {
                        queue += path + step
                    }
                } catch (e: Throwable) {
                    fail("on $screen, $what", e)
                }
            }
        }
        // Back from the first screen leaves the app.
        try {
            val session = replay(emptyList())
            session.back()
            say("back on $first " + if (session.finished) "leaves the app" else "shows ${session.shown.screen}")
        } catch (e: Throwable) {
            fail("back on $first", e)
        }
        return summary(reached, embedded)
    }

    /** A link followed in the page a web view of [screen] shows: back returns to the page before on the same screen,
     *  as the engine reports the history to the page's client (the app's BackHandler, enabled only while the page
     *  can go back). */
    private fun checkWebBack(path: List<Int>, screen: String) {
        try {
            val session = replay(path)
            val view = session.shown.focused?.descendants()?.mapNotNull { it.properties["view"] as? android.webkit.WebView }?.firstOrNull() ?: return
            val first = view.url ?: return
            fun frame() {
                Hidden.call(view, android.webkit.WebView::class.java, "runPendingLoad", arrayOf())
                StandInComposition.settle()
            }
            frame()
            view.loadUrl("$first#next")
            frame()
            session.back()
            frame()
            if (session.finished || session.shown.screen != screen || view.url != first) fail("back in the page of $screen leaves it at ${view.url} (${session.shown.screen})", null)
            else say("back in the page of $screen goes back to $first")
        } catch (e: Throwable) {
            fail("back in the page of $screen", e)
        }
    }

    /** The screen [path] leads to survives a configuration change (same ViewModels) and process death (same screen). */
    private fun checkRecreation(path: List<Int>, screen: String) {
        try {
            val session = replay(path)
            val before = viewModels(session.activity)
            val (saved, nonConfig, composition) = session.end(changingConfigurations = true)
            val rotated = Session(session.activity.intent, saved, nonConfig, composition)
            val after = viewModels(rotated.activity)
            when {
                rotated.shown.screen != screen -> fail("recreating $screen shows ${rotated.shown.screen}", null)
                before != after -> fail("recreating $screen made new ViewModels", null)
                else -> say("recreated $screen keeps its ViewModel")
            }
            val (saved2, _, composition2) = rotated.end(changingConfigurations = false)
            val restored = Session(rotated.activity.intent, saved2, null, composition2)
            if (restored.shown.screen != screen) fail("after process death $screen comes back as ${restored.shown.screen}", null)
            else say("restored $screen after process death")
        } catch (e: Throwable) {
            fail("recreating $screen", e)
        }
    }

    private fun summary(reached: Set<String>, embedded: Set<String>): Int {
        say("screens: " + reached.joinToString(", "))
        say("embedded: " + embedded.joinToString(", "))
        say("$driven controls and ways driven, $failures failed")
        return failures
    }

    companion object {
        /** The path step that fills the text fields of the screen showing. */
        const val FILL = -1
        /** The path step `WAY - i` takes the i-th way out of the screen showing. */
        const val WAY = -2
        const val MAX_SESSIONS = 600
        const val STATES_PER_SCREEN = 4
    }
}

fun main(args: Array<String>) {
    val manifests = ArrayList<String>()
    val res = ArrayList<String>()
    val r = ArrayList<String>()
    var activity: String? = null
    var verbose = false
    var wide = false
    var i = 0
    while (i < args.size) {
        when (args[i]) {
            "--activity" -> activity = args[++i]
            "--manifest" -> manifests += args[++i]
            "--res" -> res += args[++i]
            "--r" -> r += args[++i]
            "--verbose" -> verbose = true
            "--wide" -> wide = true
            else -> {
                System.err.println("compose-smoke: unknown argument ${args[i]}")
                exitProcess(2)
            }
        }
        i += 1
    }
    val smoke = ComposeSmoke(activity ?: run { System.err.println("compose-smoke: need --activity"); exitProcess(2) }, verbose)
    smoke.setUp(manifests, res, r, wide)
    exitProcess(if (smoke.run() > 0) 1 else 0)
}
