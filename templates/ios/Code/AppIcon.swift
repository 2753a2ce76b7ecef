import TandemCodegen

/// The app icon an iOS project starts with: a 1024-point square, opaque (App Store validation refuses a missing or
/// transparent one), drawn as the Android launcher icon is (templates/android: LauncherBackground, LauncherForeground:
/// three white lines of text on the app's blue), until the team replaces it.
enum AppIcon {
    static let builtin = "ios-app-icon"
    static let size = 1024

    static func png() -> [UInt8] {
        // The Android foreground's bars, on its 108-unit canvas: x 34…74 (the last 34…62), y 40…46, 51…57, 62…68.
        let bars: [(x0: Int, x1: Int, y0: Int, y1: Int)] = [(34, 74, 40, 46), (34, 74, 51, 57), (34, 62, 62, 68)]
        let scaled = bars.map { b in (b.x0 * size / 108, b.x1 * size / 108, b.y0 * size / 108, b.y1 * size / 108) }
        return PNG.rgb(width: size, height: size) { x, y in
            scaled.contains { x >= $0.0 && x < $0.1 && y >= $0.2 && y < $0.3 } ? 0xFFFFFF : 0x1F4E79
        }
    }
}
