package com.example.sample

import android.app.Activity
import android.content.Context
import android.content.Intent
import android.os.Bundle
import android.widget.Button
import android.widget.EditText
import android.widget.TextView
import androidx.appcompat.app.AppCompatActivity
import androidx.core.content.IntentCompat

class DetailActivity : AppCompatActivity() {
    private lateinit var place: Place

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_detail)
        place = IntentCompat.getParcelableExtra(intent, EXTRA_PLACE, Place::class.java) ?: Place("", 0, arrayListOf())
        val name: TextView = findViewById(R.id.name)
        val rating: EditText = findViewById(R.id.rating)
        val save: Button = findViewById(R.id.save)
        name.text = place.name
        rating.setText(place.rating.toString())
        save.setOnClickListener {
            val value = rating.text.toString().toIntOrNull() ?: place.rating
            setResult(Activity.RESULT_OK, Intent().putExtra(EXTRA_RATING, value))
            finish()
        }
    }

    companion object {
        const val EXTRA_PLACE = "com.example.sample.PLACE"
        const val EXTRA_RATING = "com.example.sample.RATING"

        @JvmStatic
        fun intent(context: Context, place: Place): Intent =
            Intent(context, DetailActivity::class.java).putExtra(EXTRA_PLACE, place)
    }
}
