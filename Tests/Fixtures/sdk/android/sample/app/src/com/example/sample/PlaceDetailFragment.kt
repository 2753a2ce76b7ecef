package com.example.sample

import android.os.Bundle
import android.view.View
import android.widget.Button
import android.widget.TextView
import androidx.fragment.app.Fragment

/** The detail pane: the place from its arguments; Done slides the pane away again. */
class PlaceDetailFragment : Fragment(R.layout.fragment_place_pane_detail) {
    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)
        val place = requireArguments().getParcelable(ARG_PLACE, Place::class.java)
        view.findViewById<TextView>(R.id.pane_place_name).text = place?.name ?: ""
        view.findViewById<Button>(R.id.pane_done).setOnClickListener {
            (requireParentFragment() as PlacesPaneFragment).closeDetail()
        }
    }

    companion object {
        private const val ARG_PLACE = "place"

        fun newInstance(place: Place): PlaceDetailFragment {
            val fragment = PlaceDetailFragment()
            fragment.arguments = Bundle().apply { putParcelable(ARG_PLACE, place) }
            return fragment
        }
    }
}
