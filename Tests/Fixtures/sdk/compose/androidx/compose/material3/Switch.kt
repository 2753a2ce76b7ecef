// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/Switch.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: Switch, SwitchDefaults (colors: no-argument and sixteen-colour overloads, IconSize) and
// SwitchColors (public sixteen-colour constructor, as in the library; copy is omitted).
package androidx.compose.material3

import tandem.compose.StandInComposition

import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.takeOrElse
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** An on/off switch; [onCheckedChange] null makes it display-only. [thumbContent] is drawn in the thumb. */
@Composable
public fun Switch(
    checked: Boolean,
    onCheckedChange: ((Boolean) -> Unit)?,
    modifier: Modifier = Modifier,
    thumbContent: (@Composable () -> Unit)? = null,
    enabled: Boolean = true,
    colors: SwitchColors = SwitchDefaults.colors(),
    interactionSource: MutableInteractionSource? = null,
) {
    StandInComposition.node("Switch", modifier, "value" to checked, "onValueChange" to onCheckedChange.takeIf { enabled }, "Role" to "Switch") {
        if (thumbContent != null) thumbContent()
    }
}

/** Default values of the switch. */
public object SwitchDefaults {
    /** The theme's switch colours. */
    @Composable
    public fun colors(): SwitchColors {
        val s = MaterialTheme.colorScheme
        val disabled = s.onSurface.copy(alpha = 0.38f)
        return SwitchColors(
            s.onPrimary, s.primary, Color.Transparent, s.onPrimaryContainer,
            s.outline, s.surfaceContainerHighest, s.outline, s.surfaceContainerHighest,
            s.surface, s.onSurface.copy(alpha = 0.12f), Color.Transparent, disabled,
            disabled, s.surfaceContainerHighest.copy(alpha = 0.12f), s.onSurface.copy(alpha = 0.12f), s.surfaceContainerHighest.copy(alpha = 0.38f),
        )
    }

    /** Switch colours; unspecified ones come from the theme. */
    @Composable
    public fun colors(
        checkedThumbColor: Color = Color.Unspecified,
        checkedTrackColor: Color = Color.Unspecified,
        checkedBorderColor: Color = Color.Unspecified,
        checkedIconColor: Color = Color.Unspecified,
        uncheckedThumbColor: Color = Color.Unspecified,
        uncheckedTrackColor: Color = Color.Unspecified,
        uncheckedBorderColor: Color = Color.Unspecified,
        uncheckedIconColor: Color = Color.Unspecified,
        disabledCheckedThumbColor: Color = Color.Unspecified,
        disabledCheckedTrackColor: Color = Color.Unspecified,
        disabledCheckedBorderColor: Color = Color.Unspecified,
        disabledCheckedIconColor: Color = Color.Unspecified,
        disabledUncheckedThumbColor: Color = Color.Unspecified,
        disabledUncheckedTrackColor: Color = Color.Unspecified,
        disabledUncheckedBorderColor: Color = Color.Unspecified,
        disabledUncheckedIconColor: Color = Color.Unspecified,
    ): SwitchColors {
        val t = colors()
        return SwitchColors(
            checkedThumbColor.takeOrElse { t.checkedThumbColor },
            checkedTrackColor.takeOrElse { t.checkedTrackColor },
            checkedBorderColor.takeOrElse { t.checkedBorderColor },
            checkedIconColor.takeOrElse { t.checkedIconColor },
            uncheckedThumbColor.takeOrElse { t.uncheckedThumbColor },
            uncheckedTrackColor.takeOrElse { t.uncheckedTrackColor },
            uncheckedBorderColor.takeOrElse { t.uncheckedBorderColor },
            uncheckedIconColor.takeOrElse { t.uncheckedIconColor },
            disabledCheckedThumbColor.takeOrElse { t.disabledCheckedThumbColor },
            disabledCheckedTrackColor.takeOrElse { t.disabledCheckedTrackColor },
            disabledCheckedBorderColor.takeOrElse { t.disabledCheckedBorderColor },
            disabledCheckedIconColor.takeOrElse { t.disabledCheckedIconColor },
            disabledUncheckedThumbColor.takeOrElse { t.disabledUncheckedThumbColor },
            disabledUncheckedTrackColor.takeOrElse { t.disabledUncheckedTrackColor },
            disabledUncheckedBorderColor.takeOrElse { t.disabledUncheckedBorderColor },
            disabledUncheckedIconColor.takeOrElse { t.disabledUncheckedIconColor },
        )
    }

    /** The size of an icon in the thumb. */
    public val IconSize: Dp = 16.dp
}

/** The colours of a switch by state. */
@Immutable
public class SwitchColors(
    public val checkedThumbColor: Color,
    public val checkedTrackColor: Color,
    public val checkedBorderColor: Color,
    public val checkedIconColor: Color,
    public val uncheckedThumbColor: Color,
    public val uncheckedTrackColor: Color,
    public val uncheckedBorderColor: Color,
    public val uncheckedIconColor: Color,
    public val disabledCheckedThumbColor: Color,
    public val disabledCheckedTrackColor: Color,
    public val disabledCheckedBorderColor: Color,
    public val disabledCheckedIconColor: Color,
    public val disabledUncheckedThumbColor: Color,
    public val disabledUncheckedTrackColor: Color,
    public val disabledUncheckedBorderColor: Color,
    public val disabledUncheckedIconColor: Color,
)
