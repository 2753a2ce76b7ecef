// Intranet: your code. Tandem created this file once and never overwrites it.
package edu.nps.muster

class IntranetActivity : IntranetActivityBase() {
    override fun reload() {
        super.reload()
    }

    override fun setView() {
        // Fill the views from the models.
    }
}
