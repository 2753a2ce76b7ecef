// expect: is deprecated. Deprecated in Java
package misuse.deprecated

import android.content.res.Resources

fun accent(resources: Resources): Int = resources.getColor(17170443)
