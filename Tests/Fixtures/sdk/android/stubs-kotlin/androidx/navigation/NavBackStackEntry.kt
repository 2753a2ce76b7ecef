// Mirrors androidx.navigation.NavBackStackEntry at API 35 (androidx navigation-common 2.8.4): final, created only by
// the library (private constructor here; the Tandem navigation runtime makes them), with its destination, a copy of
// its arguments on each read, and a Lifecycle (RESUMED on top, STARTED under a dialog, CREATED below, DESTROYED when
// popped). LifecycleOwner is a Java interface in these stubs, hence `fun getLifecycle()`.
package androidx.navigation

import android.os.Bundle
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.LifecycleOwner
import androidx.lifecycle.LifecycleRegistry

public class NavBackStackEntry private constructor(
    public val destination: NavDestination,
    private val immutableArgs: Bundle?,
    private val id: String
) : LifecycleOwner {
    private val lifecycleRegistry = LifecycleRegistry(this)

    public val arguments: Bundle?
        get() = if (immutableArgs == null) null else Bundle(immutableArgs)

    override fun getLifecycle(): Lifecycle = lifecycleRegistry

    override fun equals(other: Any?): Boolean {
        if (other == null || other !is NavBackStackEntry) return false
        return id == other.id && destination == other.destination && lifecycleRegistry.currentState == other.lifecycleRegistry.currentState
    }

    override fun hashCode(): Int {
        var result = id.hashCode()
        result = 31 * result + destination.hashCode()
        result = 31 * result + lifecycleRegistry.currentState.hashCode()
        return result
    }

    override fun toString(): String = "${javaClass.simpleName}($id) destination=$destination"
}
