// The behaviour of MusterStatus. Tandem created this file once and never overwrites it: it is yours.
// When the design adds a method, the compiler asks for it here.
package edu.nps.muster.models

import edu.nps.muster.tandem.models.*

object MusterStatusMethods {
    @Suppress("UNUSED_PARAMETER")
    fun canMuster(receiver: MusterStatus): Boolean {
        // TODO: implement canMuster.
        return false
    }

    @Suppress("UNUSED_PARAMETER")
    fun muster(receiver: MusterStatus, profile: Profile) {
        // TODO: implement muster.

    }

}
