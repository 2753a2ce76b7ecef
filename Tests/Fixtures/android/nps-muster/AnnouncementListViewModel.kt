// The user's code for the Announcements screen of the Compose app, as a test writes it: two announcements, each keyed
// by its id in the lazy list (the stand-in, as Compose, refuses a key used twice), one opened by the smoke run.
package edu.nps.muster.screens

import androidx.lifecycle.SavedStateHandle
import edu.nps.muster.tandem.AnnouncementListRoute
import edu.nps.muster.tandem.Navigator
import edu.nps.muster.tandem.models.*
import edu.nps.muster.tandem.screens.AnnouncementListViewModelBase

class AnnouncementListViewModel(route: AnnouncementListRoute, navigator: Navigator, handle: SavedStateHandle) :
    AnnouncementListViewModelBase(route, navigator, handle) {
    override fun setView() {
        if (announcementsListRows.isEmpty()) {
            announcementsListRows = listOf(
                Announcement("a1", "Muster moved", "0800 at the quad", java.util.Date(0), false),
                Announcement("a2", "Uniform day", "Service dress blues", java.util.Date(0), true),
            )
        }
    }
}
