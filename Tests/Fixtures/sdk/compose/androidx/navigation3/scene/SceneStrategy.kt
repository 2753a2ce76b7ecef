// Mirrors navigation3/navigation3-ui/src/commonMain/kotlin/androidx/navigation3/scene/SceneStrategy.kt (androidx.navigation3:navigation3-ui 1.0.0)
package androidx.navigation3.scene

import androidx.navigation3.runtime.NavEntry

/** The receiver of [SceneStrategy.calculateScene]: what a scene calls to go back. */
public class SceneStrategyScope<T : Any>(public val onBack: () -> Unit = {})

/** Decides which [Scene] shows the current entries (null: not this strategy's case; try the next one). */
public fun interface SceneStrategy<T : Any> {
    /** The scene for [entries], or null if this strategy does not apply. */
    public fun SceneStrategyScope<T>.calculateScene(entries: List<NavEntry<T>>): Scene<T>?

    /** This strategy, falling back to [sceneStrategy] when it returns null. */
    public infix fun then(sceneStrategy: SceneStrategy<T>): SceneStrategy<T> =
        SceneStrategy { entries -> calculateScene(entries) ?: with(sceneStrategy) { calculateScene(entries) } }
}
