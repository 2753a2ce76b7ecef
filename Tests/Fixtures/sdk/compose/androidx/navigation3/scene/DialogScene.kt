// Mirrors navigation3/navigation3-ui/src/commonMain/kotlin/androidx/navigation3/scene/DialogScene.kt (androidx.navigation3:navigation3-ui 1.0.0)
// Stand-in: DialogSceneStrategy (public) with its `dialog` metadata helper, and its scene (internal, as in
// the library), which shows the last entry in a Dialog over the others.
package androidx.navigation3.scene

import androidx.compose.runtime.Composable
import androidx.compose.ui.window.Dialog
import androidx.compose.ui.window.DialogProperties
import androidx.navigation3.runtime.NavEntry

/** Shows an entry whose metadata holds [dialog] in a Dialog over the entries below it. Put it before non-overlay strategies. */
public class DialogSceneStrategy<T : Any>() : SceneStrategy<T> {
    override fun SceneStrategyScope<T>.calculateScene(entries: List<NavEntry<T>>): Scene<T>? {
        val top = entries.lastOrNull() ?: return null
        val properties = top.metadata[DIALOG_KEY] as? DialogProperties ?: return null
        val below = entries.dropLast(1)
        return DialogScene(top.contentKey, top, below, below, properties, onBack)
    }

    public companion object {
        /** Entry metadata marking the entry as a dialog, shown with [dialogProperties]. */
        public fun dialog(dialogProperties: DialogProperties = DialogProperties()): Map<String, Any> =
            mapOf(DIALOG_KEY to dialogProperties)

        internal const val DIALOG_KEY: String = "dialog"
    }
}

internal data class DialogScene<T : Any>(
    override val key: Any,
    val entry: NavEntry<T>,
    override val previousEntries: List<NavEntry<T>>,
    override val overlaidEntries: List<NavEntry<T>>,
    val dialogProperties: DialogProperties,
    val onBack: () -> Unit,
) : OverlayScene<T> {
    override val entries: List<NavEntry<T>> = listOf(entry)

    override val content: @Composable () -> Unit = {
        Dialog(onDismissRequest = onBack, properties = dialogProperties) { entry.Content() }
    }
}
