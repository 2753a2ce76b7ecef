// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/Surface.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: the plain and the clickable Surface (the selectable/toggleable overloads are omitted) and
// LocalAbsoluteTonalElevation. A surface provides its content colour and elevation to its content.
package androidx.compose.material3

import tandem.compose.StandInComposition

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.NonRestartableComposable
import androidx.compose.runtime.ProvidableCompositionLocal
import androidx.compose.runtime.compositionLocalOf
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.RectangleShape
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** A Material surface: a container with colour, shape, elevation and border. */
@Composable
@NonRestartableComposable
public fun Surface(
    modifier: Modifier = Modifier,
    shape: Shape = RectangleShape,
    color: Color = MaterialTheme.colorScheme.surface,
    contentColor: Color = contentColorFor(color),
    tonalElevation: Dp = 0.dp,
    shadowElevation: Dp = 0.dp,
    border: BorderStroke? = null,
    content: @Composable () -> Unit,
) {
    val absoluteElevation = LocalAbsoluteTonalElevation.current + tonalElevation
    // A node with the modifier (its semantics, its test tag), as the real one's Box.
    StandInComposition.node("Surface", modifier) {
        CompositionLocalProvider(
            LocalContentColor provides contentColor,
            LocalAbsoluteTonalElevation provides absoluteElevation,
            content = content,
        )
    }
}

/** A clickable Material surface. */
@Composable
@NonRestartableComposable
public fun Surface(
    onClick: () -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    shape: Shape = RectangleShape,
    color: Color = MaterialTheme.colorScheme.surface,
    contentColor: Color = contentColorFor(color),
    tonalElevation: Dp = 0.dp,
    shadowElevation: Dp = 0.dp,
    border: BorderStroke? = null,
    interactionSource: MutableInteractionSource? = null,
    content: @Composable () -> Unit,
) {
    StandInComposition.node("Surface", modifier, "onClick" to onClick.takeIf { enabled }) {
        Surface(modifier, shape, color, contentColor, tonalElevation, shadowElevation, border, content)
    }
}

/** The total tonal elevation of the surfaces above this point. */
public val LocalAbsoluteTonalElevation: ProvidableCompositionLocal<Dp> = compositionLocalOf { 0.dp }
