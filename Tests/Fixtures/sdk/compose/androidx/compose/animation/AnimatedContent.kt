// Mirrors compose/animation/animation/src/commonMain/kotlin/androidx/compose/animation/AnimatedContent.kt (androidx.compose.animation:animation 1.9.4)
// Stand-in: the transition-spec types Navigation 3's NavDisplay takes: AnimatedContentTransitionScope,
// ContentTransform, SizeTransform, togetherWith and using. In the library the scope's initialState and
// targetState come from its supertype Transition.Segment (not stood in), and SizeTransform also has
// createAnimationSpec and the factory a trailing sizeAnimationSpec parameter (omitted: no animation specs here).
// The AnimatedContent composable itself is not stood in.
package androidx.compose.animation

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable
import androidx.compose.ui.Alignment

/** The receiver of an AnimatedContent transition spec: the states involved and helpers. */
public sealed interface AnimatedContentTransitionScope<S> {
    /** The state being left. */
    public val initialState: S

    /** The state being entered. */
    public val targetState: S

    /** How the content is aligned while the container's size changes. */
    public val contentAlignment: Alignment

    /** This transform with its size transform replaced by [sizeTransform]. */
    public infix fun ContentTransform.using(sizeTransform: SizeTransform?): ContentTransform
}

/** The enter/exit pair of a content change, with z-order and size transform. */
@Immutable
public class ContentTransform(
    public val targetContentEnter: EnterTransition,
    public val initialContentExit: ExitTransition,
    targetContentZIndex: Float = 0f,
    sizeTransform: SizeTransform? = SizeTransform(),
) {
    /** The z-index of the entering content relative to the leaving one. */
    public var targetContentZIndex: Float = targetContentZIndex
        internal set

    /** How the container's size animates, or null for no size animation. */
    public var sizeTransform: SizeTransform? = sizeTransform
        internal set
}

/** How the container's size animates between the initial and target content. */
@Stable
public interface SizeTransform {
    /** Whether the content is clipped to the animating size. */
    public val clip: Boolean
}

/** Creates a [SizeTransform]. */
public fun SizeTransform(clip: Boolean = true): SizeTransform = SizeTransformImpl(clip)

private data class SizeTransformImpl(override val clip: Boolean) : SizeTransform

/** The [ContentTransform] entering with this transition while [exit] runs on the leaving content. */
public infix fun EnterTransition.togetherWith(exit: ExitTransition): ContentTransform = ContentTransform(this, exit)
