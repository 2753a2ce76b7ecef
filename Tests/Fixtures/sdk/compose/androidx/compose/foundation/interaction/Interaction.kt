// Mirrors compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/interaction/Interaction.kt (androidx.compose.foundation:foundation 1.9.4)
package androidx.compose.foundation.interaction

import androidx.compose.runtime.Stable

/** One interaction with a component (a press, a focus, a drag…). */
@Stable
public interface Interaction
