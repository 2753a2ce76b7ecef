// Mirrors compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/SnapshotState.kt (androidx.compose.runtime:runtime 1.9.4)
// Stand-in: state objects are plain holders (no snapshot system); reads and writes act at once, and a write outside a
// composition invalidates the stand-ins' composition (tandem/compose/StandInComposition.kt). rememberUpdatedState as the
// library's.
package androidx.compose.runtime

import tandem.compose.StandInComposition

import androidx.compose.runtime.snapshots.SnapshotStateList
import androidx.compose.runtime.snapshots.SnapshotStateMap
import kotlin.reflect.KProperty

/** A value holder whose reads are observed by the composition. */
@Stable
public interface State<out T> {
    public val value: T
}

/** A [State] that can be written; a write of a non-equivalent value schedules recomposition of its readers. */
@Stable
public interface MutableState<T> : State<T> {
    override var value: T

    public operator fun component1(): T

    public operator fun component2(): (T) -> Unit
}

/** Creates a [MutableState] holding [value]; [policy] decides which writes are changes. */
public fun <T> mutableStateOf(
    value: T,
    policy: SnapshotMutationPolicy<T> = structuralEqualityPolicy(),
): MutableState<T> = SnapshotMutableStateImpl(value, policy)

/** Property delegate: `val x by state`. */
@Suppress("NOTHING_TO_INLINE")
public inline operator fun <T> State<T>.getValue(thisObj: Any?, property: KProperty<*>): T = value

/** Property delegate: `var x by state`. */
@Suppress("NOTHING_TO_INLINE")
public inline operator fun <T> MutableState<T>.setValue(thisObj: Any?, property: KProperty<*>, value: T) {
    this.value = value
}

/** Creates an empty observable list. */
public fun <T> mutableStateListOf(): SnapshotStateList<T> = SnapshotStateList()

/** Creates an observable list holding [elements]. */
public fun <T> mutableStateListOf(vararg elements: T): SnapshotStateList<T> =
    SnapshotStateList<T>().also { it.addAll(elements.toList()) }

/** Copies this collection into an observable list. */
public fun <T> Collection<T>.toMutableStateList(): SnapshotStateList<T> =
    SnapshotStateList<T>().also { it.addAll(this) }

/** Creates an empty observable map. */
public fun <K, V> mutableStateMapOf(): SnapshotStateMap<K, V> = SnapshotStateMap()

/** Creates an observable map holding [pairs]. */
public fun <K, V> mutableStateMapOf(vararg pairs: Pair<K, V>): SnapshotStateMap<K, V> =
    SnapshotStateMap<K, V>().also { it.putAll(pairs) }

/** Copies these pairs into an observable map. */
public fun <K, V> Iterable<Pair<K, V>>.toMutableStateMap(): SnapshotStateMap<K, V> =
    SnapshotStateMap<K, V>().also { it.putAll(this) }

/** A state that always holds the latest [newValue] (for lambdas that outlive the composition that made them). */
@Composable
public fun <T> rememberUpdatedState(newValue: T): State<T> = remember { mutableStateOf(newValue) }.apply { value = newValue }

/** Not API: the stand-in's state holder (the library's is snapshot-aware). */
internal open class SnapshotMutableStateImpl<T>(
    value: T,
    val policy: SnapshotMutationPolicy<T>,
) : MutableState<T> {
    private var current: T = value

    override var value: T
        get() = current
        set(value) {
            if (!policy.equivalent(current, value)) {
                current = value
                StandInComposition.invalidate()
            }
        }

    override operator fun component1(): T = value

    override operator fun component2(): (T) -> Unit = { value = it }

    override fun toString(): String = "MutableState(value=$current)"
}
