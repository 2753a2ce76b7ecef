// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/Icon.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: the ImageVector overload (the ImageBitmap and Painter overloads are omitted).
package androidx.compose.material3

import tandem.compose.StandInComposition

import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.vector.ImageVector

/** Draws [imageVector] tinted with [tint]; [contentDescription] is read by accessibility services (null if decorative). */
@Composable
public fun Icon(
    imageVector: ImageVector,
    contentDescription: String?,
    modifier: Modifier = Modifier,
    tint: Color = LocalContentColor.current,
) {
    StandInComposition.leaf("Icon", modifier, "contentDescription" to contentDescription)
    check(imageVector.defaultWidth.value >= 0f) { "invalid icon ${imageVector.name}" }
}
