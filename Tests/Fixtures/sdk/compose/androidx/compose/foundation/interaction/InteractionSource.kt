// Mirrors compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/interaction/InteractionSource.kt (androidx.compose.foundation:foundation 1.9.4)
// Stand-in: InteractionSource/MutableInteractionSource without the `interactions: Flow<Interaction>` stream
// (kotlinx.coroutines flows are not stood in); emitted interactions are kept in a list instead.
package androidx.compose.foundation.interaction

import androidx.compose.runtime.Stable

/** A source of [Interaction]s (press, focus, drag…) of a component. */
@Stable
public interface InteractionSource

/** An [InteractionSource] that components emit their interactions into. */
@Stable
public interface MutableInteractionSource : InteractionSource {
    /** Emits [interaction] to the observers of this source. */
    public suspend fun emit(interaction: Interaction)

    /** Emits [interaction] if it can be done without suspending; returns whether it was emitted. */
    public fun tryEmit(interaction: Interaction): Boolean
}

/** Creates a [MutableInteractionSource]. */
public fun MutableInteractionSource(): MutableInteractionSource = MutableInteractionSourceImpl()

private class MutableInteractionSourceImpl : MutableInteractionSource {
    private val emitted = ArrayList<Interaction>()

    override suspend fun emit(interaction: Interaction) {
        emitted.add(interaction)
    }

    override fun tryEmit(interaction: Interaction): Boolean = emitted.add(interaction)
}
