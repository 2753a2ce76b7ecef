// Mirrors androidx.navigation.ui.AppBarConfiguration at API 35 (androidx navigation-ui 2.8.4): a final class built by
// its Builder (from a set of destination ids, or from a graph's start destination), with the Openable layout (a
// DrawerLayout) the navigation button opens on a top-level destination. The fallback up listener, the deprecated
// DrawerLayout accessors, isTopLevelDestination and the Menu/vararg Builder constructors are left out.
package androidx.navigation.ui

import androidx.customview.widget.Openable
import androidx.navigation.NavDestination
import androidx.navigation.NavGraph

public class AppBarConfiguration private constructor(
    public val topLevelDestinations: Set<Int>,
    public val openableLayout: Openable?
) {
    public class Builder {
        private val topLevelDestinations = mutableSetOf<Int>()
        private var openableLayout: Openable? = null

        public constructor(navGraph: NavGraph) {
            topLevelDestinations.add(startDestinationOf(navGraph).id)
        }

        public constructor(topLevelDestinationIds: Set<Int>) {
            topLevelDestinations.addAll(topLevelDestinationIds)
        }

        public fun setOpenableLayout(openableLayout: Openable?): Builder {
            this.openableLayout = openableLayout
            return this
        }

        public fun build(): AppBarConfiguration = AppBarConfiguration(topLevelDestinations, openableLayout)

        // NavGraph.findStartDestination(): the start destination, following nested graphs' start destinations.
        private fun startDestinationOf(graph: NavGraph): NavDestination {
            var node: NavDestination = graph.findNode(graph.startDestinationId)
                ?: throw NoSuchElementException("Sequence is empty.")
            while (node is NavGraph) node = node.findNode(node.startDestinationId) ?: break
            return node
        }
    }
}
