// Mirrors compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/input/KeyboardCapitalization.kt (androidx.compose.ui:ui-text 1.9.4)
package androidx.compose.ui.text.input

import androidx.compose.runtime.Stable

/** Which letters the soft keyboard capitalizes automatically. */
@JvmInline
public value class KeyboardCapitalization internal constructor(@Suppress("unused") private val value: Int) {
    public companion object {
        @Stable public val Unspecified: KeyboardCapitalization = KeyboardCapitalization(-1)
        @Stable public val None: KeyboardCapitalization = KeyboardCapitalization(0)
        @Stable public val Characters: KeyboardCapitalization = KeyboardCapitalization(1)
        @Stable public val Words: KeyboardCapitalization = KeyboardCapitalization(2)
        @Stable public val Sentences: KeyboardCapitalization = KeyboardCapitalization(3)
    }
}
