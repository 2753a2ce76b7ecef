// expect: it is protected in
package misuse.protectedcall

import android.app.Activity

fun wake(activity: Activity) {
    activity.onResume()
}
