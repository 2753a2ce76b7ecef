// Mirrors navigation3/navigation3-runtime/src/commonMain/kotlin/androidx/navigation3/runtime/NavBackStack.kt (androidx.navigation3:navigation3-runtime 1.0.0)
// Stand-in: NavBackStack as a MutableList delegating to a SnapshotStateList, as in 1.0.0. The library's
// class also implements snapshots.StateObject (not stood in) and is @Serializable(with =
// serialization.NavBackStackSerializer::class); that serializer is not stood in, so the annotation is omitted.
package androidx.navigation3.runtime

import androidx.compose.runtime.mutableStateListOf
import androidx.compose.runtime.snapshots.SnapshotStateList

/** The back stack: a mutable, observable list of keys, last = shown. Push with add, pop with removeLastOrNull. */
public class NavBackStack<T : NavKey> internal constructor(internal val base: SnapshotStateList<T>) :
    MutableList<T> by base, RandomAccess {
    /** An empty back stack. */
    public constructor() : this(base = mutableStateListOf())

    /** A back stack holding [elements]. */
    public constructor(vararg elements: T) : this(base = mutableStateListOf(*elements))

    override fun equals(other: Any?): Boolean = other is NavBackStack<*> && base == other.base

    override fun hashCode(): Int = base.hashCode()

    override fun toString(): String = "NavBackStack$base"
}
