// Mirrors compose/ui/ui-graphics/src/commonMain/kotlin/androidx/compose/ui/graphics/StrokeCap.kt (androidx.compose.ui:ui-graphics 1.9.4)
package androidx.compose.ui.graphics

import androidx.compose.runtime.Immutable

/** The ends of a stroked line. */
@Immutable
@JvmInline
public value class StrokeCap internal constructor(@Suppress("unused") private val value: Int) {
    public companion object {
        public val Butt: StrokeCap = StrokeCap(0)
        public val Round: StrokeCap = StrokeCap(1)
        public val Square: StrokeCap = StrokeCap(2)
    }
}
