// Mirrors lifecycle/lifecycle-runtime-compose/src/commonMain/kotlin/androidx/lifecycle/compose/LocalLifecycleOwner.kt (androidx.lifecycle:lifecycle-runtime-compose 2.9.4)
package androidx.lifecycle.compose

import androidx.compose.runtime.ProvidableCompositionLocal
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.lifecycle.LifecycleOwner

/** The [LifecycleOwner] of the composition (the activity, or the nav entry). */
public val LocalLifecycleOwner: ProvidableCompositionLocal<LifecycleOwner> = staticCompositionLocalOf {
    error("CompositionLocal LocalLifecycleOwner not present")
}
