// Announcement: your code. Tandem created this file once and never overwrites it.
package edu.nps.muster.screens

import edu.nps.muster.tandem.models.*
import edu.nps.muster.tandem.screens.AnnouncementDetailActivityBase

class AnnouncementDetailActivity : AnnouncementDetailActivityBase() {
    override fun markRead() {
        super.markRead()
    }

    override fun setView() {
        // Fill the views from the models.t) {
   
