// Mirrors compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/Effects.kt (androidx.compose.runtime:runtime 1.9.4)
// Stand-in: effects run after the composition that first runs them (or changes their keys), in the stand-ins'
// composition (tandem/compose/StandInComposition.kt). LaunchedEffect starts its block on the calling thread (it runs
// up to its first suspension); DisposableEffect's onDispose runs when it leaves the composition or its keys change.
package androidx.compose.runtime

import tandem.compose.StandInComposition

import kotlin.coroutines.Continuation
import kotlin.coroutines.CoroutineContext
import kotlin.coroutines.EmptyCoroutineContext
import kotlin.coroutines.startCoroutine
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.Job

/** Runs [effect] after every successful composition. */
@Composable
@NonRestartableComposable
public fun SideEffect(effect: () -> Unit) {
    StandInComposition.sideEffect(effect)
}

/** Receiver of a [DisposableEffect]'s block: the block must end with [onDispose]. */
public class DisposableEffectScope {
    /** The clean-up to run when the effect leaves the composition or its keys change. */
    public inline fun onDispose(crossinline onDisposeEffect: () -> Unit): DisposableEffectResult =
        object : DisposableEffectResult {
            override fun dispose() {
                onDisposeEffect()
            }
        }
}

/** The clean-up of a [DisposableEffect]. */
public interface DisposableEffectResult {
    public fun dispose()
}

private val InternalDisposableEffectScope = DisposableEffectScope()

internal const val DisposableEffectNoParamError =
    "DisposableEffect must provide one or more 'key' parameters that define the identity of " +
        "the DisposableEffect and determine when its previous effect should be disposed and " +
        "a new effect started for the new key."

internal const val LaunchedEffectNoParamError =
    "LaunchedEffect must provide one or more 'key' parameters that define the identity of " +
        "the LaunchedEffect and determine when its previous effect coroutine should be cancelled " +
        "and a new effect launched for the new key."

/** Not allowed: a DisposableEffect needs keys. */
@Composable
@NonRestartableComposable
@Deprecated(DisposableEffectNoParamError, level = DeprecationLevel.ERROR)
@Suppress("DeprecatedCallableAddReplaceWith", "UNUSED_PARAMETER")
public fun DisposableEffect(effect: DisposableEffectScope.() -> DisposableEffectResult): Unit =
    error(DisposableEffectNoParamError)

/** Runs [effect] when [key1] enters the composition (or changes); its result is disposed afterwards. */
@Composable
@NonRestartableComposable
public fun DisposableEffect(key1: Any?, effect: DisposableEffectScope.() -> DisposableEffectResult) {
    runDisposableEffect(arrayOf(key1), effect)
}

/** Runs [effect] when the keys enter the composition (or change). */
@Composable
@NonRestartableComposable
public fun DisposableEffect(
    key1: Any?,
    key2: Any?,
    effect: DisposableEffectScope.() -> DisposableEffectResult,
) {
    runDisposableEffect(arrayOf(key1, key2), effect)
}

/** Runs [effect] when the keys enter the composition (or change). */
@Composable
@NonRestartableComposable
public fun DisposableEffect(
    key1: Any?,
    key2: Any?,
    key3: Any?,
    effect: DisposableEffectScope.() -> DisposableEffectResult,
) {
    runDisposableEffect(arrayOf(key1, key2, key3), effect)
}

/** Runs [effect] when the keys enter the composition (or change). */
@Composable
@NonRestartableComposable
public fun DisposableEffect(vararg keys: Any?, effect: DisposableEffectScope.() -> DisposableEffectResult) {
    runDisposableEffect(keys, effect)
}

private fun runDisposableEffect(keys: Array<out Any?>, effect: DisposableEffectScope.() -> DisposableEffectResult) {
    StandInComposition.effect(keys) {
        val result = InternalDisposableEffectScope.effect()
        return@effect { result.dispose() }
    }
}

/** Not allowed: a LaunchedEffect needs keys. */
@Deprecated(LaunchedEffectNoParamError, level = DeprecationLevel.ERROR)
@Suppress("DeprecatedCallableAddReplaceWith", "UNUSED_PARAMETER")
@Composable
public fun LaunchedEffect(block: suspend CoroutineScope.() -> Unit): Unit = error(LaunchedEffectNoParamError)

/** Launches [block] in a coroutine when [key1] enters the composition (relaunched when it changes). */
@Composable
@NonRestartableComposable
public fun LaunchedEffect(key1: Any?, block: suspend CoroutineScope.() -> Unit) {
    launchEffect(arrayOf(key1), block)
}

/** Launches [block] when the keys enter the composition (relaunched when one changes). */
@Composable
@NonRestartableComposable
public fun LaunchedEffect(key1: Any?, key2: Any?, block: suspend CoroutineScope.() -> Unit) {
    launchEffect(arrayOf(key1, key2), block)
}

/** Launches [block] when the keys enter the composition (relaunched when one changes). */
@Composable
@NonRestartableComposable
public fun LaunchedEffect(key1: Any?, key2: Any?, key3: Any?, block: suspend CoroutineScope.() -> Unit) {
    launchEffect(arrayOf(key1, key2, key3), block)
}

/** Launches [block] when the keys enter the composition (relaunched when one changes). */
@Composable
@NonRestartableComposable
public fun LaunchedEffect(vararg keys: Any?, block: suspend CoroutineScope.() -> Unit) {
    launchEffect(keys, block)
}

private fun launchEffect(keys: Array<out Any?>, block: suspend CoroutineScope.() -> Unit) {
    StandInComposition.effect(keys) {
        val job = Job()
        block.startCoroutine(createCompositionCoroutineScope(job), Continuation(job) {})
        return@effect { job.cancel() }
    }
}

/** Returns a [CoroutineScope] bound to this point of the composition (cancelled when it leaves). */
@Composable
public inline fun rememberCoroutineScope(
    crossinline getContext: @DisallowComposableCalls () -> CoroutineContext = { EmptyCoroutineContext }
): CoroutineScope = remember { createCompositionCoroutineScope(getContext()) }

/** Not API (published for the inline [rememberCoroutineScope]): the scope the stand-ins hand out. */
@PublishedApi
internal fun createCompositionCoroutineScope(coroutineContext: CoroutineContext): CoroutineScope =
    // The composition's coroutines run on the thread that composes, as on Android's main thread; Unconfined keeps them
    // there, in order, until they suspend (the library dispatches to the main thread's next frame).
    CompositionScopedCoroutineScope(Dispatchers.Unconfined + coroutineContext)

private class CompositionScopedCoroutineScope(override val coroutineContext: CoroutineContext) : CoroutineScope {
    override fun toString(): String = "CompositionScopedCoroutineScope($coroutineContext)"
}
