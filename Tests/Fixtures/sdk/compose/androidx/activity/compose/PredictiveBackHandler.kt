// Mirrors activity/activity-compose/src/main/java/androidx/activity/compose/PredictiveBackHandler.kt (androidx.activity:activity-compose 1.11.0)
// Stand-in: registers a callback like BackHandler. The library collects the gesture's BackEventCompat
// progress into the Flow it hands to [onBack]; kotlinx.coroutines flows are not stood in (the converted
// Flow class cannot be built here), so the stand-in's callback never calls [onBack].
package androidx.activity.compose

import androidx.activity.BackEventCompat
import androidx.activity.OnBackPressedCallback
import androidx.compose.runtime.Composable
import androidx.compose.runtime.DisposableEffect
import kotlinx.coroutines.flow.Flow

/** Handles a predictive back gesture: [onBack] collects its progress and completes when the back is committed. */
@Composable
public fun PredictiveBackHandler(enabled: Boolean = true, onBack: suspend (progress: Flow<BackEventCompat>) -> Unit) {
    val owner =
        checkNotNull(LocalOnBackPressedDispatcherOwner.current) {
            "No OnBackPressedDispatcherOwner was provided via LocalOnBackPressedDispatcherOwner"
        }
    DisposableEffect(owner) {
        val callback = object : OnBackPressedCallback(enabled) {}
        owner.onBackPressedDispatcher.addCallback(owner, callback)
        onDispose { callback.remove() }
    }
}
