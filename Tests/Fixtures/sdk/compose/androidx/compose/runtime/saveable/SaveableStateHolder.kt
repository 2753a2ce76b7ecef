// Mirrors compose/runtime/runtime-saveable/src/commonMain/kotlin/androidx/compose/runtime/saveable/SaveableStateHolder.kt (androidx.compose.runtime:runtime-saveable 1.9.4)
// Stand-in: each provider's content is a group of its key in the stand-ins' composition, so what it remembers belongs
// to the key; nothing is saved beyond what rememberSaveable saves.
package androidx.compose.runtime.saveable

import tandem.compose.StandInComposition

import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember

/** Keeps the saved state of keyed subtrees while they are not composed (e.g. screens on a back stack). */
public interface SaveableStateHolder {
    /** Composes [content] with the state saved under [key]. */
    @Composable
    public fun SaveableStateProvider(key: Any, content: @Composable () -> Unit)

    /** Drops the state saved under [key]. */
    public fun removeState(key: Any)
}

/** Creates and remembers a [SaveableStateHolder]. */
@Composable
public fun rememberSaveableStateHolder(): SaveableStateHolder = remember { SaveableStateHolderImpl() }

private class SaveableStateHolderImpl : SaveableStateHolder {
    private val keys = LinkedHashSet<Any>()

    @Composable
    override fun SaveableStateProvider(key: Any, content: @Composable () -> Unit) {
        keys.add(key)
        // What the content remembers belongs to its key, as the library's ReusableContent(key) group does.
        StandInComposition.group(arrayOf(key)) { content() }
    }

    override fun removeState(key: Any) {
        keys.remove(key)
    }
}
