// Mirrors compose/ui/ui-text/src/androidMain/kotlin/androidx/compose/ui/text/AndroidTextStyle.android.kt (androidx.compose.ui:ui-text 1.9.4)
// Stand-in: the type only (its span/paragraph-style constructors are omitted).
package androidx.compose.ui.text

import androidx.compose.runtime.Immutable

/** Android-specific text style options (font padding, emoji support). */
@Immutable
public class PlatformTextStyle internal constructor(public val includeFontPadding: Boolean)
