// Mirrors compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/input/ImeAction.kt (androidx.compose.ui:ui-text 1.9.4)
package androidx.compose.ui.text.input

import androidx.compose.runtime.Stable

/** The action key the soft keyboard shows (Done, Next, Search…). */
@JvmInline
public value class ImeAction internal constructor(@Suppress("unused") private val value: Int) {
    public companion object {
        @Stable public val Unspecified: ImeAction = ImeAction(-1)
        @Stable public val Default: ImeAction = ImeAction(1)
        @Stable public val None: ImeAction = ImeAction(0)
        @Stable public val Go: ImeAction = ImeAction(2)
        @Stable public val Search: ImeAction = ImeAction(3)
        @Stable public val Send: ImeAction = ImeAction(4)
        @Stable public val Previous: ImeAction = ImeAction(5)
        @Stable public val Next: ImeAction = ImeAction(6)
        @Stable public val Done: ImeAction = ImeAction(7)
    }
}
