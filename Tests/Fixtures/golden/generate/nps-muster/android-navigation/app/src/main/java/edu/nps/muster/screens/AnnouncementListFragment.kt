// Announcements: your code. Tandem created this file once and never overwrites it.
package edu.nps.muster.screens

import edu.nps.muster.tandem.models.*
import edu.nps.muster.tandem.screens.AnnouncementListFragmentBase

class AnnouncementListFragment : AnnouncementListFragmentBase() {
    override fun sortChanged() {
        super.sortChanged()
    }

    override fun select(announcement: Announcement) {
        super.select(announcement)
    }

    override fun setView() {
        // Fill the views from the models.
    }
}
