package com.example.sample

import android.app.Activity
import android.content.Intent
import android.os.Bundle
import android.view.LayoutInflater
import android.view.ViewGroup
import android.widget.TextView
import android.widget.Toast
import androidx.activity.result.ActivityResult
import androidx.activity.result.contract.ActivityResultContracts
import androidx.appcompat.app.AppCompatActivity
import androidx.recyclerview.widget.LinearLayoutManager
import androidx.recyclerview.widget.RecyclerView
import com.google.android.material.bottomnavigation.BottomNavigationView

class MainActivity : AppCompatActivity() {
    private lateinit var status: TextView
    private lateinit var places: RecyclerView
    private lateinit var bottomNavigation: BottomNavigationView

    private val items = listOf(
        Place("Harbour Bridge", 4, arrayListOf("view", "walk")),
        Place("Botanic Garden", 5, arrayListOf("park")),
        Place("Fish Market", 3, arrayListOf())
    )

    private val openDetail = registerForActivityResult(ActivityResultContracts.StartActivityForResult()) { result: ActivityResult ->
        val data = result.data
        if (result.resultCode == Activity.RESULT_OK && data != null) {
            val rating = data.getIntExtra(DetailActivity.EXTRA_RATING, 0)
            status.text = getString(R.string.rated, rating)
            Toast.makeText(this, status.text, Toast.LENGTH_SHORT).show()
        }
    }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        status = findViewById(R.id.status)
        places = findViewById(R.id.places)
        bottomNavigation = findViewById(R.id.bottom_navigation)

        places.layoutManager = LinearLayoutManager(this)
        places.adapter = PlaceAdapter()

        bottomNavigation.selectedItemId = R.id.tab_places
        bottomNavigation.setOnItemSelectedListener { item ->
            when (item.itemId) {
                R.id.tab_choices -> startActivity(Intent(this, ChoicesActivity::class.java))
                R.id.tab_map -> startActivity(Intent(this, MapActivity::class.java))
            }
            true
        }
    }

    private inner class PlaceHolder(view: TextView) : RecyclerView.ViewHolder(view) {
        val name: TextView = view

        init {
            view.setOnClickListener {
                val position = bindingAdapterPosition
                if (position != RecyclerView.NO_POSITION) openDetail.launch(DetailActivity.intent(this@MainActivity, items[position]))
            }
        }
    }

    private inner class PlaceAdapter : RecyclerView.Adapter<PlaceHolder>() {
        override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): PlaceHolder =
            PlaceHolder(LayoutInflater.from(parent.context).inflate(R.layout.row_place, parent, false) as TextView)

        override fun onBindViewHolder(holder: PlaceHolder, position: Int) {
            holder.name.text = items[position].name
        }

        override fun getItemCount(): Int = items.size
    }
}
