// Announcement: your logic. Tandem created this file once and never overwrites it.
// What the screen shows lives in the elements' properties (Compose state) and the models.
package edu.nps.muster.screens

import androidx.lifecycle.SavedStateHandle
import edu.nps.muster.tandem.Navigator
import edu.nps.muster.tandem.AnnouncementDetailRoute
import edu.nps.muster.tandem.screens.AnnouncementDetailViewModelBase
import edu.nps.muster.tandem.models.*

class AnnouncementDetailViewModel(route: AnnouncementDetailRoute, navigator: Navigator, handle: SavedStateHandle) :
    AnnouncementDetailViewModelBase(route, navigator, handle) {
    override fun markRead() {
        super.markRead()
    }

    override fun setView() {
        // Fill the elements' properties from the models.
    }
}
