// Mirrors navigation3/navigation3-runtime/src/commonMain/kotlin/androidx/navigation3/runtime/DecoratedNavEntries.kt (androidx.navigation3:navigation3-runtime 1.0.0)
// Stand-in: both rememberDecoratedNavEntries overloads. The entries are decorated on each call; the library
// also tracks pops to call each decorator's onPop, which the stand-in does not (nothing is ever popped
// during its single pass).
package androidx.navigation3.runtime

import androidx.compose.runtime.Composable

/** The entries of [backStack] (via [entryProvider]) wrapped by [entryDecorators]. */
@Composable
public fun <T : Any> rememberDecoratedNavEntries(
    backStack: List<T>,
    entryDecorators: List<NavEntryDecorator<T>> = listOf(),
    entryProvider: (key: T) -> NavEntry<T>,
): List<NavEntry<T>> = rememberDecoratedNavEntries(backStack.map(entryProvider), entryDecorators)

/** [entries] wrapped by [entryDecorators]. */
@Composable
public fun <T : Any> rememberDecoratedNavEntries(
    entries: List<NavEntry<T>>,
    entryDecorators: List<NavEntryDecorator<T>> = listOf(),
): List<NavEntry<T>> = entries.map { decorateEntry(it, entryDecorators) }
