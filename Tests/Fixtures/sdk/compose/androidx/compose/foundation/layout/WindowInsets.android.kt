// Mirrors compose/foundation/foundation-layout/src/androidMain/kotlin/androidx/compose/foundation/layout/WindowInsets.android.kt (androidx.compose.foundation:foundation-layout 1.9.4)
// Stand-in: the common inset types of the window as WindowInsets.Companion properties; here (no window)
// they are all zero.
package androidx.compose.foundation.layout

import androidx.compose.runtime.Composable
import androidx.compose.runtime.NonRestartableComposable

/** Status bar, navigation bar and caption bar. */
public val WindowInsets.Companion.systemBars: WindowInsets
    @Composable @NonRestartableComposable get() = WindowInsets()

/** The status bar. */
public val WindowInsets.Companion.statusBars: WindowInsets
    @Composable @NonRestartableComposable get() = WindowInsets()

/** The navigation bar. */
public val WindowInsets.Companion.navigationBars: WindowInsets
    @Composable @NonRestartableComposable get() = WindowInsets()

/** The on-screen keyboard. */
public val WindowInsets.Companion.ime: WindowInsets
    @Composable @NonRestartableComposable get() = WindowInsets()

/** The display cutout. */
public val WindowInsets.Companion.displayCutout: WindowInsets
    @Composable @NonRestartableComposable get() = WindowInsets()

/** Where drawing is safe: system bars, cutout and keyboard together. */
public val WindowInsets.Companion.safeDrawing: WindowInsets
    @Composable @NonRestartableComposable get() = WindowInsets()

/** Where content is safe: safe drawing plus system gestures. */
public val WindowInsets.Companion.safeContent: WindowInsets
    @Composable @NonRestartableComposable get() = WindowInsets()
