// Mirrors androidx.navigation.fragment.DialogFragmentNavigator at API 35 (androidx navigation-fragment 2.8.4): the
// "dialog" navigator (a DialogFragment shown with the entry's id as tag) and its Destination, a FloatingWindow. The
// showing and dismissing are run by the Tandem navigation runtime.
package androidx.navigation.fragment

import android.content.Context
import android.util.AttributeSet
import androidx.annotation.CallSuper
import androidx.fragment.app.FragmentManager
import androidx.navigation.FloatingWindow
import androidx.navigation.NavDestination
import androidx.navigation.Navigator

@Navigator.Name("dialog")
public class DialogFragmentNavigator(
    private val context: Context,
    private val fragmentManager: FragmentManager
) : Navigator<DialogFragmentNavigator.Destination>() {
    override fun createDestination(): Destination = Destination(this)


    public open class Destination(fragmentNavigator: Navigator<out Destination>) : NavDestination(fragmentNavigator), FloatingWindow {
        private var _className: String? = null

        public val className: String
            get() {
                checkNotNull(_className) { "DialogFragment class was not set" }
                return _className as String
            }

        @CallSuper
        public override fun onInflate(context: Context, attrs: AttributeSet) {
            super.onInflate(context, attrs)
            val className = attrs.getAttributeValue("http://schemas.android.com/apk/res/android", "name")
            if (className != null) setClassName(className)
        }

        public fun setClassName(className: String): Destination {
            _className = className
            return this
        }

        override fun toString(): String {
            val sb = StringBuilder()
            sb.append(super.toString())
            sb.append(" class=")
            if (_className == null) sb.append("null") else sb.append(_className)
            return sb.toString()
        }
    }
}
