// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/Slider.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: the Float-value Slider (its interactionSource is non-null with a remembered default, as in the
// library), SliderDefaults.colors (no-argument and ten-colour overloads) and SliderColors (public
// ten-colour constructor, as in the library). RangeSlider and the state-based/custom thumb and track
// overloads are omitted.
package androidx.compose.material3

import tandem.compose.StandInComposition

import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.takeOrElse

/** A slider selecting [value] in [valueRange]; [steps] > 0 makes it discrete with that many inner stops. */
@Composable
public fun Slider(
    value: Float,
    onValueChange: (Float) -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    valueRange: ClosedFloatingPointRange<Float> = 0f..1f,
    steps: Int = 0,
    onValueChangeFinished: (() -> Unit)? = null,
    colors: SliderColors = SliderDefaults.colors(),
    interactionSource: MutableInteractionSource = remember { MutableInteractionSource() },
) {
    StandInComposition.node("Slider", modifier, "value" to value, "onValueChange" to onValueChange.takeIf { enabled }) {
        require(steps >= 0) { "steps should be >= 0" }
    }
}

/** Default values of the slider. */
public object SliderDefaults {
    /** The theme's slider colours. */
    @Composable
    public fun colors(): SliderColors {
        val s = MaterialTheme.colorScheme
        val disabled = s.onSurface.copy(alpha = 0.38f)
        return SliderColors(
            s.primary, s.primary, s.onPrimary, s.secondaryContainer, s.onSecondaryContainer,
            disabled, disabled, s.inverseSurface, s.onSurface.copy(alpha = 0.12f), s.onSurface,
        )
    }

    /** Slider colours; unspecified ones come from the theme. */
    @Composable
    public fun colors(
        thumbColor: Color = Color.Unspecified,
        activeTrackColor: Color = Color.Unspecified,
        activeTickColor: Color = Color.Unspecified,
        inactiveTrackColor: Color = Color.Unspecified,
        inactiveTickColor: Color = Color.Unspecified,
        disabledThumbColor: Color = Color.Unspecified,
        disabledActiveTrackColor: Color = Color.Unspecified,
        disabledActiveTickColor: Color = Color.Unspecified,
        disabledInactiveTrackColor: Color = Color.Unspecified,
        disabledInactiveTickColor: Color = Color.Unspecified,
    ): SliderColors {
        val t = colors()
        return SliderColors(
            thumbColor.takeOrElse { t.thumbColor },
            activeTrackColor.takeOrElse { t.activeTrackColor },
            activeTickColor.takeOrElse { t.activeTickColor },
            inactiveTrackColor.takeOrElse { t.inactiveTrackColor },
            inactiveTickColor.takeOrElse { t.inactiveTickColor },
            disabledThumbColor.takeOrElse { t.disabledThumbColor },
            disabledActiveTrackColor.takeOrElse { t.disabledActiveTrackColor },
            disabledActiveTickColor.takeOrElse { t.disabledActiveTickColor },
            disabledInactiveTrackColor.takeOrElse { t.disabledInactiveTrackColor },
            disabledInactiveTickColor.takeOrElse { t.disabledInactiveTickColor },
        )
    }
}

/** The colours of a slider by state. */
@Immutable
public class SliderColors(
    public val thumbColor: Color,
    public val activeTrackColor: Color,
    public val activeTickColor: Color,
    public val inactiveTrackColor: Color,
    public val inactiveTickColor: Color,
    public val disabledThumbColor: Color,
    public val disabledActiveTrackColor: Color,
    public val disabledActiveTickColor: Color,
    public val disabledInactiveTrackColor: Color,
    public val disabledInactiveTickColor: Color,
)
