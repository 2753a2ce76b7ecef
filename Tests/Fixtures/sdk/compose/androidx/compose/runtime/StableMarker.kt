// Mirrors compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/StableMarker.kt (androidx.compose.runtime:runtime 1.9.4)
package androidx.compose.runtime

/** Meta-annotation for the annotations that declare a type stable ([Stable], [Immutable]). */
@MustBeDocumented
@Target(AnnotationTarget.ANNOTATION_CLASS)
@Retention(AnnotationRetention.BINARY)
public annotation class StableMarker
