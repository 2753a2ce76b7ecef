// Mirrors compose/ui/ui-unit/src/commonMain/kotlin/androidx/compose/ui/unit/Density.kt (androidx.compose.ui:ui-unit 1.9.4)
// Stand-in: the two properties and the Dp/Px conversions (toPx, roundToPx, toDp); the TextUnit and size
// conversions are omitted.
package androidx.compose.ui.unit

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable

/** The screen density and font scale, for converting [Dp] and [TextUnit] to pixels. */
@Immutable
public interface Density {
    /** Pixels per dp. */
    @Stable
    public val density: Float

    /** The user's font scale. */
    @Stable
    public val fontScale: Float

    /** This length in pixels. */
    @Stable
    public fun Dp.toPx(): Float = value * density

    /** This length in whole pixels. */
    @Stable
    public fun Dp.roundToPx(): Int = toPx().let { if (it.isInfinite()) Int.MAX_VALUE else kotlin.math.round(it).toInt() }

    /** This pixel count as a [Dp]. */
    @Stable
    public fun Float.toDp(): Dp = Dp(this / density)
}

/** Creates a [Density]. */
public fun Density(density: Float, fontScale: Float = 1f): Density = DensityImpl(density, fontScale)

private data class DensityImpl(override val density: Float, override val fontScale: Float) : Density
