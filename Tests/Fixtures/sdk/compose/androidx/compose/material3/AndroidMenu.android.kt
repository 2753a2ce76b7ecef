// Mirrors compose/material3/material3/src/androidMain/kotlin/androidx/compose/material3/AndroidMenu.android.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: DropdownMenuItem only (DropdownMenu, which takes a DpOffset and PopupProperties, is omitted).
package androidx.compose.material3

import tandem.compose.StandInComposition

import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.Modifier

/** One item of a dropdown menu. */
@Composable
public fun DropdownMenuItem(
    text: @Composable () -> Unit,
    onClick: () -> Unit,
    modifier: Modifier = Modifier,
    leadingIcon: @Composable (() -> Unit)? = null,
    trailingIcon: @Composable (() -> Unit)? = null,
    enabled: Boolean = true,
    colors: MenuItemColors = MenuDefaults.itemColors(),
    contentPadding: PaddingValues = MenuDefaults.DropdownMenuItemContentPadding,
    interactionSource: MutableInteractionSource? = null,
) {
    StandInComposition.node("DropdownMenuItem", modifier, "onClick" to onClick.takeIf { enabled }) {
        if (leadingIcon != null) {
            CompositionLocalProvider(LocalContentColor provides colors.leadingIconColor(enabled), content = leadingIcon)
        }
        CompositionLocalProvider(LocalContentColor provides colors.textColor(enabled)) {
            ProvideTextStyle(MaterialTheme.typography.labelLarge, content = text)
        }
        if (trailingIcon != null) {
            CompositionLocalProvider(LocalContentColor provides colors.trailingIconColor(enabled), content = trailingIcon)
        }
    }
}
