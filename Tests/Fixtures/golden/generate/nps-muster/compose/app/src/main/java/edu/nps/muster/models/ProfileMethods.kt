// The behaviour of Profile. Tandem created this file once and never overwrites it: it is yours.
// When the design adds a method, the compiler asks for it here.
package edu.nps.muster.models

import edu.nps.muster.tandem.models.*

object ProfileMethods {
    @Suppress("UNUSED_PARAMETER")
    fun isMustered(receiver: Profile, on: java.util.Date): Boolean {
        // TODO: implement isMustered.
        return false
    }

}
