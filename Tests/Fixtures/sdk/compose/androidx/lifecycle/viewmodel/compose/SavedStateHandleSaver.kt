// Mirrors lifecycle/lifecycle-viewmodel-compose/src/commonMain/kotlin/androidx/lifecycle/viewmodel/compose/SavedStateHandleSaver.kt (androidx.lifecycle:lifecycle-viewmodel-compose 2.10.0)
// Stand-in: SavedStateHandleSaveableApi and the property-delegate overloads of saveable (the keyed ones are omitted);
// the value is kept in memory, not in the handle.
package androidx.lifecycle.viewmodel.compose

import androidx.compose.runtime.MutableState
import androidx.compose.runtime.saveable.Saver
import androidx.compose.runtime.saveable.autoSaver
import androidx.lifecycle.SavedStateHandle
import kotlin.properties.PropertyDelegateProvider
import kotlin.properties.ReadOnlyProperty
import kotlin.properties.ReadWriteProperty
import kotlin.reflect.KProperty

/** The saveable APIs of SavedStateHandle are experimental. */
@RequiresOptIn(level = RequiresOptIn.Level.WARNING)
@Retention(AnnotationRetention.BINARY)
@Target(AnnotationTarget.FUNCTION, AnnotationTarget.PROPERTY, AnnotationTarget.CLASS)
public annotation class SavedStateHandleSaveableApi

/** A value saved in the handle under the property's name, made by [init] the first time. */
@SavedStateHandleSaveableApi
public fun <T : Any> SavedStateHandle.saveable(
    saver: Saver<T, out Any> = autoSaver(),
    init: () -> T,
): PropertyDelegateProvider<Any?, ReadOnlyProperty<Any?, T>> {
    saver.hashCode()
    return PropertyDelegateProvider { _, _ ->
        val value = init()
        ReadOnlyProperty { _, _ -> value }
    }
}

/** A mutable state saved in the handle under the class's and property's names, made by [init] the first time. */
@SavedStateHandleSaveableApi
@JvmName("saveableMutableState")
public fun <T : Any, M : MutableState<T>> SavedStateHandle.saveable(
    stateSaver: Saver<T, out Any> = autoSaver(),
    init: () -> M,
): PropertyDelegateProvider<Any?, ReadWriteProperty<Any?, T>> {
    stateSaver.hashCode()
    return PropertyDelegateProvider { _, _ ->
        val state = init()
        object : ReadWriteProperty<Any?, T> {
            override fun getValue(thisRef: Any?, property: KProperty<*>): T = state.value

            override fun setValue(thisRef: Any?, property: KProperty<*>, value: T) {
                state.value = value
            }
        }
    }
}
