// Mirrors compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/NonSkippableComposable.kt (androidx.compose.runtime:runtime 1.9.4)
package androidx.compose.runtime

/** Marks a composable that is never skipped, even when its arguments are unchanged. */
@MustBeDocumented
@Target(AnnotationTarget.FUNCTION, AnnotationTarget.PROPERTY_GETTER)
@Retention(AnnotationRetention.BINARY)
public annotation class NonSkippableComposable
