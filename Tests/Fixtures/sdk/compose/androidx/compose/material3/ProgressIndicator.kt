// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/ProgressIndicator.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: the 1.4 overloads of LinearProgressIndicator (determinate with `progress: () -> Float` and
// drawStopIndicator; indeterminate) and CircularProgressIndicator (determinate and indeterminate), and
// ProgressIndicatorDefaults. The deprecated overloads (Float progress, no gap size) are omitted.
// Determinate indicators read their progress once.
package androidx.compose.material3

import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** A determinate linear progress bar; [progress] (0–1) is read when drawing. */
@Composable
public fun LinearProgressIndicator(
    progress: () -> Float,
    modifier: Modifier = Modifier,
    color: Color = ProgressIndicatorDefaults.linearColor,
    trackColor: Color = ProgressIndicatorDefaults.linearTrackColor,
    strokeCap: StrokeCap = ProgressIndicatorDefaults.LinearStrokeCap,
    gapSize: Dp = ProgressIndicatorDefaults.LinearIndicatorTrackGapSize,
    drawStopIndicator: DrawScope.() -> Unit = {
        ProgressIndicatorDefaults.drawStopIndicator(
            drawScope = this,
            stopSize = ProgressIndicatorDefaults.LinearTrackStopIndicatorSize,
            color = color,
            strokeCap = strokeCap,
        )
    },
) {
    progress().coerceIn(0f, 1f)
}

/** An indeterminate linear progress bar. */
@Composable
public fun LinearProgressIndicator(
    modifier: Modifier = Modifier,
    color: Color = ProgressIndicatorDefaults.linearColor,
    trackColor: Color = ProgressIndicatorDefaults.linearTrackColor,
    strokeCap: StrokeCap = ProgressIndicatorDefaults.LinearStrokeCap,
    gapSize: Dp = ProgressIndicatorDefaults.LinearIndicatorTrackGapSize,
) {
    // Indeterminate: nothing to read.
}

/** A determinate circular progress indicator; [progress] (0–1) is read when drawing. */
@Composable
public fun CircularProgressIndicator(
    progress: () -> Float,
    modifier: Modifier = Modifier,
    color: Color = ProgressIndicatorDefaults.circularColor,
    strokeWidth: Dp = ProgressIndicatorDefaults.CircularStrokeWidth,
    trackColor: Color = ProgressIndicatorDefaults.circularDeterminateTrackColor,
    strokeCap: StrokeCap = ProgressIndicatorDefaults.CircularDeterminateStrokeCap,
    gapSize: Dp = ProgressIndicatorDefaults.CircularIndicatorTrackGapSize,
) {
    progress().coerceIn(0f, 1f)
}

/** An indeterminate circular progress indicator (a spinner). */
@Composable
public fun CircularProgressIndicator(
    modifier: Modifier = Modifier,
    color: Color = ProgressIndicatorDefaults.circularColor,
    strokeWidth: Dp = ProgressIndicatorDefaults.CircularStrokeWidth,
    trackColor: Color = ProgressIndicatorDefaults.circularIndeterminateTrackColor,
    strokeCap: StrokeCap = ProgressIndicatorDefaults.CircularIndeterminateStrokeCap,
    gapSize: Dp = ProgressIndicatorDefaults.CircularIndicatorTrackGapSize,
) {
    // Indeterminate: nothing to read.
}

/** Default values of the progress indicators. */
public object ProgressIndicatorDefaults {
    /** The linear indicator's colour. */
    public val linearColor: Color
        @Composable @ReadOnlyComposable get() = MaterialTheme.colorScheme.primary

    /** The linear indicator's track colour. */
    public val linearTrackColor: Color
        @Composable @ReadOnlyComposable get() = MaterialTheme.colorScheme.secondaryContainer

    /** The circular indicator's colour. */
    public val circularColor: Color
        @Composable @ReadOnlyComposable get() = MaterialTheme.colorScheme.primary

    /** The determinate circular indicator's track colour. */
    public val circularDeterminateTrackColor: Color
        @Composable @ReadOnlyComposable get() = MaterialTheme.colorScheme.secondaryContainer

    /** The indeterminate circular indicator's track colour. */
    public val circularIndeterminateTrackColor: Color
        @Composable @ReadOnlyComposable get() = Color.Transparent

    /** The circular indicator's stroke width. */
    public val CircularStrokeWidth: Dp = 4.dp

    /** The linear indicator's stroke cap. */
    public val LinearStrokeCap: StrokeCap = StrokeCap.Round

    /** The determinate circular indicator's stroke cap. */
    public val CircularDeterminateStrokeCap: StrokeCap = StrokeCap.Round

    /** The indeterminate circular indicator's stroke cap. */
    public val CircularIndeterminateStrokeCap: StrokeCap = StrokeCap.Round

    /** The size of the stop dot at the end of the linear track. */
    public val LinearTrackStopIndicatorSize: Dp = 4.dp

    /** The gap between the linear indicator and its track. */
    public val LinearIndicatorTrackGapSize: Dp = 4.dp

    /** The gap between the circular indicator and its track. */
    public val CircularIndicatorTrackGapSize: Dp = 4.dp

    /** Draws the stop dot at the end of a linear track. */
    public fun drawStopIndicator(drawScope: DrawScope, stopSize: Dp, color: Color, strokeCap: StrokeCap) {
        with(drawScope) { stopSize.toPx() }
    }
}
