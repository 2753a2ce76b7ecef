// Mirrors compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/AndroidCompositionLocals.android.kt (androidx.compose.ui:ui 1.9.4)
// Stand-in: LocalContext only (LocalConfiguration, LocalView, LocalSavedStateRegistryOwner… are omitted).
package androidx.compose.ui.platform

import android.content.Context
import androidx.compose.runtime.ProvidableCompositionLocal
import androidx.compose.runtime.staticCompositionLocalOf

/** The Android [Context] of the composition (provided by setContent / ComposeView). */
public val LocalContext: ProvidableCompositionLocal<Context> = staticCompositionLocalOf {
    error("CompositionLocal LocalContext not present")
}
