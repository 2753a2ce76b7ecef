// Mirrors compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/SnapshotFlow.kt (androidx.compose.runtime:runtime 1.9.4)
// Stand-in: snapshotFlow emits the block's value once (no snapshot observation).
package androidx.compose.runtime

import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.flow

/** A Flow of the values [block] gives, a new one whenever a snapshot state object it read changes. */
public fun <T> snapshotFlow(block: () -> T): Flow<T> = flow { emit(block()) }
