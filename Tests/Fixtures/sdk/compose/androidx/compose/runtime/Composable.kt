// Mirrors compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/Composable.kt (androidx.compose.runtime:runtime 1.9.4)
// Stand-in: there is no Compose compiler plugin here, so @Composable only marks functions and function types.
package androidx.compose.runtime

/** Marks a function or a function type as composable (UI described by calling other composables). */
@MustBeDocumented
@Retention(AnnotationRetention.BINARY)
@Target(
    AnnotationTarget.FUNCTION,
    AnnotationTarget.TYPE,
    AnnotationTarget.TYPE_PARAMETER,
    AnnotationTarget.PROPERTY_GETTER,
)
public annotation class Composable
