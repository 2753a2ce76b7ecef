// Mirrors androidx.navigation.fragment.NavHostFragment at API 35 (androidx navigation-fragment 2.8.4): reads
// app:navGraph and app:defaultNavHost in onInflate (or its arguments from create()), makes its NavHostController
// lazily once attached ("NavController cannot be created before the fragment is attached"), with this fragment as
// LifecycleOwner, the activity's OnBackPressedDispatcher, the fragment and dialog navigators on its child
// FragmentManager, the saved controller state restored from its SavedStateRegistry, then the graph set (which shows
// the start destination). Its view is a FragmentContainerView with its own id; a default NavHost becomes its
// manager's primary navigation fragment, which enables back on the controller.
package androidx.navigation.fragment

import android.content.Context
import android.os.Bundle
import android.util.AttributeSet
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import androidx.annotation.CallSuper
import androidx.annotation.NavigationRes
import androidx.fragment.app.DialogFragment
import androidx.fragment.app.Fragment
import androidx.fragment.app.FragmentContainerView
import androidx.navigation.NavController
import androidx.navigation.NavHost
import androidx.navigation.NavHostController
import androidx.navigation.Navigation
import tandem.runtime.navigation.NavEngine

public open class NavHostFragment : Fragment(), NavHost {
    private var graphId = 0
    private var defaultNavHost = false
    private var isPrimaryBeforeOnCreate: Boolean? = null
    private var viewParent: View? = null
    private var navHostControllerField: NavHostController? = null

    private val navHostController: NavHostController
        get() {
            val existing = navHostControllerField
            if (existing != null) return existing
            val context = checkNotNull(context) { "NavController cannot be created before the fragment is attached" }
            val controller = NavHostController(context)
            navHostControllerField = controller
            controller.setLifecycleOwner(this)
            controller.setOnBackPressedDispatcher(requireActivity().onBackPressedDispatcher)
            controller.enableOnBackPressed(isPrimaryBeforeOnCreate != null && isPrimaryBeforeOnCreate as Boolean)
            isPrimaryBeforeOnCreate = null
            NavEngine.of(controller).attachHost(this, childFragmentManager, containerId)
            val restoredState = savedStateRegistry.consumeRestoredStateForKey(KEY_NAV_CONTROLLER_STATE)
            if (restoredState != null) controller.restoreState(restoredState)
            savedStateRegistry.registerSavedStateProvider(KEY_NAV_CONTROLLER_STATE) { controller.saveState() ?: Bundle.EMPTY }
            val restoredGraph = savedStateRegistry.consumeRestoredStateForKey(KEY_GRAPH_ID)
            if (restoredGraph != null) graphId = restoredGraph.getInt(KEY_GRAPH_ID)
            savedStateRegistry.registerSavedStateProvider(KEY_GRAPH_ID) {
                val bundle = Bundle()
                if (graphId != 0) bundle.putInt(KEY_GRAPH_ID, graphId)
                bundle
            }
            if (graphId != 0) {
                controller.setGraph(graphId)
            } else {
                val args = arguments
                val graphId = args?.getInt(KEY_GRAPH_ID) ?: 0
                val startDestinationArgs = args?.getBundle(KEY_START_DESTINATION_ARGS)
                if (graphId != 0) controller.setGraph(graphId, startDestinationArgs)
            }
            return controller
        }

    final override val navController: NavController
        get() = navHostController

    @CallSuper
    override fun onAttach(context: Context) {
        super.onAttach(context)
        if (defaultNavHost) parentFragmentManager.beginTransaction().setPrimaryNavigationFragment(this).commit()
    }

    @CallSuper
    override fun onCreate(savedInstanceState: Bundle?) {
        navHostController
        if (savedInstanceState != null && savedInstanceState.getBoolean(KEY_DEFAULT_NAV_HOST, false)) {
            defaultNavHost = true
            parentFragmentManager.beginTransaction().setPrimaryNavigationFragment(this).commit()
        }
        super.onCreate(savedInstanceState)
    }

    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, savedInstanceState: Bundle?): View? {
        val containerView = FragmentContainerView(inflater.context)
        containerView.id = containerId
        return containerView
    }

    private val containerId: Int
        get() {
            val id = id
            return if (id != 0 && id != View.NO_ID) id else NAV_HOST_FRAGMENT_CONTAINER
        }

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)
        check(view is ViewGroup) { "created host view $view is not a ViewGroup" }
        Navigation.setViewNavController(view, navHostController)
        val parent = view.getParent()
        if (parent != null) {
            val rootView = parent as View
            viewParent = rootView
            if (rootView.id == id) Navigation.setViewNavController(rootView, navHostController)
        }
    }

    @CallSuper
    override fun onInflate(context: Context, attrs: AttributeSet, savedInstanceState: Bundle?) {
        super.onInflate(context, attrs, savedInstanceState)
        val graph = attrs.getAttributeResourceValue(APP_NS, "navGraph", 0)
        if (graph != 0) graphId = graph
        if (attrs.getAttributeBooleanValue(APP_NS, "defaultNavHost", false)) defaultNavHost = true
    }

    @CallSuper
    override fun onPrimaryNavigationFragmentChanged(isPrimaryNavigationFragment: Boolean) {
        val controller = navHostControllerField
        if (controller != null) controller.enableOnBackPressed(isPrimaryNavigationFragment)
        else isPrimaryBeforeOnCreate = isPrimaryNavigationFragment
    }

    @CallSuper
    override fun onSaveInstanceState(outState: Bundle) {
        super.onSaveInstanceState(outState)
        if (defaultNavHost) outState.putBoolean(KEY_DEFAULT_NAV_HOST, true)
    }

    override fun onDestroyView() {
        super.onDestroyView()
        val parent = viewParent
        if (parent != null && Navigation.findNavController(parent) === navHostControllerField) {
            Navigation.setViewNavController(parent, null)
        }
        viewParent = null
    }

    public companion object {
        private const val APP_NS = "http://schemas.android.com/apk/res-auto"
        private const val KEY_GRAPH_ID = "android-support-nav:fragment:graphId"
        private const val KEY_START_DESTINATION_ARGS = "android-support-nav:fragment:startDestinationArgs"
        private const val KEY_NAV_CONTROLLER_STATE = "android-support-nav:fragment:navControllerState"
        private const val KEY_DEFAULT_NAV_HOST = "android-support-nav:fragment:defaultHost"
        // stands for navigation-fragment's R.id.nav_host_fragment_container (an id aapt2 assigns in the app; here one
        // that no app resource and no View.generateViewId() in practice uses)
        private const val NAV_HOST_FRAGMENT_CONTAINER = 0x00FFFFF0

        @JvmStatic
        public fun findNavController(fragment: Fragment): NavController {
            var findFragment: Fragment? = fragment
            while (findFragment != null) {
                if (findFragment is NavHostFragment) return findFragment.navHostController
                val primaryNavFragment: Fragment? = findFragment.parentFragmentManager.primaryNavigationFragment
                if (primaryNavFragment is NavHostFragment) return primaryNavFragment.navHostController
                findFragment = findFragment.parentFragment
            }
            val view = fragment.view
            if (view != null) return Navigation.findNavController(view)
            val dialogView = (fragment as? DialogFragment)?.dialog?.findViewById<View>(android.R.id.content)
            if (dialogView != null) return Navigation.findNavController(dialogView)
            throw IllegalStateException("Fragment $fragment does not have a NavController set")
        }

        @JvmOverloads
        @JvmStatic
        public fun create(@NavigationRes graphResId: Int, startDestinationArgs: Bundle? = null): NavHostFragment {
            var b: Bundle? = null
            if (graphResId != 0) {
                b = Bundle()
                b.putInt(KEY_GRAPH_ID, graphResId)
            }
            if (startDestinationArgs != null) {
                if (b == null) b = Bundle()
                b.putBundle(KEY_START_DESTINATION_ARGS, startDestinationArgs)
            }
            val result = NavHostFragment()
            if (b != null) result.arguments = b
            return result
        }
    }
}
