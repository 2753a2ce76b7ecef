// Mirrors androidx.navigation.NavController at API 35 (androidx navigation-runtime 2.8.4). The controller's state
// and behaviour live in the Tandem navigation runtime (tandem.runtime.navigation.NavEngine): setGraph inflates the
// navigation resource, navigate() resolves an action of the current destination first, else a destination id, applies
// popUpTo/inclusive/singleTop and merges argument defaults, the back stack keeps NavBackStackEntries (graphs included,
// as in the library), and navigation is carried out through the FragmentManager of the NavHostFragment. Messages are
// the library's.
package androidx.navigation

import android.content.Context
import android.content.Intent
import android.os.Bundle
import androidx.annotation.CallSuper
import androidx.annotation.IdRes
import androidx.annotation.MainThread
import androidx.annotation.NavigationRes
import tandem.runtime.navigation.NavEngine

public open class NavController(context: Context) {
    private val engine = NavEngine(this, context)

    public fun interface OnDestinationChangedListener {
        public fun onDestinationChanged(controller: NavController, destination: NavDestination, arguments: Bundle?)
    }

    public open var graph: NavGraph
        @MainThread
        get() = engine.graph ?: throw IllegalStateException("You must call setGraph() before calling getGraph()")
        @MainThread
        @CallSuper
        set(graph) {
            setGraph(graph, null)
        }

    @MainThread
    @CallSuper
    public open fun setGraph(@NavigationRes graphResId: Int) {
        engine.setGraph(graphResId, null)
    }

    @MainThread
    @CallSuper
    public open fun setGraph(@NavigationRes graphResId: Int, startDestinationArgs: Bundle?) {
        engine.setGraph(graphResId, startDestinationArgs)
    }

    @MainThread
    @CallSuper
    public open fun setGraph(graph: NavGraph, startDestinationArgs: Bundle?) {
        engine.setGraph(graph, startDestinationArgs)
    }

    public open val currentDestination: NavDestination?
        get() = currentBackStackEntry?.destination

    public open val currentBackStackEntry: NavBackStackEntry?
        get() = engine.currentBackStackEntry()

    public open val previousBackStackEntry: NavBackStackEntry?
        get() = engine.previousBackStackEntry()

    public open fun getBackStackEntry(@IdRes destinationId: Int): NavBackStackEntry = engine.getBackStackEntry(destinationId)

    public open fun addOnDestinationChangedListener(listener: OnDestinationChangedListener) {
        engine.addOnDestinationChangedListener(listener)
    }

    public open fun removeOnDestinationChangedListener(listener: OnDestinationChangedListener) {
        engine.removeOnDestinationChangedListener(listener)
    }

    @MainThread
    public open fun navigate(@IdRes resId: Int) {
        navigate(resId, null)
    }

    @MainThread
    public open fun navigate(@IdRes resId: Int, args: Bundle?) {
        navigate(resId, args, null)
    }

    @MainThread
    public open fun navigate(@IdRes resId: Int, args: Bundle?, navOptions: NavOptions?) {
        engine.navigate(resId, args, navOptions)
    }

    @MainThread
    public open fun navigate(directions: NavDirections) {
        navigate(directions.actionId, directions.arguments, null)
    }

    @MainThread
    public open fun navigate(directions: NavDirections, navOptions: NavOptions?) {
        navigate(directions.actionId, directions.arguments, navOptions)
    }

    @MainThread
    public open fun popBackStack(): Boolean = engine.popBackStack()

    @MainThread
    public open fun popBackStack(@IdRes destinationId: Int, inclusive: Boolean): Boolean = popBackStack(destinationId, inclusive, false)

    @MainThread
    public open fun popBackStack(@IdRes destinationId: Int, inclusive: Boolean, saveState: Boolean): Boolean =
        engine.popBackStack(destinationId, inclusive, saveState)

    @MainThread
    public open fun navigateUp(): Boolean = engine.navigateUp()

    @CallSuper
    public open fun saveState(): Bundle? = engine.saveState()

    @CallSuper
    public open fun restoreState(navState: Bundle?) {
        engine.restoreState(navState)
    }

    /** Opens the destination whose `<deepLink>` the Intent's URI matches, with the synthetic back stack of each graph's
     *  start (as the library does: an Intent started as a new task restarts the task first). */
    @MainThread
    public open fun handleDeepLink(intent: Intent?): Boolean = engine.handleDeepLink(intent)

    public companion object {
        public const val KEY_DEEP_LINK_IDS: String = "android-support-nav:controller:deepLinkIds"
        public const val KEY_DEEP_LINK_ARGS: String = "android-support-nav:controller:deepLinkArgs"
        public const val KEY_DEEP_LINK_EXTRAS: String = "android-support-nav:controller:deepLinkExtras"
        public const val KEY_DEEP_LINK_HANDLED: String = "android-support-nav:controller:deepLinkHandled"
        public const val KEY_DEEP_LINK_INTENT: String = "android-support-nav:controller:deepLinkIntent"
    }
}
