// Mirrors compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/SnapshotIntState.kt (androidx.compose.runtime:runtime 1.9.4)
package androidx.compose.runtime

import kotlin.reflect.KProperty

/** A [State] of an Int that does not box its value. */
@Stable
public interface IntState : State<Int> {
    override val value: Int
        get() = intValue

    public val intValue: Int
}

/** A [MutableState] of an Int that does not box its value. */
@Stable
public interface MutableIntState : IntState, MutableState<Int> {
    override var value: Int
        get() = intValue
        set(value) {
            intValue = value
        }

    override var intValue: Int
}

/** Creates a [MutableIntState] holding [value]. */
public fun mutableIntStateOf(value: Int): MutableIntState = SnapshotMutableIntStateImpl(value)

/** Property delegate: `val x by intState`. */
@Suppress("NOTHING_TO_INLINE")
public inline operator fun IntState.getValue(thisObj: Any?, property: KProperty<*>): Int = intValue

/** Property delegate: `var x by intState`. */
@Suppress("NOTHING_TO_INLINE")
public inline operator fun MutableIntState.setValue(thisObj: Any?, property: KProperty<*>, value: Int) {
    this.intValue = value
}

/** Not API: the stand-in's Int holder. */
internal class SnapshotMutableIntStateImpl(value: Int) : MutableIntState {
    override var intValue: Int = value

    override fun component1(): Int = intValue

    override fun component2(): (Int) -> Unit = { intValue = it }

    override fun toString(): String = "MutableIntState(value=$intValue)"
}
