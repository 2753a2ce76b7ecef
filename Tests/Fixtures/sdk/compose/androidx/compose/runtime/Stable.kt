// Mirrors compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/Stable.kt (androidx.compose.runtime:runtime 1.9.4)
package androidx.compose.runtime

/** Declares that a type or a function's result is stable: equal inputs give equal results and changes are observed. */
@MustBeDocumented
@Target(AnnotationTarget.CLASS, AnnotationTarget.FUNCTION, AnnotationTarget.PROPERTY)
@Retention(AnnotationRetention.BINARY)
@StableMarker
public annotation class Stable
