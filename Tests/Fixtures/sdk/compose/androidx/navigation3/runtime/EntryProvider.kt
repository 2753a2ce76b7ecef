// Mirrors navigation3/navigation3-runtime/src/commonMain/kotlin/androidx/navigation3/runtime/EntryProvider.kt (androidx.navigation3:navigation3-runtime 1.0.0)
// Stand-in: EntryDsl, EntryProviderScope (addEntryProvider ×2, entry ×2) and the entryProvider builder
// function, with the 1.0.0 signatures (metadata is a Map; there are no metadata-lambda overloads in 1.0.0).
package androidx.navigation3.runtime

import androidx.compose.runtime.Composable
import kotlin.reflect.KClass

/** Marks the entry provider DSL. */
@DslMarker
public annotation class EntryDsl

/** The receiver of [entryProvider]'s builder: declares which content each key (or key class) gets. */
@EntryDsl
public class EntryProviderScope<T : Any>(private val fallback: (unknownScreen: T) -> NavEntry<T>) {
    private val clazzProviders = LinkedHashMap<KClass<out T>, ClassProvider<out T>>()
    private val providers = LinkedHashMap<Any, KeyProvider<out T>>()

    /** Provides [content] for the key equal to [key]. */
    public fun <K : T> addEntryProvider(
        key: K,
        contentKey: Any = defaultContentKey(key),
        metadata: Map<String, Any> = emptyMap(),
        content: @Composable (K) -> Unit,
    ) {
        require(key !in providers) { "An `entry` with the key `key` has already been added: $key." }
        providers[key] = KeyProvider(key, contentKey, metadata, content)
    }

    /** Provides [content] for every key of class [clazz]. */
    public fun <K : T> addEntryProvider(
        clazz: KClass<out K>,
        clazzContentKey: (key: @JvmSuppressWildcards K) -> Any = { defaultContentKey(it) },
        metadata: Map<String, Any> = emptyMap(),
        content: @Composable (K) -> Unit,
    ) {
        require(clazz !in clazzProviders) { "An `entry` with the same `clazz` has already been added: ${clazz.simpleName}." }
        clazzProviders[clazz] = ClassProvider(clazz, clazzContentKey, metadata, content)
    }

    /** Provides [content] for the key equal to [key]. */
    public fun <K : T> EntryProviderScope<T>.entry(
        key: K,
        contentKey: Any = defaultContentKey(key),
        metadata: Map<String, Any> = emptyMap(),
        content: @Composable (K) -> Unit,
    ) {
        addEntryProvider(key, contentKey, metadata, content)
    }

    /** Provides [content] for every key of class [K]. */
    public inline fun <reified K : T> entry(
        noinline clazzContentKey: (key: @JvmSuppressWildcards K) -> Any = { defaultContentKey(it) },
        metadata: Map<String, Any> = emptyMap(),
        noinline content: @Composable (K) -> Unit,
    ) {
        addEntryProvider(K::class, clazzContentKey, metadata, content)
    }

    /** Not API: the provider function [entryProvider] returns. */
    @PublishedApi
    internal fun build(): (T) -> NavEntry<T> = { key ->
        @Suppress("UNCHECKED_CAST")
        val keyProvider = providers[key] as KeyProvider<T>?
        if (keyProvider != null) {
            NavEntry(key, keyProvider.contentKey, keyProvider.metadata, keyProvider.content)
        } else {
            @Suppress("UNCHECKED_CAST")
            val clazzProvider = clazzProviders[key::class] as ClassProvider<T>?
            if (clazzProvider != null) {
                NavEntry(key, clazzProvider.clazzContentKey(key), clazzProvider.metadata, clazzProvider.content)
            } else {
                fallback.invoke(key)
            }
        }
    }

    private class KeyProvider<K : Any>(
        val key: K,
        val contentKey: Any,
        val metadata: Map<String, Any>,
        val content: @Composable (K) -> Unit,
    )

    private class ClassProvider<K : Any>(
        val clazz: KClass<out K>,
        val clazzContentKey: (key: K) -> Any,
        val metadata: Map<String, Any>,
        val content: @Composable (K) -> Unit,
    )
}

/** Builds the function NavDisplay asks for the [NavEntry] of each key; unknown keys go to [fallback]. */
public inline fun <T : Any> entryProvider(
    noinline fallback: (unknownScreen: T) -> NavEntry<T> = { throw IllegalStateException("Unknown screen $it") },
    builder: EntryProviderScope<T>.() -> Unit,
): (T) -> NavEntry<T> = EntryProviderScope(fallback).apply(builder).build()
