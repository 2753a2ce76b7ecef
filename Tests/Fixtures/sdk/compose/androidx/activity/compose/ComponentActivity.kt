// Mirrors activity/activity-compose/src/main/java/androidx/activity/compose/ComponentActivity.kt (androidx.activity:activity-compose 1.11.0)
// Stand-in: setContent makes [content] the stand-ins' composition (tandem/compose/StandInComposition.kt) and
// composes it, with the activity provided as LocalContext, LocalActivity,
// LocalLifecycleOwner, LocalViewModelStoreOwner and LocalOnBackPressedDispatcherOwner (the library
// creates a ComposeView, sets it as the content view and lets the view tree provide these).
package androidx.activity.compose

import androidx.activity.ComponentActivity
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionContext
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.platform.LocalContext
import androidx.lifecycle.compose.LocalLifecycleOwner
import androidx.lifecycle.viewmodel.compose.LocalViewModelStoreOwner
import tandem.compose.StandInComposition

/** Composes [content] as this activity's content view; [parent] links it to another composition. */
public fun ComponentActivity.setContent(parent: CompositionContext? = null, content: @Composable () -> Unit) {
    parent.hashCode()
    StandInComposition.setContent {
        CompositionLocalProvider(
            LocalContext provides this,
            LocalActivity provides this,
            LocalLifecycleOwner provides this,
            LocalViewModelStoreOwner provides this,
            LocalOnBackPressedDispatcherOwner provides this,
            content = content,
        )
    }
}
