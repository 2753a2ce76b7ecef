// Mirrors window/window-core/src/commonMain/kotlin/androidx/window/core/layout/WindowSizeClass.kt (androidx.window:window-core 1.5.0)
// Stand-in: the constructor, the breakpoint checks and the breakpoint constants; the deprecated width/height size
// classes and containsWidthDp family, BREAKPOINTS_V1/V2 and computeWindowSizeClass are omitted.
package androidx.window.core.layout

/** A window's size bucket: the lower bounds of its width and height in dp. */
public class WindowSizeClass(
    /** The lower bound of the width, in dp. */
    public val minWidthDp: Int,
    /** The lower bound of the height, in dp. */
    public val minHeightDp: Int,
) {
    init {
        require(minWidthDp >= 0) { "Expected minWidthDp to be at least 0, minWidthDp: $minWidthDp." }
        require(minHeightDp >= 0) { "Expected minHeightDp to be at least 0, minHeightDp: $minHeightDp." }
    }

    /** Whether the width is at least [widthDpBreakpoint]. */
    public fun isWidthAtLeastBreakpoint(widthDpBreakpoint: Int): Boolean = minWidthDp >= widthDpBreakpoint

    /** Whether the height is at least [heightDpBreakpoint]. */
    public fun isHeightAtLeastBreakpoint(heightDpBreakpoint: Int): Boolean = minHeightDp >= heightDpBreakpoint

    /** Whether the width and the height are at least the breakpoints. */
    public fun isAtLeastBreakpoint(widthDpBreakpoint: Int, heightDpBreakpoint: Int): Boolean =
        isWidthAtLeastBreakpoint(widthDpBreakpoint) && isHeightAtLeastBreakpoint(heightDpBreakpoint)

    override fun equals(other: Any?): Boolean =
        other is WindowSizeClass && minWidthDp == other.minWidthDp && minHeightDp == other.minHeightDp

    override fun hashCode(): Int = 31 * minWidthDp + minHeightDp

    override fun toString(): String = "WindowSizeClass(minWidthDp=$minWidthDp, minHeightDp=$minHeightDp)"

    public companion object {
        /** The lower bound of a medium width, in dp. */
        public const val WIDTH_DP_MEDIUM_LOWER_BOUND: Int = 600

        /** The lower bound of an expanded width, in dp. */
        public const val WIDTH_DP_EXPANDED_LOWER_BOUND: Int = 840

        /** The lower bound of a large width, in dp. */
        public const val WIDTH_DP_LARGE_LOWER_BOUND: Int = 1200

        /** The lower bound of an extra-large width, in dp. */
        public const val WIDTH_DP_EXTRA_LARGE_LOWER_BOUND: Int = 1600

        /** The lower bound of a medium height, in dp. */
        public const val HEIGHT_DP_MEDIUM_LOWER_BOUND: Int = 480

        /** The lower bound of an expanded height, in dp. */
        public const val HEIGHT_DP_EXPANDED_LOWER_BOUND: Int = 900
    }
}
