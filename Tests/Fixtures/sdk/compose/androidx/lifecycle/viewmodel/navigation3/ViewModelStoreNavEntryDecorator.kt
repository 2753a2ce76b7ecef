// Mirrors lifecycle/lifecycle-viewmodel-navigation3/src/commonMain/kotlin/androidx/lifecycle/viewmodel/navigation3/ViewModelStoreNavEntryDecorator.kt (androidx.lifecycle:lifecycle-viewmodel-navigation3 2.10.0)
// Stand-in: the decorator gives each entry its own ViewModelStore (kept in a holder ViewModel of the parent
// store, keyed by content key) and provides it as LocalViewModelStoreOwner; on pop, the entry's store is
// cleared when removeViewModelStoreOnPop() says so. The library's entry owner also forwards the parent's
// default factory, creation extras and SavedStateRegistry; the stand-in's does not.
package androidx.lifecycle.viewmodel.navigation3

import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.remember
import androidx.lifecycle.ViewModel
import androidx.lifecycle.ViewModelStore
import androidx.lifecycle.ViewModelStoreOwner
import androidx.lifecycle.viewmodel.compose.LocalViewModelStoreOwner
import androidx.navigation3.runtime.NavEntryDecorator

/** Scopes ViewModels to nav entries: each entry gets a ViewModelStore that lives while the entry is on the back stack. */
public class ViewModelStoreNavEntryDecorator<T : Any>(
    viewModelStore: ViewModelStore,
    removeViewModelStoreOnPop: () -> Boolean,
) : NavEntryDecorator<T>(
        onPop = { contentKey -> if (removeViewModelStoreOnPop()) entryStores(viewModelStore).clearStore(contentKey) },
        decorate = { entry ->
            val store = entryStores(viewModelStore).storeFor(entry.contentKey)
            val owner = remember(store) { EntryViewModelStoreOwner(store) }
            CompositionLocalProvider(LocalViewModelStoreOwner provides owner) { entry.Content() }
        },
    )

/** Default values of the decorator. */
public object ViewModelStoreNavEntryDecoratorDefaults {
    /** Whether a popped entry's store should be cleared (the library says no while the activity is changing configuration). */
    @Composable
    public fun removeViewModelStoreOnPop(): () -> Boolean = remember { { true } }
}

/** Creates and remembers a [ViewModelStoreNavEntryDecorator] over [viewModelStoreOwner]'s store. */
@Composable
public fun <T : Any> rememberViewModelStoreNavEntryDecorator(
    viewModelStoreOwner: ViewModelStoreOwner =
        checkNotNull(LocalViewModelStoreOwner.current) {
            "No ViewModelStoreOwner was provided via LocalViewModelStoreOwner"
        },
    removeViewModelStoreOnPop: () -> Boolean = ViewModelStoreNavEntryDecoratorDefaults.removeViewModelStoreOnPop(),
): ViewModelStoreNavEntryDecorator<T> =
    remember(viewModelStoreOwner, removeViewModelStoreOnPop) {
        ViewModelStoreNavEntryDecorator(viewModelStoreOwner.viewModelStore, removeViewModelStoreOnPop)
    }

private const val EntryStoresKey = "androidx.lifecycle.viewmodel.navigation3.EntryViewModelStores"

private fun entryStores(parent: ViewModelStore): EntryViewModelStores =
    parent.get(EntryStoresKey) as? EntryViewModelStores ?: EntryViewModelStores().also { parent.put(EntryStoresKey, it) }

private class EntryViewModelStores : ViewModel() {
    private val stores = HashMap<Any, ViewModelStore>()

    fun storeFor(contentKey: Any): ViewModelStore = stores.getOrPut(contentKey) { ViewModelStore() }

    fun clearStore(contentKey: Any) {
        stores.remove(contentKey)?.clear()
    }

    override fun onCleared() {
        stores.values.forEach { it.clear() }
        stores.clear()
    }
}

private class EntryViewModelStoreOwner(private val store: ViewModelStore) : ViewModelStoreOwner {
    override fun getViewModelStore(): ViewModelStore = store
}
