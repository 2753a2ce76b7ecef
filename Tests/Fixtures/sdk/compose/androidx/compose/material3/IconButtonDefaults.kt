// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/IconButtonDefaults.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: the standard icon button's colours and shape (the filled/tonal/outlined/toggle and expressive
// members are omitted).
package androidx.compose.material3

import androidx.compose.foundation.shape.CircleShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shape

/** Default values of the icon buttons. */
public object IconButtonDefaults {
    /** The theme's standard icon button colours (content in the current content colour). */
    @Composable
    public fun iconButtonColors(): IconButtonColors {
        val contentColor = LocalContentColor.current
        return IconButtonColors(Color.Transparent, contentColor, Color.Transparent, contentColor.copy(alpha = 0.38f))
    }

    /** Standard icon button colours; unspecified ones come from the theme. */
    @Composable
    public fun iconButtonColors(
        containerColor: Color = Color.Unspecified,
        contentColor: Color = LocalContentColor.current,
        disabledContainerColor: Color = Color.Unspecified,
        disabledContentColor: Color = contentColor.copy(alpha = 0.38f),
    ): IconButtonColors = iconButtonColors().copy(containerColor, contentColor, disabledContainerColor, disabledContentColor)

    /** The shape of a standard icon button. */
    public val standardShape: Shape
        @Composable get() = CircleShape
}
