// Mirrors compose/foundation/foundation/src/androidMain/kotlin/androidx/compose/foundation/DarkTheme.android.kt (androidx.compose.foundation:foundation 1.9.4)
// Stand-in: reads the night-mode bits of the context's configuration (the library reads LocalConfiguration,
// which is not stood in).
package androidx.compose.foundation

import android.content.res.Configuration
import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.ui.platform.LocalContext

/** Whether the system is in dark theme (night mode). */
@Composable
@ReadOnlyComposable
public fun isSystemInDarkTheme(): Boolean {
    val uiMode = LocalContext.current.resources.configuration.uiMode
    return (uiMode and Configuration.UI_MODE_NIGHT_MASK) == Configuration.UI_MODE_NIGHT_YES
}
