// expect: argument type mismatch: actual type is 'Context?', but 'Context' was expected
package misuse.nullability

import android.content.Context
import androidx.core.content.ContextCompat

fun accent(context: Context?): Int = ContextCompat.getColor(context, 17170443)
