// Mirrors compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/window/SecureFlagPolicy.kt (androidx.compose.ui:ui 1.9.4)
package androidx.compose.ui.window

/** Whether a dialog or popup window sets FLAG_SECURE. */
public enum class SecureFlagPolicy {
    Inherit,
    SecureOn,
    SecureOff,
}
