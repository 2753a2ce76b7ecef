package com.example.sample

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import android.widget.TextView
import androidx.fragment.app.Fragment
import androidx.recyclerview.widget.LinearLayoutManager
import androidx.recyclerview.widget.RecyclerView

/** The list pane: a tapped row shows the place in the detail pane of the parent PlacesPaneFragment. */
class PlaceListFragment : Fragment(R.layout.fragment_place_list) {
    private val places = listOf(
        Place("Harbour Bridge", 4, arrayListOf("view", "walk")),
        Place("Botanic Garden", 5, arrayListOf("park")),
        Place("Fish Market", 3, arrayListOf()),
        Place("Lighthouse", 4, arrayListOf("view")),
        Place("Old Town", 5, arrayListOf("walk"))
    )

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)
        val list: RecyclerView = view.findViewById(R.id.pane_places)
        list.layoutManager = LinearLayoutManager(requireContext())
        list.adapter = PlaceAdapter()
    }

    private fun open(place: Place) {
        (requireParentFragment() as PlacesPaneFragment).show(place)
    }

    private inner class PlaceHolder(val name: TextView) : RecyclerView.ViewHolder(name) {
        init {
            name.setOnClickListener {
                val position = bindingAdapterPosition
                if (position != RecyclerView.NO_POSITION) open(places[position])
            }
        }
    }

    private inner class PlaceAdapter : RecyclerView.Adapter<PlaceHolder>() {
        override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): PlaceHolder =
            PlaceHolder(LayoutInflater.from(parent.context).inflate(R.layout.row_place, parent, false) as TextView)

        override fun onBindViewHolder(holder: PlaceHolder, position: Int) {
            holder.name.text = places[position].name
        }

        override fun getItemCount(): Int = places.size
    }
}
