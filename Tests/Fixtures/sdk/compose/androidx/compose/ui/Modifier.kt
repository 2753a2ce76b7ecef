// Mirrors compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/Modifier.kt (androidx.compose.ui:ui 1.9.4)
// Stand-in: Modifier, Modifier.Element and CombinedModifier as in the library; Modifier.Node (the node
// system) is not stood in, so the stand-in modifiers are plain Elements recording their arguments.
package androidx.compose.ui

import androidx.compose.runtime.Stable

/** An ordered, immutable chain of elements that decorate or add behaviour to a layout. */
@Suppress("ModifierFactoryExtensionFunction")
@Stable
public interface Modifier {
    /** Folds the elements from the outermost in. */
    public fun <R> foldIn(initial: R, operation: (R, Element) -> R): R

    /** Folds the elements from the innermost out. */
    public fun <R> foldOut(initial: R, operation: (Element, R) -> R): R

    /** Whether any element matches [predicate]. */
    public fun any(predicate: (Element) -> Boolean): Boolean

    /** Whether all elements match [predicate]. */
    public fun all(predicate: (Element) -> Boolean): Boolean

    /** This modifier followed by [other]. */
    public infix fun then(other: Modifier): Modifier =
        if (other === Modifier) this else CombinedModifier(this, other)

    /** One element of a [Modifier] chain. */
    public interface Element : Modifier {
        override fun <R> foldIn(initial: R, operation: (R, Element) -> R): R = operation(initial, this)

        override fun <R> foldOut(initial: R, operation: (Element, R) -> R): R = operation(this, initial)

        override fun any(predicate: (Element) -> Boolean): Boolean = predicate(this)

        override fun all(predicate: (Element) -> Boolean): Boolean = predicate(this)
    }

    /** The empty modifier, the start of every chain: `Modifier.padding(8.dp)`. */
    public companion object : Modifier {
        override fun <R> foldIn(initial: R, operation: (R, Element) -> R): R = initial

        override fun <R> foldOut(initial: R, operation: (Element, R) -> R): R = initial

        override fun any(predicate: (Element) -> Boolean): Boolean = false

        override fun all(predicate: (Element) -> Boolean): Boolean = true

        override infix fun then(other: Modifier): Modifier = other

        override fun toString(): String = "Modifier"
    }
}

/** Two modifiers joined by [Modifier.then]. */
public class CombinedModifier(internal val outer: Modifier, internal val inner: Modifier) : Modifier {
    override fun <R> foldIn(initial: R, operation: (R, Modifier.Element) -> R): R =
        inner.foldIn(outer.foldIn(initial, operation), operation)

    override fun <R> foldOut(initial: R, operation: (Modifier.Element, R) -> R): R =
        outer.foldOut(inner.foldOut(initial, operation), operation)

    override fun any(predicate: (Modifier.Element) -> Boolean): Boolean = outer.any(predicate) || inner.any(predicate)

    override fun all(predicate: (Modifier.Element) -> Boolean): Boolean = outer.all(predicate) && inner.all(predicate)

    override fun equals(other: Any?): Boolean = other is CombinedModifier && outer == other.outer && inner == other.inner

    override fun hashCode(): Int = outer.hashCode() + 31 * inner.hashCode()

    override fun toString(): String =
        "[" + foldIn("") { acc, element -> if (acc.isEmpty()) element.toString() else "$acc, $element" } + "]"
}
