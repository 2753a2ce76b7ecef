// Mirrors compose/runtime/runtime-saveable/src/commonMain/kotlin/androidx/compose/runtime/saveable/Saver.kt (androidx.compose.runtime:runtime-saveable 1.9.4)
package androidx.compose.runtime.saveable

/** Describes how an [Original] value is turned into something [Saveable] (and back). */
public interface Saver<Original, Saveable : Any> {
    /** Converts [value] into a saveable form, or null to save nothing. */
    public fun SaverScope.save(value: Original): Saveable?

    /** Restores a value from its saved form, or null when it cannot be restored. */
    public fun restore(value: Saveable): Original?
}

/** Creates a [Saver] from two functions. */
public fun <Original, Saveable : Any> Saver(
    save: SaverScope.(value: Original) -> Saveable?,
    restore: (value: Saveable) -> Original?,
): Saver<Original, Saveable> =
    object : Saver<Original, Saveable> {
        override fun SaverScope.save(value: Original): Saveable? = save.invoke(this, value)

        override fun restore(value: Saveable): Original? = restore.invoke(value)
    }

/** Scope of [Saver.save]: tells whether a value can be saved as it is. */
public fun interface SaverScope {
    public fun canBeSaved(value: Any): Boolean
}

/** The default [Saver]: saves the value unchanged. */
@Suppress("UNCHECKED_CAST")
public fun <T> autoSaver(): Saver<T, Any> = AutoSaver as Saver<T, Any>

private val AutoSaver = Saver<Any?, Any>(save = { it }, restore = { it })
