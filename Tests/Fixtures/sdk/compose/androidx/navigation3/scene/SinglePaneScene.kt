// Mirrors navigation3/navigation3-ui/src/commonMain/kotlin/androidx/navigation3/scene/SinglePaneScene.kt (androidx.navigation3:navigation3-ui 1.0.0)
// Stand-in: SinglePaneSceneStrategy (public) and its scene (internal, as in the library).
package androidx.navigation3.scene

import androidx.compose.runtime.Composable
import androidx.navigation3.runtime.NavEntry

/** The default strategy: the last entry alone fills the display. */
public class SinglePaneSceneStrategy<T : Any> : SceneStrategy<T> {
    override fun SceneStrategyScope<T>.calculateScene(entries: List<NavEntry<T>>): Scene<T> {
        val last = entries.last()
        return SinglePaneScene(key = last.contentKey, entry = last, previousEntries = entries.dropLast(1))
    }
}

internal data class SinglePaneScene<T : Any>(
    override val key: Any,
    val entry: NavEntry<T>,
    override val previousEntries: List<NavEntry<T>>,
) : Scene<T> {
    override val entries: List<NavEntry<T>> = listOf(entry)

    override val content: @Composable () -> Unit = { entry.Content() }
}
