// Mirrors navigation3/navigation3-runtime/src/commonMain/kotlin/androidx/navigation3/runtime/NavEntry.kt (androidx.navigation3:navigation3-runtime 1.0.0)
// Stand-in: NavEntry with both public constructors, contentKey, metadata and Content(); defaultContentKey
// is @PublishedApi internal as in the library.
package androidx.navigation3.runtime

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable

/** One destination of the back stack: its [key], the [content] shown for it and [metadata] for scenes. */
@Immutable
public class NavEntry<T : Any>(
    private val key: T,
    public val contentKey: Any = defaultContentKey(key),
    public val metadata: Map<String, Any> = emptyMap(),
    private val content: @Composable (T) -> Unit,
) {
    /** A copy of [navEntry] with new [content] (used by entry decorators). */
    public constructor(
        navEntry: NavEntry<T>,
        content: @Composable (T) -> Unit,
    ) : this(navEntry.key, navEntry.contentKey, navEntry.metadata, content)

    /** Shows this entry's content. */
    @Composable
    public fun Content() {
        this.content(key)
    }

    override fun equals(other: Any?): Boolean =
        this === other ||
            (other is NavEntry<*> && key == other.key && contentKey == other.contentKey && metadata == other.metadata && content === other.content)

    override fun hashCode(): Int = key.hashCode() * 31 + contentKey.hashCode() * 31 + metadata.hashCode() * 31 + content.hashCode()

    override fun toString(): String = "NavEntry(key=$key, contentKey=$contentKey, metadata=$metadata, content=$content)"
}

/** The content key an entry gets by default: its key's string form. */
@PublishedApi
internal fun defaultContentKey(key: Any): Any = key.toString()
