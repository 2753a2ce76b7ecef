// Login: your logic. Tandem created this file once and never overwrites it.
// What the screen shows lives in the elements' properties (Compose state) and the models.
package edu.nps.muster.screens

import androidx.lifecycle.SavedStateHandle
import edu.nps.muster.tandem.Navigator
import edu.nps.muster.tandem.LoginRoute
import edu.nps.muster.tandem.screens.LoginViewModelBase
import edu.nps.muster.tandem.models.*

class LoginViewModel(route: LoginRoute, navigator: Navigator, handle: SavedStateHandle) :
    LoginViewModelBase(route, navigator, handle) {
    override fun login() {
        super.login()
    }

    override fun setView() {
        // Fill the elements' properties from the models.
    }
}
