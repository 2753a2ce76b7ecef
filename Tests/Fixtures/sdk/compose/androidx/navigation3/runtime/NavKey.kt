// Mirrors navigation3/navigation3-runtime/src/commonMain/kotlin/androidx/navigation3/runtime/NavKey.kt (androidx.navigation3:navigation3-runtime 1.0.0)
package androidx.navigation3.runtime

/** Marks the keys of a [NavBackStack]; keys are usually `@Serializable` data objects or classes. */
public interface NavKey
