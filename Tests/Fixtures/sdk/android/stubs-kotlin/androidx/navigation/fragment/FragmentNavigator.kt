// Mirrors androidx.navigation.fragment.FragmentNavigator at API 35 (androidx navigation-fragment 2.8.4): the
// "fragment" navigator for a FragmentManager and container, and its Destination (android:name → className). The
// transactions it makes (replace in the container, primary navigation fragment, on the back stack under the entry's
// id unless it is the first) are run by the Tandem navigation runtime.
package androidx.navigation.fragment

import android.content.Context
import android.util.AttributeSet
import androidx.annotation.CallSuper
import androidx.fragment.app.FragmentManager
import androidx.navigation.NavDestination
import androidx.navigation.Navigator

@Navigator.Name("fragment")
public open class FragmentNavigator(
    private val context: Context,
    private val fragmentManager: FragmentManager,
    private val containerId: Int
) : Navigator<FragmentNavigator.Destination>() {
    override fun createDestination(): Destination = Destination(this)


    public open class Destination(fragmentNavigator: Navigator<out Destination>) : NavDestination(fragmentNavigator) {
        private var _className: String? = null

        public val className: String
            get() {
                checkNotNull(_className) { "Fragment class was not set" }
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
