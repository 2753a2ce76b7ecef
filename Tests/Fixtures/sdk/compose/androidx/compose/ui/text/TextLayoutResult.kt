// Mirrors compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/TextLayoutResult.kt (androidx.compose.ui:ui-text 1.9.4)
// Stand-in: the type only (Text's onTextLayout parameter); its members are omitted.
package androidx.compose.ui.text

/** The result of laying out a piece of text: line metrics, bounds, overflow. */
public class TextLayoutResult internal constructor(public val hasVisualOverflow: Boolean)
