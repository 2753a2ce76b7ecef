// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/Checkbox.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: Checkbox (the overload without custom strokes), CheckboxDefaults.colors (no-argument and
// six-colour overloads) and CheckboxColors (the library's public twelve-colour constructor is not stood in:
// the stand-in's is internal). TriStateCheckbox is omitted.
package androidx.compose.material3

import tandem.compose.StandInComposition

import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.takeOrElse

/** A check box; [onCheckedChange] null makes it display-only (e.g. inside a clickable row). */
@Composable
public fun Checkbox(
    checked: Boolean,
    onCheckedChange: ((Boolean) -> Unit)?,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    colors: CheckboxColors = CheckboxDefaults.colors(),
    interactionSource: MutableInteractionSource? = null,
) {
    StandInComposition.node("Checkbox", modifier, "value" to checked, "onValueChange" to onCheckedChange.takeIf { enabled }, "Role" to "Checkbox") {
        colors.boxColor(enabled, checked)
    }
}

/** Default values of the check box. */
public object CheckboxDefaults {
    /** The theme's check box colours. */
    @Composable
    public fun colors(): CheckboxColors {
        val scheme = MaterialTheme.colorScheme
        return CheckboxColors(
            checkedBoxColor = scheme.primary,
            uncheckedBoxColor = Color.Transparent,
            checkedCheckmarkColor = scheme.onPrimary,
            disabledBoxColor = scheme.onSurface.copy(alpha = 0.38f),
            borderColor = scheme.onSurfaceVariant,
        )
    }

    /** Check box colours; unspecified ones come from the theme. */
    @Composable
    public fun colors(
        checkedColor: Color = Color.Unspecified,
        uncheckedColor: Color = Color.Unspecified,
        checkmarkColor: Color = Color.Unspecified,
        disabledCheckedColor: Color = Color.Unspecified,
        disabledUncheckedColor: Color = Color.Unspecified,
        disabledIndeterminateColor: Color = Color.Unspecified,
    ): CheckboxColors {
        val theme = colors()
        return CheckboxColors(
            checkedBoxColor = checkedColor.takeOrElse { theme.checkedBoxColor },
            uncheckedBoxColor = theme.uncheckedBoxColor,
            checkedCheckmarkColor = checkmarkColor.takeOrElse { theme.checkedCheckmarkColor },
            disabledBoxColor = disabledCheckedColor.takeOrElse { disabledUncheckedColor.takeOrElse { disabledIndeterminateColor.takeOrElse { theme.disabledBoxColor } } },
            borderColor = uncheckedColor.takeOrElse { theme.borderColor },
        )
    }
}

/** The colours of a check box by state. */
@Immutable
public class CheckboxColors
internal constructor(
    internal val checkedBoxColor: Color,
    internal val uncheckedBoxColor: Color,
    internal val checkedCheckmarkColor: Color,
    internal val disabledBoxColor: Color,
    internal val borderColor: Color,
) {
    internal fun boxColor(enabled: Boolean, checked: Boolean): Color =
        when {
            !enabled -> disabledBoxColor
            checked -> checkedBoxColor
            else -> uncheckedBoxColor
        }
}
