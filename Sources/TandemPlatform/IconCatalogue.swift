import TandemModel

/// An icon as each platform draws it: the SF Symbol (both iOS targets), the Material icon of Compose's
/// material-icons-core, and for the View-based Android targets, which have no icon set, an outline of Tandem's own
/// drawing (2-unit strokes on the 24-unit grid Material icons use) in a vector drawable the team may replace with a
/// Material Symbol (Android Studio's Vector Asset).
public struct PlatformIcon: Sendable {
    public let sfSymbol: String
    /// The icon's name in material-icons-core (`Home`); `autoMirrored` ones flip in right-to-left layouts.
    public let material: String
    public let autoMirrored: Bool
    /// SVG path data in a 24 × 24 viewport, stroked.
    public let outline: String

    /// Compose's expression for it (`Icons.Filled.Home`, `Icons.AutoMirrored.Filled.List`).
    public var composeIcon: String { (autoMirrored ? "Icons.AutoMirrored.Filled." : "Icons.Filled.") + material }
    /// What a Kotlin file showing it imports.
    public var composeImport: String {
        "androidx.compose.material.icons." + (autoMirrored ? "automirrored.filled." : "filled.") + material
    }

    /// What a tab or drawer item shows when the design names no icon: a circle (Compose's core set has none: a star).
    public static let placeholder = PlatformIcon(sfSymbol: "circle", material: "Star", autoMirrored: false, outline: circle(12, 12, 8))

    static func circle(_ x: Double, _ y: Double, _ r: Double) -> String {
        func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        return "M\(n(x + r)),\(n(y)) A\(n(r)),\(n(r)) 0 1,1 \(n(x - r)),\(n(y)) A\(n(r)),\(n(r)) 0 1,1 \(n(x + r)),\(n(y)) Z"
    }
}

extension IconName {
    /// The one table of the icons' platform names and drawings.
    public var platform: PlatformIcon {
        let c = PlatformIcon.circle
        return switch self {
        case .home: PlatformIcon(sfSymbol: "house", material: "Home", autoMirrored: false,
                                 outline: "M3.5,11 L12,4 L20.5,11 M6,9 V20 H10 V14.5 H14 V20 H18 V9")
        case .search: PlatformIcon(sfSymbol: "magnifyingglass", material: "Search", autoMirrored: false,
                                   outline: c(10.5, 10.5, 6) + " M15,15 L20,20")
        case .settings: PlatformIcon(sfSymbol: "gearshape", material: "Settings", autoMirrored: false,
                                     outline: c(12, 12, 3) + " " + c(12, 12, 7)
                                        + " M12,2.5 V5 M12,19 V21.5 M2.5,12 H5 M19,12 H21.5 M5.3,5.3 L7,7 M17,17 L18.7,18.7 M5.3,18.7 L7,17 M17,7 L18.7,5.3")
        case .person: PlatformIcon(sfSymbol: "person", material: "Person", autoMirrored: false,
                                   outline: c(12, 8, 3.5) + " M5,20 C5,15.5 8.5,13.5 12,13.5 C15.5,13.5 19,15.5 19,20")
        case .star: PlatformIcon(sfSymbol: "star", material: "Star", autoMirrored: false,
                                 outline: "M12,3.5 L14.6,9 L20.5,9.6 L16,13.6 L17.3,19.5 L12,16.4 L6.7,19.5 L8,13.6 L3.5,9.6 L9.4,9 Z")
        case .favorite: PlatformIcon(sfSymbol: "heart", material: "Favorite", autoMirrored: false,
                                     outline: "M12,20 C5.5,15.5 3,12.3 3,8.8 C3,6.2 5,4.2 7.5,4.2 C9.4,4.2 11,5.3 12,7 C13,5.3 14.6,4.2 16.5,4.2 C19,4.2 21,6.2 21,8.8 C21,12.3 18.5,15.5 12,20 Z")
        case .info: PlatformIcon(sfSymbol: "info.circle", material: "Info", autoMirrored: false,
                                 outline: c(12, 12, 9) + " M12,11 V16.5 M12,7.5 V7.6")
        case .list: PlatformIcon(sfSymbol: "list.bullet", material: "List", autoMirrored: true,
                                 outline: "M9,6.5 H20 M9,12 H20 M9,17.5 H20 M4.5,6.5 H4.6 M4.5,12 H4.6 M4.5,17.5 H4.6")
        case .notifications: PlatformIcon(sfSymbol: "bell", material: "Notifications", autoMirrored: false,
                                          outline: "M6,17 V11 C6,7.7 8.7,5 12,5 C15.3,5 18,7.7 18,11 V17 M4,17 H20 M10,20.5 H14 M12,3 V5")
        case .email: PlatformIcon(sfSymbol: "envelope", material: "Email", autoMirrored: false,
                                  outline: "M3,6 H21 V18 H3 Z M3,6.5 L12,13 L21,6.5")
        case .calendar: PlatformIcon(sfSymbol: "calendar", material: "DateRange", autoMirrored: false,
                                     outline: "M4,6 H20 V20 H4 Z M4,10 H20 M8,3.5 V7.5 M16,3.5 V7.5")
        case .place: PlatformIcon(sfSymbol: "mappin.and.ellipse", material: "Place", autoMirrored: false,
                                  outline: "M12,21 C12,21 5,14.5 5,9.5 C5,5.6 8.1,3 12,3 C15.9,3 19,5.6 19,9.5 C19,14.5 12,21 12,21 Z " + c(12, 9.5, 2.5))
        case .call: PlatformIcon(sfSymbol: "phone", material: "Call", autoMirrored: false,
                                 outline: "M5,4 H9 L10.5,8.5 L8,10 C9.2,12.6 11.4,14.8 14,16 L15.5,13.5 L20,15 V19 C20,19.6 19.6,20 19,20 C10.7,20 4,13.3 4,5 C4,4.4 4.4,4 5,4 Z")
        case .cart: PlatformIcon(sfSymbol: "cart", material: "ShoppingCart", autoMirrored: false,
                                 outline: "M2.5,4 H5.5 L8,15 H18 L20.5,7 H6.5 M9,19.5 H9.1 M17,19.5 H17.1")
        case .edit: PlatformIcon(sfSymbol: "pencil", material: "Edit", autoMirrored: false,
                                 outline: "M4,20 L4.8,16.2 L15.5,5.5 L18.5,8.5 L7.8,19.2 Z M13.5,7.5 L16.5,10.5")
        case .lock: PlatformIcon(sfSymbol: "lock", material: "Lock", autoMirrored: false,
                                 outline: "M5.5,11 H18.5 V20.5 H5.5 Z M8.5,11 V8 C8.5,6.1 10.1,4.5 12,4.5 C13.9,4.5 15.5,6.1 15.5,8 V11")
        case .share: PlatformIcon(sfSymbol: "square.and.arrow.up", material: "Share", autoMirrored: false,
                                  outline: c(18, 5.5, 2.5) + " " + c(6, 12, 2.5) + " " + c(18, 18.5, 2.5) + " M8.2,10.8 L15.8,6.7 M8.2,13.2 L15.8,17.3")
        case .check: PlatformIcon(sfSymbol: "checkmark.circle", material: "CheckCircle", autoMirrored: false,
                                  outline: c(12, 12, 9) + " M8,12.5 L11,15.5 L16.5,9.5")
        case .warning: PlatformIcon(sfSymbol: "exclamationmark.triangle", material: "Warning", autoMirrored: false,
                                    outline: "M12,3.5 L21.5,20 H2.5 Z M12,10 V14 M12,17 V17.1")
        case .play: PlatformIcon(sfSymbol: "play", material: "PlayArrow", autoMirrored: false,
                                 outline: "M8,5 L19,12 L8,19 Z")
        }
    }
}
