// The same APIs as the misuse files, used correctly: compiles against the real classes with no warning.
package misuse.good

import android.app.Activity
import android.content.Context
import android.content.ContextWrapper
import android.os.Bundle
import android.text.Editable
import android.text.TextWatcher
import android.view.View
import android.view.ViewGroup
import android.widget.TextView
import androidx.core.content.ContextCompat
import androidx.recyclerview.widget.RecyclerView

class Screen : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val label: TextView = findViewById(17)
        label.setTextColor(ContextCompat.getColor(this, 17170443))
        label.alpha = 0.5f
        label.setAlpha(0.5f)
    }

    override fun onResume() {
        super.onResume()
    }
}

val watcher = object : TextWatcher {
    override fun beforeTextChanged(s: CharSequence?, start: Int, count: Int, after: Int) {}
    override fun onTextChanged(s: CharSequence?, start: Int, before: Int, count: Int) {}
    override fun afterTextChanged(s: Editable?) {}
}

class Rows : RecyclerView.Adapter<RecyclerView.ViewHolder>() {
    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): RecyclerView.ViewHolder =
        object : RecyclerView.ViewHolder(View(parent.context)) {}
    override fun onBindViewHolder(holder: RecyclerView.ViewHolder, position: Int) {}
    override fun getItemCount(): Int = 0
}

fun state(): Bundle = Bundle().apply { putString("k", "v") }

fun accent(context: Context): Int = ContextCompat.getColor(context, 17170443)

fun wrapped(base: Context): Context = ContextWrapper(base)
