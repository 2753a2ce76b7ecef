// Mirrors androidx.navigation.NavGraph at API 35 (androidx navigation-common 2.8.4): an open NavDestination that is
// Iterable over its nodes, with the start destination (app:startDestination when inflated), findNode (direct children,
// then the parents'), addDestination with the library's checks, and its toString. Its only public constructor takes
// a NavGraphNavigator, which these stubs do not have, so none is public here: graphs come from
// NavController.setGraph(@NavigationRes), which the Tandem navigation runtime inflates.
package androidx.navigation

import android.content.Context
import android.util.AttributeSet
import androidx.annotation.IdRes

public open class NavGraph private constructor() : NavDestination("navigation"), Iterable<NavDestination> {
    private val nodes = LinkedHashMap<Int, NavDestination>()
    private var startDestIdName: String? = null

    @get:IdRes
    public var startDestinationId: Int = 0
        private set

    public fun setStartDestination(startDestId: Int) {
        require(startDestId != id) { "Start destination $startDestId cannot use the same id as the graph $this" }
        startDestinationId = startDestId
        startDestIdName = null
    }

    override fun onInflate(context: Context, attrs: AttributeSet) {
        super.onInflate(context, attrs)
        setStartDestination(attrs.getAttributeResourceValue("http://schemas.android.com/apk/res-auto", "startDestination", 0))
        startDestIdName = getDisplayName(context, startDestinationId)
    }

    public fun addDestination(node: NavDestination) {
        require(node.id != 0 || node.route != null) {
            "Destinations must have an id or route. Call setId(), setRoute(), or include an android:id or app:route in your navigation XML."
        }
        require(node.id != id) { "Destination $node cannot have the same id as graph $this" }
        val existingDestination = nodes[node.id]
        if (existingDestination === node) return
        check(node.parent == null) { "Destination already has a parent set. Call NavGraph.remove() to remove the previous parent." }
        if (existingDestination != null) PARENT.set(existingDestination, null)
        PARENT.set(node, this)
        nodes[node.id] = node
    }

    public fun findNode(@IdRes resId: Int): NavDestination? = findNode(resId, true)

    private fun findNode(@IdRes resId: Int, searchParents: Boolean): NavDestination? {
        val destination = nodes[resId]
        return destination ?: if (searchParents && parent != null) parent!!.findNode(resId) else null
    }

    public final override fun iterator(): MutableIterator<NavDestination> = nodes.values.iterator()

    override fun toString(): String {
        val sb = StringBuilder()
        sb.append(super.toString())
        val startDestination = findNode(startDestinationId)
        sb.append(" startDestination=")
        if (startDestination == null) {
            sb.append(startDestIdName ?: "0x${Integer.toHexString(startDestinationId)}")
        } else {
            sb.append("{")
            sb.append(startDestination.toString())
            sb.append("}")
        }
        return sb.toString()
    }

    private companion object {
        // NavDestination.parent has a library-internal setter.
        private val PARENT = NavDestination::class.java.getDeclaredField("parent").apply { isAccessible = true }
    }
}
