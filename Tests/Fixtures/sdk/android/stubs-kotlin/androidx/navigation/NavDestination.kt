// Mirrors androidx.navigation.NavDestination at API 35 (androidx navigation-common 2.8.4): an open class named by
// its navigator, with the id (and the id's resource name once inflated), label and parent graph; onInflate reads
// android:id and android:label as NavInflater hands them over; toString and getDisplayName are the library's. The
// parent's setter is library-restricted (private here: the stubs are compiled in the app's module, where `internal`
// would be visible). Actions and arguments are kept by the navigation runtime, not exposed here.
package androidx.navigation

import android.content.Context
import android.content.res.Resources
import android.util.AttributeSet
import androidx.annotation.CallSuper
import androidx.annotation.IdRes

public open class NavDestination(public val navigatorName: String) {
    public constructor(navigator: Navigator<out NavDestination>) : this(nameForNavigator(navigator.javaClass))

    public var parent: NavGraph? = null
        private set

    private var idName: String? = null

    @get:IdRes
    public var id: Int = 0
        set(@IdRes id) {
            field = id
            idName = null
        }

    public var label: CharSequence? = null

    public var route: String? = null

    public open val displayName: String
        get() = idName ?: id.toString()

    @CallSuper
    public open fun onInflate(context: Context, attrs: AttributeSet) {
        val idRef = attrs.getAttributeValue(ANDROID_NS, "id")
        if (idRef != null) {
            id = attrs.getAttributeResourceValue(ANDROID_NS, "id", 0)
            idName = getDisplayName(context, id)
        }
        val labelValue = attrs.getAttributeValue(ANDROID_NS, "label")
        label = if (labelValue == null) null else tandem.runtime.Runtime.get().res.resolveText(labelValue)
    }

    override fun toString(): String {
        val sb = StringBuilder()
        sb.append(javaClass.simpleName)
        sb.append("(")
        if (idName == null) {
            sb.append("0x")
            sb.append(Integer.toHexString(id))
        } else {
            sb.append(idName)
        }
        sb.append(")")
        if (!route.isNullOrBlank()) {
            sb.append(" route=")
            sb.append(route)
        }
        if (label != null) {
            sb.append(" label=")
            sb.append(label)
        }
        return sb.toString()
    }

    public companion object {
        private const val ANDROID_NS = "http://schemas.android.com/apk/res/android"

        @JvmStatic
        public fun getDisplayName(context: Context, id: Int): String {
            return if (id <= 0x00FFFFFF) {
                id.toString()
            } else try {
                context.resources.getResourceName(id)
            } catch (e: Resources.NotFoundException) {
                id.toString()
            }
        }

        private fun nameForNavigator(navigatorClass: Class<*>): String {
            val name = navigatorClass.getAnnotation(Navigator.Name::class.java)?.value
            if (name == null || name.length == 0) throw IllegalArgumentException("No @Navigator.Name annotation found for ${navigatorClass.simpleName}")
            return name
        }
    }
}
