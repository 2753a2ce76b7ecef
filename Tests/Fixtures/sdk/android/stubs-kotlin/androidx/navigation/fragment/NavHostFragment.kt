// Mirrors androidx.navigation.fragment.NavHostFragment at API 35 (androidx navigation-fragment 2.8.4). Fragments are
// not supported by the Tandem runtime: navController and findNavController are unsupported; create() builds the
// fragment with the library's argument keys.
package androidx.navigation.fragment

import android.os.Bundle
import androidx.annotation.NavigationRes
import androidx.fragment.app.Fragment
import androidx.navigation.NavController
import androidx.navigation.NavHost

public open class NavHostFragment : Fragment(), NavHost {
    final override val navController: NavController
        get() = throw UnsupportedOperationException("stub: NavHostFragment.getNavController (fragments are not supported by the Tandem runtime)")

    public companion object {
        private const val KEY_GRAPH_ID = "android-support-nav:fragment:graphId"
        private const val KEY_START_DESTINATION_ARGS = "android-support-nav:fragment:startDestinationArgs"

        @JvmStatic
        public fun findNavController(fragment: Fragment): NavController {
            throw UnsupportedOperationException("stub: NavHostFragment.findNavController($fragment) (fragments are not supported by the Tandem runtime)")
        }

        @JvmOverloads
        @JvmStatic
        public fun create(@NavigationRes graphResId: Int, startDestinationArgs: Bundle? = null): NavHostFragment {
            var b: Bundle? = null
            if (graphResId != 0) {
                b = Bundle()
                b.putInt(KEY_GRAPH_ID, graphResId)
            }
            if (startDestinationArgs != null) {
                if (b == null) b = Bundle()
                b.putBundle(KEY_START_DESTINATION_ARGS, startDestinationArgs)
            }
            val result = NavHostFragment()
            if (b != null) result.arguments = b
            return result
        }
    }
}
