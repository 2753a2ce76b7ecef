// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/Button.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: Button, ElevatedButton, FilledTonalButton, OutlinedButton and TextButton (the 1.4 stable
// overloads; the expressive `shapes: ButtonShapes` overloads are omitted), ButtonDefaults (the members
// listed below), ButtonColors (public constructor and copy as in the library) and ButtonElevation (its
// constructor is internal in the library too). Default values are literals instead of the library's tokens.
// The buttons run their content once in a Row scope; clicks are never delivered.
package androidx.compose.material3

import tandem.compose.StandInComposition

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.RowScope
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.runtime.Stable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.graphics.takeOrElse
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** A filled button: the highest-emphasis action. */
@Composable
public fun Button(
    onClick: () -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    shape: Shape = ButtonDefaults.shape,
    colors: ButtonColors = ButtonDefaults.buttonColors(),
    elevation: ButtonElevation? = ButtonDefaults.buttonElevation(),
    border: BorderStroke? = null,
    contentPadding: PaddingValues = ButtonDefaults.ContentPadding,
    interactionSource: MutableInteractionSource? = null,
    content: @Composable RowScope.() -> Unit,
) {
    StandInComposition.node("Button", modifier, "onClick" to onClick.takeIf { enabled }, "Role" to "Button") {
        ButtonSurface(colors.contentColor(enabled)) { Row(content = content) }
    }
}

/** A filled button with a shadow, on a patterned background. */
@Composable
public fun ElevatedButton(
    onClick: () -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    shape: Shape = ButtonDefaults.elevatedShape,
    colors: ButtonColors = ButtonDefaults.elevatedButtonColors(),
    elevation: ButtonElevation? = ButtonDefaults.elevatedButtonElevation(),
    border: BorderStroke? = null,
    contentPadding: PaddingValues = ButtonDefaults.ContentPadding,
    interactionSource: MutableInteractionSource? = null,
    content: @Composable RowScope.() -> Unit,
): Unit = Button(onClick, modifier, enabled, shape, colors, elevation, border, contentPadding, interactionSource, content)

/** A tonal (secondary-container) button: between filled and outlined. */
@Composable
public fun FilledTonalButton(
    onClick: () -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    shape: Shape = ButtonDefaults.filledTonalShape,
    colors: ButtonColors = ButtonDefaults.filledTonalButtonColors(),
    elevation: ButtonElevation? = ButtonDefaults.filledTonalButtonElevation(),
    border: BorderStroke? = null,
    contentPadding: PaddingValues = ButtonDefaults.ContentPadding,
    interactionSource: MutableInteractionSource? = null,
    content: @Composable RowScope.() -> Unit,
): Unit = Button(onClick, modifier, enabled, shape, colors, elevation, border, contentPadding, interactionSource, content)

/** An outlined button: medium emphasis. */
@Composable
public fun OutlinedButton(
    onClick: () -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    shape: Shape = ButtonDefaults.outlinedShape,
    colors: ButtonColors = ButtonDefaults.outlinedButtonColors(),
    elevation: ButtonElevation? = null,
    border: BorderStroke? = ButtonDefaults.outlinedButtonBorder(enabled),
    contentPadding: PaddingValues = ButtonDefaults.ContentPadding,
    interactionSource: MutableInteractionSource? = null,
    content: @Composable RowScope.() -> Unit,
): Unit = Button(onClick, modifier, enabled, shape, colors, elevation, border, contentPadding, interactionSource, content)

/** A text button: the lowest emphasis. */
@Composable
public fun TextButton(
    onClick: () -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    shape: Shape = ButtonDefaults.textShape,
    colors: ButtonColors = ButtonDefaults.textButtonColors(),
    elevation: ButtonElevation? = null,
    border: BorderStroke? = null,
    contentPadding: PaddingValues = ButtonDefaults.TextButtonContentPadding,
    interactionSource: MutableInteractionSource? = null,
    content: @Composable RowScope.() -> Unit,
): Unit = Button(onClick, modifier, enabled, shape, colors, elevation, border, contentPadding, interactionSource, content)

@Composable
private fun ButtonSurface(contentColor: Color, content: @Composable () -> Unit) {
    androidx.compose.runtime.CompositionLocalProvider(LocalContentColor provides contentColor) {
        ProvideTextStyle(value = MaterialTheme.typography.labelLarge, content = content)
    }
}

/** Default values of the buttons. */
public object ButtonDefaults {
    /** Padding of a button's content. */
    public val ContentPadding: PaddingValues = PaddingValues(start = 24.dp, top = 8.dp, end = 24.dp, bottom = 8.dp)

    /** Padding of a button's content when it has a leading icon. */
    public val ButtonWithIconContentPadding: PaddingValues = PaddingValues(start = 16.dp, top = 8.dp, end = 24.dp, bottom = 8.dp)

    /** Padding of a text button's content. */
    public val TextButtonContentPadding: PaddingValues = PaddingValues(start = 12.dp, top = 8.dp, end = 12.dp, bottom = 8.dp)

    /** Minimum width of a button. */
    public val MinWidth: Dp = 58.dp

    /** Minimum height of a button. */
    public val MinHeight: Dp = 40.dp

    /** Size of an icon in a button. */
    public val IconSize: Dp = 18.dp

    /** Space between an icon and the text in a button. */
    public val IconSpacing: Dp = 8.dp

    /** Shape of a filled button. */
    public val shape: Shape
        @Composable @ReadOnlyComposable get() = CircleShape

    /** Shape of an elevated button. */
    public val elevatedShape: Shape
        @Composable @ReadOnlyComposable get() = CircleShape

    /** Shape of a tonal button. */
    public val filledTonalShape: Shape
        @Composable @ReadOnlyComposable get() = CircleShape

    /** Shape of an outlined button. */
    public val outlinedShape: Shape
        @Composable @ReadOnlyComposable get() = CircleShape

    /** Shape of a text button. */
    public val textShape: Shape
        @Composable @ReadOnlyComposable get() = CircleShape

    /** The theme's filled-button colours. */
    @Composable
    public fun buttonColors(): ButtonColors = buttonColors(containerColor = Color.Unspecified)

    /** Filled-button colours; unspecified ones come from the theme. */
    @Composable
    public fun buttonColors(
        containerColor: Color = Color.Unspecified,
        contentColor: Color = Color.Unspecified,
        disabledContainerColor: Color = Color.Unspecified,
        disabledContentColor: Color = Color.Unspecified,
    ): ButtonColors {
        val scheme = MaterialTheme.colorScheme
        return ButtonColors(scheme.primary, scheme.onPrimary, scheme.onSurface.copy(alpha = 0.12f), scheme.onSurface.copy(alpha = 0.38f))
            .copy(containerColor, contentColor, disabledContainerColor, disabledContentColor)
    }

    /** The theme's elevated-button colours. */
    @Composable
    public fun elevatedButtonColors(): ButtonColors {
        val scheme = MaterialTheme.colorScheme
        return ButtonColors(scheme.surfaceContainerLow, scheme.primary, scheme.onSurface.copy(alpha = 0.12f), scheme.onSurface.copy(alpha = 0.38f))
    }

    /** The theme's tonal-button colours. */
    @Composable
    public fun filledTonalButtonColors(): ButtonColors {
        val scheme = MaterialTheme.colorScheme
        return ButtonColors(scheme.secondaryContainer, scheme.onSecondaryContainer, scheme.onSurface.copy(alpha = 0.12f), scheme.onSurface.copy(alpha = 0.38f))
    }

    /** The theme's outlined-button colours. */
    @Composable
    public fun outlinedButtonColors(): ButtonColors = outlinedButtonColors(containerColor = Color.Unspecified)

    /** Outlined-button colours; unspecified ones come from the theme. */
    @Composable
    public fun outlinedButtonColors(
        containerColor: Color = Color.Unspecified,
        contentColor: Color = Color.Unspecified,
        disabledContainerColor: Color = Color.Unspecified,
        disabledContentColor: Color = Color.Unspecified,
    ): ButtonColors {
        val scheme = MaterialTheme.colorScheme
        return ButtonColors(Color.Transparent, scheme.primary, Color.Transparent, scheme.onSurface.copy(alpha = 0.38f))
            .copy(containerColor, contentColor, disabledContainerColor, disabledContentColor)
    }

    /** The theme's text-button colours. */
    @Composable
    public fun textButtonColors(): ButtonColors = textButtonColors(containerColor = Color.Unspecified)

    /** Text-button colours; unspecified ones come from the theme. */
    @Composable
    public fun textButtonColors(
        containerColor: Color = Color.Unspecified,
        contentColor: Color = Color.Unspecified,
        disabledContainerColor: Color = Color.Unspecified,
        disabledContentColor: Color = Color.Unspecified,
    ): ButtonColors {
        val scheme = MaterialTheme.colorScheme
        return ButtonColors(Color.Transparent, scheme.primary, Color.Transparent, scheme.onSurface.copy(alpha = 0.38f))
            .copy(containerColor, contentColor, disabledContainerColor, disabledContentColor)
    }

    /** Elevation of a filled button per interaction state. */
    @Composable
    public fun buttonElevation(
        defaultElevation: Dp = 0.dp,
        pressedElevation: Dp = 0.dp,
        focusedElevation: Dp = 0.dp,
        hoveredElevation: Dp = 1.dp,
        disabledElevation: Dp = 0.dp,
    ): ButtonElevation = ButtonElevation(defaultElevation, pressedElevation, focusedElevation, hoveredElevation, disabledElevation)

    /** Elevation of an elevated button per interaction state. */
    @Composable
    public fun elevatedButtonElevation(
        defaultElevation: Dp = 1.dp,
        pressedElevation: Dp = 1.dp,
        focusedElevation: Dp = 1.dp,
        hoveredElevation: Dp = 3.dp,
        disabledElevation: Dp = 0.dp,
    ): ButtonElevation = ButtonElevation(defaultElevation, pressedElevation, focusedElevation, hoveredElevation, disabledElevation)

    /** Elevation of a tonal button per interaction state. */
    @Composable
    public fun filledTonalButtonElevation(
        defaultElevation: Dp = 0.dp,
        pressedElevation: Dp = 0.dp,
        focusedElevation: Dp = 0.dp,
        hoveredElevation: Dp = 1.dp,
        disabledElevation: Dp = 0.dp,
    ): ButtonElevation = ButtonElevation(defaultElevation, pressedElevation, focusedElevation, hoveredElevation, disabledElevation)

    /** The border of an outlined button. */
    @Composable
    public fun outlinedButtonBorder(enabled: Boolean = true): BorderStroke =
        BorderStroke(
            width = 1.dp,
            color = if (enabled) MaterialTheme.colorScheme.outlineVariant else MaterialTheme.colorScheme.onSurface.copy(alpha = 0.12f),
        )
}

/** The colours of a button in its enabled and disabled states. */
@Immutable
public class ButtonColors(
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
    ): ButtonColors =
        ButtonColors(
            containerColor.takeOrElse { this.containerColor },
            contentColor.takeOrElse { this.contentColor },
            disabledContainerColor.takeOrElse { this.disabledContainerColor },
            disabledContentColor.takeOrElse { this.disabledContentColor },
        )

    @Stable
    internal fun containerColor(enabled: Boolean): Color = if (enabled) containerColor else disabledContainerColor

    @Stable
    internal fun contentColor(enabled: Boolean): Color = if (enabled) contentColor else disabledContentColor

    override fun equals(other: Any?): Boolean =
        other is ButtonColors &&
            containerColor == other.containerColor &&
            contentColor == other.contentColor &&
            disabledContainerColor == other.disabledContainerColor &&
            disabledContentColor == other.disabledContentColor

    override fun hashCode(): Int = listOf(containerColor, contentColor, disabledContainerColor, disabledContentColor).hashCode()
}

/** The elevation of a button per interaction state. */
@Stable
public class ButtonElevation
internal constructor(
    private val defaultElevation: Dp,
    private val pressedElevation: Dp,
    private val focusedElevation: Dp,
    private val hoveredElevation: Dp,
    private val disabledElevation: Dp,
) {
    override fun equals(other: Any?): Boolean =
        other is ButtonElevation &&
            defaultElevation == other.defaultElevation &&
            pressedElevation == other.pressedElevation &&
            focusedElevation == other.focusedElevation &&
            hoveredElevation == other.hoveredElevation &&
            disabledElevation == other.disabledElevation

    override fun hashCode(): Int =
        listOf(defaultElevation, pressedElevation, focusedElevation, hoveredElevation, disabledElevation).hashCode()
}
