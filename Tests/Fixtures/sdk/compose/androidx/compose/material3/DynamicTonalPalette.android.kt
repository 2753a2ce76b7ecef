// Mirrors compose/material3/material3/src/androidMain/kotlin/androidx/compose/material3/DynamicTonalPalette.android.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: the two dynamic (wallpaper-based, Android 12+) schemes. The library derives them from the
// system's android.R.color.system_* palette; the stand-in returns the baseline schemes. The library marks
// both @RequiresApi(Build.VERSION_CODES.S); the annotation is left out here because the converted
// androidx.annotation.RequiresApi class has lost its parameter defaults (and Build.VERSION_CODES.S its
// constant value), so it cannot be applied as written. Callers should still check SDK_INT >= 31.
package androidx.compose.material3

import android.content.Context

/** A light colour scheme derived from the user's wallpaper (Android 12+). */
public fun dynamicLightColorScheme(context: Context): ColorScheme = lightColorScheme()

/** A dark colour scheme derived from the user's wallpaper (Android 12+). */
public fun dynamicDarkColorScheme(context: Context): ColorScheme = darkColorScheme()
