// Mirrors compose/material/material-icons-core/src/commonMain/kotlin/androidx/compose/material/icons/Icons.kt (androidx.compose.material:material-icons-core 1.7.8)
// Stand-in: the theme objects and materialIcon; materialPath (which needs the vector path builder, not
// stood in) and the hidden deprecated materialIcon overload are omitted.
package androidx.compose.material.icons

import androidx.compose.ui.graphics.vector.ImageVector
import androidx.compose.ui.unit.dp

/** The Material icons, by theme; each icon is an extension property of a theme, e.g. `Icons.Filled.Menu`. */
public object Icons {
    /** Filled icons, the default theme. */
    public object Filled

    /** Outlined icons. */
    public object Outlined

    /** Rounded icons. */
    public object Rounded

    /** Two-tone icons. */
    public object TwoTone

    /** Sharp icons. */
    public object Sharp

    /** Icons that mirror themselves in right-to-left layouts, by theme. */
    public object AutoMirrored {
        public object Filled

        public object Outlined

        public object Rounded

        public object TwoTone

        public object Sharp

        /** Alias for [AutoMirrored.Filled]. */
        public val Default: Filled = Filled
    }

    /** Alias for [Filled]. */
    public val Default: Filled = Filled
}

/** Builds a 24×24 dp Material icon named [name]; used by the generated icons. */
public inline fun materialIcon(
    name: String,
    autoMirror: Boolean = false,
    block: ImageVector.Builder.() -> ImageVector.Builder,
): ImageVector =
    ImageVector.Builder(
        name = name,
        defaultWidth = MaterialIconDimension.dp,
        defaultHeight = MaterialIconDimension.dp,
        viewportWidth = MaterialIconDimension,
        viewportHeight = MaterialIconDimension,
        autoMirror = autoMirror,
    ).block().build()

/** Every Material icon is 24 by 24 (dp and viewport). */
@PublishedApi
internal const val MaterialIconDimension: Float = 24f
