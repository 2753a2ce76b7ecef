// Mirrors compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/style/LineHeightStyle.kt (androidx.compose.ui:ui-text 1.9.4)
// Stand-in: the type and its Default only (the Alignment/Trim/Mode constructor parameters are omitted).
package androidx.compose.ui.text.style

import androidx.compose.runtime.Immutable

/** Where text sits within its line height, and whether the first and last lines are trimmed. */
@Immutable
public class LineHeightStyle internal constructor() {
    public companion object {
        public val Default: LineHeightStyle = LineHeightStyle()
    }
}
