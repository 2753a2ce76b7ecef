import TandemCodegen

/// The app icon an iOS project starts with: a 1024-point square, opaque (App Store validation refuses a missing or
/// transparent one), drawn as the Android launcher icon is (templates/android: LauncherBackground, LauncherForeground:
/// three white lines of text on the app's blue), until the team replaces it.
enum AppIcon {
    static let builtin = "ios-app-icon"
    static let size = 1024

    /// The same for every design, so made once per process. Three distinct rows besides the background's.
    static let png: [UInt8] = {
        // The Android foreground's bars, on its 108-unit canvas: x 34…74 (the last 34…62), y 40…46, 51…57, 62…68.
        let bars: [(x0: Int, x1: Int, y0: Int, y1: Int)] = [(34, 74, 40, 46), (34, 74, 51, 57), (34, 62, 62, 68)]
        let blue: UInt32 = 0x1F4E79, white: UInt32 = 0xFFFFFF
        let background = [UInt32](repeating: blue, count: size)
        let rows = bars.map { bar in
            (y: bar.y0 * size / 108..<bar.y1 * size / 108,
             colours: background.indices.map { x in (bar.x0 * size / 108..<bar.x1 * size / 108).contains(x) ? white : blue })
        }
        return PNG.rgb(width: size, height: size) { y in rows.first { $0.y.contains(y) }?.colours ?? background }
    }()
}
