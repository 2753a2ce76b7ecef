// NPS Muster: your composable. Tandem created this file once and never overwrites it; it shows
// HomeContent (the design's elements, regenerated) and adds what you like around it.
package edu.nps.muster.screens

import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import edu.nps.muster.tandem.screens.HomeContent

@Composable
fun HomeScreen(model: HomeViewModel, modifier: Modifier = Modifier) {
    HomeContent(model, modifier)
}
