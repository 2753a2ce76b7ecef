// Intranet: your logic. Tandem created this file once and never overwrites it.
// What the screen shows lives in the elements' properties (Compose state) and the models.
package edu.nps.muster.screens

import androidx.lifecycle.SavedStateHandle
import edu.nps.muster.tandem.Navigator
import edu.nps.muster.tandem.IntranetRoute
import edu.nps.muster.tandem.screens.IntranetViewModelBase
import edu.nps.muster.tandem.models.*

class IntranetViewModel(route: IntranetRoute, navigator: Navigator, handle: SavedStateHandle) :
    IntranetViewModelBase(route, navigator, handle) {
    override fun reload() {
        super.reload()
    }

    override fun setView() {
        // Fill the elements' properties from the models.
    }
}
