// Mirrors compose/runtime/runtime-saveable/src/commonMain/kotlin/androidx/compose/runtime/saveable/RememberSaveable.kt (androidx.compose.runtime:runtime-saveable 1.9.4)
// Stand-in: the value is computed on each call, like the stand-in `remember`; nothing is saved. The 1.9
// overloads with a custom `key` are deprecated in the library and not stood in.
package androidx.compose.runtime.saveable

import androidx.compose.runtime.Composable
import androidx.compose.runtime.MutableState

/** Remembers the value produced by [init], saving it across activity or process recreation. */
@Composable
public fun <T : Any> rememberSaveable(vararg inputs: Any?, init: () -> T): T = init()

/** Remembers the value produced by [init], saving it with [saver]. */
@Composable
public fun <T : Any> rememberSaveable(vararg inputs: Any?, saver: Saver<T, out Any>, init: () -> T): T = init()

/** Remembers the [MutableState] produced by [init], saving its value with [stateSaver]. */
@Composable
public fun <T> rememberSaveable(
    vararg inputs: Any?,
    stateSaver: Saver<T, out Any>,
    init: () -> MutableState<T>,
): MutableState<T> = init()
