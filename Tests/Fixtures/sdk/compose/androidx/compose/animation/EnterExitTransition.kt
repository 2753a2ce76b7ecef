// Mirrors compose/animation/animation/src/commonMain/kotlin/androidx/compose/animation/EnterExitTransition.kt (androidx.compose.animation:animation 1.9.4)
// Stand-in: EnterTransition and ExitTransition as types with plus and None (the parameters the Navigation 3
// transition specs are built from). The fade/slide/scale/expand factories are omitted (they take
// animation specs, which are not stood in).
package androidx.compose.animation

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable

/** How content appears: a combination of fade, slide, scale and expand parts. */
@Immutable
public sealed class EnterTransition {
    internal abstract val parts: List<String>

    /** This transition combined with [enter]. */
    @Stable
    public operator fun plus(enter: EnterTransition): EnterTransition = EnterTransitionImpl(parts + enter.parts)

    override fun equals(other: Any?): Boolean = other is EnterTransition && other.parts == parts

    override fun hashCode(): Int = parts.hashCode()

    override fun toString(): String = if (this == None) "EnterTransition.None" else "EnterTransition$parts"

    public companion object {
        /** No enter animation. */
        public val None: EnterTransition = EnterTransitionImpl(emptyList())
    }
}

/** How content disappears: a combination of fade, slide, scale and shrink parts. */
@Immutable
public sealed class ExitTransition {
    internal abstract val parts: List<String>

    /** This transition combined with [exit]. */
    @Stable
    public operator fun plus(exit: ExitTransition): ExitTransition = ExitTransitionImpl(parts + exit.parts)

    override fun equals(other: Any?): Boolean = other is ExitTransition && other.parts == parts

    override fun hashCode(): Int = parts.hashCode()

    override fun toString(): String = if (this == None) "ExitTransition.None" else "ExitTransition$parts"

    public companion object {
        /** No exit animation. */
        public val None: ExitTransition = ExitTransitionImpl(emptyList())
    }
}

@Immutable
private class EnterTransitionImpl(override val parts: List<String>) : EnterTransition()

@Immutable
private class ExitTransitionImpl(override val parts: List<String>) : ExitTransition()
