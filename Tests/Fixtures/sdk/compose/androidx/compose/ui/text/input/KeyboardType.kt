// Mirrors compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/input/KeyboardType.kt (androidx.compose.ui:ui-text 1.9.4)
package androidx.compose.ui.text.input

import androidx.compose.runtime.Stable

/** The kind of soft keyboard a text field asks for. */
@JvmInline
public value class KeyboardType internal constructor(@Suppress("unused") private val value: Int) {
    public companion object {
        @Stable public val Unspecified: KeyboardType = KeyboardType(0)
        @Stable public val Text: KeyboardType = KeyboardType(1)
        @Stable public val Ascii: KeyboardType = KeyboardType(2)
        @Stable public val Number: KeyboardType = KeyboardType(3)
        @Stable public val Phone: KeyboardType = KeyboardType(4)
        @Stable public val Uri: KeyboardType = KeyboardType(5)
        @Stable public val Email: KeyboardType = KeyboardType(6)
        @Stable public val Password: KeyboardType = KeyboardType(7)
        @Stable public val NumberPassword: KeyboardType = KeyboardType(8)
        @Stable public val Decimal: KeyboardType = KeyboardType(9)
    }
}
