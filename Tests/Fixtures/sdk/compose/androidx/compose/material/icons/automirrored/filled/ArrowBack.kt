// Mirrors the generated icon source androidx/compose/material/icons/automirrored/filled/ArrowBack.kt (androidx.compose.material:material-icons-core 1.7.8;
// generated at build time from the Material icon XML, so not checked in to androidx/androidx).
// Stand-in: the icon's name, size and auto-mirroring, without its path data.
package androidx.compose.material.icons.automirrored.filled

import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.materialIcon
import androidx.compose.ui.graphics.vector.ImageVector

/** The "ArrowBack" icon (AutoMirrored.Filled theme). */
public val Icons.AutoMirrored.Filled.ArrowBack: ImageVector
    get() {
        if (_arrowBack != null) {
            return _arrowBack!!
        }
        _arrowBack = materialIcon(name = "AutoMirrored.Filled.ArrowBack", autoMirror = true) { this }
        return _arrowBack!!
    }

private var _arrowBack: ImageVector? = null
