// Mirrors compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/font/FontWeight.kt (androidx.compose.ui:ui-text 1.9.4)
package androidx.compose.ui.text.font

import androidx.compose.runtime.Immutable

/** The thickness of a font, 1 to 1000 (400 is normal, 700 bold). */
@Immutable
public class FontWeight(public val weight: Int) : Comparable<FontWeight> {
    init {
        require(weight in 1..1000) { "Font weight can be in range [1, 1000]. Current value: $weight" }
    }

    override operator fun compareTo(other: FontWeight): Int = weight.compareTo(other.weight)

    override fun equals(other: Any?): Boolean = other is FontWeight && other.weight == weight

    override fun hashCode(): Int = weight

    override fun toString(): String = "FontWeight(weight=$weight)"

    public companion object {
        public val W100: FontWeight = FontWeight(100)
        public val W200: FontWeight = FontWeight(200)
        public val W300: FontWeight = FontWeight(300)
        public val W400: FontWeight = FontWeight(400)
        public val W500: FontWeight = FontWeight(500)
        public val W600: FontWeight = FontWeight(600)
        public val W700: FontWeight = FontWeight(700)
        public val W800: FontWeight = FontWeight(800)
        public val W900: FontWeight = FontWeight(900)
        public val Thin: FontWeight = W100
        public val ExtraLight: FontWeight = W200
        public val Light: FontWeight = W300
        public val Normal: FontWeight = W400
        public val Medium: FontWeight = W500
        public val SemiBold: FontWeight = W600
        public val Bold: FontWeight = W700
        public val ExtraBold: FontWeight = W800
        public val Black: FontWeight = W900
    }
}
