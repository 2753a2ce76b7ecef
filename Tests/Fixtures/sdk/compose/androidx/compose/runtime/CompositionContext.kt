// Mirrors compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/CompositionContext.kt (androidx.compose.runtime:runtime 1.9.4)
// Stand-in: only the type (a parent for a sub-composition, e.g. setContent's `parent`); its members are omitted.
package androidx.compose.runtime

/** A parent of a composition: links a sub-composition (a dialog, a window) to the composition that created it. */
public abstract class CompositionContext internal constructor()
