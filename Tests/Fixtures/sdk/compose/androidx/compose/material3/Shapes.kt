// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/Shapes.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: the five shape sizes (constructor, copy), ShapeDefaults and LocalShapes; the expressive sizes
// (largeIncreased, extraLargeIncreased, extraExtraLarge) are omitted.
package androidx.compose.material3

import androidx.compose.foundation.shape.CornerBasedShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.ProvidableCompositionLocal
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.unit.dp

/** The corner shapes of a Material theme, by size. */
@Immutable
public class Shapes(
    public val extraSmall: CornerBasedShape = ShapeDefaults.ExtraSmall,
    public val small: CornerBasedShape = ShapeDefaults.Small,
    public val medium: CornerBasedShape = ShapeDefaults.Medium,
    public val large: CornerBasedShape = ShapeDefaults.Large,
    public val extraLarge: CornerBasedShape = ShapeDefaults.ExtraLarge,
) {
    /** A copy with some shapes replaced. */
    public fun copy(
        extraSmall: CornerBasedShape = this.extraSmall,
        small: CornerBasedShape = this.small,
        medium: CornerBasedShape = this.medium,
        large: CornerBasedShape = this.large,
        extraLarge: CornerBasedShape = this.extraLarge,
    ): Shapes = Shapes(extraSmall, small, medium, large, extraLarge)

    override fun toString(): String =
        "Shapes(extraSmall=$extraSmall, small=$small, medium=$medium, large=$large, extraLarge=$extraLarge)"
}

/** The default shapes. */
public object ShapeDefaults {
    public val ExtraSmall: CornerBasedShape = RoundedCornerShape(4.dp)
    public val Small: CornerBasedShape = RoundedCornerShape(8.dp)
    public val Medium: CornerBasedShape = RoundedCornerShape(12.dp)
    public val Large: CornerBasedShape = RoundedCornerShape(16.dp)
    public val ExtraLarge: CornerBasedShape = RoundedCornerShape(28.dp)
}

/** The shapes provided by [MaterialTheme]. */
internal val LocalShapes: ProvidableCompositionLocal<Shapes> = staticCompositionLocalOf { Shapes() }
