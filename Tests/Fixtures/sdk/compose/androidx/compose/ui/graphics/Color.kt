// Mirrors compose/ui/ui-graphics/src/commonMain/kotlin/androidx/compose/ui/graphics/Color.kt (androidx.compose.ui:ui-graphics 1.9.4)
// Stand-in: sRGB colours only, packed as the library packs them (ARGB in the high 32 bits); the ColorSpace
// overloads (Color(red, green, blue, alpha, colorSpace), convert) are omitted.
package androidx.compose.ui.graphics

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable

/** A colour. */
@Immutable
@JvmInline
public value class Color(public val value: ULong) {
    private val argb: Int
        get() = (value shr 32).toInt()

    /** The alpha component, 0 to 1. */
    @Stable
    public val alpha: Float
        get() = ((argb ushr 24) and 0xFF) / 255f

    /** The red component, 0 to 1. */
    @Stable
    public val red: Float
        get() = ((argb shr 16) and 0xFF) / 255f

    /** The green component, 0 to 1. */
    @Stable
    public val green: Float
        get() = ((argb shr 8) and 0xFF) / 255f

    /** The blue component, 0 to 1. */
    @Stable
    public val blue: Float
        get() = (argb and 0xFF) / 255f

    /** A copy with some components replaced. */
    @Stable
    public fun copy(
        alpha: Float = this.alpha,
        red: Float = this.red,
        green: Float = this.green,
        blue: Float = this.blue,
    ): Color =
        Color(
            red = (red * 255 + 0.5f).toInt(),
            green = (green * 255 + 0.5f).toInt(),
            blue = (blue * 255 + 0.5f).toInt(),
            alpha = (alpha * 255 + 0.5f).toInt(),
        )

    override fun toString(): String = if (this == Unspecified) "Color.Unspecified" else "Color(${Integer.toHexString(argb)})"

    public companion object {
        @Stable public val Black: Color = Color(0xFF000000)
        @Stable public val DarkGray: Color = Color(0xFF444444)
        @Stable public val Gray: Color = Color(0xFF888888)
        @Stable public val LightGray: Color = Color(0xFFCCCCCC)
        @Stable public val White: Color = Color(0xFFFFFFFF)
        @Stable public val Red: Color = Color(0xFFFF0000)
        @Stable public val Green: Color = Color(0xFF00FF00)
        @Stable public val Blue: Color = Color(0xFF0000FF)
        @Stable public val Yellow: Color = Color(0xFFFFFF00)
        @Stable public val Cyan: Color = Color(0xFF00FFFF)
        @Stable public val Magenta: Color = Color(0xFFFF00FF)
        @Stable public val Transparent: Color = Color(0x00000000)

        /** No colour: the component that receives it falls back to its default. */
        @Stable public val Unspecified: Color = Color(0x10UL)
    }
}

/** Creates a colour from a 32-bit ARGB Int. */
@Stable
public fun Color(color: Int): Color = Color(value = color.toULong() shl 32)

/** Creates a colour from the low 32 bits (ARGB) of [color], e.g. `Color(0xFF6650A4)`. */
@Stable
public fun Color(color: Long): Color = Color(value = (color.toULong() and 0xffffffffUL) shl 32)

/** Creates a colour from 0–255 components. */
@Stable
public fun Color(red: Int, green: Int, blue: Int, alpha: Int = 0xFF): Color =
    Color(
        ((alpha and 0xFF) shl 24) or ((red and 0xFF) shl 16) or ((green and 0xFF) shl 8) or (blue and 0xFF)
    )

/** This colour as a 32-bit ARGB Int. */
@Stable
public fun Color.toArgb(): Int = (value shr 32).toInt()

/** Whether this colour is not [Color.Unspecified]. */
@Stable
public inline val Color.isSpecified: Boolean
    get() = this != Color.Unspecified

/** Whether this colour is [Color.Unspecified]. */
@Stable
public inline val Color.isUnspecified: Boolean
    get() = this == Color.Unspecified

/** This colour, or the result of [block] when it is unspecified. */
public inline fun Color.takeOrElse(block: () -> Color): Color = if (isSpecified) this else block()
