// Mirrors compose/foundation/foundation-layout/src/commonMain/kotlin/androidx/compose/foundation/layout/LayoutScopeMarker.kt (androidx.compose.foundation:foundation-layout 1.9.4)
package androidx.compose.foundation.layout

/** Marks the layout scopes (RowScope, ColumnScope, BoxScope…) so that outer scopes are not implicitly used. */
@DslMarker
public annotation class LayoutScopeMarker
