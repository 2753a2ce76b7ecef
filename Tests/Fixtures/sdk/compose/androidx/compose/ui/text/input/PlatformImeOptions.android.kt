// Mirrors compose/ui/ui-text/src/androidMain/kotlin/androidx/compose/ui/text/input/PlatformImeOptions.android.kt (androidx.compose.ui:ui-text 1.9.4)
package androidx.compose.ui.text.input

import androidx.compose.runtime.Immutable

/** Android-specific IME options (EditorInfo.privateImeOptions). */
@Immutable
public class PlatformImeOptions(public val privateImeOptions: String? = null) {
    override fun equals(other: Any?): Boolean =
        other is PlatformImeOptions && other.privateImeOptions == privateImeOptions

    override fun hashCode(): Int = privateImeOptions.hashCode()
}
