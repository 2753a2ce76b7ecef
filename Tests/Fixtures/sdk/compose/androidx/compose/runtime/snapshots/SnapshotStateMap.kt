// Mirrors compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/snapshots/SnapshotStateMap.kt (androidx.compose.runtime:runtime 1.9.4)
// Stand-in: a plain map; the library's StateObject side is not stood in.
package androidx.compose.runtime.snapshots

import androidx.compose.runtime.Stable

/** An observable [MutableMap]: reads are observed by the composition, writes schedule recomposition. */
@Stable
public class SnapshotStateMap<K, V> private constructor(private val entriesMap: MutableMap<K, V>) :
    MutableMap<K, V> by entriesMap {
    public constructor() : this(LinkedHashMap())

    /** A read-only copy of the current contents. */
    public fun toMap(): Map<K, V> = entriesMap.toMap()

    override fun equals(other: Any?): Boolean = other is Map<*, *> && entriesMap == other

    override fun hashCode(): Int = entriesMap.hashCode()

    override fun toString(): String = "SnapshotStateMap(value=$entriesMap)"
}
