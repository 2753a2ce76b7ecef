// Mirrors compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/viewinterop/AndroidView.android.kt (androidx.compose.ui:ui-android 1.9.4)
// Stand-in: the two public overloads and NoOpUpdate; the view is made once, updated in every composition and released
// when it leaves (recorded as an "AndroidView" node of the stand-ins' composition).
package androidx.compose.ui.viewinterop

import androidx.compose.runtime.DisposableEffect
import androidx.compose.runtime.remember
import androidx.compose.ui.platform.LocalContext
import tandem.compose.StandInComposition

import android.content.Context
import android.view.View
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier

/** Composes an Android [View] made by [factory]; [update] runs after it is made and whenever state it reads changes. */
@Composable
public fun <T : View> AndroidView(
    factory: (Context) -> T,
    modifier: Modifier = Modifier,
    update: (T) -> Unit = NoOpUpdate,
) {
    AndroidView(factory = factory, modifier = modifier, onReset = null, onRelease = NoOpUpdate, update = update)
}

/** As above, and reusable in lazy lists: [onReset] prepares a view for reuse, [onRelease] lets it go. */
@Composable
public fun <T : View> AndroidView(
    factory: (Context) -> T,
    modifier: Modifier = Modifier,
    onReset: ((T) -> Unit)? = null,
    onRelease: (T) -> Unit = NoOpUpdate,
    update: (T) -> Unit = NoOpUpdate,
) {
    onReset.hashCode()
    val context = LocalContext.current
    val view = remember { factory(context) }
    DisposableEffect(view) { onDispose { onRelease(view) } }
    update(view)
    StandInComposition.leaf("AndroidView", modifier, "view" to view)
}

/** An empty update block. */
public val NoOpUpdate: View.() -> Unit = {}
