// Mirrors compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/Composables.kt (androidx.compose.runtime:runtime 1.9.4)
// Stand-in: `remember` keeps its value in the stand-ins' composition (tandem/compose/StandInComposition.kt), by call
// site and inputs; `key` makes a group of its keys.
package androidx.compose.runtime

import tandem.compose.StandInComposition

/** Remembers the value produced by [calculation] across recompositions. */
@Composable
public inline fun <T> remember(crossinline calculation: @DisallowComposableCalls () -> T): T =
    StandInComposition.remember(emptyArray()) { calculation() }

/** Remembers the value of [calculation], recomputing it when [key1] changes. */
@Composable
public inline fun <T> remember(key1: Any?, crossinline calculation: @DisallowComposableCalls () -> T): T =
    StandInComposition.remember(arrayOf(key1)) { calculation() }

/** Remembers the value of [calculation], recomputing it when [key1] or [key2] changes. */
@Composable
public inline fun <T> remember(
    key1: Any?,
    key2: Any?,
    crossinline calculation: @DisallowComposableCalls () -> T,
): T = StandInComposition.remember(arrayOf(key1, key2)) { calculation() }

/** Remembers the value of [calculation], recomputing it when any of the three keys changes. */
@Composable
public inline fun <T> remember(
    key1: Any?,
    key2: Any?,
    key3: Any?,
    crossinline calculation: @DisallowComposableCalls () -> T,
): T = StandInComposition.remember(arrayOf(key1, key2, key3)) { calculation() }

/** Remembers the value of [calculation], recomputing it when any of [keys] changes. */
@Composable
public inline fun <T> remember(vararg keys: Any?, crossinline calculation: @DisallowComposableCalls () -> T): T =
    StandInComposition.remember(keys) { calculation() }

/** Keys the composition of [block] by [keys] (a change of key starts a fresh group). */
@Composable
public inline fun <T> key(vararg keys: Any?, block: @Composable () -> T): T = StandInComposition.group(keys) { block() }
