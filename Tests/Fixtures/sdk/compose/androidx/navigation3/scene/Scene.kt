// Mirrors navigation3/navigation3-ui/src/commonMain/kotlin/androidx/navigation3/scene/Scene.kt (androidx.navigation3:navigation3-ui 1.0.0)
package androidx.navigation3.scene

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.navigation3.runtime.NavEntry

/** What NavDisplay shows at once: one or more entries laid out together (a single pane, a list-detail pair, a dialog…). */
@Immutable
public interface Scene<T : Any> {
    /** Identifies the scene across recompositions (and animations between scenes). */
    public val key: Any

    /** The entries this scene shows. */
    public val entries: List<NavEntry<T>>

    /** The entries that would be shown after a back from this scene. */
    public val previousEntries: List<NavEntry<T>>

    /** The scene's content. */
    public val content: @Composable () -> Unit

    /** Metadata of the scene (transition specs…); by default, its last entry's. */
    public val metadata: Map<String, Any>
        get() = entries.lastOrNull()?.metadata ?: emptyMap()
}
