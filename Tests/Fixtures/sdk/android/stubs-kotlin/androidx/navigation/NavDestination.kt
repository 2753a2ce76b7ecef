// Mirrors androidx.navigation.NavDestination at API 35 (androidx navigation-common 2.8.4): an open class whose
// properties are final; the parent's setter is library-restricted (private here: the stubs are compiled in the app's
// module, where `internal` would be visible).
package androidx.navigation

import androidx.annotation.IdRes

public open class NavDestination(public val navigatorName: String) {
    public var parent: NavGraph? = null
        private set

    @get:IdRes
    public var id: Int = 0

    public var label: CharSequence? = null

    public var route: String? = null
}
