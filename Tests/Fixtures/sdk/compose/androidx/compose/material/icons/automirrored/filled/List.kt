// Mirrors the generated icon source androidx/compose/material/icons/automirrored/filled/List.kt (androidx.compose.material:material-icons-core 1.7.8;
// generated at build time from the Material icon XML, so not checked in to androidx/androidx).
// Stand-in: the icon's name, size and auto-mirroring, without its path data.
package androidx.compose.material.icons.automirrored.filled

import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.materialIcon
import androidx.compose.ui.graphics.vector.ImageVector

/** The "List" icon (AutoMirrored.Filled theme). */
public val Icons.AutoMirrored.Filled.List: ImageVector
    get() {
        if (_list != null) {
            return _list!!
        }
        _list = materialIcon(name = "AutoMirrored.Filled.List", autoMirror = true) { this }
        return _list!!
    }

private var _list: ImageVector? = null
