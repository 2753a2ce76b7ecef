// Mirrors compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/lazy/LazyScopeMarker.kt (androidx.compose.foundation:foundation 1.9.4)
package androidx.compose.foundation.lazy

/** Marks the lazy list DSL scopes so that outer scopes are not implicitly used. */
@DslMarker
public annotation class LazyScopeMarker
