// Mirrors compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/text/KeyboardOptions.kt (androidx.compose.foundation:foundation 1.9.4)
// Stand-in: the 1.9 primary constructor, its properties, copy and Default; the deprecated constructors and
// copy overloads (autoCorrect: Boolean) and merge are omitted.
package androidx.compose.foundation.text

import androidx.compose.runtime.Immutable
import androidx.compose.ui.text.input.ImeAction
import androidx.compose.ui.text.input.KeyboardCapitalization
import androidx.compose.ui.text.input.KeyboardType
import androidx.compose.ui.text.input.PlatformImeOptions
import androidx.compose.ui.text.intl.LocaleList

/** The software keyboard a text field asks for: type, IME action, capitalisation, autocorrect… */
@Immutable
public class KeyboardOptions(
    public val capitalization: KeyboardCapitalization = KeyboardCapitalization.Unspecified,
    public val autoCorrectEnabled: Boolean? = null,
    public val keyboardType: KeyboardType = KeyboardType.Unspecified,
    public val imeAction: ImeAction = ImeAction.Unspecified,
    public val platformImeOptions: PlatformImeOptions? = null,
    public val showKeyboardOnFocus: Boolean? = null,
    public val hintLocales: LocaleList? = null,
) {
    /** A copy with some options replaced. */
    public fun copy(
        capitalization: KeyboardCapitalization = this.capitalization,
        autoCorrectEnabled: Boolean? = this.autoCorrectEnabled,
        keyboardType: KeyboardType = this.keyboardType,
        imeAction: ImeAction = this.imeAction,
        platformImeOptions: PlatformImeOptions? = this.platformImeOptions,
        showKeyboardOnFocus: Boolean? = this.showKeyboardOnFocus,
        hintLocales: LocaleList? = this.hintLocales,
    ): KeyboardOptions =
        KeyboardOptions(capitalization, autoCorrectEnabled, keyboardType, imeAction, platformImeOptions, showKeyboardOnFocus, hintLocales)

    override fun equals(other: Any?): Boolean =
        other is KeyboardOptions &&
            capitalization == other.capitalization &&
            autoCorrectEnabled == other.autoCorrectEnabled &&
            keyboardType == other.keyboardType &&
            imeAction == other.imeAction &&
            platformImeOptions == other.platformImeOptions &&
            showKeyboardOnFocus == other.showKeyboardOnFocus &&
            hintLocales == other.hintLocales

    override fun hashCode(): Int =
        listOf(capitalization, autoCorrectEnabled, keyboardType, imeAction, platformImeOptions, showKeyboardOnFocus, hintLocales)
            .hashCode()

    override fun toString(): String =
        "KeyboardOptions(capitalization=$capitalization, autoCorrectEnabled=$autoCorrectEnabled, " +
            "keyboardType=$keyboardType, imeAction=$imeAction, platformImeOptions=$platformImeOptions, " +
            "showKeyboardOnFocus=$showKeyboardOnFocus, hintLocales=$hintLocales)"

    public companion object {
        /** All options unspecified: the platform defaults. */
        public val Default: KeyboardOptions = KeyboardOptions()
    }
}
