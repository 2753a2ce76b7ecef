// expect: cannot create an instance of an abstract class
package misuse.abstractclass

import android.content.Context

val context = Context()
