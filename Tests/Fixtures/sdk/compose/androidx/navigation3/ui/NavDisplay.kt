// Mirrors navigation3/navigation3-ui/src/commonMain/kotlin/androidx/navigation3/ui/NavDisplay.kt (androidx.navigation3:navigation3-ui 1.0.0)
// Stand-in: the NavDisplay object (metadata helpers for transition specs), both 1.0.0 NavDisplay overloads
// (back stack + entryProvider; decorated entries) and the public default transition specs. In 1.0.0
// onBack is `() -> Unit` (it was `(Int) -> Unit` in the alphas); the SwipeEdge annotation on the
// predictive-pop Int is omitted. The stand-in picks the scene with the strategy (falling back to a single
// pane) and composes it — an overlay scene over the scene of the entries beneath it, each recorded as a "scene" node
// of the stand-ins' composition; there are no animations. System back calls onBack through a BackHandler while the
// scene has previous entries (the library uses androidx.navigationevent's handler, which the activity's
// OnBackPressedDispatcher feeds).
package androidx.navigation3.ui

import androidx.activity.compose.BackHandler
import androidx.compose.animation.AnimatedContentTransitionScope
import androidx.compose.animation.ContentTransform
import androidx.compose.animation.EnterTransition
import androidx.compose.animation.ExitTransition
import androidx.compose.animation.SizeTransform
import androidx.compose.animation.togetherWith
import androidx.compose.foundation.layout.Box
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.navigation3.runtime.NavEntry
import androidx.navigation3.runtime.NavEntryDecorator
import androidx.navigation3.runtime.rememberDecoratedNavEntries
import androidx.navigation3.runtime.rememberSaveableStateHolderNavEntryDecorator
import androidx.navigation3.scene.OverlayScene
import androidx.navigation3.scene.Scene
import androidx.navigation3.scene.SceneStrategy
import androidx.navigation3.scene.SceneStrategyScope
import androidx.navigation3.scene.SinglePaneSceneStrategy
import tandem.compose.StandInComposition

/** The features NavDisplay reads from entry or scene metadata. */
public object NavDisplay {
    /** Metadata: the transition used when this entry/scene is pushed. */
    public fun transitionSpec(
        transitionSpec: AnimatedContentTransitionScope<Scene<*>>.() -> ContentTransform?
    ): Map<String, Any> = mapOf(TRANSITION_SPEC to transitionSpec)

    /** Metadata: the transition used when this entry/scene is popped. */
    public fun popTransitionSpec(
        popTransitionSpec: AnimatedContentTransitionScope<Scene<*>>.() -> ContentTransform?
    ): Map<String, Any> = mapOf(POP_TRANSITION_SPEC to popTransitionSpec)

    /** Metadata: the transition used when this entry/scene is popped by a predictive back gesture (Int: the swipe edge). */
    public fun predictivePopTransitionSpec(
        predictivePopTransitionSpec: AnimatedContentTransitionScope<Scene<*>>.(Int) -> ContentTransform?
    ): Map<String, Any> = mapOf(PREDICTIVE_POP_TRANSITION_SPEC to predictivePopTransitionSpec)

    internal const val TRANSITION_SPEC: String = "transitionSpec"
    internal const val POP_TRANSITION_SPEC: String = "popTransitionSpec"
    internal const val PREDICTIVE_POP_TRANSITION_SPEC: String = "predictivePopTransitionSpec"
}

/** Shows the entries of [backStack] (built by [entryProvider], wrapped by [entryDecorators]) as scenes. */
@Composable
public fun <T : Any> NavDisplay(
    backStack: List<T>,
    modifier: Modifier = Modifier,
    contentAlignment: Alignment = Alignment.TopStart,
    onBack: () -> Unit = {
        if (backStack is MutableList<T>) {
            backStack.removeLastOrNull()
        }
    },
    entryDecorators: List<NavEntryDecorator<T>> = listOf(rememberSaveableStateHolderNavEntryDecorator()),
    sceneStrategy: SceneStrategy<T> = SinglePaneSceneStrategy(),
    sizeTransform: SizeTransform? = null,
    transitionSpec: AnimatedContentTransitionScope<Scene<T>>.() -> ContentTransform = defaultTransitionSpec(),
    popTransitionSpec: AnimatedContentTransitionScope<Scene<T>>.() -> ContentTransform = defaultPopTransitionSpec(),
    predictivePopTransitionSpec: AnimatedContentTransitionScope<Scene<T>>.(Int) -> ContentTransform =
        defaultPredictivePopTransitionSpec(),
    entryProvider: (key: T) -> NavEntry<T>,
) {
    require(backStack.isNotEmpty()) { "NavDisplay backstack cannot be empty" }
    val entries = rememberDecoratedNavEntries(backStack = backStack, entryDecorators = entryDecorators, entryProvider = entryProvider)
    NavDisplay(
        entries = entries,
        modifier = modifier,
        contentAlignment = contentAlignment,
        sceneStrategy = sceneStrategy,
        sizeTransform = sizeTransform,
        transitionSpec = transitionSpec,
        popTransitionSpec = popTransitionSpec,
        predictivePopTransitionSpec = predictivePopTransitionSpec,
        onBack = onBack,
    )
}

/** Shows already decorated [entries] (see rememberDecoratedNavEntries) as scenes; [onBack] must pop them. */
@Composable
public fun <T : Any> NavDisplay(
    entries: List<NavEntry<T>>,
    modifier: Modifier = Modifier,
    contentAlignment: Alignment = Alignment.TopStart,
    sceneStrategy: SceneStrategy<T> = SinglePaneSceneStrategy(),
    sizeTransform: SizeTransform? = null,
    transitionSpec: AnimatedContentTransitionScope<Scene<T>>.() -> ContentTransform = defaultTransitionSpec(),
    popTransitionSpec: AnimatedContentTransitionScope<Scene<T>>.() -> ContentTransform = defaultPopTransitionSpec(),
    predictivePopTransitionSpec: AnimatedContentTransitionScope<Scene<T>>.(Int) -> ContentTransform =
        defaultPredictivePopTransitionSpec(),
    onBack: () -> Unit,
) {
    require(entries.isNotEmpty()) { "NavDisplay entries cannot be empty" }
    val scope = SceneStrategyScope<T>(onBack)
    // System back pops while the scene shown has entries before it (the library's NavigationBackHandler).
    BackHandler(enabled = calculateScene(entries, sceneStrategy, scope).previousEntries.isNotEmpty()) { onBack() }
    Box(modifier = modifier, contentAlignment = contentAlignment) {
        ShowScenes(entries, sceneStrategy, scope)
    }
}

@Composable
private fun <T : Any> ShowScenes(entries: List<NavEntry<T>>, sceneStrategy: SceneStrategy<T>, scope: SceneStrategyScope<T>) {
    val scene = calculateScene(entries, sceneStrategy, scope)
    if (scene is OverlayScene<T> && scene.overlaidEntries.isNotEmpty()) {
        ShowScenes(scene.overlaidEntries, sceneStrategy, scope)
    }
    StandInComposition.node("scene", Modifier, "keys" to scene.entries.map { it.contentKey }, "overlay" to (scene is OverlayScene<T>)) {
        scene.content()
    }
}

private fun <T : Any> calculateScene(
    entries: List<NavEntry<T>>,
    sceneStrategy: SceneStrategy<T>,
    scope: SceneStrategyScope<T>,
): Scene<T> =
    with(sceneStrategy) { scope.calculateScene(entries) }
        ?: with(SinglePaneSceneStrategy<T>()) { scope.calculateScene(entries) }

/** NavDisplay's default push transition (a fade in the library). */
public fun <T : Any> defaultTransitionSpec(): AnimatedContentTransitionScope<Scene<T>>.() -> ContentTransform = {
    EnterTransition.None togetherWith ExitTransition.None
}

/** NavDisplay's default pop transition (a fade in the library). */
public fun <T : Any> defaultPopTransitionSpec(): AnimatedContentTransitionScope<Scene<T>>.() -> ContentTransform = {
    EnterTransition.None togetherWith ExitTransition.None
}

/** NavDisplay's default predictive-pop transition (a fade in the library); the Int is the swipe edge. */
public fun <T : Any> defaultPredictivePopTransitionSpec(): AnimatedContentTransitionScope<Scene<T>>.(Int) -> ContentTransform = {
    EnterTransition.None togetherWith ExitTransition.None
}
