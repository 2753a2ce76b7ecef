// Mirrors compose/foundation/foundation-layout/src/androidMain/kotlin/androidx/compose/foundation/layout/WindowInsetsPadding.android.kt (androidx.compose.foundation:foundation-layout 1.9.4)
// Stand-in: the padding modifiers for the common window insets, recorded as elements.
package androidx.compose.foundation.layout

import androidx.compose.ui.Modifier

/** Pads the element so that nothing is drawn under system bars, cutout or keyboard. */
public fun Modifier.safeDrawingPadding(): Modifier = this then AndroidInsetsPaddingElement("safeDrawing")

/** Pads the element by the keyboard's insets. */
public fun Modifier.imePadding(): Modifier = this then AndroidInsetsPaddingElement("ime")

/** Pads the element by the system bars' insets. */
public fun Modifier.systemBarsPadding(): Modifier = this then AndroidInsetsPaddingElement("systemBars")

/** Pads the element by the status bar's insets. */
public fun Modifier.statusBarsPadding(): Modifier = this then AndroidInsetsPaddingElement("statusBars")

/** Pads the element by the navigation bar's insets. */
public fun Modifier.navigationBarsPadding(): Modifier = this then AndroidInsetsPaddingElement("navigationBars")

/** Pads the element by the safe-content insets. */
public fun Modifier.safeContentPadding(): Modifier = this then AndroidInsetsPaddingElement("safeContent")

private data class AndroidInsetsPaddingElement(val insets: String) : Modifier.Element
