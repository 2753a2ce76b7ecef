// Mirrors navigation3/navigation3-runtime/src/commonMain/kotlin/androidx/navigation3/runtime/NavEntryDecorator.kt (androidx.navigation3:navigation3-runtime 1.0.0)
// Stand-in: NavEntryDecorator (open class, as in 1.0.0) with its onPop and decorate functions.
package androidx.navigation3.runtime

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable

/** Wraps each entry's content (e.g. to give it saved state or a ViewModelStore); [onPop] runs when an entry leaves for good. */
@Immutable
public open class NavEntryDecorator<T : Any>(
    internal val onPop: (contentKey: Any) -> Unit = {},
    internal val decorate: @Composable (entry: NavEntry<T>) -> Unit,
)

/** Not API: [entry] with every decorator of [decorators] applied, outermost first. */
internal fun <T : Any> decorateEntry(entry: NavEntry<T>, decorators: List<NavEntryDecorator<T>>): NavEntry<T> =
    decorators.foldRight(entry) { decorator, inner -> NavEntry(navEntry = inner, content = { _: T -> decorator.decorate(inner) }) }
