// Mirrors compose/foundation/foundation-layout/src/commonMain/kotlin/androidx/compose/foundation/layout/Size.kt (androidx.compose.foundation:foundation-layout 1.9.4)
// Stand-in: the preferred-size, fill, min/max and wrap-content modifiers (the DpSize and required* variants
// are omitted); each records its values as an element.
package androidx.compose.foundation.layout

import androidx.compose.runtime.Stable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.Dp

/** Prefers [width] for the element's width. */
@Stable
public fun Modifier.width(width: Dp): Modifier = this then SizeElement("width", width, Dp.Unspecified)

/** Prefers [height] for the element's height. */
@Stable
public fun Modifier.height(height: Dp): Modifier = this then SizeElement("height", Dp.Unspecified, height)

/** Prefers a square of [size]. */
@Stable
public fun Modifier.size(size: Dp): Modifier = this then SizeElement("size", size, size)

/** Prefers [width] by [height]. */
@Stable
public fun Modifier.size(width: Dp, height: Dp): Modifier = this then SizeElement("size", width, height)

/** Constrains the width between [min] and [max]. */
@Stable
public fun Modifier.widthIn(min: Dp = Dp.Unspecified, max: Dp = Dp.Unspecified): Modifier =
    this then SizeElement("widthIn", min, max)

/** Constrains the height between [min] and [max]. */
@Stable
public fun Modifier.heightIn(min: Dp = Dp.Unspecified, max: Dp = Dp.Unspecified): Modifier =
    this then SizeElement("heightIn", min, max)

/** Constrains both dimensions. */
@Stable
public fun Modifier.sizeIn(
    minWidth: Dp = Dp.Unspecified,
    minHeight: Dp = Dp.Unspecified,
    maxWidth: Dp = Dp.Unspecified,
    maxHeight: Dp = Dp.Unspecified,
): Modifier = this then SizeElement("sizeIn", minWidth, minHeight).then(SizeElement("sizeIn", maxWidth, maxHeight))

/** Fills [fraction] (0–1) of the incoming maximum width. */
@Stable
public fun Modifier.fillMaxWidth(fraction: Float = 1f): Modifier = this then FillElement("fillMaxWidth", fraction)

/** Fills [fraction] (0–1) of the incoming maximum height. */
@Stable
public fun Modifier.fillMaxHeight(fraction: Float = 1f): Modifier = this then FillElement("fillMaxHeight", fraction)

/** Fills [fraction] (0–1) of the incoming maximum width and height. */
@Stable
public fun Modifier.fillMaxSize(fraction: Float = 1f): Modifier = this then FillElement("fillMaxSize", fraction)

/** Measures at least [minWidth] by [minHeight] when the parent sets no minimum. */
@Stable
public fun Modifier.defaultMinSize(minWidth: Dp = Dp.Unspecified, minHeight: Dp = Dp.Unspecified): Modifier =
    this then SizeElement("defaultMinSize", minWidth, minHeight)

/** Lets the element take its own width, placed by [align]. */
@Stable
public fun Modifier.wrapContentWidth(align: Alignment.Horizontal = Alignment.CenterHorizontally, unbounded: Boolean = false): Modifier =
    this then WrapElement(align, unbounded)

/** Lets the element take its own height, placed by [align]. */
@Stable
public fun Modifier.wrapContentHeight(align: Alignment.Vertical = Alignment.CenterVertically, unbounded: Boolean = false): Modifier =
    this then WrapElement(align, unbounded)

/** Lets the element take its own size, placed by [align]. */
@Stable
public fun Modifier.wrapContentSize(align: Alignment = Alignment.Center, unbounded: Boolean = false): Modifier =
    this then WrapElement(align, unbounded)

private data class SizeElement(val name: String, val first: Dp, val second: Dp) : Modifier.Element

private data class FillElement(val name: String, val fraction: Float) : Modifier.Element

private data class WrapElement(val align: Any, val unbounded: Boolean) : Modifier.Element
