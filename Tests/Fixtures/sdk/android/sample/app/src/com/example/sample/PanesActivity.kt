package com.example.sample

import android.os.Bundle
import android.view.View
import androidx.activity.OnBackPressedCallback
import androidx.appcompat.app.AppCompatActivity
import androidx.fragment.app.Fragment
import androidx.slidingpanelayout.widget.SlidingPaneLayout

/** A single-activity list-detail app: the activity hosts PlacesPaneFragment, whose SlidingPaneLayout holds the list
 *  pane and the detail pane, each a FragmentContainerView its child fragments go into. */
class PanesActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_panes)
    }
}

/** The list-detail screen (Android's list-detail guide): a tapped place replaces the detail pane's fragment and opens
 *  the pane; back closes it while it covers the list. */
class PlacesPaneFragment : Fragment(R.layout.fragment_places_pane) {
    private lateinit var slidingPane: SlidingPaneLayout

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)
        slidingPane = view.findViewById(R.id.sliding_pane)
        slidingPane.lockMode = SlidingPaneLayout.LOCK_MODE_LOCKED
        requireActivity().onBackPressedDispatcher.addCallback(viewLifecycleOwner, TwoPaneOnBackPressedCallback(slidingPane))
        if (savedInstanceState == null) {
            childFragmentManager.beginTransaction()
                .setReorderingAllowed(true)
                .replace(R.id.list_pane, PlaceListFragment())
                .commit()
        }
    }

    fun show(place: Place) {
        val detail = PlaceDetailFragment.newInstance(place)
        childFragmentManager.beginTransaction()
            .setReorderingAllowed(true)
            .replace(R.id.detail_pane, detail)
            .setPrimaryNavigationFragment(detail)
            .commit()
        slidingPane.openPane()
    }

    fun closeDetail() {
        slidingPane.closePane()
    }
}

/** Back returns to the list while the detail pane covers it (enabled only when the panes overlap and it is open). */
class TwoPaneOnBackPressedCallback(private val slidingPaneLayout: SlidingPaneLayout) :
    OnBackPressedCallback(slidingPaneLayout.isSlideable && slidingPaneLayout.isOpen), SlidingPaneLayout.PanelSlideListener {

    init {
        slidingPaneLayout.addPanelSlideListener(this)
    }

    override fun handleOnBackPressed() {
        slidingPaneLayout.closePane()
    }

    override fun onPanelSlide(panel: View, slideOffset: Float) {}

    override fun onPanelOpened(panel: View) {
        isEnabled = true
    }

    override fun onPanelClosed(panel: View) {
        isEnabled = false
    }
}
