// Mirrors the generated icon source androidx/compose/material/icons/filled/Person.kt (androidx.compose.material:material-icons-core 1.7.8;
// generated at build time from the Material icon XML, so not checked in to androidx/androidx).
// Stand-in: the icon's name, size and auto-mirroring, without its path data.
package androidx.compose.material.icons.filled

import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.materialIcon
import androidx.compose.ui.graphics.vector.ImageVector

/** The "Person" icon (Filled theme). */
public val Icons.Filled.Person: ImageVector
    get() {
        if (_person != null) {
            return _person!!
        }
        _person = materialIcon(name = "Filled.Person") { this }
        return _person!!
    }

private var _person: ImageVector? = null
