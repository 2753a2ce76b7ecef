// Mirrors compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/SnapshotMutationPolicy.kt (androidx.compose.runtime:runtime 1.9.4)
package androidx.compose.runtime

/** Decides when a new value written to a [MutableState] counts as a change, and how conflicting writes merge. */
public interface SnapshotMutationPolicy<T> {
    /** Whether [a] and [b] are the same value (a write of an equivalent value is not a change). */
    public fun equivalent(a: T, b: T): Boolean

    /** Merges two conflicting writes; null when they cannot be merged. */
    public fun merge(previous: T, current: T, applied: T): T? = null
}

/** A policy that treats values equal by `===` as equivalent. */
@Suppress("UNCHECKED_CAST")
public fun <T> referentialEqualityPolicy(): SnapshotMutationPolicy<T> =
    ReferentialEqualityPolicy as SnapshotMutationPolicy<T>

private object ReferentialEqualityPolicy : SnapshotMutationPolicy<Any?> {
    override fun equivalent(a: Any?, b: Any?): Boolean = a === b

    override fun toString(): String = "ReferentialEqualityPolicy"
}

/** A policy that treats values equal by `==` as equivalent (the default of `mutableStateOf`). */
@Suppress("UNCHECKED_CAST")
public fun <T> structuralEqualityPolicy(): SnapshotMutationPolicy<T> =
    StructuralEqualityPolicy as SnapshotMutationPolicy<T>

private object StructuralEqualityPolicy : SnapshotMutationPolicy<Any?> {
    override fun equivalent(a: Any?, b: Any?): Boolean = a == b

    override fun toString(): String = "StructuralEqualityPolicy"
}

/** A policy that never treats two values as equivalent: every write is a change. */
@Suppress("UNCHECKED_CAST")
public fun <T> neverEqualPolicy(): SnapshotMutationPolicy<T> = NeverEqualPolicy as SnapshotMutationPolicy<T>

private object NeverEqualPolicy : SnapshotMutationPolicy<Any?> {
    override fun equivalent(a: Any?, b: Any?): Boolean = false

    override fun toString(): String = "NeverEqualPolicy"
}
