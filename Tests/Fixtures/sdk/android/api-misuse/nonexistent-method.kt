// expect: unresolved reference 'setTextColour'
package misuse.nomethod

import android.widget.TextView

fun paint(label: TextView) {
    label.setTextColour(0)
}
