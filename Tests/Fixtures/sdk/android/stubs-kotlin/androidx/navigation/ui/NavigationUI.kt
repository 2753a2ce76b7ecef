// Mirrors androidx.navigation.ui.NavigationUI at API 35 (androidx navigation-ui 2.8.4): an object with @JvmStatic
// members. setupActionBarWithNavController adds the library's ActionBarOnDestinationChangedListener: each destination
// that is not a FloatingWindow sets the action bar's title from its label ({argument} placeholders filled from the
// arguments) and shows the up arrow unless it is a top-level destination of the configuration (no action bar: the
// library's IllegalStateException). navigateUp is the library's path for a configuration without an Openable or a
// fallback listener.
package androidx.navigation.ui

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import androidx.navigation.FloatingWindow
import androidx.navigation.NavController
import androidx.navigation.NavDestination
import java.util.regex.Pattern

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
        navController.addOnDestinationChangedListener(ActionBarOnDestinationChangedListener(activity, configuration))
    }
}

private class ActionBarOnDestinationChangedListener(
    private val activity: AppCompatActivity,
    private val configuration: AppBarConfiguration
) : NavController.OnDestinationChangedListener {
    override fun onDestinationChanged(controller: NavController, destination: NavDestination, arguments: Bundle?) {
        if (destination is FloatingWindow) return
        val label = fillInLabel(destination, arguments)
        if (label != null) setTitle(label)
        var isTopLevelDestination = false
        var d: NavDestination? = destination
        while (d != null) {
            if (configuration.topLevelDestinations.contains(d.id)) isTopLevelDestination = true
            d = d.parent
        }
        setNavigationIcon(!isTopLevelDestination)
    }

    private fun setTitle(title: CharSequence) {
        val actionBar = checkNotNull(activity.supportActionBar) { "Activity $activity does not have an action bar set via setSupportActionBar()" }
        actionBar.title = title
    }

    private fun setNavigationIcon(showUp: Boolean) {
        val actionBar = checkNotNull(activity.supportActionBar) { "Activity $activity does not have an action bar set via setSupportActionBar()" }
        actionBar.setDisplayHomeAsUpEnabled(showUp)
    }

    // NavDestination.fillInLabel: "{name}" replaced by the argument's value.
    @Suppress("DEPRECATION")
    private fun fillInLabel(destination: NavDestination, bundle: Bundle?): String? {
        val label = destination.label ?: return null
        val fillInPattern = Pattern.compile("\\{(.+?)\\}")
        val matcher = fillInPattern.matcher(label)
        val builder = StringBuffer()
        while (matcher.find()) {
            val argName = matcher.group(1)
            require(bundle != null && bundle.containsKey(argName)) { "Could not find \"$argName\" in $bundle to fill label \"$label\"" }
            matcher.appendReplacement(builder, "")
            builder.append(bundle.get(argName).toString())
        }
        matcher.appendTail(builder)
        return builder.toString()
    }
}
