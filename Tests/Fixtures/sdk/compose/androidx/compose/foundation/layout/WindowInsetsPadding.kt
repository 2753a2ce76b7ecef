// Mirrors compose/foundation/foundation-layout/src/commonMain/kotlin/androidx/compose/foundation/layout/WindowInsetsPadding.kt (androidx.compose.foundation:foundation-layout 1.9.4)
// Stand-in: windowInsetsPadding and consumeWindowInsets, recorded as elements.
package androidx.compose.foundation.layout

import androidx.compose.runtime.Stable
import androidx.compose.ui.Modifier

/** Pads the element by [insets] (minus those already consumed by ancestors). */
@Stable
public fun Modifier.windowInsetsPadding(insets: WindowInsets): Modifier = this then InsetsElement("windowInsetsPadding", insets)

/** Marks [insets] as consumed for the element's descendants. */
@Stable
public fun Modifier.consumeWindowInsets(insets: WindowInsets): Modifier = this then InsetsElement("consumeWindowInsets", insets)

/** Marks [paddingValues] as consumed insets for the element's descendants (e.g. a Scaffold's padding). */
@Stable
public fun Modifier.consumeWindowInsets(paddingValues: PaddingValues): Modifier =
    this then InsetsElement("consumeWindowInsets", paddingValues)

private data class InsetsElement(val name: String, val insets: Any) : Modifier.Element
