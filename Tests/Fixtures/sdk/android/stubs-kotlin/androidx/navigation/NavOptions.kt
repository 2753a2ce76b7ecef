// Mirrors androidx.navigation.NavOptions at API 35 (androidx navigation-common 2.8.4): a final class built only by
// its Builder, which keeps the real defaults (no pop-up destination = -1). The constructor is private rather than
// internal: the stubs are compiled in the app's module, where `internal` would be visible.
package androidx.navigation

import androidx.annotation.IdRes

public class NavOptions private constructor(
    private val singleTop: Boolean,
    private val restoreState: Boolean,
    @IdRes popUpToId: Int,
    private val popUpToInclusive: Boolean,
    private val popUpToSaveState: Boolean
) {
    @get:IdRes
    public val popUpToId: Int = popUpToId

    public fun shouldLaunchSingleTop(): Boolean = singleTop

    public fun shouldRestoreState(): Boolean = restoreState

    public fun isPopUpToInclusive(): Boolean = popUpToInclusive

    public fun shouldPopUpToSaveState(): Boolean = popUpToSaveState

    public class Builder {
        private var singleTop = false
        private var restoreState = false
        @IdRes
        private var popUpToId = -1
        private var popUpToInclusive = false
        private var popUpToSaveState = false

        public fun setLaunchSingleTop(singleTop: Boolean): Builder {
            this.singleTop = singleTop
            return this
        }

        public fun setRestoreState(restoreState: Boolean): Builder {
            this.restoreState = restoreState
            return this
        }

        @JvmOverloads
        public fun setPopUpTo(@IdRes destinationId: Int, inclusive: Boolean, saveState: Boolean = false): Builder {
            popUpToId = destinationId
            popUpToInclusive = inclusive
            popUpToSaveState = saveState
            return this
        }

        public fun build(): NavOptions = NavOptions(singleTop, restoreState, popUpToId, popUpToInclusive, popUpToSaveState)
    }
}
