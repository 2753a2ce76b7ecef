// Not part of the Android SDK: the Tandem navigation runtime, what navigation-runtime's NavController,
// NavInflater, NavGraphNavigator and navigation-fragment's FragmentNavigator/DialogFragmentNavigator do on a device,
// behind the NavController stub (apps never reference it). It inflates <navigation> resources (destinations,
// <argument> with argType/nullable/defaultValue checked as NavArgument does, <action> with popUpTo, inclusive,
// singleTop, nested <navigation> and <include>), keeps the back stack (graph entries included), resolves
// navigate(id) as an action of the current destination first, else a destination, pops and launches single top as the
// library does, and shows destinations through the NavHostFragment's child FragmentManager: a fragment replaces the
// container (on the back stack under its entry's id unless it is the first), a dialog is a DialogFragment shown with
// that id as tag and popped when it is dismissed. It saves and restores the back stack (ids, destinations, arguments),
// drives the OnBackPressedCallback (enabled with more than one destination on a primary navigation host) and tells the
// smoke harness (tandem.runtime.NavigationProbe) about the graph.
package tandem.runtime.navigation

import android.app.Activity
import android.content.Context
import android.content.Intent
import android.content.res.Resources
import android.os.Bundle
import android.os.Parcelable
import android.util.Log
import androidx.activity.OnBackPressedCallback
import androidx.activity.OnBackPressedDispatcher
import androidx.fragment.app.DialogFragment
import androidx.fragment.app.Fragment
import androidx.fragment.app.FragmentManager
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.LifecycleEventObserver
import androidx.lifecycle.LifecycleOwner
import androidx.lifecycle.LifecycleRegistry
import androidx.navigation.FloatingWindow
import androidx.navigation.NavBackStackEntry
import androidx.navigation.NavController
import androidx.navigation.NavDestination
import androidx.navigation.NavGraph
import androidx.navigation.NavOptions
import androidx.navigation.fragment.DialogFragmentNavigator
import androidx.navigation.fragment.FragmentNavigator
import tandem.runtime.NavigationProbe
import tandem.runtime.Runtime
import tandem.runtime.XmlAttributes
import tandem.runtime.XmlNode
import java.io.Serializable
import java.util.IdentityHashMap
import java.util.UUID
import java.util.WeakHashMap
import java.util.concurrent.CopyOnWriteArrayList

public class NavEngine(private val controller: NavController, private val context: Context) : NavigationProbe {
    private class Action(val destinationId: Int, val navOptions: NavOptions?, val defaultArguments: Bundle?)

    private class ArgType(val name: String, val valueClass: Class<*>?, val isNullableAllowed: Boolean, val checked: Boolean) {
        override fun toString(): String = name
    }

    private class Argument(val type: ArgType, val isNullable: Boolean, val defaultValue: Any?, val isDefaultValuePresent: Boolean)

    public var graph: NavGraph? = null
        private set
    private var graphResId = 0
    private val backQueue = ArrayList<NavBackStackEntry>()
    private val entryIds = IdentityHashMap<NavBackStackEntry, String>()
    private val actions = IdentityHashMap<NavDestination, LinkedHashMap<Int, Action>>()
    private val arguments = IdentityHashMap<NavDestination, LinkedHashMap<String, Argument>>()
    /** Each destination's `<deepLink app:uri>` patterns, in graph order. */
    private val deepLinks = IdentityHashMap<NavDestination, ArrayList<DeepLinkPattern>>()
    /** The destination the handled deep link opened (0: none), for the smoke harness. */
    private var deepLinkDestinationId = 0
    private val listeners = CopyOnWriteArrayList<NavController.OnDestinationChangedListener>()
    private var backStackToRestore: Array<Bundle>? = null
    private val restoredDialogTags = HashSet<String>()
    private var fragmentManager: FragmentManager? = null
    private var containerId = 0
    private var host: Fragment? = null
    private var fragmentNavigator: FragmentNavigator? = null
    private var dialogNavigator: DialogFragmentNavigator? = null
    private var lifecycleOwner: LifecycleOwner? = null
    private var onBackPressedDispatcher: OnBackPressedDispatcher? = null
    private var enableOnBackPressedCallback = true
    private val onBackPressedCallback = object : OnBackPressedCallback(false) {
        override fun handleOnBackPressed() {
            controller.popBackStack()
        }
    }
    private val lifecycleObserver = LifecycleEventObserver { _, _ -> updateBackStackLifecycle() }
    private val dialogObserver = object : LifecycleEventObserver {
        override fun onStateChanged(source: LifecycleOwner, event: Lifecycle.Event) {
            if (event == Lifecycle.Event.ON_STOP) {
                val dialogFragment = source as DialogFragment
                if (!dialogFragment.requireDialog().isShowing) {
                    val entry = backQueue.lastOrNull { entryIds[it] == dialogFragment.tag }
                    if (entry != null) {
                        if (backQueue.lastOrNull() !== entry) {
                            Log.i(DIALOG_TAG, "Dialog $dialogFragment was dismissed while it was not the top of the back stack, popping all dialogs above this dismissed dialog.")
                        }
                        popBackStackInternal(entry.destination.id, true, false)
                        updateOnBackPressedCallbackEnabled()
                        dispatchOnDestinationChanged()
                    }
                }
            } else if (event == Lifecycle.Event.ON_DESTROY) {
                source.lifecycle.removeObserver(this)
            }
        }
    }

    init {
        synchronized(engines) { engines[controller] = this }
    }

    // region host wiring (NavHostController, NavHostFragment)

    public fun attachHost(fragment: Fragment, childFragmentManager: FragmentManager, containerId: Int) {
        host = fragment
        fragmentManager = childFragmentManager
        this.containerId = containerId
        dialogNavigator = DialogFragmentNavigator(context, childFragmentManager)
        fragmentNavigator = FragmentNavigator(context, childFragmentManager, containerId)
        // DialogFragmentNavigator.onAttach: dialogs the FragmentManager restores get the dismissal observer again.
        childFragmentManager.addFragmentOnAttachListener { _, childFragment ->
            if (restoredDialogTags.remove(childFragment.tag)) childFragment.lifecycle.addObserver(dialogObserver)
        }
        Runtime.get().navigationHost(this)
    }

    public fun setLifecycleOwner(owner: LifecycleOwner) {
        if (owner === lifecycleOwner) return
        lifecycleOwner?.lifecycle?.removeObserver(lifecycleObserver)
        lifecycleOwner = owner
        owner.lifecycle.addObserver(lifecycleObserver)
    }

    public fun setOnBackPressedDispatcher(dispatcher: OnBackPressedDispatcher) {
        if (dispatcher === onBackPressedDispatcher) return
        val owner = checkNotNull(lifecycleOwner) { "You must call setLifecycleOwner() before calling setOnBackPressedDispatcher()" }
        onBackPressedCallback.remove()
        onBackPressedDispatcher = dispatcher
        dispatcher.addCallback(owner, onBackPressedCallback)
        owner.lifecycle.removeObserver(lifecycleObserver)
        owner.lifecycle.addObserver(lifecycleObserver)
    }

    public fun enableOnBackPressed(enabled: Boolean) {
        enableOnBackPressedCallback = enabled
        updateOnBackPressedCallbackEnabled()
    }

    private fun updateOnBackPressedCallbackEnabled() {
        onBackPressedCallback.isEnabled = enableOnBackPressedCallback && destinationCount() > 1
    }

    // endregion
    // region graph

    public fun setGraph(graphResId: Int, startDestinationArgs: Bundle?) {
        val inflated = inflate(graphResId)
        this.graphResId = graphResId
        setGraph(inflated, startDestinationArgs)
    }

    public fun setGraph(newGraph: NavGraph, startDestinationArgs: Bundle?) {
        if (graph !== newGraph) {
            val old = graph
            if (old != null) popBackStackInternal(old.id, true, false)
            graph = newGraph
            onGraphCreated(startDestinationArgs)
        }
    }

    private fun onGraphCreated(startDestinationArgs: Bundle?) {
        val restore = backStackToRestore
        if (restore != null) {
            for (state in restore) {
                val destinationId = state.getInt(STATE_DESTINATION_ID)
                val node = findDestination(destinationId)
                    ?: throw IllegalStateException("Restoring the Navigation back stack failed: destination "
                        + NavDestination.getDisplayName(context, destinationId) + " cannot be found from the current destination "
                        + controller.currentDestination)
                val args = state.getBundle(STATE_ARGS)
                args?.classLoader = context.classLoader
                val entry = newEntry(node, args, state.getString(STATE_ID) ?: UUID.randomUUID().toString())
                if (node is DialogFragmentNavigator.Destination) restoredDialogTags.add(entryIds[entry]!!)
                backQueue.add(entry)
            }
            updateOnBackPressedCallbackEnabled()
            backStackToRestore = null
        }
        val g = graph
        if (g != null && backQueue.isEmpty()) {
            // As NavController.onGraphCreated: the host activity's Intent may be a deep link.
            val intent = activity()?.intent
            if (intent == null || !handleDeepLink(intent)) navigate(g, startDestinationArgs, null)
        } else {
            dispatchOnDestinationChanged()
        }
    }

    private fun activity(): Activity? {
        var c: Context? = context
        while (c is android.content.ContextWrapper && c !is Activity) c = c.baseContext
        return c as? Activity
    }

    private fun findDestination(destinationId: Int): NavDestination? {
        val g = graph ?: return null
        if (g.id == destinationId) return g
        val currentNode = if (backQueue.isEmpty()) g else backQueue.last().destination
        val currentGraph = if (currentNode is NavGraph) currentNode else currentNode.parent!!
        return currentGraph.findNode(destinationId)
    }

    // endregion
    // region back stack queries

    public fun currentBackStackEntry(): NavBackStackEntry? = backQueue.lastOrNull()

    public fun previousBackStackEntry(): NavBackStackEntry? {
        val iterator = backQueue.reversed().iterator()
        if (iterator.hasNext()) iterator.next()
        return iterator.asSequence().firstOrNull { it.destination !is NavGraph }
    }

    public fun getBackStackEntry(destinationId: Int): NavBackStackEntry =
        backQueue.lastOrNull { it.destination.id == destinationId }
            ?: throw IllegalArgumentException("No destination with ID $destinationId is on the NavController's back stack. "
                + "The current destination is ${controller.currentDestination}")

    public fun addOnDestinationChangedListener(listener: NavController.OnDestinationChangedListener) {
        listeners.add(listener)
        val last = backQueue.lastOrNull()
        if (last != null) listener.onDestinationChanged(controller, last.destination, last.arguments)
    }

    public fun removeOnDestinationChangedListener(listener: NavController.OnDestinationChangedListener) {
        listeners.remove(listener)
    }

    // endregion
    // region navigate

    public fun navigate(resId: Int, args: Bundle?, navOptions: NavOptions?) {
        var finalNavOptions = navOptions
        val currentNode = (if (backQueue.isEmpty()) graph else backQueue.last().destination)
            ?: throw IllegalStateException("No current destination found. Ensure a navigation graph has been set for NavController $controller.")
        var destId = resId
        val navAction = getAction(currentNode, resId)
        var combinedArgs: Bundle? = null
        if (navAction != null) {
            if (finalNavOptions == null) finalNavOptions = navAction.navOptions
            destId = navAction.destinationId
            val navActionArgs = navAction.defaultArguments
            if (navActionArgs != null) {
                combinedArgs = Bundle()
                combinedArgs.putAll(navActionArgs)
            }
        }
        if (args != null) {
            if (combinedArgs == null) combinedArgs = Bundle()
            combinedArgs.putAll(args)
        }
        if (destId == 0 && finalNavOptions != null && finalNavOptions.popUpToId != -1) {
            controller.popBackStack(finalNavOptions.popUpToId, finalNavOptions.isPopUpToInclusive())
            return
        }
        require(destId != 0) { "Destination id == 0 can only be used in conjunction with a valid navOptions.popUpTo" }
        val node = findDestination(destId)
        if (node == null) {
            val dest = NavDestination.getDisplayName(context, destId)
            require(navAction == null) {
                "Navigation destination $dest referenced from action ${NavDestination.getDisplayName(context, resId)} cannot be found from the current destination $currentNode"
            }
            throw IllegalArgumentException("Navigation action/destination $dest cannot be found from the current destination $currentNode")
        }
        navigate(node, combinedArgs, finalNavOptions)
    }

    private fun navigate(node: NavDestination, args: Bundle?, navOptions: NavOptions?) {
        var popped = false
        var navigated = false
        if (navOptions != null && navOptions.popUpToId != -1) {
            popped = popBackStackInternal(navOptions.popUpToId, navOptions.isPopUpToInclusive(), navOptions.shouldPopUpToSaveState())
        }
        val finalArgs = addInDefaultArgs(node, args)
        val launchSingleTop = navOptions?.shouldLaunchSingleTop() == true && launchSingleTopInternal(node, finalArgs)
        if (!launchSingleTop) {
            var target = node
            var targetArgs = finalArgs
            while (target is NavGraph) {
                val startId = target.startDestinationId
                check(startId != 0) { "no start destination defined via app:startDestination for ${target.displayName}" }
                val start = target.firstOrNull { it.id == startId }
                    ?: throw IllegalArgumentException("navigation destination ${NavDestination.getDisplayName(context, startId)} is not a direct child of this NavGraph")
                targetArgs = addInDefaultArgs(start, targetArgs)
                target = start
            }
            val entry = newEntry(target, targetArgs, UUID.randomUUID().toString())
            if (navigatorNavigate(entry)) {
                navigated = true
                addEntryToBackStack(node, finalArgs, entry)
            }
        }
        updateOnBackPressedCallbackEnabled()
        if (popped || navigated || launchSingleTop) dispatchOnDestinationChanged() else updateBackStackLifecycle()
    }

    private fun launchSingleTopInternal(node: NavDestination, args: Bundle?): Boolean {
        val current = backQueue.lastOrNull()
        val nodeIndex = backQueue.indexOfLast { it.destination === node }
        if (nodeIndex == -1) return false
        if (node is NavGraph) return false
        if (current?.destination?.id != node.id) return false
        val relaunched = ArrayList<NavBackStackEntry>()
        while (backQueue.lastIndex >= nodeIndex) {
            val oldEntry = backQueue.removeAt(backQueue.lastIndex)
            val newEntry = newEntry(oldEntry.destination, addInDefaultArgs(oldEntry.destination, args), entryIds[oldEntry]!!)
            destroyLifecycle(oldEntry)
            relaunched.add(0, newEntry)
        }
        backQueue.addAll(relaunched)
        for (entry in relaunched) navigatorLaunchSingleTop(entry)
        return true
    }

    private fun addEntryToBackStack(node: NavDestination, finalArgs: Bundle?, entry: NavBackStackEntry) {
        val newDest = entry.destination
        if (newDest !is FloatingWindow) {
            while (backQueue.isNotEmpty() && backQueue.last().destination is FloatingWindow &&
                popBackStackInternal(backQueue.last().destination.id, true, false)) {
                // keep popping the dialogs the new destination replaces
            }
        }
        val ancestors = ArrayList<NavGraph>()
        var parent = newDest.parent
        while (parent != null) {
            ancestors.add(0, parent)
            parent = parent.parent
        }
        while (backQueue.isNotEmpty() && backQueue.last().destination is NavGraph && ancestors.none { it === backQueue.last().destination }) {
            removeEntry(backQueue.last())
        }
        for (g in ancestors) {
            var inNavigatedGraph = false
            var d: NavDestination? = g
            while (d != null) {
                if (d === node) inNavigatedGraph = true
                d = d.parent
            }
            if (inNavigatedGraph || backQueue.none { it.destination === g }) backQueue.add(newEntry(g, addInDefaultArgs(g, finalArgs), UUID.randomUUID().toString()))
        }
        backQueue.add(entry)
    }

    // endregion
    // region pop

    public fun popBackStack(): Boolean {
        val current = controller.currentDestination ?: return false
        return controller.popBackStack(current.id, true)
    }

    public fun popBackStack(destinationId: Int, inclusive: Boolean, saveState: Boolean): Boolean {
        val popped = popBackStackInternal(destinationId, inclusive, saveState)
        return popped && dispatchOnDestinationChanged()
    }

    @Suppress("UNUSED_PARAMETER")
    private fun popBackStackInternal(destinationId: Int, inclusive: Boolean, saveState: Boolean): Boolean {
        if (backQueue.isEmpty()) return false
        val toPop = ArrayList<NavBackStackEntry>()
        var found: NavDestination? = null
        for (entry in backQueue.reversed()) {
            if (inclusive || entry.destination.id != destinationId) toPop.add(entry)
            if (entry.destination.id == destinationId) {
                found = entry.destination
                break
            }
        }
        if (found == null) {
            Log.i(TAG, "Ignoring popBackStack to destination ${NavDestination.getDisplayName(context, destinationId)} as it was not found on the current back stack")
            return false
        }
        var popped = false
        for (entry in toPop) {
            if (!navigatorPop(entry)) break
            removeEntry(entry)
            popped = true
        }
        updateOnBackPressedCallbackEnabled()
        return popped
    }

    private fun removeEntry(entry: NavBackStackEntry) {
        val i = backQueue.indexOfFirst { it === entry }
        if (i >= 0) backQueue.removeAt(i)
        destroyLifecycle(entry)
    }

    private fun destroyLifecycle(entry: NavBackStackEntry) {
        val registry = entry.getLifecycle() as LifecycleRegistry
        if (registry.currentState.isAtLeast(Lifecycle.State.CREATED)) registry.currentState = Lifecycle.State.DESTROYED
    }

    public fun navigateUp(): Boolean {
        if (destinationCount() == 1) {
            val current = controller.currentDestination ?: return false
            var destId = current.id
            var parent = current.parent
            while (parent != null) {
                if (parent.startDestinationId != destId) {
                    // NavDeepLinkBuilder: the activity again, in a new task, opened at the parent graph.
                    val activity = context as? Activity ?: return false
                    val intent = Intent(activity, activity.javaClass)
                        .addFlags(Intent.FLAG_ACTIVITY_NEW_TASK or Intent.FLAG_ACTIVITY_CLEAR_TASK)
                        .putExtra(KEY_DEEP_LINK_IDS, intArrayOf(parent.id))
                    activity.startActivity(intent)
                    activity.finish()
                    return true
                }
                destId = parent.id
                parent = parent.parent
            }
            return false
        }
        return controller.popBackStack()
    }

    private fun dispatchOnDestinationChanged(): Boolean {
        while (backQueue.isNotEmpty() && backQueue.last().destination is NavGraph &&
            popBackStackInternal(backQueue.last().destination.id, true, false)) {
            // graphs left on top have no destination to show
        }
        val last = backQueue.lastOrNull()
        updateBackStackLifecycle()
        if (last != null) for (listener in listeners) listener.onDestinationChanged(controller, last.destination, last.arguments)
        return last != null
    }

    private fun updateBackStackLifecycle() {
        val hostState = lifecycleOwner?.lifecycle?.currentState ?: Lifecycle.State.INITIALIZED
        val states = IdentityHashMap<NavBackStackEntry, Lifecycle.State>()
        var max = Lifecycle.State.RESUMED
        var underFloating = false
        for (entry in backQueue.reversed()) {
            val destination = entry.destination
            if (destination is NavGraph) {
                states[entry] = Lifecycle.State.RESUMED
                continue
            }
            states[entry] = max
            if (max == Lifecycle.State.RESUMED && destination is FloatingWindow) {
                underFloating = true
                max = Lifecycle.State.STARTED
            } else if (max == Lifecycle.State.STARTED && underFloating && destination !is FloatingWindow) {
                max = Lifecycle.State.CREATED
            } else if (max == Lifecycle.State.RESUMED) {
                max = Lifecycle.State.CREATED
            }
        }
        for (entry in backQueue) {
            val target = states[entry] ?: Lifecycle.State.CREATED
            val state = if (hostState < target) hostState else target
            val registry = entry.getLifecycle() as LifecycleRegistry
            if (state == Lifecycle.State.DESTROYED && !registry.currentState.isAtLeast(Lifecycle.State.CREATED)) continue
            if (state == Lifecycle.State.INITIALIZED) continue
            registry.currentState = state
        }
    }

    // endregion
    // region navigators (FragmentNavigator, DialogFragmentNavigator, NavGraphNavigator)

    private fun noNavigator(name: String): Nothing =
        throw IllegalStateException("Could not find Navigator with name \"$name\". You must call NavController.addNavigator() for each navigation type.")

    private fun requireFragmentManager(name: String): FragmentManager = fragmentManager ?: noNavigator(name)

    private fun navigatorNavigate(entry: NavBackStackEntry): Boolean {
        val destination = entry.destination
        if (destination is FragmentNavigator.Destination) {
            val fm = requireFragmentManager("fragment")
            if (fm.isStateSaved) {
                Log.i(FRAGMENT_TAG, "Ignoring navigate() call: FragmentManager has already saved its state")
                return false
            }
            val initialNavigation = backQueue.none { it.destination is FragmentNavigator.Destination }
            val ft = createFragmentTransaction(fm, entry)
            if (!initialNavigation) ft.addToBackStack(entryIds[entry])
            ft.commit()
            return true
        }
        if (destination is DialogFragmentNavigator.Destination) {
            val fm = requireFragmentManager("dialog")
            if (fm.isStateSaved) {
                Log.i(DIALOG_TAG, "Ignoring navigate() call: FragmentManager has already saved its state")
                return false
            }
            createDialogFragment(fm, entry).show(fm, entryIds[entry])
            return true
        }
        noNavigator(destination.navigatorName)
    }

    private fun createFragmentTransaction(fm: FragmentManager, entry: NavBackStackEntry): androidx.fragment.app.FragmentTransaction {
        val destination = entry.destination as FragmentNavigator.Destination
        var className = destination.className
        if (className[0] == '.') className = context.packageName + className
        val frag = fm.fragmentFactory.instantiate(context.classLoader, className)
        frag.arguments = entry.arguments
        val ft = fm.beginTransaction()
        ft.replace(containerId, frag, entryIds[entry])
        ft.setPrimaryNavigationFragment(frag)
        ft.setReorderingAllowed(true)
        return ft
    }

    private fun createDialogFragment(fm: FragmentManager, entry: NavBackStackEntry): DialogFragment {
        val destination = entry.destination as DialogFragmentNavigator.Destination
        var className = destination.className
        if (className[0] == '.') className = context.packageName + className
        val frag = fm.fragmentFactory.instantiate(context.classLoader, className)
        require(DialogFragment::class.java.isAssignableFrom(frag.javaClass)) { "Dialog destination ${destination.className} is not an instance of DialogFragment" }
        val dialogFragment = frag as DialogFragment
        dialogFragment.arguments = entry.arguments
        dialogFragment.lifecycle.addObserver(dialogObserver)
        return dialogFragment
    }

    private fun navigatorLaunchSingleTop(entry: NavBackStackEntry) {
        when (entry.destination) {
            is FragmentNavigator.Destination -> {
                val fm = requireFragmentManager("fragment")
                if (fm.isStateSaved) {
                    Log.i(FRAGMENT_TAG, "Ignoring onLaunchSingleTop() call: FragmentManager has already saved its state")
                    return
                }
                val ft = createFragmentTransaction(fm, entry)
                if (backQueue.count { it.destination is FragmentNavigator.Destination } > 1) {
                    fm.popBackStack(entryIds[entry], FragmentManager.POP_BACK_STACK_INCLUSIVE)
                    ft.addToBackStack(entryIds[entry])
                }
                ft.commit()
            }
            is DialogFragmentNavigator.Destination -> {
                val fm = requireFragmentManager("dialog")
                if (fm.isStateSaved) {
                    Log.i(DIALOG_TAG, "Ignoring onLaunchSingleTop() call: FragmentManager has already saved its state")
                    return
                }
                val existing = fm.findFragmentByTag(entryIds[entry]) as? DialogFragment
                if (existing != null) {
                    existing.lifecycle.removeObserver(dialogObserver)
                    existing.dismiss()
                }
                createDialogFragment(fm, entry).show(fm, entryIds[entry])
            }
            else -> {
            }
        }
    }

    private fun navigatorPop(entry: NavBackStackEntry): Boolean {
        when (entry.destination) {
            is FragmentNavigator.Destination -> {
                val fm = requireFragmentManager("fragment")
                if (fm.isStateSaved) {
                    Log.i(FRAGMENT_TAG, "Ignoring popBackStack() call: FragmentManager has already saved its state")
                    return false
                }
                fm.popBackStack(entryIds[entry], FragmentManager.POP_BACK_STACK_INCLUSIVE)
            }
            is DialogFragmentNavigator.Destination -> {
                val fm = requireFragmentManager("dialog")
                if (fm.isStateSaved) {
                    Log.i(DIALOG_TAG, "Ignoring popBackStack() call: FragmentManager has already saved its state")
                    return false
                }
                val existing = fm.findFragmentByTag(entryIds[entry])
                if (existing != null) (existing as DialogFragment).dismiss()
            }
            else -> {
            }
        }
        return true
    }

    // endregion
    // region entries and arguments

    private fun newEntry(destination: NavDestination, args: Bundle?, id: String): NavBackStackEntry {
        val entry = ENTRY_CONSTRUCTOR.newInstance(destination, args, id)
        entryIds[entry] = id
        return entry
    }

    private fun getAction(destination: NavDestination, id: Int): Action? =
        actions[destination]?.get(id) ?: destination.parent?.let { getAction(it, id) }

    // NavDestination.addInDefaultArgs: the declared defaults, then the given values, each checked against its type.
    private fun addInDefaultArgs(destination: NavDestination, args: Bundle?): Bundle? {
        val declared = arguments[destination]
        if (args == null && (declared == null || declared.isEmpty())) return null
        val defaultArgs = Bundle()
        if (declared != null) for ((name, argument) in declared) if (argument.isDefaultValuePresent) putValue(defaultArgs, name, argument.defaultValue)
        if (args != null) {
            defaultArgs.putAll(args)
            if (declared != null) {
                for ((name, argument) in declared) {
                    require(verify(argument, name, defaultArgs)) { "Wrong argument type for '$name' in argument bundle. ${argument.type.name} expected." }
                }
            }
        }
        return defaultArgs
    }

    @Suppress("DEPRECATION")
    private fun verify(argument: Argument, name: String, bundle: Bundle): Boolean {
        if (!argument.isNullable && bundle.containsKey(name) && bundle.get(name) == null) return false
        val value = bundle.get(name) ?: return true
        val valueClass = argument.type.valueClass
        return !argument.type.checked || valueClass == null || valueClass.isInstance(value)
    }

    private fun putValue(bundle: Bundle, key: String, value: Any?) {
        when (value) {
            null -> bundle.putString(key, null)
            is Int -> bundle.putInt(key, value)
            is Long -> bundle.putLong(key, value)
            is Float -> bundle.putFloat(key, value)
            is Boolean -> bundle.putBoolean(key, value)
            is String -> bundle.putString(key, value)
            is IntArray -> bundle.putIntArray(key, value)
            is LongArray -> bundle.putLongArray(key, value)
            is FloatArray -> bundle.putFloatArray(key, value)
            is BooleanArray -> bundle.putBooleanArray(key, value)
            is Parcelable -> bundle.putParcelable(key, value)
            is Serializable -> bundle.putSerializable(key, value)
            else -> throw IllegalArgumentException("$value cannot be put in a Bundle")
        }
    }

    // endregion
    // region inflation (NavInflater)

    private fun inflate(graphResId: Int): NavGraph {
        val rt = Runtime.get()
        val file = rt.res.file("navigation", graphResId, "navigation")
            ?: throw Resources.NotFoundException("Resource ID #0x" + Integer.toHexString(graphResId))
        val resName = rt.res.describe(graphResId)
        val root = XmlNode.parse(file)
        val line = intArrayOf(root.line)
        try {
            val destination = inflateNode(root, resName, line)
            if (destination !is NavGraph) throw IllegalArgumentException("Root element <${root.tag}> did not inflate into a NavGraph")
            return destination
        } catch (e: Exception) {
            throw RuntimeException("Exception inflating $resName line ${line[0]}", e)
        }
    }

    private fun attrs(node: XmlNode, resName: String) = XmlAttributes(node, "Binary XML file line #${node.line} in $resName")

    private fun inflateNode(node: XmlNode, resName: String, line: IntArray): NavDestination {
        line[0] = node.line
        val destination: NavDestination = when (node.tag) {
            "navigation" -> GRAPH_CONSTRUCTOR.newInstance()
            "fragment" -> (fragmentNavigator ?: noNavigator("fragment")).createDestination()
            "dialog" -> (dialogNavigator ?: noNavigator("dialog")).createDestination()
            "activity" -> throw UnsupportedOperationException("stub: <activity> destinations (ActivityNavigator) are not supported by the Tandem runtime")
            else -> noNavigator(node.tag)
        }
        destination.onInflate(context, attrs(node, resName))
        for (child in node.children) {
            line[0] = child.line
            when (child.tag) {
                "argument" -> {
                    val attrs = attrs(child, resName)
                    val name = XmlAttributes.android(attrs, "name") ?: throw IllegalArgumentException("Arguments must have a name")
                    arguments.getOrPut(destination) { LinkedHashMap() }[name] = inflateArgument(attrs)
                }
                "deepLink" -> {
                    // A link with only an action or MIME type is not matched by the Tandem runtime.
                    val uri = XmlAttributes.app(attrs(child, resName), "uri")
                    if (uri != null) deepLinks.getOrPut(destination) { ArrayList() }.add(DeepLinkPattern(uri))
                }
                "action" -> inflateAction(destination, child, resName, line)
                "include" -> {
                    if (destination is NavGraph) {
                        val id = XmlAttributes.resource(attrs(child, resName), XmlNode.APP_NS, "graph")
                        require(id != 0) { "Every <include> must have a valid graph attribute" }
                        destination.addDestination(inflate(id))
                    }
                }
                else -> if (destination is NavGraph) destination.addDestination(inflateNode(child, resName, line))
            }
        }
        return destination
    }

    private fun inflateAction(destination: NavDestination, node: XmlNode, resName: String, line: IntArray) {
        val attrs = attrs(node, resName)
        val id = attrs.getAttributeResourceValue(XmlNode.ANDROID_NS, "id", 0)
        val destId = attrs.getAttributeResourceValue(XmlNode.APP_NS, "destination", 0)
        val builder = NavOptions.Builder()
        builder.setLaunchSingleTop(attrs.getAttributeBooleanValue(XmlNode.APP_NS, "launchSingleTop", false))
        builder.setRestoreState(attrs.getAttributeBooleanValue(XmlNode.APP_NS, "restoreState", false))
        builder.setPopUpTo(attrs.getAttributeResourceValue(XmlNode.APP_NS, "popUpTo", -1),
            attrs.getAttributeBooleanValue(XmlNode.APP_NS, "popUpToInclusive", false),
            attrs.getAttributeBooleanValue(XmlNode.APP_NS, "popUpToSaveState", false))
        val args = Bundle()
        for (child in node.children) {
            line[0] = child.line
            if (child.tag != "argument") continue
            val argAttrs = attrs(child, resName)
            val name = XmlAttributes.android(argAttrs, "name") ?: throw IllegalArgumentException("Arguments must have a name")
            val argument = inflateArgument(argAttrs)
            if (argument.isDefaultValuePresent) putValue(args, name, argument.defaultValue)
        }
        require(id != 0) { "Cannot have an action with actionId 0" }
        actions.getOrPut(destination) { LinkedHashMap() }[id] = Action(destId, builder.build(), if (args.isEmpty) null else args)
    }

    private fun inflateArgument(attrs: XmlAttributes): Argument {
        val rt = Runtime.get()
        val isNullable = attrs.getAttributeBooleanValue(XmlNode.APP_NS, "nullable", false)
        val argType = XmlAttributes.app(attrs, "argType")
        var type: ArgType? = if (argType != null) argTypeFrom(argType) else null
        val raw = XmlAttributes.android(attrs, "defaultValue")
        var defaultValue: Any? = null
        var present = false
        if (raw != null) {
            present = true
            when {
                raw == "@null" -> defaultValue = null
                type?.name == "reference" -> defaultValue = when {
                    raw.startsWith("@") -> rt.res.idForReference(raw)
                    raw == "0" -> 0
                    else -> throw IllegalArgumentException("unsupported value '$raw' for reference. Must be a reference to a resource.")
                }
                raw.startsWith("@") && !(type?.name == "string" && raw.startsWith("@string/")) -> {
                    if (type != null) {
                        throw IllegalArgumentException("unsupported value '$raw' for ${type.name}. You must use a \"reference\" type to reference other resources.")
                    }
                    type = REFERENCE
                    defaultValue = rt.res.idForReference(raw)
                }
                type?.name == "string" -> defaultValue = rt.res.resolveText(raw).toString()
                else -> {
                    val t = type ?: inferFromValue(raw)
                    type = t
                    defaultValue = parseValue(t, raw)
                }
            }
        }
        val finalType = type ?: STRING
        require(!(!finalType.isNullableAllowed && isNullable)) { "${finalType.name} does not allow nullable values" }
        require(!(!isNullable && present && defaultValue == null)) { "Argument with type ${finalType.name} has null value but is not nullable." }
        return Argument(finalType, isNullable, defaultValue, present)
    }

    private fun argTypeFrom(argType: String): ArgType {
        BUILT_IN.firstOrNull { it.name == argType }?.let { return it }
        var className = if (argType.startsWith(".")) context.packageName + argType else argType
        val isArray = argType.endsWith("[]")
        if (isArray) className = className.substring(0, className.length - 2)
        val clazz = try {
            Class.forName(className, true, context.classLoader)
        } catch (e: ClassNotFoundException) {
            throw RuntimeException(e)
        }
        return when {
            Parcelable::class.java.isAssignableFrom(clazz) -> ArgType(if (isArray) "$className[]" else className, null, true, false)
            clazz.isEnum && !isArray -> ArgType(className, clazz, false, false)
            Serializable::class.java.isAssignableFrom(clazz) -> ArgType(if (isArray) "$className[]" else className, null, true, false)
            else -> throw IllegalArgumentException("$className is not Serializable or Parcelable.")
        }
    }

    private fun inferFromValue(value: String): ArgType {
        try {
            parseValue(INTEGER, value)
            return INTEGER
        } catch (e: IllegalArgumentException) {
        }
        try {
            parseValue(LONG, value)
            return LONG
        } catch (e: IllegalArgumentException) {
        }
        try {
            parseValue(FLOAT, value)
            return FLOAT
        } catch (e: IllegalArgumentException) {
        }
        try {
            parseValue(BOOLEAN, value)
            return BOOLEAN
        } catch (e: IllegalArgumentException) {
        }
        return STRING
    }

    private fun parseValue(type: ArgType, value: String): Any? {
        fun parseInt(v: String): Int = if (v.startsWith("0x")) v.substring(2).toInt(16) else v.toInt()
        fun parseLong(v: String): Long {
            require(v.endsWith("L")) { "$v is not a long (it must end with L)" }
            val digits = v.substring(0, v.length - 1)
            return if (digits.startsWith("0x")) digits.substring(2).toLong(16) else digits.toLong()
        }
        fun parseBoolean(v: String): Boolean = when (v) {
            "true" -> true
            "false" -> false
            else -> throw IllegalArgumentException("A boolean NavType only accepts \"true\" or \"false\" values.")
        }
        return when (type.name) {
            "integer", "reference" -> parseInt(value)
            "integer[]" -> intArrayOf(parseInt(value))
            "long" -> parseLong(value)
            "long[]" -> longArrayOf(parseLong(value))
            "float" -> value.toFloat()
            "float[]" -> floatArrayOf(value.toFloat())
            "boolean" -> parseBoolean(value)
            "boolean[]" -> booleanArrayOf(parseBoolean(value))
            "string" -> value
            "string[]" -> arrayOf(value)
            else -> {
                val enumClass = type.valueClass
                if (enumClass != null && enumClass.isEnum) {
                    enumClass.enumConstants.firstOrNull { (it as Enum<*>).name.equals(value, ignoreCase = true) }
                        ?: throw IllegalArgumentException("Enum value $value not found for type ${type.name}.")
                } else {
                    throw UnsupportedOperationException("Parcelables don't support default values.")
                }
            }
        }
    }

    // endregion
    // region saved state

    public fun saveState(): Bundle? {
        if (backQueue.isEmpty()) return null
        val b = Bundle()
        val states = Array<Parcelable>(backQueue.size) { i ->
            val entry = backQueue[i]
            val state = Bundle()
            state.putString(STATE_ID, entryIds[entry])
            state.putInt(STATE_DESTINATION_ID, entry.destination.id)
            state.putBundle(STATE_ARGS, entry.arguments)
            state.putBundle(STATE_SAVED_STATE, Bundle())
            state
        }
        b.putParcelableArray(KEY_BACK_STACK, states)
        return b
    }

    public fun restoreState(navState: Bundle?) {
        if (navState == null) return
        navState.classLoader = context.classLoader
        backStackToRestore = navState.getParcelableArray(KEY_BACK_STACK, Bundle::class.java)
    }

    // endregion
    // region deep links

    /** A `<deepLink app:uri>` pattern as NavDeepLink reads it: a case-insensitive regex for the URI before its query
     *  (`http[s]?://` in front when it has no scheme, each `{name}` one path segment), then the query parameters, each
     *  a literal to equal or a `{name}` to take when present. */
    private class DeepLinkPattern(uriPattern: String) {
        private val names = ArrayList<String>()
        private val regex: Regex
        private val query: List<Pair<String, String>>

        init {
            val base = uriPattern.substringBefore('?')
            query = if (!uriPattern.contains('?')) emptyList() else uriPattern.substringAfter('?').split('&').filter { it.isNotEmpty() }
                .map { it.substringBefore('=') to it.substringAfter('=', "") }
            val pattern = StringBuilder("^")
            if (!Regex("^[a-zA-Z][a-zA-Z0-9+.-]*://").containsMatchIn(base)) pattern.append("http[s]?://")
            var last = 0
            for (placeholder in Regex("\\{(.+?)\\}").findAll(base)) {
                pattern.append(Regex.escape(base.substring(last, placeholder.range.first))).append("([^/]+?)")
                names.add(placeholder.groupValues[1])
                last = placeholder.range.last + 1
            }
            pattern.append(Regex.escape(base.substring(last).trimEnd('/'))).append("/?$")
            regex = Regex(pattern.toString(), RegexOption.IGNORE_CASE)
        }

        /** The placeholders' values (decoded), or null when `uri` is not this link. */
        fun match(uri: String): Map<String, String>? {
            val found = regex.find(uri.substringBefore('#').substringBefore('?')) ?: return null
            val values = HashMap<String, String>()
            for ((index, name) in names.withIndex()) values[name] = decode(found.groupValues[index + 1])
            val parameters = HashMap<String, String>()
            if (uri.contains('?')) {
                for (item in uri.substringAfter('?').substringBefore('#').split('&').filter { it.isNotEmpty() }) {
                    parameters[decode(item.substringBefore('='))] = decode(item.substringAfter('=', ""))
                }
            }
            for ((key, expected) in query) {
                val value = parameters[key]
                if (expected.length > 2 && expected.startsWith("{") && expected.endsWith("}")) {
                    if (value != null) values[expected.substring(1, expected.length - 1)] = value
                } else if (value != expected) {
                    return null
                }
            }
            return values
        }

        private fun decode(text: String): String = java.net.URLDecoder.decode(text.replace("+", "%2B"), "UTF-8")
    }

    /** NavController.handleDeepLink: the first destination (in graph order) whose link the Intent's URI matches, its
     *  arguments parsed by their types (a value that does not parse, or a required argument missing, is no match).
     *  Started as a new task without CLEAR_TASK, the task restarts with the link (TaskStackBuilder); as a new task, the
     *  back stack is each graph's start down to the destination; otherwise the destination alone replaces the stack. */
    public fun handleDeepLink(intent: Intent?): Boolean {
        if (intent == null) return false
        val g = graph ?: return false
        val uri = intent.dataString ?: return false
        var match: Pair<NavDestination, Bundle>? = null
        fun search(node: NavDestination) {
            if (match != null) return
            for (pattern in deepLinks[node] ?: emptyList<DeepLinkPattern>()) {
                val args = pattern.match(uri)?.let { matchingArguments(node, it) }
                if (args != null) { match = node to args; return }
            }
            if (node is NavGraph) for (child in node) search(child)
        }
        search(g)
        val (destination, args) = match ?: return false
        args.putParcelable(NavController.KEY_DEEP_LINK_INTENT, intent)
        val flags = intent.flags
        if (flags and Intent.FLAG_ACTIVITY_NEW_TASK != 0 && flags and Intent.FLAG_ACTIVITY_CLEAR_TASK == 0) {
            intent.addFlags(Intent.FLAG_ACTIVITY_CLEAR_TASK)
            androidx.core.app.TaskStackBuilder.create(context).addNextIntentWithParentStack(intent).startActivities()
            activity()?.finish()
            return true
        }
        deepLinkDestinationId = destination.id
        // NavDestination.buildDeepLinkIds: the graphs from the root down (each one unless its start is the next), then
        // the destination unless it is its graph's start.
        val chain = ArrayList<NavDestination>()
        var current: NavDestination? = destination
        while (current != null) {
            val parent = current.parent
            if (parent == null || parent.startDestinationId != current.id) chain.add(0, current)
            current = parent
        }
        if (flags and Intent.FLAG_ACTIVITY_NEW_TASK != 0) {
            if (backQueue.isNotEmpty()) popBackStackInternal(g.id, true, false)
            // As the library does: every destination of the stack it builds gets the link's arguments.
            for (node in chain) navigate(node, Bundle(args), null)
        } else {
            navigate(destination, args, NavOptions.Builder().setPopUpTo(g.id, true).build())
        }
        return true
    }

    private fun matchingArguments(destination: NavDestination, values: Map<String, String>): Bundle? {
        val declared = arguments[destination] ?: LinkedHashMap<String, Argument>()
        val bundle = Bundle()
        for ((name, raw) in values) {
            val argument = declared[name]
            if (argument == null) { bundle.putString(name, raw); continue }
            val enumClass = argument.type.valueClass?.takeIf { it.isEnum }
            val value = try {
                when {
                    argument.type.name == "string" -> raw
                    // At runtime a long's L is optional (NavType.LongType), so URL values parse.
                    argument.type.name == "long" -> parseValue(argument.type, if (raw.endsWith("L")) raw else raw + "L")
                    enumClass != null -> enumClass.enumConstants.firstOrNull { (it as Enum<*>).name.equals(raw, ignoreCase = true) }
                        ?: throw IllegalArgumentException("Enum value $raw not found for type ${argument.type.name}.")
                    argument.type.checked -> parseValue(argument.type, raw)
                    else -> throw UnsupportedOperationException("${argument.type.name} cannot be read from a deep link")
                }
            } catch (e: IllegalArgumentException) {
                return null
            }
            putValue(bundle, name, value)
        }
        for ((name, argument) in declared) {
            if (!bundle.containsKey(name) && !argument.isDefaultValuePresent && !argument.isNullable) return null
        }
        return bundle
    }

    // endregion
    // region NavigationProbe (for the smoke harness)

    override fun hostFragment(): Any? = host

    override fun graphName(): String? = if (graphResId == 0) null else Runtime.get().res.describe(graphResId)

    override fun destinations(): List<Array<Any?>> {
        val out = ArrayList<Array<Any?>>()
        fun walk(g: NavGraph, nested: IntArray) {
            for (d in g) {
                when (d) {
                    is NavGraph -> walk(d, nested + d.id)
                    is FragmentNavigator.Destination -> out.add(arrayOf(d.id, d.displayName, d.navigatorName, d.className, d.label?.toString(), nested))
                    is DialogFragmentNavigator.Destination -> out.add(arrayOf(d.id, d.displayName, d.navigatorName, d.className, d.label?.toString(), nested))
                    else -> out.add(arrayOf(d.id, d.displayName, d.navigatorName, null, d.label?.toString(), nested))
                }
            }
        }
        graph?.let { walk(it, IntArray(0)) }
        return out
    }

    override fun startDestinationId(): Int {
        var node: NavDestination = graph ?: return 0
        while (node is NavGraph) {
            val g: NavGraph = node
            node = g.firstOrNull { it.id == g.startDestinationId } ?: return 0
        }
        return node.id
    }

    override fun currentDestinationId(): Int = controller.currentDestination?.id ?: 0

    override fun deepLinkDestinationId(): Int = deepLinkDestinationId

    override fun destinationCount(): Int = backQueue.count { it.destination !is NavGraph }

    override fun navigate(destinationId: Int, args: Bundle?) {
        controller.navigate(destinationId, args)
    }

    // endregion

    public companion object {
        private const val TAG = "NavController"
        private const val FRAGMENT_TAG = "FragmentNavigator"
        private const val DIALOG_TAG = "DialogFragmentNavigator"
        private const val KEY_BACK_STACK = "android-support-nav:controller:backStack"
        private const val KEY_DEEP_LINK_IDS = "android-support-nav:controller:deepLinkIds"
        private const val STATE_ID = "nav-entry-state:id"
        private const val STATE_DESTINATION_ID = "nav-entry-state:destination-id"
        private const val STATE_ARGS = "nav-entry-state:args"
        private const val STATE_SAVED_STATE = "nav-entry-state:saved-state"

        private val INTEGER = ArgType("integer", Int::class.javaObjectType, false, true)
        private val LONG = ArgType("long", Long::class.javaObjectType, false, true)
        private val FLOAT = ArgType("float", Float::class.javaObjectType, false, true)
        private val BOOLEAN = ArgType("boolean", Boolean::class.javaObjectType, false, true)
        private val STRING = ArgType("string", String::class.java, true, true)
        private val REFERENCE = ArgType("reference", Int::class.javaObjectType, false, true)
        private val BUILT_IN = listOf(
            INTEGER, ArgType("integer[]", IntArray::class.java, true, true),
            LONG, ArgType("long[]", LongArray::class.java, true, true),
            FLOAT, ArgType("float[]", FloatArray::class.java, true, true),
            BOOLEAN, ArgType("boolean[]", BooleanArray::class.java, true, true),
            STRING, ArgType("string[]", Array<String>::class.java, true, true),
            REFERENCE
        )

        private val engines = WeakHashMap<NavController, NavEngine>()

        private val ENTRY_CONSTRUCTOR = NavBackStackEntry::class.java
            .getDeclaredConstructor(NavDestination::class.java, Bundle::class.java, String::class.java)
            .apply { isAccessible = true }

        private val GRAPH_CONSTRUCTOR = NavGraph::class.java.getDeclaredConstructor().apply { isAccessible = true }

        @JvmStatic
        public fun of(controller: NavController): NavEngine =
            synchronized(engines) { engines[controller] } ?: throw IllegalStateException("no navigation runtime for $controller")
    }
}
