// Mirrors androidx.navigation.Navigation at API 35 (androidx navigation-runtime 2.8.4): an object with @JvmStatic
// members finding the NavController set on a view or one of its parents (the library keeps it in a view tag).
package androidx.navigation

import android.app.Activity
import android.view.View
import androidx.annotation.IdRes
import androidx.core.app.ActivityCompat
import java.util.WeakHashMap

public object Navigation {
    private val controllers = WeakHashMap<View, NavController>()

    @JvmStatic
    public fun findNavController(activity: Activity, @IdRes viewId: Int): NavController {
        val view = ActivityCompat.requireViewById<View>(activity, viewId)
        return findViewNavController(view) ?: throw IllegalStateException("Activity $activity does not have a NavController set on $viewId")
    }

    @JvmStatic
    public fun findNavController(view: View): NavController =
        findViewNavController(view) ?: throw IllegalStateException("View $view does not have a NavController set")

    @JvmStatic
    public fun setViewNavController(view: View, controller: NavController?) {
        if (controller == null) controllers.remove(view) else controllers[view] = controller
    }

    private fun findViewNavController(view: View): NavController? {
        var v: View? = view
        while (v != null) {
            val controller = controllers[v]
            if (controller != null) return controller
            val parent = v.getParent()
            v = if (parent is View) parent else null
        }
        return null
    }
}
