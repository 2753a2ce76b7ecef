// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/SegmentedButton.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: SingleChoiceSegmentedButtonRow with its scope and SegmentedButton, SegmentedButtonDefaults
// (itemShape, baseShape, colors(), borderStroke, Icon, ActiveIcon, sizes) and SegmentedButtonColors (the
// library's public twelve-colour constructor is not stood in: the stand-in's is internal). The
// multi-choice row is omitted. Buttons run their icon and label once.
package androidx.compose.material3

import tandem.compose.StandInComposition

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.RowScope
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.shape.CornerBasedShape
import androidx.compose.foundation.shape.CornerSize
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** A row of segmented buttons of which exactly one is selected. */
@Composable
public fun SingleChoiceSegmentedButtonRow(
    modifier: Modifier = Modifier,
    space: Dp = SegmentedButtonDefaults.BorderWidth,
    content: @Composable SingleChoiceSegmentedButtonRowScope.() -> Unit,
) {
    Row(modifier) {
        SingleChoiceSegmentedButtonScopeWrapper(this).content()
    }
}

/** The scope of a [SingleChoiceSegmentedButtonRow]'s buttons. */
public interface SingleChoiceSegmentedButtonRowScope : RowScope

private class SingleChoiceSegmentedButtonScopeWrapper(scope: RowScope) : SingleChoiceSegmentedButtonRowScope, RowScope by scope

/** One button of a [SingleChoiceSegmentedButtonRow]; [shape] is usually SegmentedButtonDefaults.itemShape. */
@Composable
public fun SingleChoiceSegmentedButtonRowScope.SegmentedButton(
    selected: Boolean,
    onClick: () -> Unit,
    shape: Shape,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    colors: SegmentedButtonColors = SegmentedButtonDefaults.colors(),
    border: BorderStroke = SegmentedButtonDefaults.borderStroke(colors.borderColor(enabled, selected)),
    contentPadding: PaddingValues = SegmentedButtonDefaults.ContentPadding,
    interactionSource: MutableInteractionSource? = null,
    icon: @Composable () -> Unit = { SegmentedButtonDefaults.Icon(selected) },
    label: @Composable () -> Unit,
) {
    StandInComposition.node("SegmentedButton", modifier, "selected" to selected, "onClick" to onClick.takeIf { enabled }, "Role" to "RadioButton") {
        CompositionLocalProvider(LocalContentColor provides colors.contentColor(enabled, selected)) {
            icon()
            ProvideTextStyle(MaterialTheme.typography.labelLarge, content = label)
        }
    }
}

/** Default values of the segmented buttons. */
public object SegmentedButtonDefaults {
    /** The theme's segmented button colours. */
    @Composable
    public fun colors(): SegmentedButtonColors {
        val s = MaterialTheme.colorScheme
        return SegmentedButtonColors(
            activeContainerColor = s.secondaryContainer,
            activeContentColor = s.onSecondaryContainer,
            activeBorderColor = s.outline,
            inactiveContainerColor = s.surface,
            inactiveContentColor = s.onSurface,
            inactiveBorderColor = s.outline,
            disabledContentColor = s.onSurface.copy(alpha = 0.38f),
            disabledBorderColor = s.onSurface.copy(alpha = 0.12f),
        )
    }

    /** The shape all segmented buttons' shapes are derived from. */
    public val baseShape: CornerBasedShape
        @Composable @ReadOnlyComposable get() = CircleShape

    /** The width of a segmented button's border. */
    public val BorderWidth: Dp = 1.dp

    /** The size of a segmented button's icon. */
    public val IconSize: Dp = 18.dp

    /** The padding of a segmented button's content. */
    public val ContentPadding: PaddingValues = PaddingValues(horizontal = 12.dp)

    /** The border of a segmented button in [color]. */
    public fun borderStroke(color: Color, width: Dp = BorderWidth): BorderStroke = BorderStroke(width = width, color = color)

    /** The shape of the button at [index] of [count]: outer corners rounded, inner corners square. */
    @Composable
    @ReadOnlyComposable
    public fun itemShape(index: Int, count: Int, baseShape: CornerBasedShape = this.baseShape): Shape {
        if (count == 1) return baseShape
        val square = CornerSize(0.dp)
        return when (index) {
            0 -> baseShape.copy(topEnd = square, bottomEnd = square)
            count - 1 -> baseShape.copy(topStart = square, bottomStart = square)
            else -> baseShape.copy(all = square)
        }
    }

    /** The check icon of a selected button. */
    @Composable
    public fun ActiveIcon() {
        // The library draws a check mark (Icons.Filled.Check) here.
    }

    /** The icon slot of a segmented button: [activeContent] when [active], else [inactiveContent]. */
    @Composable
    public fun Icon(
        active: Boolean,
        activeContent: @Composable () -> Unit = { ActiveIcon() },
        inactiveContent: (@Composable () -> Unit)? = null,
    ) {
        if (active) activeContent() else inactiveContent?.invoke()
    }
}

/** The colours of a segmented button by state. */
@Immutable
public class SegmentedButtonColors
internal constructor(
    internal val activeContainerColor: Color,
    internal val activeContentColor: Color,
    internal val activeBorderColor: Color,
    internal val inactiveContainerColor: Color,
    internal val inactiveContentColor: Color,
    internal val inactiveBorderColor: Color,
    internal val disabledContentColor: Color,
    internal val disabledBorderColor: Color,
) {
    internal fun borderColor(enabled: Boolean, active: Boolean): Color =
        when {
            !enabled -> disabledBorderColor
            active -> activeBorderColor
            else -> inactiveBorderColor
        }

    internal fun contentColor(enabled: Boolean, active: Boolean): Color =
        when {
            !enabled -> disabledContentColor
            active -> activeContentColor
            else -> inactiveContentColor
        }
}
