// expect: is not abstract and does not implement abstract members
package misuse.abstractmember

import android.text.Editable
import android.text.TextWatcher

val watcher = object : TextWatcher {
    override fun afterTextChanged(s: Editable?) {}
}
