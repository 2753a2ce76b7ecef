// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/Typography.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: the 15 type-scale styles (constructor and copy) and LocalTypography. The defaults are the
// baseline type scale (sizes, line heights, weights) written as literals instead of the library's type
// tokens; the expressive "emphasized" styles are omitted.
package androidx.compose.material3

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.ProvidableCompositionLocal
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.sp

/** The type scale of a Material theme. */
@Immutable
public class Typography(
    public val displayLarge: TextStyle = style(57, 64, FontWeight.Normal, -0.25),
    public val displayMedium: TextStyle = style(45, 52, FontWeight.Normal, 0.0),
    public val displaySmall: TextStyle = style(36, 44, FontWeight.Normal, 0.0),
    public val headlineLarge: TextStyle = style(32, 40, FontWeight.Normal, 0.0),
    public val headlineMedium: TextStyle = style(28, 36, FontWeight.Normal, 0.0),
    public val headlineSmall: TextStyle = style(24, 32, FontWeight.Normal, 0.0),
    public val titleLarge: TextStyle = style(22, 28, FontWeight.Normal, 0.0),
    public val titleMedium: TextStyle = style(16, 24, FontWeight.Medium, 0.15),
    public val titleSmall: TextStyle = style(14, 20, FontWeight.Medium, 0.1),
    public val bodyLarge: TextStyle = style(16, 24, FontWeight.Normal, 0.5),
    public val bodyMedium: TextStyle = style(14, 20, FontWeight.Normal, 0.25),
    public val bodySmall: TextStyle = style(12, 16, FontWeight.Normal, 0.4),
    public val labelLarge: TextStyle = style(14, 20, FontWeight.Medium, 0.1),
    public val labelMedium: TextStyle = style(12, 16, FontWeight.Medium, 0.5),
    public val labelSmall: TextStyle = style(11, 16, FontWeight.Medium, 0.5),
) {
    /** A copy with some styles replaced. */
    public fun copy(
        displayLarge: TextStyle = this.displayLarge,
        displayMedium: TextStyle = this.displayMedium,
        displaySmall: TextStyle = this.displaySmall,
        headlineLarge: TextStyle = this.headlineLarge,
        headlineMedium: TextStyle = this.headlineMedium,
        headlineSmall: TextStyle = this.headlineSmall,
        titleLarge: TextStyle = this.titleLarge,
        titleMedium: TextStyle = this.titleMedium,
        titleSmall: TextStyle = this.titleSmall,
        bodyLarge: TextStyle = this.bodyLarge,
        bodyMedium: TextStyle = this.bodyMedium,
        bodySmall: TextStyle = this.bodySmall,
        labelLarge: TextStyle = this.labelLarge,
        labelMedium: TextStyle = this.labelMedium,
        labelSmall: TextStyle = this.labelSmall,
    ): Typography =
        Typography(
            displayLarge, displayMedium, displaySmall, headlineLarge, headlineMedium, headlineSmall, titleLarge,
            titleMedium, titleSmall, bodyLarge, bodyMedium, bodySmall, labelLarge, labelMedium, labelSmall,
        )

    override fun toString(): String = "Typography(bodyLarge=$bodyLarge, titleLarge=$titleLarge, …)"
}

private fun style(size: Int, lineHeight: Int, weight: FontWeight, tracking: Double): TextStyle =
    TextStyle(fontSize = size.sp, lineHeight = lineHeight.sp, fontWeight = weight, letterSpacing = tracking.sp)

/** The type scale provided by [MaterialTheme]. */
internal val LocalTypography: ProvidableCompositionLocal<Typography> = staticCompositionLocalOf { Typography() }
