// Mirrors compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/gestures/Scrollable.kt (androidx.compose.foundation:foundation 1.9.4)
// Stand-in: FlingBehavior, ScrollScope and ScrollableDefaults.flingBehavior() (all declared in Scrollable.kt
// or ScrollScope.kt in the library); the scrollable modifier itself is omitted.
package androidx.compose.foundation.gestures

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Stable
import androidx.compose.runtime.remember

/** The scope scroll operations run in. */
public interface ScrollScope {
    /** Scrolls by [pixels]; returns the amount consumed. */
    public fun scrollBy(pixels: Float): Float
}

/** How a scrollable continues after the finger leaves the screen. */
@Stable
public interface FlingBehavior {
    /** Flings at [initialVelocity]; returns the velocity left unconsumed. */
    public suspend fun ScrollScope.performFling(initialVelocity: Float): Float
}

/** Defaults of scrollable components. */
public object ScrollableDefaults {
    /** The platform's fling behaviour (decay). */
    @Composable
    public fun flingBehavior(): FlingBehavior = remember { StandInFlingBehavior }
}

private object StandInFlingBehavior : FlingBehavior {
    override suspend fun ScrollScope.performFling(initialVelocity: Float): Float = 0f
}
