// Mirrors activity/activity-compose/src/main/java/androidx/activity/compose/BackHandler.kt (androidx.activity:activity-compose 1.11.0)
// Stand-in: LocalOnBackPressedDispatcherOwner and BackHandler, which registers an OnBackPressedCallback
// with the owner's dispatcher while it is composed, enabled after each composition as `enabled` says and calling
// the latest `onBack`.
package androidx.activity.compose

import androidx.activity.OnBackPressedCallback
import androidx.activity.OnBackPressedDispatcherOwner
import androidx.compose.runtime.Composable
import androidx.compose.runtime.DisposableEffect
import androidx.compose.runtime.ProvidedValue
import androidx.compose.runtime.SideEffect
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.runtime.compositionLocalOf

/** Provides the [OnBackPressedDispatcherOwner] that back handlers register with. */
public object LocalOnBackPressedDispatcherOwner {
    private val LocalOnBackPressedDispatcherOwner = compositionLocalOf<OnBackPressedDispatcherOwner?> { null }

    /** The provided owner, or null. */
    public val current: OnBackPressedDispatcherOwner?
        @Composable get() = LocalOnBackPressedDispatcherOwner.current

    /** Provides [dispatcherOwner] to the content. */
    public infix fun provides(dispatcherOwner: OnBackPressedDispatcherOwner): ProvidedValue<OnBackPressedDispatcherOwner?> =
        LocalOnBackPressedDispatcherOwner.provides(dispatcherOwner)
}

/** Handles system back with [onBack] while [enabled] (the innermost enabled handler wins). */
@Composable
public fun BackHandler(enabled: Boolean = true, onBack: () -> Unit) {
    val currentOnBack = rememberUpdatedState(onBack)
    val callback = remember {
        object : OnBackPressedCallback(enabled) {
            override fun handleOnBackPressed() {
                currentOnBack.value()
            }
        }
    }
    SideEffect { callback.isEnabled = enabled }
    val owner =
        checkNotNull(LocalOnBackPressedDispatcherOwner.current) {
            "No OnBackPressedDispatcherOwner was provided via LocalOnBackPressedDispatcherOwner"
        }
    DisposableEffect(owner) {
        owner.onBackPressedDispatcher.addCallback(owner, callback)
        onDispose { callback.remove() }
    }
}
