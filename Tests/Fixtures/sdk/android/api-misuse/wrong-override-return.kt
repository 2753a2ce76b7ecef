// expect: is not a subtype of the return type of the overridden member 'fun getItemCount(): Int'
package misuse.overridereturn

import android.view.ViewGroup
import androidx.recyclerview.widget.RecyclerView

class Rows : RecyclerView.Adapter<RecyclerView.ViewHolder>() {
    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): RecyclerView.ViewHolder = TODO()
    override fun onBindViewHolder(holder: RecyclerView.ViewHolder, position: Int) {}
    override fun getItemCount(): Long = 0L
}
