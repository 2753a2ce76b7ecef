// Mirrors compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/NonRestartableComposable.kt (androidx.compose.runtime:runtime 1.9.4)
package androidx.compose.runtime

/** Marks a composable that is not restartable on its own (recomposition restarts its caller). */
@MustBeDocumented
@Target(AnnotationTarget.FUNCTION, AnnotationTarget.PROPERTY_GETTER)
@Retention(AnnotationRetention.BINARY)
public annotation class NonRestartableComposable
