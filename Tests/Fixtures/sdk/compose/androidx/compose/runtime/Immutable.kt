// Mirrors compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/Immutable.kt (androidx.compose.runtime:runtime 1.9.4)
package androidx.compose.runtime

/** Declares that every public property of a class never changes after construction. */
@MustBeDocumented
@Target(AnnotationTarget.CLASS)
@Retention(AnnotationRetention.BINARY)
@StableMarker
public annotation class Immutable
