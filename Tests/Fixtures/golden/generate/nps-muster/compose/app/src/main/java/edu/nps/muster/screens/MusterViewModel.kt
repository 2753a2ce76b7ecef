// Muster: your logic. Tandem created this file once and never overwrites it.
// What the screen shows lives in the elements' properties (Compose state) and the models.
package edu.nps.muster.screens

import androidx.lifecycle.SavedStateHandle
import edu.nps.muster.tandem.Navigator
import edu.nps.muster.tandem.MusterRoute
import edu.nps.muster.tandem.screens.MusterViewModelBase
import edu.nps.muster.tandem.models.*

class MusterViewModel(route: MusterRoute, navigator: Navigator, handle: SavedStateHandle) :
    MusterViewModelBase(route, navigator, handle) {
    override fun muster() {
        super.muster()
    }

    override fun setView() {
        // Fill the elements' properties from the models.
    }
}
