// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/Card.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: Card and clickable Card, CardDefaults (shape, cardColors, cardElevation), CardColors (public
// constructor and copy, as in the library) and CardElevation (internal constructor, as in the library).
// ElevatedCard and OutlinedCard are omitted. Cards run their content once in a Column scope.
package androidx.compose.material3

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.graphics.takeOrElse
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** A card: a surface holding content and actions about one subject. */
@Composable
public fun Card(
    modifier: Modifier = Modifier,
    shape: Shape = CardDefaults.shape,
    colors: CardColors = CardDefaults.cardColors(),
    elevation: CardElevation = CardDefaults.cardElevation(),
    border: BorderStroke? = null,
    content: @Composable ColumnScope.() -> Unit,
) {
    Surface(modifier = modifier, shape = shape, color = colors.containerColor, contentColor = colors.contentColor, border = border) {
        Column(content = content)
    }
}

/** A clickable card. */
@Composable
public fun Card(
    onClick: () -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    shape: Shape = CardDefaults.shape,
    colors: CardColors = CardDefaults.cardColors(),
    elevation: CardElevation = CardDefaults.cardElevation(),
    border: BorderStroke? = null,
    interactionSource: MutableInteractionSource? = null,
    content: @Composable ColumnScope.() -> Unit,
) {
    Surface(
        onClick = onClick,
        modifier = modifier,
        enabled = enabled,
        shape = shape,
        color = if (enabled) colors.containerColor else colors.disabledContainerColor,
        contentColor = if (enabled) colors.contentColor else colors.disabledContentColor,
        border = border,
        interactionSource = interactionSource,
    ) {
        Column(content = content)
    }
}

/** Default values of the cards. */
public object CardDefaults {
    /** The shape of a filled card. */
    public val shape: Shape
        @Composable @ReadOnlyComposable get() = MaterialTheme.shapes.medium

    /** The theme's filled-card colours. */
    @Composable
    public fun cardColors(): CardColors {
        val scheme = MaterialTheme.colorScheme
        return CardColors(
            containerColor = scheme.surfaceContainerHighest,
            contentColor = scheme.onSurface,
            disabledContainerColor = scheme.surfaceVariant,
            disabledContentColor = scheme.onSurface.copy(alpha = 0.38f),
        )
    }

    /** Filled-card colours; unspecified ones come from the theme. */
    @Composable
    public fun cardColors(
        containerColor: Color = Color.Unspecified,
        contentColor: Color = contentColorFor(containerColor),
        disabledContainerColor: Color = Color.Unspecified,
        disabledContentColor: Color = contentColor.copy(alpha = 0.38f),
    ): CardColors = cardColors().copy(containerColor, contentColor, disabledContainerColor, disabledContentColor)

    /** Elevation of a filled card per interaction state. */
    @Composable
    public fun cardElevation(
        defaultElevation: Dp = 0.dp,
        pressedElevation: Dp = 0.dp,
        focusedElevation: Dp = 0.dp,
        hoveredElevation: Dp = 1.dp,
        draggedElevation: Dp = 6.dp,
        disabledElevation: Dp = 0.dp,
    ): CardElevation =
        CardElevation(defaultElevation, pressedElevation, focusedElevation, hoveredElevation, draggedElevation, disabledElevation)
}

/** The colours of a card in its enabled and disabled states. */
@Immutable
public class CardColors(
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
    ): CardColors =
        CardColors(
            containerColor.takeOrElse { this.containerColor },
            contentColor.takeOrElse { this.contentColor },
            disabledContainerColor.takeOrElse { this.disabledContainerColor },
            disabledContentColor.takeOrElse { this.disabledContentColor },
        )

    override fun equals(other: Any?): Boolean =
        other is CardColors &&
            containerColor == other.containerColor &&
            contentColor == other.contentColor &&
            disabledContainerColor == other.disabledContainerColor &&
            disabledContentColor == other.disabledContentColor

    override fun hashCode(): Int = listOf(containerColor, contentColor, disabledContainerColor, disabledContentColor).hashCode()
}

/** The elevation of a card per interaction state. */
@Immutable
public class CardElevation
internal constructor(
    private val defaultElevation: Dp,
    private val pressedElevation: Dp,
    private val focusedElevation: Dp,
    private val hoveredElevation: Dp,
    private val draggedElevation: Dp,
    private val disabledElevation: Dp,
) {
    override fun equals(other: Any?): Boolean =
        other is CardElevation &&
            defaultElevation == other.defaultElevation &&
            pressedElevation == other.pressedElevation &&
            focusedElevation == other.focusedElevation &&
            hoveredElevation == other.hoveredElevation &&
            draggedElevation == other.draggedElevation &&
            disabledElevation == other.disabledElevation

    override fun hashCode(): Int =
        listOf(defaultElevation, pressedElevation, focusedElevation, hoveredElevation, draggedElevation, disabledElevation).hashCode()
}
