// NPS Muster: your logic. Tandem created this file once and never overwrites it.
// What the screen shows lives in the elements' properties (Compose state) and the models.
package edu.nps.muster.screens

import androidx.lifecycle.SavedStateHandle
import edu.nps.muster.tandem.Navigator
import edu.nps.muster.tandem.HomeRoute
import edu.nps.muster.tandem.screens.HomeViewModelBase
import edu.nps.muster.tandem.models.*

class HomeViewModel(route: HomeRoute, navigator: Navigator, handle: SavedStateHandle) :
    HomeViewModelBase(route, navigator, handle) {
    override fun setView() {
        // Fill the elements' properties from the models.
    }
}
