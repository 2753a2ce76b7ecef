// expect: 'onCreate' overrides nothing
package misuse.overridesig

import android.app.Activity

class Screen : Activity() {
    override fun onCreate(savedInstanceState: String?) {}
}
