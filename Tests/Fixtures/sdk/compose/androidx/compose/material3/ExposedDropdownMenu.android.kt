// Mirrors compose/material3/material3/src/androidMain/kotlin/androidx/compose/material3/ExposedDropdownMenu.android.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: the experimental ExposedDropdownMenuBox, its sealed scope (menuAnchor(type, enabled),
// exposedDropdownSize, ExposedDropdownMenu and the two deprecated members), ExposedDropdownMenuAnchorType
// (and its deprecated alias MenuAnchorType) and ExposedDropdownMenuDefaults.TrailingIcon (the text field
// colour helpers are omitted). The box runs its content once; the menu composes its items only while expanded.
package androidx.compose.material3

import tandem.compose.RecordedElement

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.ScrollState
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.rememberScrollState
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.unit.Dp

/** A box holding a text field (the anchor) and the menu that drops down from it. */
@ExperimentalMaterial3Api
@Composable
public fun ExposedDropdownMenuBox(
    expanded: Boolean,
    onExpandedChange: (Boolean) -> Unit,
    modifier: Modifier = Modifier,
    content: @Composable ExposedDropdownMenuBoxScope.() -> Unit,
) {
    val scope =
        object : ExposedDropdownMenuBoxScopeImpl() {
            override fun Modifier.menuAnchor(type: ExposedDropdownMenuAnchorType, enabled: Boolean): Modifier =
                this then MenuAnchorElement(type, enabled, expanded, onExpandedChange)

            override val anchorType: ExposedDropdownMenuAnchorType
                get() = ExposedDropdownMenuAnchorType.PrimaryNotEditable

            override fun Modifier.exposedDropdownSize(matchAnchorWidth: Boolean): Modifier =
                this then ExposedDropdownSizeElement(matchAnchorWidth)
        }
    // A box with the modifier, around the anchor and the menu.
    Box(modifier) { scope.content() }
}

/** The scope of an [ExposedDropdownMenuBox]'s content. */
@ExperimentalMaterial3Api
public sealed class ExposedDropdownMenuBoxScope {
    /** Marks the anchor of the menu (the text field, or an icon in it); it toggles the menu when [enabled]. */
    public abstract fun Modifier.menuAnchor(type: ExposedDropdownMenuAnchorType, enabled: Boolean = true): Modifier

    /** Sizes a custom menu to the anchor (ExposedDropdownMenu applies it itself). */
    public abstract fun Modifier.exposedDropdownSize(matchAnchorWidth: Boolean = true): Modifier

    internal abstract val anchorType: ExposedDropdownMenuAnchorType

    /** The menu of the box, shown below the anchor while [expanded]. */
    @Composable
    public fun ExposedDropdownMenu(
        expanded: Boolean,
        onDismissRequest: () -> Unit,
        modifier: Modifier = Modifier,
        scrollState: ScrollState = rememberScrollState(),
        matchAnchorWidth: Boolean = true,
        shape: Shape = MenuDefaults.shape,
        containerColor: Color = MenuDefaults.containerColor,
        tonalElevation: Dp = MenuDefaults.TonalElevation,
        shadowElevation: Dp = MenuDefaults.ShadowElevation,
        border: BorderStroke? = null,
        content: @Composable ColumnScope.() -> Unit,
    ) {
        if (expanded) {
            Surface(modifier = modifier.exposedDropdownSize(matchAnchorWidth), shape = shape, color = containerColor, border = border) {
                Column(content = content)
            }
        }
    }

    /** Deprecated: use the overload taking an [ExposedDropdownMenuAnchorType]. */
    @Deprecated(
        level = DeprecationLevel.WARNING,
        message = "Use overload that takes ExposedDropdownMenuAnchorType and enabled parameters",
        replaceWith = ReplaceWith("menuAnchor(type, enabled)"),
    )
    public fun Modifier.menuAnchor(): Modifier = menuAnchor(ExposedDropdownMenuAnchorType.PrimaryNotEditable)

    /** Deprecated: `focusable` is unused; pass the anchor type to menuAnchor instead. */
    @Deprecated(
        level = DeprecationLevel.WARNING,
        message =
            "The `focusable` parameter is unused. Pass the proper ExposedDropdownMenuAnchorType " +
                "to Modifier.menuAnchor instead, which will handle focusability automatically.",
    )
    @Suppress("DeprecatedCallableAddReplaceWith")
    @Composable
    public fun ExposedDropdownMenu(
        expanded: Boolean,
        onDismissRequest: () -> Unit,
        modifier: Modifier = Modifier,
        scrollState: ScrollState = rememberScrollState(),
        focusable: Boolean = true,
        matchTextFieldWidth: Boolean = true,
        shape: Shape = MenuDefaults.shape,
        containerColor: Color = MenuDefaults.containerColor,
        tonalElevation: Dp = MenuDefaults.TonalElevation,
        shadowElevation: Dp = MenuDefaults.ShadowElevation,
        border: BorderStroke? = null,
        content: @Composable ColumnScope.() -> Unit,
    ): Unit =
        ExposedDropdownMenu(
            expanded = expanded,
            onDismissRequest = onDismissRequest,
            modifier = modifier,
            scrollState = scrollState,
            matchAnchorWidth = matchTextFieldWidth,
            shape = shape,
            containerColor = containerColor,
            tonalElevation = tonalElevation,
            shadowElevation = shadowElevation,
            border = border,
            content = content,
        )
}

@OptIn(ExperimentalMaterial3Api::class)
private abstract class ExposedDropdownMenuBoxScopeImpl : ExposedDropdownMenuBoxScope()

private class MenuAnchorElement(
    val type: ExposedDropdownMenuAnchorType,
    val enabled: Boolean,
    val expanded: Boolean,
    val onExpandedChange: (Boolean) -> Unit,
) : Modifier.Element, RecordedElement {
    // A tap on the anchor opens (or closes) the menu.
    override fun record(properties: MutableMap<String, Any?>) {
        if (enabled) properties["onClick"] = { onExpandedChange(!expanded) }
        properties["expanded"] = expanded
    }
}

private data class ExposedDropdownSizeElement(val matchAnchorWidth: Boolean) : Modifier.Element

/** What kind of element anchors an exposed dropdown menu (it decides where focus goes when it opens). */
@JvmInline
public value class ExposedDropdownMenuAnchorType private constructor(private val name: String) {
    public companion object {
        /** A non-editable primary anchor, such as a read-only text field. */
        public val PrimaryNotEditable: ExposedDropdownMenuAnchorType = ExposedDropdownMenuAnchorType("PrimaryNotEditable")

        /** An editable primary anchor, such as a text field the user types into. */
        public val PrimaryEditable: ExposedDropdownMenuAnchorType = ExposedDropdownMenuAnchorType("PrimaryEditable")

        /** A secondary anchor next to an editable primary one, such as an icon in the text field. */
        public val SecondaryEditable: ExposedDropdownMenuAnchorType = ExposedDropdownMenuAnchorType("SecondaryEditable")
    }

    override fun toString(): String = name
}

/** Old name of [ExposedDropdownMenuAnchorType]. */
@Deprecated(message = "Renamed to ExposedDropdownMenuAnchorType", replaceWith = ReplaceWith("ExposedDropdownMenuAnchorType"))
public typealias MenuAnchorType = ExposedDropdownMenuAnchorType

/** Default values of the exposed dropdown menu. */
@ExperimentalMaterial3Api
public object ExposedDropdownMenuDefaults {
    /** The arrow icon of the anchor text field, turned up while [expanded]. */
    @ExperimentalMaterial3Api
    @Composable
    public fun TrailingIcon(expanded: Boolean, modifier: Modifier = Modifier) {
        // The library shows Icons.Filled.ArrowDropDown, rotated 180° while expanded.
    }
}
