// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/TabRow.kt and Tab.kt
// (androidx.compose.material3:material3 1.4.0)
// Stand-in: PrimaryTabRow (its parameters as the library declares them: the indicator runs in a TabIndicatorScope),
// Tab (the text-and-icon overload), TabIndicatorScope and the TabRowDefaults colours PrimaryTabRow defaults to. The row
// runs its tabs once; each tab is a node with its click and the Tab role, as the library's semantics give it, so the
// smoke run can choose it.
package androidx.compose.material3

import tandem.compose.StandInComposition

import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color

/** Where a tab row's indicator is drawn: the library's scope offers `tabIndicatorOffset`. */
public interface TabIndicatorScope

/** Colours and parts of the tab rows. */
public object TabRowDefaults {
    public val primaryContainerColor: Color
        @Composable get() = MaterialTheme.colorScheme.surface
    public val primaryContentColor: Color
        @Composable get() = MaterialTheme.colorScheme.primary
}

/** Material's primary tabs: a row of [Tab]s, the one at [selectedTabIndex] marked by an indicator under it. */
@Composable
public fun PrimaryTabRow(
    selectedTabIndex: Int,
    modifier: Modifier = Modifier,
    containerColor: Color = TabRowDefaults.primaryContainerColor,
    contentColor: Color = TabRowDefaults.primaryContentColor,
    indicator: @Composable TabIndicatorScope.() -> Unit = {},
    divider: @Composable () -> Unit = @Composable { HorizontalDivider() },
    tabs: @Composable () -> Unit,
) {
    require(selectedTabIndex >= 0) { "PrimaryTabRow: selectedTabIndex $selectedTabIndex" }
    Surface(modifier = modifier, color = containerColor, contentColor = contentColor) {
        tabs()
        object : TabIndicatorScope {}.indicator()
        divider()
    }
}

/** One tab of a row: its [text] (and [icon]); [onClick] chooses it. */
@Composable
public fun Tab(
    selected: Boolean,
    onClick: () -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    text: @Composable (() -> Unit)? = null,
    icon: @Composable (() -> Unit)? = null,
    selectedContentColor: Color = LocalContentColor.current,
    unselectedContentColor: Color = selectedContentColor,
    interactionSource: MutableInteractionSource? = null,
) {
    StandInComposition.node("Tab", modifier, "onClick" to onClick.takeIf { enabled }, "Role" to "Tab", "Selected" to selected) {
        text?.invoke()
        icon?.invoke()
    }
}
