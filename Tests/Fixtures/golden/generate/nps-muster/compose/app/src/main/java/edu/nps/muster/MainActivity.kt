// The one activity of NPS Muster: your code. Tandem created this file once and never overwrites it.
package edu.nps.muster

import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import edu.nps.muster.tandem.NPSMusterApp
import edu.nps.muster.ui.theme.AppTheme

class MainActivity : ComponentActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        // Drawn behind the system bars, as Android 15 does for every app; the screens pad themselves.
        enableEdgeToEdge()
        super.onCreate(savedInstanceState)
        setContent {
            AppTheme {
                NPSMusterApp()
            }
        }
    }
}
