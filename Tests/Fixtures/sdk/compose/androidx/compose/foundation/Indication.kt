// Mirrors compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/Indication.kt (androidx.compose.foundation:foundation 1.9.4)
// Stand-in: Indication as a type and LocalIndication; the deprecated rememberUpdatedInstance, IndicationNodeFactory
// and Modifier.indication are omitted.
package androidx.compose.foundation

import androidx.compose.runtime.ProvidableCompositionLocal
import androidx.compose.runtime.Stable
import androidx.compose.runtime.staticCompositionLocalOf

/** The visual effect of interactions (e.g. a ripple). */
@Stable
public interface Indication

/** The [Indication] clickable components use when none is given (the theme provides a ripple). */
public val LocalIndication: ProvidableCompositionLocal<Indication> = staticCompositionLocalOf { NoIndicationStandIn }

private object NoIndicationStandIn : Indication
