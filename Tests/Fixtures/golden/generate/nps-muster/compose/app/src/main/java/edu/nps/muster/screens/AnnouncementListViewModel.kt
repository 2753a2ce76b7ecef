// Announcements: your logic. Tandem created this file once and never overwrites it.
// What the screen shows lives in the elements' properties (Compose state) and the models.
package edu.nps.muster.screens

import androidx.lifecycle.SavedStateHandle
import edu.nps.muster.tandem.Navigator
import edu.nps.muster.tandem.AnnouncementListRoute
import edu.nps.muster.tandem.screens.AnnouncementListViewModelBase
import edu.nps.muster.tandem.models.*

class AnnouncementListViewModel(route: AnnouncementListRoute, navigator: Navigator, handle: SavedStateHandle) :
    AnnouncementListViewModelBase(route, navigator, handle) {
    override fun sortChanged() {
        super.sortChanged()
    }

    override fun select(announcement: Announcement) {
        super.select(announcement)
    }

    override fun setView() {
        // Fill the elements' properties from the models.
    }
}
