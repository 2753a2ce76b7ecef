// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/IconButton.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: IconButton as in 1.4 (shape after interactionSource; the older overload without shape is hidden
// in the library) and IconButtonColors (public constructor and copy, as in the library). The other icon
// buttons (filled, tonal, outlined, toggle) are omitted.
package androidx.compose.material3

import tandem.compose.StandInComposition

import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.graphics.takeOrElse

/** A button showing an icon (e.g. a top bar's navigation or action). */
@Composable
public fun IconButton(
    onClick: () -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    colors: IconButtonColors = IconButtonDefaults.iconButtonColors(),
    interactionSource: MutableInteractionSource? = null,
    shape: Shape = IconButtonDefaults.standardShape,
    content: @Composable () -> Unit,
) {
    StandInComposition.node("IconButton", modifier, "onClick" to onClick.takeIf { enabled }, "Role" to "Button") {
        CompositionLocalProvider(LocalContentColor provides colors.contentColor(enabled), content = content)
    }
}

/** The colours of an icon button in its enabled and disabled states. */
@Immutable
public class IconButtonColors(
    public val containerColor: Color,
    public val contentColor: Color,
    public val disabledContainerColor: Color,
    public val disabledContentColor: Color,
) {
    /** A copy with the specified colours replaced (unspecified ones are kept). */
    public fun copy(
        containerColor: Color = this.containerColor,
        contentColor: Color = this.contentColor,
        disabledContainerColor: Color = this.disabledContainerColor,
        disabledContentColor: Color = this.disabledContentColor,
    ): IconButtonColors =
        IconButtonColors(
            containerColor.takeOrElse { this.containerColor },
            contentColor.takeOrElse { this.contentColor },
            disabledContainerColor.takeOrElse { this.disabledContainerColor },
            disabledContentColor.takeOrElse { this.disabledContentColor },
        )

    @Stable
    internal fun contentColor(enabled: Boolean): Color = if (enabled) contentColor else disabledContentColor

    override fun equals(other: Any?): Boolean =
        other is IconButtonColors &&
            containerColor == other.containerColor &&
            contentColor == other.contentColor &&
            disabledContainerColor == other.disabledContainerColor &&
            disabledContentColor == other.disabledContentColor

    override fun hashCode(): Int = listOf(containerColor, contentColor, disabledContainerColor, disabledContentColor).hashCode()
}
