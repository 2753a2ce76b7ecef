// Announcements: your composable. Tandem created this file once and never overwrites it; it shows
// AnnouncementListContent (the design's elements, regenerated) and adds what you like around it.
package edu.nps.muster.screens

import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import edu.nps.muster.tandem.screens.AnnouncementListContent

@Composable
fun AnnouncementListScreen(model: AnnouncementListViewModel, modifier: Modifier = Modifier) {
    AnnouncementListContent(model, modifier)
}
