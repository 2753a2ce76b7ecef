// Mirrors compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/snapshots/SnapshotStateList.kt (androidx.compose.runtime:runtime 1.9.4)
// Stand-in: a plain list. The library's class also implements snapshots.StateObject; that interface (and the
// snapshot system behind it) is not stood in, so StateObject's members are absent here.
package androidx.compose.runtime.snapshots

import androidx.compose.runtime.Stable

/** An observable [MutableList]: reads are observed by the composition, writes schedule recomposition. */
@Stable
public class SnapshotStateList<T> private constructor(private val items: MutableList<T>) :
    MutableList<T> by items, RandomAccess {
    public constructor() : this(ArrayList())

    /** A read-only copy of the current contents. */
    public fun toList(): List<T> = items.toList()

    override fun equals(other: Any?): Boolean = other is List<*> && items == other

    override fun hashCode(): Int = items.hashCode()

    override fun toString(): String = "SnapshotStateList(value=$items)"
}
