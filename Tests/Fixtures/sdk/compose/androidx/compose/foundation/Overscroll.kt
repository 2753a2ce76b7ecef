// Mirrors compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/Overscroll.kt (androidx.compose.foundation:foundation 1.9.4)
// Stand-in: OverscrollEffect as a type with isInProgress (applyToScroll/applyToFling/node are omitted) and
// rememberOverscrollEffect.
package androidx.compose.foundation

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Stable
import androidx.compose.runtime.remember

/** The effect shown when a scrollable is pulled past its bounds (stretch or glow). */
@Stable
public interface OverscrollEffect {
    /** Whether the effect is currently showing. */
    public val isInProgress: Boolean
}

/** Remembers the platform's [OverscrollEffect], or null when the theme has none. */
@Composable
public fun rememberOverscrollEffect(): OverscrollEffect? = remember { StandInOverscrollEffect() }

private class StandInOverscrollEffect : OverscrollEffect {
    override val isInProgress: Boolean
        get() = false
}
