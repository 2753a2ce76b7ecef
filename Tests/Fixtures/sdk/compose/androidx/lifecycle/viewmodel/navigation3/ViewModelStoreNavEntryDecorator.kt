// Mirrors lifecycle/lifecycle-viewmodel-navigation3/src/commonMain/kotlin/androidx/lifecycle/viewmodel/navigation3/ViewModelStoreNavEntryDecorator.kt (androidx.lifecycle:lifecycle-viewmodel-navigation3 2.10.0)
// Stand-in: the decorator gives each entry its own ViewModelStore (kept in a holder ViewModel of the parent
// store, keyed by content key) and provides it as LocalViewModelStoreOwner (recorded as an "entry" node of the
// stand-ins' composition); on pop, the entry's store is
// cleared when removeViewModelStoreOnPop() says so. The entry owner forwards the parent's default factory and
// creation extras (naming itself the store owner) and the entry's SavedStateHandle, which it keeps with the store and
// saves with the composition (the library gives each entry its own SavedStateRegistry for this).
package androidx.lifecycle.viewmodel.navigation3

import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.remember
import android.os.Bundle
import androidx.lifecycle.EntrySavedStateHandleKey
import androidx.lifecycle.HasDefaultViewModelProviderFactory
import androidx.lifecycle.SavedStateHandle
import androidx.lifecycle.SavedStateHandleSupport
import androidx.lifecycle.ViewModel
import androidx.lifecycle.ViewModelProvider
import androidx.lifecycle.ViewModelStore
import androidx.lifecycle.ViewModelStoreOwner
import androidx.lifecycle.viewmodel.CreationExtras
import androidx.lifecycle.viewmodel.MutableCreationExtras
import androidx.lifecycle.viewmodel.compose.LocalViewModelStoreOwner
import androidx.compose.ui.Modifier
import androidx.navigation3.runtime.NavEntryDecorator
import tandem.compose.StandInComposition

/** Scopes ViewModels to nav entries: each entry gets a ViewModelStore that lives while the entry is on the back stack. */
public class ViewModelStoreNavEntryDecorator<T : Any>(
    viewModelStore: ViewModelStore,
    removeViewModelStoreOnPop: () -> Boolean,
) : NavEntryDecorator<T>(
        onPop = { contentKey -> if (removeViewModelStoreOnPop()) entryStores(viewModelStore).clearStore(contentKey) },
        decorate = { entry ->
            val stores = entryStores(viewModelStore)
            val store = stores.storeFor(entry.contentKey)
            val parent = LocalViewModelStoreOwner.current
            // The entry's SavedStateHandle: kept with its store, saved with the composition, restored after process death.
            val restored = StandInComposition.rememberSaveable<Bundle?>(
                arrayOf(entry.contentKey),
                save = { stores.handles[entry.contentKey]?.savedStateProvider()?.saveState() },
                restore = { it as Bundle },
                init = { null },
            )
            val handle = { stores.handles.getOrPut(entry.contentKey) { SavedStateHandle.createHandle(restored, null) } }
            val owner = remember(store, parent) { EntryViewModelStoreOwner(store, parent, handle) }
            StandInComposition.node("entry", Modifier, "viewModelStore" to store) {
                CompositionLocalProvider(LocalViewModelStoreOwner provides owner) { entry.Content() }
            }
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

    val handles = HashMap<Any, SavedStateHandle>()

    fun storeFor(contentKey: Any): ViewModelStore = stores.getOrPut(contentKey) { ViewModelStore() }

    fun clearStore(contentKey: Any) {
        stores.remove(contentKey)?.clear()
        handles.remove(contentKey)
    }

    override fun onCleared() {
        stores.values.forEach { it.clear() }
        stores.clear()
    }
}

private class EntryViewModelStoreOwner(
    private val store: ViewModelStore,
    private val parent: ViewModelStoreOwner?,
    private val handle: () -> SavedStateHandle,
) :
    ViewModelStoreOwner, HasDefaultViewModelProviderFactory {
    override fun getViewModelStore(): ViewModelStore = store

    override fun getDefaultViewModelProviderFactory(): ViewModelProvider.Factory =
        (parent as? HasDefaultViewModelProviderFactory)?.defaultViewModelProviderFactory ?: ViewModelProvider.NewInstanceFactory.getInstance()

    /** The parent's extras, with this entry as the store owner (and the saved-state owner the parent names). */
    override fun getDefaultViewModelCreationExtras(): CreationExtras {
        val inherited = (parent as? HasDefaultViewModelProviderFactory)?.defaultViewModelCreationExtras ?: CreationExtras.Empty.INSTANCE
        return MutableCreationExtras(inherited).apply {
            set(SavedStateHandleSupport.VIEW_MODEL_STORE_OWNER_KEY, this@EntryViewModelStoreOwner)
            set(EntrySavedStateHandleKey, handle)
        }
    }
}
