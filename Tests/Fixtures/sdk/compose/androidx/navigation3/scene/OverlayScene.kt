// Mirrors navigation3/navigation3-ui/src/commonMain/kotlin/androidx/navigation3/scene/OverlayScene.kt (androidx.navigation3:navigation3-ui 1.0.0)
package androidx.navigation3.scene

import androidx.navigation3.runtime.NavEntry

/** A [Scene] drawn over another one (a dialog, a bottom sheet…): [overlaidEntries] stay shown beneath it. */
public interface OverlayScene<T : Any> : Scene<T> {
    /** The entries shown beneath this overlay. */
    public val overlaidEntries: List<NavEntry<T>>
}
