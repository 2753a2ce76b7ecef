// Mirrors androidx.navigation.ActionOnlyNavDirections at API 35 (androidx navigation-common 2.8.4): a data class
// (equals/hashCode/toString/copy/component1) whose arguments are always a new empty Bundle.
package androidx.navigation

import android.os.Bundle

public data class ActionOnlyNavDirections(override val actionId: Int) : NavDirections {
    override val arguments: Bundle
        get() = Bundle()
}
