// Mirrors lifecycle/lifecycle-viewmodel-compose/src/commonMain/kotlin/androidx/lifecycle/viewmodel/compose/ViewModel.kt (androidx.lifecycle:lifecycle-viewmodel-compose 2.9.4)
// Stand-in: the three common viewModel overloads (reified with factory/extras, reified with an initializer,
// KClass). The ViewModels come from a ViewModelProvider over the owner's store, as in the library. The
// defaults write `CreationExtras.Empty.INSTANCE` where the library writes `CreationExtras.Empty`, because
// the converted CreationExtras class in .tools/android-api exposes the Kotlin object as a Java class.
package androidx.lifecycle.viewmodel.compose

import androidx.compose.runtime.Composable
import androidx.lifecycle.HasDefaultViewModelProviderFactory
import androidx.lifecycle.ViewModel
import androidx.lifecycle.ViewModelProvider
import androidx.lifecycle.ViewModelStoreOwner
import androidx.lifecycle.viewmodel.CreationExtras
import kotlin.reflect.KClass

/** Returns the [VM] of [viewModelStoreOwner] (created by [factory] or the owner's default factory on first use). */
@Composable
public inline fun <reified VM : ViewModel> viewModel(
    viewModelStoreOwner: ViewModelStoreOwner =
        checkNotNull(LocalViewModelStoreOwner.current) {
            "No ViewModelStoreOwner was provided via LocalViewModelStoreOwner"
        },
    key: String? = null,
    factory: ViewModelProvider.Factory? = null,
    extras: CreationExtras =
        if (viewModelStoreOwner is HasDefaultViewModelProviderFactory) {
            viewModelStoreOwner.defaultViewModelCreationExtras
        } else {
            CreationExtras.Empty.INSTANCE
        },
): VM = viewModel(VM::class, viewModelStoreOwner, key, factory, extras)

/** Returns the [VM] of [viewModelStoreOwner], created by [initializer] on first use. */
@Composable
public inline fun <reified VM : ViewModel> viewModel(
    viewModelStoreOwner: ViewModelStoreOwner =
        checkNotNull(LocalViewModelStoreOwner.current) {
            "No ViewModelStoreOwner was provided via LocalViewModelStoreOwner"
        },
    key: String? = null,
    noinline initializer: CreationExtras.() -> VM,
): VM {
    val extras =
        if (viewModelStoreOwner is HasDefaultViewModelProviderFactory) {
            viewModelStoreOwner.defaultViewModelCreationExtras
        } else {
            CreationExtras.Empty.INSTANCE
        }
    return viewModel(VM::class, viewModelStoreOwner, key, initializerFactory(VM::class, initializer), extras)
}

/** Returns the [modelClass] ViewModel of [viewModelStoreOwner]. */
@Composable
public fun <VM : ViewModel> viewModel(
    modelClass: KClass<VM>,
    viewModelStoreOwner: ViewModelStoreOwner =
        checkNotNull(LocalViewModelStoreOwner.current) {
            "No ViewModelStoreOwner was provided via LocalViewModelStoreOwner"
        },
    key: String? = null,
    factory: ViewModelProvider.Factory? = null,
    extras: CreationExtras =
        if (viewModelStoreOwner is HasDefaultViewModelProviderFactory) {
            viewModelStoreOwner.defaultViewModelCreationExtras
        } else {
            CreationExtras.Empty.INSTANCE
        },
): VM {
    val resolvedFactory =
        factory
            ?: (viewModelStoreOwner as? HasDefaultViewModelProviderFactory)?.defaultViewModelProviderFactory
            ?: NoArgumentFactory
    val provider = ViewModelProvider(viewModelStoreOwner.viewModelStore, resolvedFactory, extras)
    val storeKey = key ?: ("androidx.lifecycle.ViewModelProvider.DefaultKey:" + modelClass.java.canonicalName)
    return provider.get(storeKey, modelClass.java)
}

/** Not API: a factory that creates [modelClass] with [initializer] (the library uses viewModelFactory { initializer { } }). */
@PublishedApi
internal fun <VM : ViewModel> initializerFactory(viewModelClass: KClass<VM>, initializer: CreationExtras.() -> VM): ViewModelProvider.Factory =
    object : ViewModelProvider.Factory {
        override fun <T> create(modelClass: Class<T>): T = create(modelClass, CreationExtras.Empty.INSTANCE)

        override fun <T> create(modelClass: Class<T>, extras: CreationExtras): T {
            require(modelClass == viewModelClass.java) { "No initializer set for given class ${modelClass.name}" }
            @Suppress("UNCHECKED_CAST")
            return initializer(extras) as T
        }
    }

private object NoArgumentFactory : ViewModelProvider.Factory {
    override fun <T> create(modelClass: Class<T>): T = modelClass.getDeclaredConstructor().newInstance()

    override fun <T> create(modelClass: Class<T>, extras: CreationExtras): T = create(modelClass)
}
