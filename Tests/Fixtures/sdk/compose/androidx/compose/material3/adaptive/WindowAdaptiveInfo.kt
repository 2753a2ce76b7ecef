// Mirrors compose/material3/adaptive/adaptive/src/commonMain/kotlin/androidx/compose/material3/adaptive/WindowAdaptiveInfo.kt (androidx.compose.material3.adaptive:adaptive 1.2.0, as Compose BOM 2025.10.01 maps it)
// Stand-in: currentWindowAdaptiveInfo with its parameter, and WindowAdaptiveInfo. The window's size comes from the
// context's configuration (the library reads LocalWindowInfo's container size with LocalDensity), bucketed to the
// breakpoints as WindowSizeClass.computeFromDpSize does; the posture is always flat (no hinges).
package androidx.compose.material3.adaptive

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.ui.platform.LocalContext
import androidx.window.core.layout.WindowSizeClass

/** The [WindowAdaptiveInfo] of the window the composition shows in. */
@Composable
public fun currentWindowAdaptiveInfo(supportLargeAndXLargeWidth: Boolean = false): WindowAdaptiveInfo {
    val configuration = LocalContext.current.resources.configuration
    val widths =
        listOf(0, WindowSizeClass.WIDTH_DP_MEDIUM_LOWER_BOUND, WindowSizeClass.WIDTH_DP_EXPANDED_LOWER_BOUND) +
            if (supportLargeAndXLargeWidth) {
                listOf(WindowSizeClass.WIDTH_DP_LARGE_LOWER_BOUND, WindowSizeClass.WIDTH_DP_EXTRA_LARGE_LOWER_BOUND)
            } else {
                emptyList()
            }
    val heights = listOf(0, WindowSizeClass.HEIGHT_DP_MEDIUM_LOWER_BOUND, WindowSizeClass.HEIGHT_DP_EXPANDED_LOWER_BOUND)
    return WindowAdaptiveInfo(
        windowSizeClass =
            WindowSizeClass(
                minWidthDp = widths.last { it <= configuration.screenWidthDp },
                minHeightDp = heights.last { it <= configuration.screenHeightDp },
            ),
        windowPosture = Posture(),
    )
}

/** What a layout adapts to: the window's size class and posture. */
@Immutable
public class WindowAdaptiveInfo(
    public val windowSizeClass: WindowSizeClass,
    public val windowPosture: Posture,
) {
    override fun equals(other: Any?): Boolean =
        other is WindowAdaptiveInfo && windowSizeClass == other.windowSizeClass && windowPosture == other.windowPosture

    override fun hashCode(): Int = 31 * windowSizeClass.hashCode() + windowPosture.hashCode()

    override fun toString(): String = "WindowAdaptiveInfo(windowSizeClass=$windowSizeClass, windowPosture=$windowPosture)"
}
