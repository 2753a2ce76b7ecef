// Mirrors navigation3/navigation3-runtime/src/commonMain/kotlin/androidx/navigation3/runtime/SaveableStateHolderNavEntryDecorator.kt (androidx.navigation3:navigation3-runtime 1.0.0)
package androidx.navigation3.runtime

import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.runtime.saveable.SaveableStateHolder
import androidx.compose.runtime.saveable.rememberSaveableStateHolder

/** Gives each entry its own saveable state (rememberSaveable), kept while the entry is on the back stack. */
public class SaveableStateHolderNavEntryDecorator<T : Any>(saveableStateHolder: SaveableStateHolder) :
    NavEntryDecorator<T>(
        onPop = { contentKey -> saveableStateHolder.removeState(contentKey) },
        decorate = { entry -> saveableStateHolder.SaveableStateProvider(entry.contentKey) { entry.Content() } },
    )

/** Creates and remembers a [SaveableStateHolderNavEntryDecorator]. */
@Composable
public fun <T : Any> rememberSaveableStateHolderNavEntryDecorator(
    saveableStateHolder: SaveableStateHolder = rememberSaveableStateHolder()
): SaveableStateHolderNavEntryDecorator<T> = remember(saveableStateHolder) { SaveableStateHolderNavEntryDecorator(saveableStateHolder) }
