// The behaviour of Announcement. Tandem created this file once and never overwrites it: it is yours.
// When the design adds a method, the compiler asks for it here.
package edu.nps.muster.models

import edu.nps.muster.tandem.models.*

object AnnouncementMethods {
    @Suppress("UNUSED_PARAMETER")
    fun markRead(receiver: Announcement) {
        // TODO: implement markRead.

    }

}
