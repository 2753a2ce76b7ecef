// Mirrors androidx.navigation.ui.AppBarConfiguration at API 35 (androidx navigation-ui 2.8.4): a final class built by
// its Builder (from a set of destination ids, or from a graph's start destination). Openable layouts, the fallback
// up listener and the Menu/vararg Builder constructors are left out.
package androidx.navigation.ui

import androidx.navigation.NavDestination
import androidx.navigation.NavGraph

public class AppBarConfiguration private constructor(public val topLevelDestinations: Set<Int>) {
    public class Builder {
        private val topLevelDestinations = mutableSetOf<Int>()

        public constructor(navGraph: NavGraph) {
            topLevelDestinations.add(startDestinationOf(navGraph).id)
        }

        public constructor(topLevelDestinationIds: Set<Int>) {
            topLevelDestinations.addAll(topLevelDestinationIds)
        }

        public fun build(): AppBarConfiguration = AppBarConfiguration(topLevelDestinations)

        // NavGraph.findStartDestination(): the start destination, following nested graphs' start destinations.
        private fun startDestinationOf(graph: NavGraph): NavDestination {
            var node: NavDestination = graph.findNode(graph.startDestinationId)
                ?: throw NoSuchElementException("Sequence is empty.")
            while (node is NavGraph) node = node.findNode(node.startDestinationId) ?: break
            return node
        }
    }
}
