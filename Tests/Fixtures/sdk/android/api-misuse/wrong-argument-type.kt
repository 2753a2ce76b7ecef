// expect: argument type mismatch: actual type is 'String', but 'Float' was expected
package misuse.argtype

import android.view.View

fun fade(view: View) {
    view.setAlpha("0.5")
}
