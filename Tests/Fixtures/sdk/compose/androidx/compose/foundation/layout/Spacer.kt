// Mirrors compose/foundation/foundation-layout/src/commonMain/kotlin/androidx/compose/foundation/layout/Spacer.kt (androidx.compose.foundation:foundation-layout 1.9.4)
package androidx.compose.foundation.layout

import androidx.compose.runtime.Composable
import androidx.compose.runtime.NonRestartableComposable
import androidx.compose.ui.Modifier

/** Empty space of the size its [modifier] gives it. */
@Composable
@NonRestartableComposable
public fun Spacer(modifier: Modifier) {
    // Nothing to draw: the stand-in does no layout.
}
