// Mirrors compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/font/FontFamily.kt (androidx.compose.ui:ui-text 1.9.4)
// Stand-in: the system families only; FontFamily(fonts) and Font/FontListFontFamily are not stood in.
package androidx.compose.ui.text.font

import androidx.compose.runtime.Immutable

/** A family of fonts. */
@Immutable
public sealed class FontFamily {
    public companion object {
        /** The platform's default font. */
        public val Default: SystemFontFamily = DefaultFontFamily()

        public val SansSerif: GenericFontFamily = GenericFontFamily("sans-serif")
        public val Serif: GenericFontFamily = GenericFontFamily("serif")
        public val Monospace: GenericFontFamily = GenericFontFamily("monospace")
        public val Cursive: GenericFontFamily = GenericFontFamily("cursive")
    }
}

/** A font family provided by the system. */
public sealed class SystemFontFamily : FontFamily()

/** A generic system family, named as CSS names them. */
@Immutable
public class GenericFontFamily internal constructor(public val name: String) : SystemFontFamily() {
    override fun toString(): String = name
}

internal class DefaultFontFamily : SystemFontFamily() {
    override fun toString(): String = "FontFamily.Default"
}
