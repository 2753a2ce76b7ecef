// Mirrors compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/window/AndroidDialog.android.kt (androidx.compose.ui:ui 1.9.4)
// Stand-in: DialogProperties (constructors as in the 1.9 API listing) and Dialog, which shows its content
// at once (there is no window here).
package androidx.compose.ui.window

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable

/** Properties of a [Dialog]'s window and of how it is dismissed. */
@Immutable
public class DialogProperties(
    public val dismissOnBackPress: Boolean = true,
    public val dismissOnClickOutside: Boolean = true,
    public val securePolicy: SecureFlagPolicy = SecureFlagPolicy.Inherit,
    public val usePlatformDefaultWidth: Boolean = true,
    public val decorFitsSystemWindows: Boolean = true,
    public val windowTitle: String = "",
) {
    public constructor() : this(dismissOnBackPress = true)

    public constructor(
        dismissOnBackPress: Boolean = true,
        dismissOnClickOutside: Boolean = true,
        usePlatformDefaultWidth: Boolean = true,
    ) : this(
        dismissOnBackPress = dismissOnBackPress,
        dismissOnClickOutside = dismissOnClickOutside,
        securePolicy = SecureFlagPolicy.Inherit,
        usePlatformDefaultWidth = usePlatformDefaultWidth,
        decorFitsSystemWindows = true,
        windowTitle = "",
    )

    override fun equals(other: Any?): Boolean =
        other is DialogProperties &&
            dismissOnBackPress == other.dismissOnBackPress &&
            dismissOnClickOutside == other.dismissOnClickOutside &&
            securePolicy == other.securePolicy &&
            usePlatformDefaultWidth == other.usePlatformDefaultWidth &&
            decorFitsSystemWindows == other.decorFitsSystemWindows &&
            windowTitle == other.windowTitle

    override fun hashCode(): Int =
        listOf(dismissOnBackPress, dismissOnClickOutside, securePolicy, usePlatformDefaultWidth, decorFitsSystemWindows, windowTitle)
            .hashCode()
}

/** Shows [content] in a dialog window; [onDismissRequest] is called on back or outside click. */
@Composable
public fun Dialog(
    onDismissRequest: () -> Unit,
    properties: DialogProperties = DialogProperties(),
    content: @Composable () -> Unit,
) {
    content()
}
