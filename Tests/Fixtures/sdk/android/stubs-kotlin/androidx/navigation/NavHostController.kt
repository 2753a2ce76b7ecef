// Mirrors androidx.navigation.NavHostController at API 35 (androidx navigation-runtime 2.8.4): the NavController a
// NavHost owns, told its LifecycleOwner and OnBackPressedDispatcher (back pops the controller while it has more than
// one destination and is enabled, i.e. the host is the primary navigation fragment).
package androidx.navigation

import android.content.Context
import androidx.activity.OnBackPressedDispatcher
import androidx.lifecycle.LifecycleOwner
import tandem.runtime.navigation.NavEngine

public open class NavHostController(context: Context) : NavController(context) {
    public fun setLifecycleOwner(owner: LifecycleOwner) {
        NavEngine.of(this).setLifecycleOwner(owner)
    }

    public fun setOnBackPressedDispatcher(dispatcher: OnBackPressedDispatcher) {
        NavEngine.of(this).setOnBackPressedDispatcher(dispatcher)
    }

    public fun enableOnBackPressed(enabled: Boolean) {
        NavEngine.of(this).enableOnBackPressed(enabled)
    }
}
