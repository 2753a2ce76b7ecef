// Mirrors compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/intl/LocaleList.kt (androidx.compose.ui:ui-text 1.9.4)
// Stand-in: the type only (its constructors take ui-text's Locale, which is not stood in).
package androidx.compose.ui.text.intl

import androidx.compose.runtime.Immutable

/** An ordered list of locales, for text shaping and for IME hints. */
@Immutable
public class LocaleList internal constructor(internal val tags: List<String>) {
    public companion object {
        public val Empty: LocaleList = LocaleList(emptyList())
    }
}
