// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/SnackbarHost.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: SnackbarHostState (showSnackbar suspends until the snackbar is dismissed or its action
// performed, as in the library; there is no timeout here), SnackbarData, SnackbarVisuals, SnackbarResult,
// SnackbarDuration and SnackbarHost (which shows the current snackbar, if any).
package androidx.compose.material3

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Stable
import androidx.compose.runtime.mutableStateOf
import androidx.compose.ui.Modifier
import kotlin.coroutines.Continuation
import kotlin.coroutines.resume
import kotlin.coroutines.suspendCoroutine

/** The state of a [SnackbarHost]: the queue of snackbars to show, one at a time. */
@Stable
public class SnackbarHostState {
    private val current = mutableStateOf<SnackbarData?>(null)

    /** The snackbar being shown, or null. */
    public val currentSnackbarData: SnackbarData?
        get() = current.value

    /** Shows [message] (with an optional action) and suspends until it is dismissed or acted on. */
    public suspend fun showSnackbar(
        message: String,
        actionLabel: String? = null,
        withDismissAction: Boolean = false,
        duration: SnackbarDuration = if (actionLabel == null) SnackbarDuration.Short else SnackbarDuration.Indefinite,
    ): SnackbarResult = showSnackbar(SnackbarVisualsImpl(message, actionLabel, withDismissAction, duration))

    /** Shows a snackbar described by [visuals] and suspends until it is dismissed or acted on. */
    public suspend fun showSnackbar(visuals: SnackbarVisuals): SnackbarResult =
        try {
            suspendCoroutine { continuation -> current.value = SnackbarDataImpl(visuals, continuation) }
        } finally {
            current.value = null
        }

    private class SnackbarVisualsImpl(
        override val message: String,
        override val actionLabel: String?,
        override val withDismissAction: Boolean,
        override val duration: SnackbarDuration,
    ) : SnackbarVisuals

    private class SnackbarDataImpl(
        override val visuals: SnackbarVisuals,
        private val continuation: Continuation<SnackbarResult>,
    ) : SnackbarData {
        private var finished = false

        override fun performAction() = finish(SnackbarResult.ActionPerformed)

        override fun dismiss() = finish(SnackbarResult.Dismissed)

        private fun finish(result: SnackbarResult) {
            if (!finished) {
                finished = true
                continuation.resume(result)
            }
        }
    }
}

/** Shows the snackbars of [hostState], each drawn by [snackbar]. */
@Composable
public fun SnackbarHost(
    hostState: SnackbarHostState,
    modifier: Modifier = Modifier,
    snackbar: @Composable (SnackbarData) -> Unit = { Snackbar(it) },
) {
    hostState.currentSnackbarData?.let { snackbar(it) }
}

/** What a snackbar shows. */
@Stable
public interface SnackbarVisuals {
    public val message: String
    public val actionLabel: String?
    public val withDismissAction: Boolean
    public val duration: SnackbarDuration
}

/** The snackbar being shown, with the actions that end it. */
@Stable
public interface SnackbarData {
    public val visuals: SnackbarVisuals

    /** Performs the snackbar's action and dismisses it. */
    public fun performAction()

    /** Dismisses the snackbar. */
    public fun dismiss()
}

/** How a snackbar ended. */
public enum class SnackbarResult {
    Dismissed,
    ActionPerformed,
}

/** How long a snackbar stays. */
public enum class SnackbarDuration {
    Short,
    Long,
    Indefinite,
}
