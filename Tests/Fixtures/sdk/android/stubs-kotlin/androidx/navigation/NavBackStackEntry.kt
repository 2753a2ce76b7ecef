// Mirrors androidx.navigation.NavBackStackEntry at API 35 (androidx navigation-common 2.8.4): final, created only by
// the library (private constructor). LifecycleOwner is a Java interface in these stubs, hence `fun getLifecycle()`.
package androidx.navigation

import android.os.Bundle
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.LifecycleOwner
import androidx.lifecycle.LifecycleRegistry

public class NavBackStackEntry private constructor(
    public val destination: NavDestination,
    private val immutableArgs: Bundle?
) : LifecycleOwner {
    private val lifecycleRegistry = LifecycleRegistry(this)

    public val arguments: Bundle?
        get() = if (immutableArgs == null) null else Bundle(immutableArgs)

    override fun getLifecycle(): Lifecycle = lifecycleRegistry
}
