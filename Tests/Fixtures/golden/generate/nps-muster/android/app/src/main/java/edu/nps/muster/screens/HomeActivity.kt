// NPS Muster: your code. Tandem created this file once and never overwrites it.
package edu.nps.muster

class HomeActivity : HomeActivityBase() {
    override fun setView() {
        // Fill the views from the models.
    }
}
