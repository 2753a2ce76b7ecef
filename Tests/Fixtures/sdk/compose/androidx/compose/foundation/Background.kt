// Mirrors compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/Background.kt (androidx.compose.foundation:foundation 1.9.4)
// Stand-in: the colour and brush backgrounds, recorded as elements.
package androidx.compose.foundation

import androidx.compose.runtime.Stable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.RectangleShape
import androidx.compose.ui.graphics.Shape

/** Draws [color] in [shape] behind the content. */
@Stable
public fun Modifier.background(color: Color, shape: Shape = RectangleShape): Modifier =
    this then BackgroundElement(color, null, 1f, shape)

/** Draws [brush] in [shape] behind the content, at [alpha]. */
@Stable
public fun Modifier.background(brush: Brush, shape: Shape = RectangleShape, alpha: Float = 1.0f): Modifier =
    this then BackgroundElement(null, brush, alpha, shape)

private data class BackgroundElement(val color: Color?, val brush: Brush?, val alpha: Float, val shape: Shape) :
    Modifier.Element
