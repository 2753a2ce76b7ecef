// Mirrors compose/ui/ui-graphics/src/commonMain/kotlin/androidx/compose/ui/graphics/BlendMode.kt (androidx.compose.ui:ui-graphics 1.9.4)
// Stand-in: a few of the modes (same values as the library).
package androidx.compose.ui.graphics

import androidx.compose.runtime.Immutable

/** How a drawing is composited onto what is below it. */
@Immutable
@JvmInline
public value class BlendMode internal constructor(@Suppress("unused") private val value: Int) {
    public companion object {
        public val Clear: BlendMode = BlendMode(0)
        public val Src: BlendMode = BlendMode(1)
        public val Dst: BlendMode = BlendMode(2)
        public val SrcOver: BlendMode = BlendMode(3)
        public val DstOver: BlendMode = BlendMode(4)
        public val SrcIn: BlendMode = BlendMode(5)
        public val DstIn: BlendMode = BlendMode(6)
        public val Modulate: BlendMode = BlendMode(13)
        public val Multiply: BlendMode = BlendMode(24)
    }
}
