// Mirrors the generated icon source androidx/compose/material/icons/filled/Share.kt (androidx.compose.material:material-icons-core 1.7.8;
// generated at build time from the Material icon XML, so not checked in to androidx/androidx).
// Stand-in: the icon's name, size and auto-mirroring, without its path data.
package androidx.compose.material.icons.filled

import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.materialIcon
import androidx.compose.ui.graphics.vector.ImageVector

/** The "Share" icon (Filled theme). */
public val Icons.Filled.Share: ImageVector
    get() {
        if (_share != null) {
            return _share!!
        }
        _share = materialIcon(name = "Filled.Share") { this }
        return _share!!
    }

private var _share: ImageVector? = null
