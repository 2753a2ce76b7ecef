// Mirrors lifecycle/lifecycle-runtime-compose/src/commonMain/kotlin/androidx/lifecycle/compose/LifecycleEffect.kt (androidx.lifecycle:lifecycle-runtime-compose 2.9.4)
// Stand-in: LifecycleStartEffect and LifecycleResumeEffect (key overloads; the keyless ones are errors, as in
// the library) with their scopes and results, and LifecycleEventEffect. The scopes implement the converted
// Java LifecycleOwner, so their `lifecycle` property is the getLifecycle() override. In the stand-ins'
// composition (tandem/compose/StandInComposition.kt) each effect observes its owner's lifecycle from the composition
// after the one that first runs it (or changes its keys) until it leaves: its effects run on each ON_START/ON_RESUME
// (at once when the owner is already there) and their result on ON_STOP/ON_PAUSE or on leaving while started/resumed.
package androidx.lifecycle.compose

import androidx.lifecycle.LifecycleEventObserver
import tandem.compose.StandInComposition

import androidx.compose.runtime.Composable
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.LifecycleOwner

internal const val LifecycleStartEffectNoParamError =
    "LifecycleStartEffect must provide one or more 'key' parameters that define the identity of " +
        "the LifecycleStartEffect and determine when its previous effect should be disposed and " +
        "a new effect started for the new key."

internal const val LifecycleResumeEffectNoParamError =
    "LifecycleResumeEffect must provide one or more 'key' parameters that define the identity of " +
        "the LifecycleResumeEffect and determine when its previous effect should be disposed and " +
        "a new effect started for the new key."

/** Runs [onEvent] each time [lifecycleOwner] sends [event] (ON_DESTROY is not allowed). */
@Composable
public fun LifecycleEventEffect(
    event: Lifecycle.Event,
    lifecycleOwner: LifecycleOwner = LocalLifecycleOwner.current,
    onEvent: () -> Unit,
) {
    require(event != Lifecycle.Event.ON_DESTROY) {
        "LifecycleEventEffect cannot be used to listen for Lifecycle.Event.ON_DESTROY, since Compose " +
            "disposes of the composition before ON_DESTROY observers are invoked."
    }
    observe(arrayOf(lifecycleOwner), lifecycleOwner, onEvent = { happened -> if (happened == event) onEvent() })
}

private fun observe(keys: Array<out Any?>, owner: LifecycleOwner, onEvent: (Lifecycle.Event) -> Unit, onLeave: () -> Unit = {}) {
    StandInComposition.effect(arrayOf(owner, *keys)) {
        val observer = LifecycleEventObserver { _, event -> onEvent(event) }
        owner.lifecycle.addObserver(observer)
        return@effect {
            owner.lifecycle.removeObserver(observer)
            onLeave()
        }
    }
}

private fun startEffect(
    keys: Array<out Any?>,
    owner: LifecycleOwner,
    effects: LifecycleStartStopEffectScope.() -> LifecycleStopOrDisposeEffectResult,
) {
    val scope = LifecycleStartStopEffectScope(owner.lifecycle)
    var running: LifecycleStopOrDisposeEffectResult? = null
    observe(keys, owner, { event ->
        when (event) {
            Lifecycle.Event.ON_START -> if (running == null) running = scope.effects()
            Lifecycle.Event.ON_STOP -> running?.runStopOrDisposeEffect().also { running = null }
            else -> {}
        }
    }, onLeave = { running?.runStopOrDisposeEffect().also { running = null } })
}

private fun resumeEffect(
    keys: Array<out Any?>,
    owner: LifecycleOwner,
    effects: LifecycleResumePauseEffectScope.() -> LifecyclePauseOrDisposeEffectResult,
) {
    val scope = LifecycleResumePauseEffectScope(owner.lifecycle)
    var running: LifecyclePauseOrDisposeEffectResult? = null
    observe(keys, owner, { event ->
        when (event) {
            Lifecycle.Event.ON_RESUME -> if (running == null) running = scope.effects()
            Lifecycle.Event.ON_PAUSE -> running?.runPauseOrOnDisposeEffect().also { running = null }
            else -> {}
        }
    }, onLeave = { running?.runPauseOrOnDisposeEffect().also { running = null } })
}

/** The receiver of a [LifecycleStartEffect]'s effects: they must end with [onStopOrDispose]. */
public class LifecycleStartStopEffectScope(private val lifecycle: Lifecycle) : LifecycleOwner {
    override fun getLifecycle(): Lifecycle = lifecycle

    /** The clean-up to run on ON_STOP or when the effect leaves the composition. */
    public inline fun onStopOrDispose(crossinline onStopOrDisposeEffect: LifecycleOwner.() -> Unit): LifecycleStopOrDisposeEffectResult =
        object : LifecycleStopOrDisposeEffectResult {
            override fun runStopOrDisposeEffect() {
                onStopOrDisposeEffect()
            }
        }
}

/** The clean-up of a [LifecycleStartEffect]. */
public interface LifecycleStopOrDisposeEffectResult {
    public fun runStopOrDisposeEffect()
}

/** Not allowed: a LifecycleStartEffect needs keys. */
@Deprecated(LifecycleStartEffectNoParamError, level = DeprecationLevel.ERROR)
@Suppress("DeprecatedCallableAddReplaceWith", "UNUSED_PARAMETER")
@Composable
public fun LifecycleStartEffect(
    lifecycleOwner: LifecycleOwner = LocalLifecycleOwner.current,
    effects: LifecycleStartStopEffectScope.() -> LifecycleStopOrDisposeEffectResult,
): Unit = error(LifecycleStartEffectNoParamError)

/** Runs [effects] on each ON_START of [lifecycleOwner] (and their result on ON_STOP or disposal); restarted when [key1] changes. */
@Composable
public fun LifecycleStartEffect(
    key1: Any?,
    lifecycleOwner: LifecycleOwner = LocalLifecycleOwner.current,
    effects: LifecycleStartStopEffectScope.() -> LifecycleStopOrDisposeEffectResult,
) {
    startEffect(arrayOf(key1), lifecycleOwner, effects)
}

/** As [LifecycleStartEffect] with two keys. */
@Composable
public fun LifecycleStartEffect(
    key1: Any?,
    key2: Any?,
    lifecycleOwner: LifecycleOwner = LocalLifecycleOwner.current,
    effects: LifecycleStartStopEffectScope.() -> LifecycleStopOrDisposeEffectResult,
) {
    startEffect(arrayOf(key1, key2), lifecycleOwner, effects)
}

/** As [LifecycleStartEffect] with three keys. */
@Composable
public fun LifecycleStartEffect(
    key1: Any?,
    key2: Any?,
    key3: Any?,
    lifecycleOwner: LifecycleOwner = LocalLifecycleOwner.current,
    effects: LifecycleStartStopEffectScope.() -> LifecycleStopOrDisposeEffectResult,
) {
    startEffect(arrayOf(key1, key2, key3), lifecycleOwner, effects)
}

/** As [LifecycleStartEffect] with any number of keys. */
@Composable
public fun LifecycleStartEffect(
    vararg keys: Any?,
    lifecycleOwner: LifecycleOwner = LocalLifecycleOwner.current,
    effects: LifecycleStartStopEffectScope.() -> LifecycleStopOrDisposeEffectResult,
) {
    startEffect(keys, lifecycleOwner, effects)
}

/** The receiver of a [LifecycleResumeEffect]'s effects: they must end with [onPauseOrDispose]. */
public class LifecycleResumePauseEffectScope(private val lifecycle: Lifecycle) : LifecycleOwner {
    override fun getLifecycle(): Lifecycle = lifecycle

    /** The clean-up to run on ON_PAUSE or when the effect leaves the composition. */
    public inline fun onPauseOrDispose(crossinline onPauseOrDisposeEffect: LifecycleOwner.() -> Unit): LifecyclePauseOrDisposeEffectResult =
        object : LifecyclePauseOrDisposeEffectResult {
            override fun runPauseOrOnDisposeEffect() {
                onPauseOrDisposeEffect()
            }
        }
}

/** The clean-up of a [LifecycleResumeEffect]. */
public interface LifecyclePauseOrDisposeEffectResult {
    public fun runPauseOrOnDisposeEffect()
}

/** Not allowed: a LifecycleResumeEffect needs keys. */
@Deprecated(LifecycleResumeEffectNoParamError, level = DeprecationLevel.ERROR)
@Suppress("DeprecatedCallableAddReplaceWith", "UNUSED_PARAMETER")
@Composable
public fun LifecycleResumeEffect(
    lifecycleOwner: LifecycleOwner = LocalLifecycleOwner.current,
    effects: LifecycleResumePauseEffectScope.() -> LifecyclePauseOrDisposeEffectResult,
): Unit = error(LifecycleResumeEffectNoParamError)

/** Runs [effects] on each ON_RESUME of [lifecycleOwner] (and their result on ON_PAUSE or disposal); restarted when [key1] changes. */
@Composable
public fun LifecycleResumeEffect(
    key1: Any?,
    lifecycleOwner: LifecycleOwner = LocalLifecycleOwner.current,
    effects: LifecycleResumePauseEffectScope.() -> LifecyclePauseOrDisposeEffectResult,
) {
    resumeEffect(arrayOf(key1), lifecycleOwner, effects)
}

/** As [LifecycleResumeEffect] with two keys. */
@Composable
public fun LifecycleResumeEffect(
    key1: Any?,
    key2: Any?,
    lifecycleOwner: LifecycleOwner = LocalLifecycleOwner.current,
    effects: LifecycleResumePauseEffectScope.() -> LifecyclePauseOrDisposeEffectResult,
) {
    resumeEffect(arrayOf(key1, key2), lifecycleOwner, effects)
}

/** As [LifecycleResumeEffect] with three keys. */
@Composable
public fun LifecycleResumeEffect(
    key1: Any?,
    key2: Any?,
    key3: Any?,
    lifecycleOwner: LifecycleOwner = LocalLifecycleOwner.current,
    effects: LifecycleResumePauseEffectScope.() -> LifecyclePauseOrDisposeEffectResult,
) {
    resumeEffect(arrayOf(key1, key2, key3), lifecycleOwner, effects)
}

/** As [LifecycleResumeEffect] with any number of keys. */
@Composable
public fun LifecycleResumeEffect(
    vararg keys: Any?,
    lifecycleOwner: LifecycleOwner = LocalLifecycleOwner.current,
    effects: LifecycleResumePauseEffectScope.() -> LifecyclePauseOrDisposeEffectResult,
) {
    resumeEffect(keys, lifecycleOwner, effects)
}
