// Mirrors androidx.activity's EdgeToEdge.kt at API 35 (androidx activity 1.9.3), written in Kotlin as the library is
// (Kotlin callers use the extension; Java callers EdgeToEdge.enable(activity)): SystemBarStyle and
// ComponentActivity.enableEdgeToEdge. The stand-ins have no Window and do not model insets, so enabling changes
// nothing the harness sees; the signatures are the library's.
@file:JvmName("EdgeToEdge")

package androidx.activity

import android.content.res.Resources
import android.graphics.Color
import androidx.annotation.ColorInt

// The library's defaults for the navigation bar's scrim (three-button navigation).
private val DefaultLightScrim = Color.argb(0xe6, 0xFF, 0xFF, 0xFF)
private val DefaultDarkScrim = Color.argb(0x80, 0x1b, 0x1b, 0x1b)

/** The style of a system bar drawn over the app: its scrim in light and dark mode. */
public class SystemBarStyle private constructor(
    internal val lightScrim: Int,
    internal val darkScrim: Int,
    internal val nightMode: Int,
    internal val detectDarkMode: (Resources) -> Boolean
) {
    public companion object {
        /** Light or dark with the system's mode: light content on dark scrim, or the reverse. */
        @JvmStatic
        @JvmOverloads
        public fun auto(
            @ColorInt lightScrim: Int,
            @ColorInt darkScrim: Int,
            detectDarkMode: (Resources) -> Boolean = { false }
        ): SystemBarStyle = SystemBarStyle(lightScrim, darkScrim, 0, detectDarkMode)

        /** Always light content (white icons) over the scrim. */
        @JvmStatic
        public fun dark(@ColorInt scrim: Int): SystemBarStyle = SystemBarStyle(scrim, scrim, 2) { true }

        /** Always dark content (black icons) over the scrim. */
        @JvmStatic
        public fun light(@ColorInt scrim: Int, @ColorInt darkScrim: Int): SystemBarStyle = SystemBarStyle(scrim, darkScrim, 1) { false }
    }
}

/** Not API: the activities drawn edge to edge, with their bars' styles (the library sets them on the Window). */
internal val edgeToEdgeActivities = java.util.WeakHashMap<ComponentActivity, Pair<SystemBarStyle, SystemBarStyle>>()

/** Draws the activity behind the system bars (the default from Android 15 on, for an app targeting it). */
@JvmName("enable")
@JvmOverloads
public fun ComponentActivity.enableEdgeToEdge(
    statusBarStyle: SystemBarStyle = SystemBarStyle.auto(Color.TRANSPARENT, Color.TRANSPARENT),
    navigationBarStyle: SystemBarStyle = SystemBarStyle.auto(DefaultLightScrim, DefaultDarkScrim)
) {
    edgeToEdgeActivities[this] = statusBarStyle to navigationBarStyle
}
