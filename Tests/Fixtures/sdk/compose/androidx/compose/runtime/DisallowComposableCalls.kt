// Mirrors compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/DisallowComposableCalls.kt (androidx.compose.runtime:runtime 1.9.4)
package androidx.compose.runtime

/** Marks an inline lambda parameter of a composable in which composable calls are not allowed (as `remember`'s). */
@MustBeDocumented
@Target(AnnotationTarget.TYPE)
@Retention(AnnotationRetention.BINARY)
public annotation class DisallowComposableCalls
