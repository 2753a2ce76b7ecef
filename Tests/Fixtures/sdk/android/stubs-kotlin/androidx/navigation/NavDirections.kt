// Mirrors androidx.navigation.NavDirections at API 35 (androidx navigation-common 2.8.4): a Kotlin interface with
// properties, so implementations must `override val actionId`/`arguments` (an `override fun getActionId()` overrides
// nothing).
package androidx.navigation

import android.os.Bundle
import androidx.annotation.IdRes

public interface NavDirections {
    @get:IdRes
    public val actionId: Int

    public val arguments: Bundle
}
