// Mirrors compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/ProvidedValue.kt (androidx.compose.runtime:runtime 1.9.4)
// Stand-in: the public members only (the library's internal state/compute fields are omitted).
package androidx.compose.runtime

/** A value bound to a [CompositionLocal] by `provides`, handed to [CompositionLocalProvider]. */
public class ProvidedValue<T>
internal constructor(
    public val compositionLocal: CompositionLocal<T>,
    value: T,
    public val canOverride: Boolean,
) {
    private val providedValue: T = value

    /** The provided value. */
    public val value: T
        get() = providedValue
}
