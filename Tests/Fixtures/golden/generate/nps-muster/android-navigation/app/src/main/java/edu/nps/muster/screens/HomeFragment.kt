// NPS Muster: your code. Tandem created this file once and never overwrites it.
package edu.nps.muster.screens

import edu.nps.muster.tandem.models.*
import edu.nps.muster.tandem.screens.HomeFragmentBase

class HomeFragment : HomeFragmentBase() {
    override fun setView() {
        // Fill the views from the models.
    }
}
