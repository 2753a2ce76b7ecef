// Mirrors lifecycle/lifecycle-viewmodel-compose/src/commonMain/kotlin/androidx/lifecycle/viewmodel/compose/SavedStateHandleSaver.kt (androidx.lifecycle:lifecycle-viewmodel-compose 2.10.0)
// Stand-in: SavedStateHandleSaveableApi, the keyed saveable and the property-delegate overloads (the keyed
// MutableState one is omitted). As in the library, a value is restored from the Bundle saved under its key and saved
// through a saved-state provider the handle asks at save time.
package androidx.lifecycle.viewmodel.compose

import android.os.Bundle
import androidx.compose.runtime.MutableState
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.SaverScope
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

/** A value saved in the handle under [key]: restored from what was saved there, else made by [init]. */
@SavedStateHandleSaveableApi
public fun <T : Any> SavedStateHandle.saveable(
    key: String,
    saver: Saver<T, out Any> = autoSaver(),
    init: () -> T,
): T {
    @Suppress("UNCHECKED_CAST")
    val saving = saver as Saver<T, Any>
    val value = restored(key)?.let(saving::restore) ?: init()
    setSavedStateProvider(key) { bundle(with(saving) { SaverScope { true }.save(value) }) }
    return value
}

/** A value saved in the handle under the class's and property's names, made by [init] the first time. */
@SavedStateHandleSaveableApi
public fun <T : Any> SavedStateHandle.saveable(
    saver: Saver<T, out Any> = autoSaver(),
    init: () -> T,
): PropertyDelegateProvider<Any?, ReadOnlyProperty<Any?, T>> =
    PropertyDelegateProvider { thisRef, property ->
        val value = saveable(keyOf(thisRef, property), saver, init)
        ReadOnlyProperty { _, _ -> value }
    }

/** A mutable state saved in the handle under the class's and property's names, made by [init] the first time. */
@SavedStateHandleSaveableApi
@JvmName("saveableMutableState")
public fun <T : Any, M : MutableState<T>> SavedStateHandle.saveable(
    stateSaver: Saver<T, out Any> = autoSaver(),
    init: () -> M,
): PropertyDelegateProvider<Any?, ReadWriteProperty<Any?, T>> =
    PropertyDelegateProvider { thisRef, property ->
        @Suppress("UNCHECKED_CAST")
        val saving = stateSaver as Saver<T, Any>
        val key = keyOf(thisRef, property)
        val restoredValue = restored(key)?.let(saving::restore)
        val state: MutableState<T> = if (restoredValue != null) mutableStateOf(restoredValue) else init()
        setSavedStateProvider(key) { bundle(with(saving) { SaverScope { true }.save(state.value) }) }
        object : ReadWriteProperty<Any?, T> {
            override fun getValue(thisRef: Any?, property: KProperty<*>): T = state.value

            override fun setValue(thisRef: Any?, property: KProperty<*>, value: T) {
                state.value = value
            }
        }
    }

private fun keyOf(thisRef: Any?, property: KProperty<*>): String =
    (if (thisRef != null) thisRef::class.qualifiedName + ":" else "") + property.name

@Suppress("DEPRECATION")
private fun SavedStateHandle.restored(key: String): Any? = (get(key) as? Bundle)?.get("value")

private fun bundle(value: Any?): Bundle = Bundle().apply { putSerializable("value", value as java.io.Serializable?) }
