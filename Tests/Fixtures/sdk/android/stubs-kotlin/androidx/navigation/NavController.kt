// Mirrors androidx.navigation.NavController at API 35 (androidx navigation-runtime 2.8.4). No graph can be set (the
// stubs have no NavInflater/Navigators), so a controller behaves like a real one before setGraph(): no current
// destination or back stack entries, popBackStack()/navigateUp() return false, navigate() and getGraph() throw the
// library's IllegalStateException; setting a graph is unsupported.
package androidx.navigation

import android.content.Context
import android.os.Bundle
import androidx.annotation.CallSuper
import androidx.annotation.IdRes
import androidx.annotation.MainThread

public open class NavController(private val context: Context) {
    public open var graph: NavGraph
        @MainThread
        get() = throw IllegalStateException("You must call setGraph() before calling getGraph()")
        @MainThread
        @CallSuper
        set(graph) {
            throw UnsupportedOperationException("stub: NavController.setGraph($graph) needs the navigation runtime ($context)")
        }

    public open val currentDestination: NavDestination?
        get() = currentBackStackEntry?.destination

    public open val currentBackStackEntry: NavBackStackEntry?
        get() = null

    public open val previousBackStackEntry: NavBackStackEntry?
        get() = null

    public open fun getBackStackEntry(@IdRes destinationId: Int): NavBackStackEntry {
        throw IllegalArgumentException("No destination with ID $destinationId is on the NavController's back stack. "
                + "The current destination is $currentDestination")
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
        throw IllegalStateException("No current destination found. Ensure a navigation graph has been set for NavController $this.")
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
    public open fun popBackStack(): Boolean = false

    @MainThread
    public open fun popBackStack(@IdRes destinationId: Int, inclusive: Boolean): Boolean = false

    @MainThread
    public open fun navigateUp(): Boolean = popBackStack()
}
