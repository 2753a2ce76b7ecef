// Mirrors compose/ui/ui-graphics/src/commonMain/kotlin/androidx/compose/ui/graphics/Shadow.kt (androidx.compose.ui:ui-graphics 1.9.4)
// Stand-in: the type only (TextStyle's `shadow` parameter); its constructor takes an Offset, which is not
// stood in, so the constructor is omitted.
package androidx.compose.ui.graphics

import androidx.compose.runtime.Immutable

/** A shadow drawn under text. */
@Immutable
public class Shadow internal constructor(public val color: Color, public val blurRadius: Float) {
    public companion object {
        public val None: Shadow = Shadow(Color.Unspecified, 0f)
    }
}
