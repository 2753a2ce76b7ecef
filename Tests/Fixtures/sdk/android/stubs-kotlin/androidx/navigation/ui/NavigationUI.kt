// Mirrors androidx.navigation.ui.NavigationUI at API 35 (androidx navigation-ui 2.8.4): an object with @JvmStatic
// members. setupActionBarWithNavController adds the library's ActionBarOnDestinationChangedListener (the activity's
// DrawerToggleDelegate is read at once, so the support action bar and its theme check come first): each destination
// that is not a FloatingWindow sets the action bar's title from its label ({argument} placeholders filled from the
// arguments) and its navigation button: none on a top-level destination of the configuration, the drawer indicator
// there when the configuration has an Openable, the up arrow elsewhere (a DrawerArrowDrawable at progress 0 or 1, put
// on the action bar through the DrawerToggleDelegate; no action bar: the library's IllegalStateException). navigateUp
// opens the Openable on a top-level destination, else calls NavController.navigateUp(). The fallback up listener is
// left out; the listener holds the Openable strongly (the library's WeakReference only matters once the layout is gone).
package androidx.navigation.ui

import android.content.Context
import android.graphics.drawable.Drawable
import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import androidx.appcompat.graphics.drawable.DrawerArrowDrawable
import androidx.appcompat.widget.Toolbar
import androidx.navigation.FloatingWindow
import androidx.navigation.NavController
import androidx.navigation.NavDestination
import java.util.regex.Pattern

public object NavigationUI {
    @JvmStatic
    public fun navigateUp(navController: NavController, configuration: AppBarConfiguration): Boolean {
        val openableLayout = configuration.openableLayout
        val currentDestination = navController.currentDestination
        return if (openableLayout != null && currentDestination != null &&
            matchDestinations(currentDestination, configuration.topLevelDestinations)
        ) {
            openableLayout.open()
            true
        } else {
            navController.navigateUp()
        }
    }

    @JvmStatic
    @JvmOverloads
    public fun setupActionBarWithNavController(
        activity: AppCompatActivity,
        navController: NavController,
        configuration: AppBarConfiguration = AppBarConfiguration.Builder(navController.graph).build()
    ) {
        navController.addOnDestinationChangedListener(ActionBarOnDestinationChangedListener(activity, configuration))
    }

    /** A Toolbar that is not the support action bar (a screen's own): its title and navigation button follow the
     *  destination, and its navigation button navigates up (or opens the Openable on a top-level destination). */
    @JvmStatic
    @JvmOverloads
    public fun setupWithNavController(
        toolbar: Toolbar,
        navController: NavController,
        configuration: AppBarConfiguration = AppBarConfiguration.Builder(navController.graph).build()
    ) {
        navController.addOnDestinationChangedListener(ToolbarOnDestinationChangedListener(toolbar, configuration))
        toolbar.setNavigationOnClickListener { navigateUp(navController, configuration) }
    }
}

// AbstractAppBarOnDestinationChangedListener (the library's, restricted): each destination that is not a FloatingWindow
// sets the bar's title from its label and its navigation icon: none on a top-level destination without an Openable, the
// drawer indicator there with one, the up arrow elsewhere (a DrawerArrowDrawable at progress 0 or 1).
private abstract class AbstractAppBarOnDestinationChangedListener(
    configuration: AppBarConfiguration
) : NavController.OnDestinationChangedListener {
    private val topLevelDestinations: Set<Int> = configuration.topLevelDestinations
    private val openableLayout = configuration.openableLayout
    private var arrowDrawable: DrawerArrowDrawable? = null

    protected abstract val context: Context
    protected abstract fun setTitle(title: CharSequence)
    protected abstract fun setNavigationIcon(icon: Drawable?, contentDescription: Int)

    override fun onDestinationChanged(controller: NavController, destination: NavDestination, arguments: Bundle?) {
        if (destination is FloatingWindow) return
        val label = fillInLabel(destination, arguments)
        if (label != null) setTitle(label)
        val isTopLevelDestination = matchDestinations(destination, topLevelDestinations)
        if (openableLayout == null && isTopLevelDestination) {
            setNavigationIcon(null, 0)
        } else {
            setActionBarUpIndicator(openableLayout != null && isTopLevelDestination)
        }
    }

    // The indicator's content description is the library's string (nav_app_bar_open_drawer_description or
    // nav_app_bar_navigate_up_description); the stubs have no navigation-ui resources: none is set.
    private fun setActionBarUpIndicator(showAsDrawerIndicator: Boolean) {
        val arrow = arrowDrawable ?: DrawerArrowDrawable(context).also { arrowDrawable = it }
        setNavigationIcon(arrow, 0)
        arrow.progress = if (showAsDrawerIndicator) 0f else 1f
    }
}

// NavigationUI.matchDestinations (internal in the library): the destination or one of its parent graphs is among the
// ids (NavDestination.hierarchy).
private fun matchDestinations(destination: NavDestination, destinationIds: Set<Int>): Boolean {
    var d: NavDestination? = destination
    while (d != null) {
        if (destinationIds.contains(d.id)) return true
        d = d.parent
    }
    return false
}

// ToolbarOnDestinationChangedListener: a screen's own toolbar. The library holds the toolbar weakly and removes itself
// once it is collected; here it holds it (a gone screen's toolbar is still set, and never seen).
private class ToolbarOnDestinationChangedListener(
    private val toolbar: Toolbar,
    configuration: AppBarConfiguration
) : AbstractAppBarOnDestinationChangedListener(configuration) {
    override val context: Context get() = toolbar.context

    override fun setTitle(title: CharSequence) {
        toolbar.title = title
    }

    override fun setNavigationIcon(icon: Drawable?, contentDescription: Int) {
        toolbar.navigationIcon = icon
    }
}

// ActionBarOnDestinationChangedListener: the support action bar (the activity's DrawerToggleDelegate is read at once,
// so the support action bar and its theme check come first); no action bar: the library's IllegalStateException.
private class ActionBarOnDestinationChangedListener(
    private val activity: AppCompatActivity,
    configuration: AppBarConfiguration
) : AbstractAppBarOnDestinationChangedListener(configuration) {
    override val context: Context = checkNotNull(activity.drawerToggleDelegate) {
        "Activity $activity does not have a DrawerToggleDelegate set"
    }.actionBarThemedContext

    override fun setTitle(title: CharSequence) {
        val actionBar = checkNotNull(activity.supportActionBar) { "Activity $activity does not have an action bar set via setSupportActionBar()" }
        actionBar.title = title
    }

    override fun setNavigationIcon(icon: Drawable?, contentDescription: Int) {
        val actionBar = checkNotNull(activity.supportActionBar) { "Activity $activity does not have an action bar set via setSupportActionBar()" }
        actionBar.setDisplayHomeAsUpEnabled(icon != null)
        val delegate = checkNotNull(activity.drawerToggleDelegate) { "Activity $activity does not have a DrawerToggleDelegate set" }
        delegate.setActionBarUpIndicator(icon, contentDescription)
    }
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
