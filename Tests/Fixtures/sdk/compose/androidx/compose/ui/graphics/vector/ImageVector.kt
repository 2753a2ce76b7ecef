// Mirrors compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/graphics/vector/ImageVector.kt (androidx.compose.ui:ui 1.9.4)
// Stand-in: an ImageVector carries its name, sizes and tint; the vector tree (root, VectorGroup, paths and
// PathBuilder) is not stood in, so Builder adds no paths.
package androidx.compose.ui.graphics.vector

import androidx.compose.runtime.Immutable
import androidx.compose.ui.graphics.BlendMode
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.Dp

/** A vector image (as the material icons are). */
@Immutable
public class ImageVector
internal constructor(
    public val name: String,
    public val defaultWidth: Dp,
    public val defaultHeight: Dp,
    public val viewportWidth: Float,
    public val viewportHeight: Float,
    public val tintColor: Color,
    public val tintBlendMode: BlendMode,
    public val autoMirror: Boolean,
) {
    /** Builds an [ImageVector]. */
    public class Builder(
        private val name: String = DefaultGroupName,
        private val defaultWidth: Dp,
        private val defaultHeight: Dp,
        private val viewportWidth: Float,
        private val viewportHeight: Float,
        private val tintColor: Color = Color.Unspecified,
        private val tintBlendMode: BlendMode = BlendMode.SrcIn,
        private val autoMirror: Boolean = false,
    ) {
        /** Creates the [ImageVector]. */
        public fun build(): ImageVector =
            ImageVector(
                name,
                defaultWidth,
                defaultHeight,
                viewportWidth,
                viewportHeight,
                tintColor,
                tintBlendMode,
                autoMirror,
            )
    }

    override fun toString(): String = "ImageVector(name=$name)"

    public companion object
}

/** The name a vector's root group has by default (declared in Vector.kt in the library). */
public const val DefaultGroupName: String = ""
