// Not part of Compose: the stand-ins' composition, so that an app built on them runs on a plain JVM (the smoke run in
// ComposeAppTests). Generated code never names this package (the tests check it).
//
// It keeps what Compose's runtime keeps, in a simpler form:
// - Positional memoisation. A remembered value belongs to its call site: the chain of calls from the composition's root
//   (read from the stack, which is what the Compose compiler's group keys encode), `key(…)` groups, and the how-many-th
//   time that site ran in this composition. A value whose site did not run in a composition is forgotten (its effect
//   disposed), as when Compose removes a group.
// - Effects run after the composition that declared them; DisposableEffect and the lifecycle effects are disposed when
//   they leave; SideEffect runs after every composition.
// - Writing a state invalidates the composition; `settle()` recomposes until nothing changes (and fails on a loop).
// - rememberSaveable's values are saved by their site and restored in a new composition (process death).
// - What is shown: the components record a tree of nodes (kind, test tag, text, state and the handlers a user reaches),
//   as Compose's semantics tree does for its test APIs.
package tandem.compose

import androidx.compose.ui.Modifier

/** A node of what the composition shows: what the semantics tree tells a test. */
public class Node internal constructor(public val kind: String, public val parent: Node?) {
    public val properties: MutableMap<String, Any?> = LinkedHashMap()
    public val children: MutableList<Node> = ArrayList()

    public val tag: String? get() = properties["testTag"] as String?

    /** The node's own text, or its descendants' joined (a button's label). */
    public val text: String
        get() = (properties["text"] as String?) ?: children.map { it.text }.filter { it.isNotEmpty() }.joinToString(" ")

    /**
     * What TalkBack reads for it: its content description (from `semantics { contentDescription = … }` or an icon's),
     * else its text, else its descendants'.
     */
    public val accessibleName: String
        get() = (properties["ContentDescription"] as List<*>?)?.joinToString(" ")
            ?: (properties["contentDescription"] as String?)
            ?: (properties["text"] as String?)
            ?: children.map { it.accessibleName }.filter { it.isNotEmpty() }.joinToString(" ")

    /** Whether a user can act on it: click it, toggle it, type into it, pick from it. */
    public val isActionable: Boolean
        get() = properties["onClick"] != null || properties["onValueChange"] != null

    public fun descendants(): Sequence<Node> = sequence {
        for (child in children) {
            yield(child)
            yieldAll(child.descendants())
        }
    }

    /** The innermost node of [kind] that holds this one. */
    public fun ancestor(kind: String): Node? {
        var n = parent
        while (n != null && n.kind != kind) n = n.parent
        return n
    }

    override fun toString(): String = kind + (tag?.let { " #$it" } ?: "") + text.takeIf { it.isNotEmpty() }?.let { " \"$it\"" }.orEmpty()
}

/** A modifier element that contributes to its node's properties (test tag, click and toggle handlers, semantics). */
public interface RecordedElement {
    public fun record(properties: MutableMap<String, Any?>)
}

/** A remembered value told when it leaves the composition (an effect's clean-up). */
public interface Forgettable {
    public fun forgotten()
}

/** The one composition the JVM runs (an app has one activity showing). */
public object StandInComposition {
    private class Slot(var inputs: List<Any?>, var value: Any?)

    private var content: (() -> Unit)? = null
    private var slots = LinkedHashMap<String, Slot>()
    private var composing: LinkedHashMap<String, Slot>? = null
    private val runs = HashMap<String, Int>()
    private val groups = ArrayList<String>()
    private val after = ArrayList<() -> Unit>()
    private val savers = LinkedHashMap<String, () -> Any?>()
    private var restored: Map<String, Any?> = emptyMap()
    private var current: Node = Node("root", null)
    private var invalid = false

    /** What the last composition showed. */
    public var root: Node = Node("root", null)
        private set

    /** How many compositions ran since the content was set. */
    public var compositions: Int = 0
        private set

    /** Starts a composition of [content] (setContent), replacing any other; it restores what [pendingRestore] holds. */
    public fun setContent(content: () -> Unit) {
        dispose()
        restored = pendingRestore ?: emptyMap()
        pendingRestore = null
        this.content = content
        compositions = 0
        settle()
    }

    /** The saved state the next setContent restores (as the activity's saved state does after process death). */
    public var pendingRestore: Map<String, Any?>? = null

    /** Forgets everything (the activity went away). */
    public fun dispose() {
        val old = slots
        slots = LinkedHashMap()
        content = null
        root = Node("root", null)
        for (slot in old.values.reversed()) (slot.value as? Forgettable)?.forgotten()
    }

    /** Whether a state was written since the last composition. */
    public val isInvalid: Boolean get() = invalid

    /** A state was written: the composition must run again (a write while composing is seen by the rest of it). */
    public fun invalidate() {
        if (composing == null) invalid = true
    }

    /** Recomposes until the composition stops changing its own state. */
    public fun settle() {
        var rounds = 0
        do {
            invalid = false
            recompose()
            rounds += 1
            check(rounds < 20) { "the composition keeps changing its own state (20 recompositions in a row)" }
        } while (invalid && content != null)
    }

    /** One composition of the content, then its effects. */
    public fun recompose() {
        val c = content ?: return
        val next = LinkedHashMap<String, Slot>()
        composing = next
        runs.clear()
        groups.clear()
        savers.clear()
        current = Node("root", null)
        try {
            c()
        } finally {
            composing = null
        }
        root = current
        compositions += 1
        val old = slots
        slots = next
        for ((site, slot) in old.entries.reversed()) if (next[site] !== slot) (slot.value as? Forgettable)?.forgotten()
        val effects = ArrayList(after)
        after.clear()
        for (effect in effects) effect()
    }

    /** The values rememberSaveable keeps, by site, as the activity's saved state would hold them. */
    public fun saveState(): Map<String, Any?> = savers.mapValues { it.value() }

    // region positional memoisation

    private fun site(): String {
        val key = StringBuilder()
        for (frame in Throwable().stackTrace) {
            val name = frame.className
            if (name == StandInComposition::class.java.name) {
                if (frame.methodName == "recompose") break
                continue
            }
            if (name.startsWith("java.") || name.startsWith("jdk.") || name.startsWith("kotlin.")) continue
            key.append(name).append('.').append(frame.methodName).append(':').append(frame.lineNumber).append('<')
        }
        for (group in groups) key.append('[').append(group).append(']')
        val base = key.toString()
        val n = runs.merge(base, 1, Int::plus)!!
        return "$base#$n"
    }

    /** The slot of the calling site: kept when its inputs are unchanged, else made anew; whether it was made. */
    private fun slot(inputs: List<Any?>, make: (String) -> Any?): Triple<String, Slot, Boolean> {
        val next = checkNotNull(composing) { "remember outside a composition" }
        val site = site()
        val existing = slots[site]
        if (existing != null && existing.inputs == inputs) {
            next[site] = existing
            return Triple(site, existing, false)
        }
        existing?.let { (it.value as? Forgettable)?.forgotten() }
        val made = Slot(inputs, make(site))
        next[site] = made
        return Triple(site, made, true)
    }

    /** `remember(inputs) { calculation() }`. */
    @Suppress("UNCHECKED_CAST")
    public fun <T> remember(inputs: Array<out Any?>, calculation: () -> T): T = slot(inputs.toList()) { calculation() }.second.value as T

    /** `key(keys) { block() }`: what [block] remembers belongs to the keys too. */
    public inline fun <R> group(keys: Array<out Any?>, block: () -> R): R {
        enterGroup(keys)
        try {
            return block()
        } finally {
            exitGroup()
        }
    }

    /** Not for callers: group's first half. */
    public fun enterGroup(keys: Array<out Any?>) {
        groups.add(keys.joinToString(","))
    }

    /** Not for callers: group's second half. */
    public fun exitGroup() {
        groups.removeAt(groups.size - 1)
    }

    /** An effect started after the composition that first runs it (or changes [inputs]); [start]'s result is its clean-up. */
    public fun effect(inputs: Array<out Any?>, start: () -> (() -> Unit)) {
        val holder = object : Forgettable {
            var cleanUp: (() -> Unit)? = null
            var gone = false

            override fun forgotten() {
                gone = true
                cleanUp?.invoke()
                cleanUp = null
            }
        }
        val made = slot(inputs.toList()) { holder }.third
        if (made) after.add { if (!holder.gone) holder.cleanUp = start() }
    }

    /** Runs [effect] after this composition. */
    public fun sideEffect(effect: () -> Unit) {
        after.add(effect)
    }

    /** rememberSaveable: remembered, saved with [save] and, in a new composition, restored with [restore]. */
    @Suppress("UNCHECKED_CAST")
    public fun <T> rememberSaveable(inputs: Array<out Any?>, save: (T) -> Any?, restore: (Any) -> T?, init: () -> T): T {
        val (site, slot, _) = slot(inputs.toList()) { site -> restored[site]?.let(restore) ?: init() }
        savers[site] = { save(slot.value as T) }
        return slot.value as T
    }

    // endregion
    // region nodes

    /** Records a node of [kind] with [modifier]'s properties and [properties]; what [content] shows is inside it. */
    public inline fun <R> node(kind: String, modifier: Modifier, vararg properties: Pair<String, Any?>, content: () -> R): R {
        val parent = enter(kind, modifier, properties)
        try {
            return content()
        } finally {
            exit(parent)
        }
    }

    /** Records a node with nothing inside. */
    public fun leaf(kind: String, modifier: Modifier, vararg properties: Pair<String, Any?>) {
        exit(enter(kind, modifier, properties))
    }

    /** Not for callers: opens a node (node's first half); returns the node to go back to. */
    public fun enter(kind: String, modifier: Modifier, properties: Array<out Pair<String, Any?>>): Any {
        val node = Node(kind, current)
        modifier.foldIn(Unit) { _, element -> (element as? RecordedElement)?.record(node.properties) }
        for ((k, v) in properties) if (v != null) node.properties[k] = v
        current.children.add(node)
        val parent = current
        current = node
        return parent
    }

    /** Not for callers: closes the node [enter] opened. */
    public fun exit(parent: Any) {
        current = parent as Node
    }

    // endregion
}
