// Mirrors compose/material3/material3/src/androidMain/kotlin/androidx/compose/material3/CalendarLocale.android.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: on Android the date pickers' CalendarLocale is java.util.Locale (an `actual typealias` of the
// common `expect class` in the library).
package androidx.compose.material3

/** The locale the date pickers format with. */
public typealias CalendarLocale = java.util.Locale
