// Mirrors compose/ui/ui-unit/src/commonMain/kotlin/androidx/compose/ui/unit/IntOffset.kt (androidx.compose.ui:ui-unit 1.9.4)
// Stand-in: x and y packed in one Long, as the library does; the operators are omitted.
package androidx.compose.ui.unit

import androidx.compose.runtime.Immutable

/** An offset in whole pixels. */
@Immutable
@JvmInline
public value class IntOffset internal constructor(internal val packedValue: Long) {
    public val x: Int
        get() = (packedValue shr 32).toInt()

    public val y: Int
        get() = packedValue.toInt()

    override fun toString(): String = "($x, $y)"

    public companion object {
        public val Zero: IntOffset = IntOffset(0L)
    }
}

/** Creates an [IntOffset]. */
public fun IntOffset(x: Int, y: Int): IntOffset = IntOffset((x.toLong() shl 32) or (y.toLong() and 0xFFFFFFFFL))
