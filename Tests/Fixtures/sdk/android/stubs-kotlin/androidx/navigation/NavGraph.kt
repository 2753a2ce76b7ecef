// Mirrors androidx.navigation.NavGraph at API 35 (androidx navigation-common 2.8.4): an open NavDestination that is
// Iterable over its nodes. Its only public constructor takes a Navigator, which these stubs do not have, so none is
// public here (graphs come from the navigation runtime, which Tandem does not run). Private rather than internal: the
// stubs are compiled in the app's module, where `internal` would be visible.
package androidx.navigation

import androidx.annotation.IdRes

public open class NavGraph private constructor() : NavDestination("navigation"), Iterable<NavDestination> {
    private val nodes = LinkedHashMap<Int, NavDestination>()

    @get:IdRes
    public var startDestinationId: Int = 0
        private set

    public fun setStartDestination(startDestId: Int) {
        startDestinationId = startDestId
    }

    public fun findNode(@IdRes resId: Int): NavDestination? = nodes[resId] ?: parent?.findNode(resId)

    public final override fun iterator(): MutableIterator<NavDestination> = nodes.values.iterator()
}
