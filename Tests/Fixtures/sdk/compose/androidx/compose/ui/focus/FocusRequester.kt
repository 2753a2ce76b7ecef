// Mirrors compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/focus/FocusRequester.kt (androidx.compose.ui:ui 1.9.4)
// Stand-in: the type and its constructor only (requestFocus and the focusRequester modifier are omitted).
package androidx.compose.ui.focus

import androidx.compose.runtime.Stable

/** A handle for moving focus to the component it is attached to. */
@Stable
public class FocusRequester
