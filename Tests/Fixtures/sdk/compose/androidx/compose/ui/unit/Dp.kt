// Mirrors compose/ui/ui-unit/src/commonMain/kotlin/androidx/compose/ui/unit/Dp.kt (androidx.compose.ui:ui-unit 1.9.4)
// Stand-in: Dp with its arithmetic and the dp extensions; DpSize/DpOffset/DpRect and the helpers are omitted.
@file:Suppress("NOTHING_TO_INLINE")

package androidx.compose.ui.unit

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable

/** A density-independent pixel length. */
@Immutable
@JvmInline
public value class Dp(public val value: Float) : Comparable<Dp> {
    @Stable
    public inline operator fun plus(other: Dp): Dp = Dp(this.value + other.value)

    @Stable
    public inline operator fun minus(other: Dp): Dp = Dp(this.value - other.value)

    @Stable
    public inline operator fun unaryMinus(): Dp = Dp(-value)

    @Stable
    public inline operator fun div(other: Float): Dp = Dp(value / other)

    @Stable
    public inline operator fun div(other: Int): Dp = Dp(value / other)

    @Stable
    public inline operator fun div(other: Dp): Float = value / other.value

    @Stable
    public inline operator fun times(other: Float): Dp = Dp(value * other)

    @Stable
    public inline operator fun times(other: Int): Dp = Dp(value * other)

    @Stable
    override operator fun compareTo(other: Dp): Int = value.compareTo(other.value)

    @Stable
    override fun toString(): String = if (value.isNaN()) "Dp.Unspecified" else "$value.dp"

    public companion object {
        @Stable
        public val Hairline: Dp = Dp(0f)

        @Stable
        public val Infinity: Dp = Dp(Float.POSITIVE_INFINITY)

        @Stable
        public val Unspecified: Dp = Dp(Float.NaN)
    }
}

/** This Int as a [Dp]. */
@Stable
public inline val Int.dp: Dp
    get() = Dp(this.toFloat())

/** This Double as a [Dp]. */
@Stable
public inline val Double.dp: Dp
    get() = Dp(this.toFloat())

/** This Float as a [Dp]. */
@Stable
public inline val Float.dp: Dp
    get() = Dp(this)

@Stable
public inline operator fun Float.times(other: Dp): Dp = Dp(this * other.value)

@Stable
public inline operator fun Double.times(other: Dp): Dp = Dp(this.toFloat() * other.value)

@Stable
public inline operator fun Int.times(other: Dp): Dp = Dp(this * other.value)

/** The smaller of two [Dp]s. */
@Stable
public fun min(a: Dp, b: Dp): Dp = Dp(minOf(a.value, b.value))

/** The larger of two [Dp]s. */
@Stable
public fun max(a: Dp, b: Dp): Dp = Dp(maxOf(a.value, b.value))
