// expect: this type is final, so it cannot be extended
package misuse.finalclass

import android.os.Bundle

class MyBundle : Bundle()
