// Mirrors compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/Composables.kt (androidx.compose.runtime:runtime 1.9.4)
// Stand-in: there is no slot table, so `remember` computes its value on each call (each call site runs once
// in the stand-ins' single pass over the UI).
package androidx.compose.runtime

/** Remembers the value produced by [calculation] across recompositions. */
@Composable
public inline fun <T> remember(crossinline calculation: @DisallowComposableCalls () -> T): T = calculation()

/** Remembers the value of [calculation], recomputing it when [key1] changes. */
@Composable
public inline fun <T> remember(key1: Any?, crossinline calculation: @DisallowComposableCalls () -> T): T =
    calculation()

/** Remembers the value of [calculation], recomputing it when [key1] or [key2] changes. */
@Composable
public inline fun <T> remember(
    key1: Any?,
    key2: Any?,
    crossinline calculation: @DisallowComposableCalls () -> T,
): T = calculation()

/** Remembers the value of [calculation], recomputing it when any of the three keys changes. */
@Composable
public inline fun <T> remember(
    key1: Any?,
    key2: Any?,
    key3: Any?,
    crossinline calculation: @DisallowComposableCalls () -> T,
): T = calculation()

/** Remembers the value of [calculation], recomputing it when any of [keys] changes. */
@Composable
public inline fun <T> remember(vararg keys: Any?, crossinline calculation: @DisallowComposableCalls () -> T): T =
    calculation()

/** Keys the composition of [block] by [keys] (a change of key starts a fresh group). */
@Composable
public inline fun <T> key(@Suppress("UNUSED_PARAMETER") vararg keys: Any?, block: @Composable () -> T): T = block()
