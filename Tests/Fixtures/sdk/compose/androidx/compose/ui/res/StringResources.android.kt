// Mirrors compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/res/StringResources.android.kt (androidx.compose.ui:ui 1.9.4)
// Stand-in: stringResource and stringArrayResource (pluralStringResource is omitted).
package androidx.compose.ui.res

import androidx.annotation.ArrayRes
import androidx.annotation.StringRes
import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.ui.platform.LocalContext

/** The string resource [id], from the composition's context. */
@Composable
@ReadOnlyComposable
public fun stringResource(@StringRes id: Int): String = LocalContext.current.resources.getString(id)

/** The string resource [id] formatted with [formatArgs]. */
@Composable
@ReadOnlyComposable
public fun stringResource(@StringRes id: Int, vararg formatArgs: Any): String =
    LocalContext.current.resources.getString(id, *formatArgs)

/** The string array resource [id]. */
@Composable
@ReadOnlyComposable
public fun stringArrayResource(@ArrayRes id: Int): Array<String> = LocalContext.current.resources.getStringArray(id)
