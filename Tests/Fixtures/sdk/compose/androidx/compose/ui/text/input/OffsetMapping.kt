// Mirrors compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/input/OffsetMapping.kt (androidx.compose.ui:ui-text 1.9.4)
package androidx.compose.ui.text.input

/** Maps cursor offsets between the original and the transformed text of a [VisualTransformation]. */
public interface OffsetMapping {
    public fun originalToTransformed(offset: Int): Int

    public fun transformedToOriginal(offset: Int): Int

    public companion object {
        /** The mapping for a transformation that keeps offsets unchanged. */
        public val Identity: OffsetMapping =
            object : OffsetMapping {
                override fun originalToTransformed(offset: Int): Int = offset

                override fun transformedToOriginal(offset: Int): Int = offset
            }
    }
}
