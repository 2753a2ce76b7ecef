// Mirrors androidx.navigation.ui.NavigationUI at API 35 (androidx navigation-ui 2.8.4): an object with @JvmStatic
// members. navigateUp is the library's path for a configuration without an Openable or fallback listener;
// setupActionBarWithNavController is unsupported (the default configuration still reads navController.graph first).
package androidx.navigation.ui

import androidx.appcompat.app.AppCompatActivity
import androidx.navigation.NavController

public object NavigationUI {
    @JvmStatic
    @Suppress("UNUSED_PARAMETER") // only read for an Openable or a fallback listener, which these stubs leave out
    public fun navigateUp(navController: NavController, configuration: AppBarConfiguration): Boolean =
        navController.navigateUp()

    @JvmStatic
    @JvmOverloads
    public fun setupActionBarWithNavController(
        activity: AppCompatActivity,
        navController: NavController,
        configuration: AppBarConfiguration = AppBarConfiguration.Builder(navController.graph).build()
    ) {
        throw UnsupportedOperationException("stub: NavigationUI.setupActionBarWithNavController($activity, $navController, "
                + "${configuration.topLevelDestinations}) needs the navigation runtime")
    }
}
