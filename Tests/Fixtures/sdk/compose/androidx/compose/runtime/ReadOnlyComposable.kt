// Mirrors compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/ReadOnlyComposable.kt (androidx.compose.runtime:runtime 1.9.4)
package androidx.compose.runtime

/** Marks a composable that only reads composition state (no groups of its own). */
@MustBeDocumented
@Target(AnnotationTarget.FUNCTION, AnnotationTarget.PROPERTY_GETTER)
@Retention(AnnotationRetention.BINARY)
public annotation class ReadOnlyComposable
