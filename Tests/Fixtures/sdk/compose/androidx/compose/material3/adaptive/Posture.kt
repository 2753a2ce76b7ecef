// Mirrors compose/material3/adaptive/adaptive/src/commonMain/kotlin/androidx/compose/material3/adaptive/Posture.kt (androidx.compose.material3.adaptive:adaptive 1.2.0)
// Stand-in: Posture without its hinge list (HingeInfo needs ui-geometry's Rect, which is not stood in), so its
// constructor is internal.
package androidx.compose.material3.adaptive

import androidx.compose.runtime.Immutable

/** The window's posture: whether it is tabletop (a half-opened horizontal hinge). */
@Immutable
public class Posture internal constructor(public val isTabletop: Boolean = false) {
    override fun equals(other: Any?): Boolean = other is Posture && isTabletop == other.isTabletop

    override fun hashCode(): Int = isTabletop.hashCode()

    override fun toString(): String = "Posture(isTabletop=$isTabletop, hinges=[])"
}
