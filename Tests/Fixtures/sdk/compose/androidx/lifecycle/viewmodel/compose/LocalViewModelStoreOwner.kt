// Mirrors lifecycle/lifecycle-viewmodel-compose/src/commonMain/kotlin/androidx/lifecycle/viewmodel/compose/LocalViewModelStoreOwner.kt (androidx.lifecycle:lifecycle-viewmodel-compose 2.9.4)
// Stand-in: the provided owner or null (the Android library falls back to the view tree's owner).
package androidx.lifecycle.viewmodel.compose

import androidx.compose.runtime.Composable
import androidx.compose.runtime.ProvidedValue
import androidx.compose.runtime.compositionLocalOf
import androidx.lifecycle.ViewModelStoreOwner

/** The [ViewModelStoreOwner] that viewModel() gets its ViewModels from. */
public object LocalViewModelStoreOwner {
    private val LocalViewModelStoreOwner = compositionLocalOf<ViewModelStoreOwner?> { null }

    /** The provided owner, or null. */
    public val current: ViewModelStoreOwner?
        @Composable get() = LocalViewModelStoreOwner.current

    /** Provides [viewModelStoreOwner] to the content. */
    public infix fun provides(viewModelStoreOwner: ViewModelStoreOwner): ProvidedValue<ViewModelStoreOwner?> =
        LocalViewModelStoreOwner.provides(viewModelStoreOwner)
}
