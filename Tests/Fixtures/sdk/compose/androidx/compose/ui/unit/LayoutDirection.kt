// Mirrors compose/ui/ui-unit/src/commonMain/kotlin/androidx/compose/ui/unit/LayoutDirection.kt (androidx.compose.ui:ui-unit 1.9.4)
package androidx.compose.ui.unit

/** The direction of layout: left to right or right to left. */
public enum class LayoutDirection {
    Ltr,
    Rtl,
}
