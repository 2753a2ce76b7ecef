// The host Activity of NPS Muster: your code. Tandem created this file once and never overwrites it.
package edu.nps.muster

import edu.nps.muster.tandem.MainActivityBase

/** Shows every screen as a Fragment of the navigation graph; the generated base sets up the NavController. */
class MainActivity : MainActivityBase()
