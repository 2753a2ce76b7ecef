// Mirrors compose/ui/ui-unit/src/commonMain/kotlin/androidx/compose/ui/unit/IntSize.kt (androidx.compose.ui:ui-unit 1.9.4)
// Stand-in: width and height packed in one Long, as the library does; the operators are omitted.
package androidx.compose.ui.unit

import androidx.compose.runtime.Immutable

/** A size in whole pixels. */
@Immutable
@JvmInline
public value class IntSize internal constructor(internal val packedValue: Long) {
    public val width: Int
        get() = (packedValue shr 32).toInt()

    public val height: Int
        get() = packedValue.toInt()

    override fun toString(): String = "$width x $height"

    public companion object {
        public val Zero: IntSize = IntSize(0L)
    }
}

/** Creates an [IntSize]. */
public fun IntSize(width: Int, height: Int): IntSize =
    IntSize((width.toLong() shl 32) or (height.toLong() and 0xFFFFFFFFL))
