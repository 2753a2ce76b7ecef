// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/ContentColor.kt (androidx.compose.material3:material3 1.4.0)
package androidx.compose.material3

import androidx.compose.runtime.ProvidableCompositionLocal
import androidx.compose.runtime.compositionLocalOf
import androidx.compose.ui.graphics.Color

/** The preferred colour for content (text, icons) at this point of the tree; set by Surface and others. */
public val LocalContentColor: ProvidableCompositionLocal<Color> = compositionLocalOf { Color.Black }
