// Mirrors activity/activity-compose/src/main/java/androidx/activity/compose/LocalActivity.kt (androidx.activity:activity-compose 1.11.0)
// Stand-in: the default is null (the library derives it from LocalContext); setContent provides the activity.
package androidx.activity.compose

import android.app.Activity
import androidx.compose.runtime.ProvidableCompositionLocal
import androidx.compose.runtime.compositionLocalOf

/** The [Activity] hosting the composition, or null if none. */
public val LocalActivity: ProvidableCompositionLocal<Activity?> = compositionLocalOf { null }
