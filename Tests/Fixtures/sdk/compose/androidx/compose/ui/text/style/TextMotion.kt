// Mirrors compose/ui/ui-text/src/androidMain/kotlin/androidx/compose/ui/text/style/TextMotion.android.kt (androidx.compose.ui:ui-text 1.9.4)
package androidx.compose.ui.text.style

import androidx.compose.runtime.Immutable

/** How text is laid out for animation: optimised for static text or for motion. */
@Immutable
public class TextMotion internal constructor(@Suppress("unused") private val animated: Boolean) {
    public companion object {
        public val Static: TextMotion = TextMotion(false)
        public val Animated: TextMotion = TextMotion(true)
    }
}
