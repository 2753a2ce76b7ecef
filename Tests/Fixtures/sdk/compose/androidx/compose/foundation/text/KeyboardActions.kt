// Mirrors compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/text/KeyboardActions.kt (androidx.compose.foundation:foundation 1.9.4)
package androidx.compose.foundation.text

import androidx.compose.runtime.Stable
import androidx.compose.ui.text.input.ImeAction

/** What a text field does for each IME action; a null action falls back to the default behaviour. */
@Stable
public class KeyboardActions(
    public val onDone: (KeyboardActionScope.() -> Unit)? = null,
    public val onGo: (KeyboardActionScope.() -> Unit)? = null,
    public val onNext: (KeyboardActionScope.() -> Unit)? = null,
    public val onPrevious: (KeyboardActionScope.() -> Unit)? = null,
    public val onSearch: (KeyboardActionScope.() -> Unit)? = null,
    public val onSend: (KeyboardActionScope.() -> Unit)? = null,
) {
    override fun equals(other: Any?): Boolean =
        other is KeyboardActions &&
            onDone === other.onDone &&
            onGo === other.onGo &&
            onNext === other.onNext &&
            onPrevious === other.onPrevious &&
            onSearch === other.onSearch &&
            onSend === other.onSend

    override fun hashCode(): Int = listOf(onDone, onGo, onNext, onPrevious, onSearch, onSend).hashCode()

    public companion object {
        /** No custom actions. */
        @Stable
        public val Default: KeyboardActions = KeyboardActions()
    }
}

/** The same [onAny] for every IME action. */
public fun KeyboardActions(onAny: KeyboardActionScope.() -> Unit): KeyboardActions =
    KeyboardActions(onDone = onAny, onGo = onAny, onNext = onAny, onPrevious = onAny, onSearch = onAny, onSend = onAny)

/** The receiver of a keyboard action. */
public interface KeyboardActionScope {
    /** Runs the default behaviour of [imeAction] (e.g. move focus for Next). */
    public fun defaultKeyboardAction(imeAction: ImeAction)
}
