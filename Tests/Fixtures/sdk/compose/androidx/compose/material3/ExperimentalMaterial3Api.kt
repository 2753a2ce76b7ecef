// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/ExperimentalMaterial3Api.kt (androidx.compose.material3:material3 1.4.0)
package androidx.compose.material3

/** Marks Material 3 APIs that are experimental: callers must opt in. */
@RequiresOptIn("This material API is experimental and is likely to change or to be removed in the future.")
@Retention(AnnotationRetention.BINARY)
public annotation class ExperimentalMaterial3Api
