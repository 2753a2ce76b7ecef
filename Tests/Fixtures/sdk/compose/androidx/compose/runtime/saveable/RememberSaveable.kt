// Mirrors compose/runtime/runtime-saveable/src/commonMain/kotlin/androidx/compose/runtime/saveable/RememberSaveable.kt (androidx.compose.runtime:runtime-saveable 1.9.4)
// Stand-in: the value is remembered in the stand-ins' composition (tandem/compose/StandInComposition.kt), which saves
// it by call site with its saver and restores it in the next composition after process death. The 1.9
// overloads with a custom `key` are deprecated in the library and not stood in.
package androidx.compose.runtime.saveable

import tandem.compose.StandInComposition

import androidx.compose.runtime.Composable
import androidx.compose.runtime.MutableState
import androidx.compose.runtime.mutableStateOf

/** Remembers the value produced by [init], saving it across activity or process recreation. */
@Composable
public fun <T : Any> rememberSaveable(vararg inputs: Any?, init: () -> T): T =
    rememberSaveable(*inputs, saver = autoSaver(), init = init)

/** Remembers the value produced by [init], saving it with [saver]. */
@Composable
public fun <T : Any> rememberSaveable(vararg inputs: Any?, saver: Saver<T, out Any>, init: () -> T): T {
    @Suppress("UNCHECKED_CAST")
    val saving = saver as Saver<T, Any>
    return StandInComposition.rememberSaveable(
        inputs,
        save = { value -> with(saving) { SaverScope { true }.save(value) } },
        restore = { saved -> saving.restore(saved) },
        init = init,
    )
}

/** Remembers the [MutableState] produced by [init], saving its value with [stateSaver]. */
@Composable
public fun <T> rememberSaveable(
    vararg inputs: Any?,
    stateSaver: Saver<T, out Any>,
    init: () -> MutableState<T>,
): MutableState<T> {
    @Suppress("UNCHECKED_CAST")
    val saving = stateSaver as Saver<T, Any>
    return StandInComposition.rememberSaveable(
        inputs,
        save = { state -> with(saving) { SaverScope { true }.save(state.value) } },
        restore = { saved -> saving.restore(saved)?.let { mutableStateOf(it) } },
        init = init,
    )
}
