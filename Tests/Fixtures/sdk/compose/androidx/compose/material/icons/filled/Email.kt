// Mirrors the generated icon source androidx/compose/material/icons/filled/Email.kt (androidx.compose.material:material-icons-core 1.7.8;
// generated at build time from the Material icon XML, so not checked in to androidx/androidx).
// Stand-in: the icon's name, size and auto-mirroring, without its path data.
package androidx.compose.material.icons.filled

import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.materialIcon
import androidx.compose.ui.graphics.vector.ImageVector

/** The "Email" icon (Filled theme). */
public val Icons.Filled.Email: ImageVector
    get() {
        if (_email != null) {
            return _email!!
        }
        _email = materialIcon(name = "Filled.Email") { this }
        return _email!!
    }

private var _email: ImageVector? = null
