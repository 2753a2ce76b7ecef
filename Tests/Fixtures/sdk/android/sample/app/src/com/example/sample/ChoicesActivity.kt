package com.example.sample

import android.os.Bundle
import android.view.View
import android.widget.AdapterView
import android.widget.ArrayAdapter
import android.widget.CheckBox
import android.widget.RadioGroup
import android.widget.SeekBar
import android.widget.Spinner
import android.widget.TextView
import androidx.appcompat.app.AppCompatActivity

class ChoicesActivity : AppCompatActivity() {
    private lateinit var summary: TextView
    private lateinit var sizes: RadioGroup
    private lateinit var flavour: Spinner
    private lateinit var notify: CheckBox
    private lateinit var amount: SeekBar

    private var size = ""
    private var chosenFlavour = ""

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_choices)
        summary = findViewById(R.id.summary)
        sizes = findViewById(R.id.sizes)
        flavour = findViewById(R.id.flavour)
        notify = findViewById(R.id.notify)
        amount = findViewById(R.id.amount)

        val adapter = ArrayAdapter.createFromResource(this, R.array.flavours, android.R.layout.simple_spinner_item)
        adapter.setDropDownViewResource(android.R.layout.simple_spinner_dropdown_item)
        flavour.adapter = adapter
        setListeners()
    }

    private fun setListeners() {
        sizes.setOnCheckedChangeListener { _, checkedId ->
            size = when (checkedId) {
                R.id.size_small -> getString(R.string.size_small)
                R.id.size_large -> getString(R.string.size_large)
                else -> getString(R.string.size_medium)
            }
            refresh()
        }
        flavour.onItemSelectedListener = object : AdapterView.OnItemSelectedListener {
            override fun onItemSelected(parent: AdapterView<*>, view: View?, position: Int, id: Long) {
                chosenFlavour = parent.getItemAtPosition(position).toString()
                refresh()
            }

            override fun onNothingSelected(parent: AdapterView<*>) {
                chosenFlavour = ""
                refresh()
            }
        }
        notify.setOnCheckedChangeListener { _, _ -> refresh() }
        amount.setOnSeekBarChangeListener(object : SeekBar.OnSeekBarChangeListener {
            override fun onProgressChanged(seekBar: SeekBar, progress: Int, fromUser: Boolean) = refresh()

            override fun onStartTrackingTouch(seekBar: SeekBar) {}

            override fun onStopTrackingTouch(seekBar: SeekBar) {}
        })
    }

    private fun refresh() {
        summary.text = listOf(size, chosenFlavour, if (notify.isChecked) "notify" else "", amount.progress.toString())
            .filter { it.isNotEmpty() }
            .joinToString(" · ")
    }
}
