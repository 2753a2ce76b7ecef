// Mirrors compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/snapshots/SnapshotStateList.kt (androidx.compose.runtime:runtime 1.9.4)
// Stand-in: a plain list whose writes (but not those through an iterator or a sub-list) invalidate the stand-ins'
// composition. The library's class also implements snapshots.StateObject; that interface (and the
// snapshot system behind it) is not stood in, so StateObject's members are absent here.
package androidx.compose.runtime.snapshots

import tandem.compose.StandInComposition

import androidx.compose.runtime.Stable

/** An observable [MutableList]: reads are observed by the composition, writes schedule recomposition. */
@Stable
public class SnapshotStateList<T> private constructor(private val items: MutableList<T>) :
    MutableList<T> by items, RandomAccess {
    public constructor() : this(ArrayList())

    override fun add(element: T): Boolean = items.add(element).also { changed() }

    override fun add(index: Int, element: T) {
        items.add(index, element)
        changed()
    }

    override fun addAll(elements: Collection<T>): Boolean = items.addAll(elements).also { changed() }

    override fun addAll(index: Int, elements: Collection<T>): Boolean = items.addAll(index, elements).also { changed() }

    override fun remove(element: T): Boolean = items.remove(element).also { changed() }

    override fun removeAt(index: Int): T = items.removeAt(index).also { changed() }

    override fun removeAll(elements: Collection<T>): Boolean = items.removeAll(elements).also { changed() }

    override fun retainAll(elements: Collection<T>): Boolean = items.retainAll(elements).also { changed() }

    override fun set(index: Int, element: T): T = items.set(index, element).also { changed() }

    override fun clear() {
        items.clear()
        changed()
    }

    private fun changed() {
        StandInComposition.invalidate()
    }

    /** A read-only copy of the current contents. */
    public fun toList(): List<T> = items.toList()

    override fun equals(other: Any?): Boolean = other is List<*> && items == other

    override fun hashCode(): Int = items.hashCode()

    override fun toString(): String = "SnapshotStateList(value=$items)"
}
