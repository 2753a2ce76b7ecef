// Mirrors compose/ui/ui-unit/src/commonMain/kotlin/androidx/compose/ui/unit/TextUnit.kt (androidx.compose.ui:ui-unit 1.9.4)
// Stand-in: TextUnit keeps the library's packing (unit type in the high 32 bits, the float's bits in the low
// 32); the arithmetic operators are omitted.
package androidx.compose.ui.unit

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable

/** A length for text: in sp (scaled pixels), in em (relative to the font size), or unspecified. */
@Immutable
@JvmInline
public value class TextUnit internal constructor(internal val packedValue: Long) {
    /** The unit of this length. */
    public val type: TextUnitType
        get() = TextUnitType((packedValue ushr 32).toInt())

    /** The number, in [type]'s unit. */
    public val value: Float
        get() = Float.fromBits((packedValue and 0xFFFFFFFFL).toInt())

    /** Whether this length is in sp. */
    public val isSp: Boolean
        get() = type == TextUnitType.Sp

    /** Whether this length is in em. */
    public val isEm: Boolean
        get() = type == TextUnitType.Em

    override fun toString(): String =
        when (type) {
            TextUnitType.Sp -> "$value.sp"
            TextUnitType.Em -> "$value.em"
            else -> "Unspecified"
        }

    public companion object {
        @Stable
        public val Unspecified: TextUnit = pack(0, Float.NaN)
    }
}

/** The unit of a [TextUnit]. */
@JvmInline
public value class TextUnitType(internal val type: Int) {
    override fun toString(): String =
        when (type) {
            1 -> "Sp"
            2 -> "Em"
            else -> "Unspecified"
        }

    public companion object {
        public val Unspecified: TextUnitType = TextUnitType(0)
        public val Sp: TextUnitType = TextUnitType(1)
        public val Em: TextUnitType = TextUnitType(2)
    }
}

internal fun pack(type: Int, value: Float): TextUnit =
    TextUnit((type.toLong() shl 32) or (value.toRawBits().toLong() and 0xFFFFFFFFL))

/** Creates a [TextUnit] of [value] in [type]. */
public fun TextUnit(value: Float, type: TextUnitType): TextUnit = pack(type.type, value)

/** This Int in sp. */
@Stable
public val Int.sp: TextUnit
    get() = pack(1, this.toFloat())

/** This Double in sp. */
@Stable
public val Double.sp: TextUnit
    get() = pack(1, this.toFloat())

/** This Float in sp. */
@Stable
public val Float.sp: TextUnit
    get() = pack(1, this)

/** This Int in em. */
@Stable
public val Int.em: TextUnit
    get() = pack(2, this.toFloat())

/** This Double in em. */
@Stable
public val Double.em: TextUnit
    get() = pack(2, this.toFloat())

/** This Float in em. */
@Stable
public val Float.em: TextUnit
    get() = pack(2, this)
