// Mirrors compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/CompositionLocal.kt (androidx.compose.runtime:runtime 1.9.4)
// Stand-in: a provided value is pushed while the provider's content runs and popped afterwards; `current`
// is the innermost provided value, else the default. `providesComputed` and CompositionLocalContext are
// not stood in.
package androidx.compose.runtime

/** A value passed down the composition implicitly, read with [current]. */
@Stable
public sealed class CompositionLocal<T>(defaultFactory: () -> T) {
    private val defaultValue: Lazy<T> = lazy(defaultFactory)

    @PublishedApi
    internal val provided: ArrayList<Any?> = ArrayList()

    /** The value provided by the nearest [CompositionLocalProvider] above, else the default. */
    public inline val current: T
        @ReadOnlyComposable @Composable get() = currentValue()

    @PublishedApi
    @Suppress("UNCHECKED_CAST")
    internal fun currentValue(): T = if (provided.isEmpty()) defaultValue.value else provided.last() as T

    internal fun push(value: Any?) {
        provided.add(value)
    }

    internal fun pop() {
        provided.removeAt(provided.lastIndex)
    }
}

/** A [CompositionLocal] that can be provided with [provides]. */
@Stable
public abstract class ProvidableCompositionLocal<T> internal constructor(defaultFactory: () -> T) :
    CompositionLocal<T>(defaultFactory) {
    /** Provides [value] to the content of a [CompositionLocalProvider]. */
    public infix fun provides(value: T): ProvidedValue<T> = ProvidedValue(this, value, canOverride = true)

    /** Provides [value] unless a value is already provided above. */
    public infix fun providesDefault(value: T): ProvidedValue<T> = ProvidedValue(this, value, canOverride = false)
}

internal class DynamicProvidableCompositionLocal<T>(
    val policy: SnapshotMutationPolicy<T>,
    defaultFactory: () -> T,
) : ProvidableCompositionLocal<T>(defaultFactory)

internal class StaticProvidableCompositionLocal<T>(defaultFactory: () -> T) :
    ProvidableCompositionLocal<T>(defaultFactory)

/** Creates a [ProvidableCompositionLocal] whose readers recompose when the provided value changes. */
public fun <T> compositionLocalOf(
    policy: SnapshotMutationPolicy<T> = structuralEqualityPolicy(),
    defaultFactory: () -> T,
): ProvidableCompositionLocal<T> = DynamicProvidableCompositionLocal(policy, defaultFactory)

/** Creates a [ProvidableCompositionLocal] whose change recomposes the whole provided content. */
public fun <T> staticCompositionLocalOf(defaultFactory: () -> T): ProvidableCompositionLocal<T> =
    StaticProvidableCompositionLocal(defaultFactory)

/** Provides [values] to [content]. */
@Composable
@NonSkippableComposable
public fun CompositionLocalProvider(vararg values: ProvidedValue<*>, content: @Composable () -> Unit) {
    val pushed = values.filter { it.canOverride || it.compositionLocal.provided.isEmpty() }
    pushed.forEach { it.compositionLocal.push(it.value) }
    try {
        content()
    } finally {
        pushed.asReversed().forEach { it.compositionLocal.pop() }
    }
}

/** Provides [value] to [content]. */
@Composable
@NonSkippableComposable
public fun CompositionLocalProvider(value: ProvidedValue<*>, content: @Composable () -> Unit) {
    CompositionLocalProvider(values = arrayOf(value), content = content)
}
