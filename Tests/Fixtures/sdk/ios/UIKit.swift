// Mirrors the iOS 18.x SDK's UIKit (Swift 6 interface)
//
// A Linux stand-in for UIKit, compiled as a module named `UIKit` in Swift 6 language mode, so that an iOS app written in
// code (no storyboards, no Objective-C runtime) type-checks as it would against the iOS 18 SDK and can be *run*
// headlessly. Declarations follow the SDK's Swift interface: `@MainActor` on UIResponder, every view and view controller,
// UIApplication, scenes, layout anchors and constraints, actions, bar items and the delegate/data-source protocols;
// `@unchecked Sendable` on UIColor, UIFont, UIImage and UITraitCollection; designated vs convenience initializers and
// `required init?(coder:)` (`required init(coder:)` for UIStackView) as in the SDK; `open` vs `public`; the SDK's
// optionality (`view: UIView!`, `font: UIFont!`, …). Deprecated APIs keep their SDK message.
//
// The bodies behave like UIKit where a generated app could go wrong: views load lazily, containers call the appearance
// callbacks in UIKit's order, navigation/presentation/tab selection/root replacement really change the hierarchy, split
// view controllers collapse as on an iPhone (one column on screen, stacked), the
// documented NSInvalidArgumentException / NSInternalInconsistencyException cases trap with UIKit's reason text,
// controls store and send their actions, table and collection views ask their data source, constraints are recorded
// so a small layout check can find views that would be 0 pt high. `UIApplicationDelegate.main()` (the `@main` entry)
// launches the app as UIApplicationMain does and, with TANDEM_SMOKE=1, drives every screen (see "Smoke driver" at the
// end of this file).
//
// Notable deviations from the real SDK:
// - Objective-C: there is no Objective-C runtime. `Selector` is a plain struct (`#selector` does not compile on Linux);
//   target-action registrations (`addTarget(_:action:for:)`, bar button targets) are recorded but cannot be invoked.
//   Optional protocol requirements are protocol requirements with default implementations in extensions, so (1) a
//   misspelt "optional" method is silently never called (Xcode warns "nearly matches"), and (2) a subclass that adds an
//   optional method its superclass's conformance did not implement is not seen (UITableViewController and
//   UICollectionViewController declare all their data source / delegate / scroll view delegate methods, so their
//   subclasses `override` them as on iOS).
// - Classes UIKit instantiates by name (the app delegate, `UISceneConfiguration.delegateClass`, table and collection
//   view cells and header/footer/supplementary views registered by class) are created through the Swift runtime's vtable (`swift_lookUpClassMethod`), so the
//   subclass's own initializer runs; a subclass that does not inherit the initializer traps with Swift's "Use of
//   unimplemented initializer" exactly as on iOS. This needs UIKit to be a shared library (`-emit-library`).
// - `UIScrollView.delegate` is declared in a protocol extension (`_UIScrollViewDelegateHolder`) because Swift source
//   cannot override a property with a refined type as UITableView/UITextView do in the SDK.
// - Deprecations use `@available(*, deprecated, message:)` (Linux has no iOS availability). APIs the SDK marks
//   API_TO_BE_DEPRECATED (e.g. UITableViewCell.textLabel) therefore warn here although Xcode does not warn yet.
// - No drawing or animation (minimal CALayer, CGColor and CGAffineTransform are declared here, as UIKit re-exports
//   QuartzCore and CoreGraphics on iOS), storyboards, nibs, asset catalogs, SF Symbols lookup (any non-empty name
//   gives an image), gestures beyond declarations, keyboard, trait-change callbacks,
//   UITab (iOS 18 tab API), collection view layouts other than list layouts, diffable data sources, search
//   controllers. Transitions complete synchronously; completion handlers run right after the transition;
//   `DispatchQueue.main`/MainActor work is run between driver steps.
// - Layout is not Auto Layout: only heights are resolved, by the rules in `_UILayout` (explicit height constraints,
//   dimension relations, top+bottom pinning, intrinsic content sizes per class, stack view distribution, frames for
//   views using autoresizing masks). Sizes are approximations of iPhone defaults (a 393×852 pt screen).
// - Underscored members (`_tandemSmokeExercise()`, `_TandemSmokeScreenCatalog`, `_UIKitRuntimeSupport`,
//   `_UIScrollViewDelegateHolder`) are not SDK API: they serve the smoke driver and the MapKit/WebKit stubs.

@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking  // URLRequest, URLSession: part of Foundation on iOS
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// MARK: - Runtime support (not SDK API)

/// UIKit's console: warnings UIKit logs (and the smoke driver reports), and uncaught exceptions (traps).
@MainActor enum _UIKitConsole {
    static var warnings: [String] = []
    static var notes: [String] = []

    static func warn(_ message: String) {
        warnings.append(message)
        _UIKitConsole.writeError("UIKit: \(message)\n")
    }

    /// An uncaught Objective-C exception: UIKit's `NSException` with its reason, which ends the process.
    static func exception(_ name: String, _ reason: String) -> Never {
        _UIKitConsole.writeError("*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'\n")
        fatalError("\(name): \(reason)")
    }

    /// Writes to standard error after flushing standard output, so the two streams stay in order.
    nonisolated static func writeError(_ text: String) {
        fflush(nil)
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Prints a line on standard output and flushes it (so it survives a crash).
    nonisolated static func say(_ line: String) {
        print(line)
        fflush(nil)
    }
}

/// "The next turn of the main run loop": work UIKit defers (viewDidAppear after a transition, web view loads, …).
@MainActor enum _UIRunLoop {
    static var pending: [@MainActor () -> Void] = []

    static func perform(_ work: @escaping @MainActor () -> Void) { pending.append(work) }

    /// Runs deferred UIKit work, `DispatchQueue.main` blocks and main-actor tasks until nothing is left (bounded).
    static func drain() {
        for _ in 0..<64 {
            let work = pending
            pending = []
            for item in work { item() }
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.002))
            if pending.isEmpty { return }
        }
    }
}

/// Instantiates a class UIKit knows only by its metatype (Objective-C's `[[cls alloc] init…]`): looks up the
/// allocating initializer in the dynamic class's vtable and calls it through a witness table built for it, so the
/// most derived override (or Swift's "unimplemented initializer" trap) runs exactly as on iOS.
public enum _UIKitRuntimeSupport {
    typealias LookUpClassMethod = @convention(c) (UnsafeRawPointer, UnsafeRawPointer, UnsafeRawPointer) -> UnsafeRawPointer?

    nonisolated(unsafe) private static var tables: [String: UnsafeRawPointer] = [:]

    private static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), name)
    }

    /// A witness table whose only requirement is the allocating initializer `methodDescriptor` of the class described
    /// by `classDescriptor`, resolved for `cls`. Pair it with `cls` to form an existential metatype of a protocol with
    /// exactly that initializer requirement.
    public static func initializerWitnessTable(for cls: AnyClass, methodDescriptor: String, classDescriptor: String)
        -> UnsafeRawPointer
    {
        let key = "\(ObjectIdentifier(cls).hashValue)|\(methodDescriptor)"
        if let table = tables[key] { return table }
        guard let lookUpSymbol = symbol("swift_lookUpClassMethod"), let method = symbol(methodDescriptor),
              let description = symbol(classDescriptor)
        else { fatalError("UIKit stub: cannot find \(methodDescriptor) to instantiate \(cls) (is UIKit a shared library?)") }
        let lookUp = unsafeBitCast(lookUpSymbol, to: LookUpClassMethod.self)
        guard let implementation = lookUp(unsafeBitCast(cls, to: UnsafeRawPointer.self), method, description)
        else { fatalError("UIKit stub: \(cls) has no vtable entry for \(methodDescriptor)") }
        let table = UnsafeMutablePointer<UnsafeRawPointer?>.allocate(capacity: 2)
        table[0] = nil  // the conformance descriptor: not used by a direct requirement call
        table[1] = implementation
        tables[key] = UnsafeRawPointer(table)
        return UnsafeRawPointer(table)
    }
}

private protocol _UIKitMakeObject: AnyObject { init() }
private protocol _UIKitMakeCell: AnyObject { init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) }
private protocol _UIKitMakeHeaderFooter: AnyObject { init(reuseIdentifier: String?) }
private protocol _UIKitMakeView: AnyObject { init(frame: CGRect) }

extension _UIKitRuntimeSupport {
    /// `[[cls alloc] init]` for any NSObject subclass (dispatches to the subclass's `init()`).
    static func makeObject(_ cls: NSObject.Type) -> NSObject {
        let table = initializerWitnessTable(for: cls, methodDescriptor: "$s10Foundation8NSObjectCACycfCTq",
                                            classDescriptor: "$s10Foundation8NSObjectCMn")
        let maker = unsafeBitCast((cls, table), to: (any _UIKitMakeObject.Type).self)
        return maker.init() as! NSObject
    }

    @MainActor static func makeCell(_ cls: UITableViewCell.Type, style: UITableViewCell.CellStyle,
                                    reuseIdentifier: String?) -> UITableViewCell {
        if cls == UITableViewCell.self { return UITableViewCell(style: style, reuseIdentifier: reuseIdentifier) }
        let table = initializerWitnessTable(
            for: cls, methodDescriptor: "$s5UIKit15UITableViewCellC5style15reuseIdentifierA2C0D5StyleO_SSSgtcfCTq",
            classDescriptor: "$s5UIKit15UITableViewCellCMn")
        let maker = unsafeBitCast((cls, table), to: (any _UIKitMakeCell.Type).self)
        return maker.init(style: style, reuseIdentifier: reuseIdentifier) as! UITableViewCell
    }

    @MainActor static func makeHeaderFooter(_ cls: UITableViewHeaderFooterView.Type, reuseIdentifier: String?)
        -> UITableViewHeaderFooterView
    {
        if cls == UITableViewHeaderFooterView.self { return UITableViewHeaderFooterView(reuseIdentifier: reuseIdentifier) }
        let table = initializerWitnessTable(
            for: cls, methodDescriptor: "$s5UIKit023UITableViewHeaderFooterC0C15reuseIdentifierACSSSg_tcfCTq",
            classDescriptor: "$s5UIKit023UITableViewHeaderFooterC0CMn")
        let maker = unsafeBitCast((cls, table), to: (any _UIKitMakeHeaderFooter.Type).self)
        return maker.init(reuseIdentifier: reuseIdentifier) as! UITableViewHeaderFooterView
    }

    /// `[[cls alloc] initWithFrame:]` for collection view cells and supplementary views registered by class.
    @MainActor static func makeReusableView(_ cls: UICollectionReusableView.Type, frame: CGRect) -> UICollectionReusableView {
        if cls == UICollectionViewCell.self { return UICollectionViewCell(frame: frame) }
        if cls == UICollectionViewListCell.self { return UICollectionViewListCell(frame: frame) }
        let table = initializerWitnessTable(for: cls, methodDescriptor: "$s5UIKit6UIViewC5frameAC10Foundation6CGRectV_tcfCTq",
                                            classDescriptor: "$s5UIKit6UIViewCMn")
        let maker = unsafeBitCast((cls, table), to: (any _UIKitMakeView.Type).self)
        return maker.init(frame: frame) as! UICollectionReusableView
    }
}

/// A short description of an object as UIKit prints it: `<MyViewController: 0x6000…>`.
func _describe(_ object: AnyObject) -> String {
    "<\(type(of: object)): 0x\(String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16))>"
}

// MARK: - Objective-C stand-ins

/// The Objective-C selector type. There is no Objective-C runtime on Linux: `#selector(...)` does not compile and
/// selectors registered with target-action APIs are recorded but never performed.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ str: String) { name = str }
    public init(stringLiteral value: String) { name = value }
    public var description: String { name }
}

// MARK: - Geometry

public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = UIEdgeInsets()
}

public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public static let zero = NSDirectionalEdgeInsets()
}

public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init() { self.init(horizontal: 0, vertical: 0) }
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    public static let zero = UIOffset()
}

public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

extension IndexPath {
    /// Initializes an index path with the indexes of a specific row and section in a table view.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// Initializes an index path with the indexes of a specific item and section in a collection view.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// An index number identifying a section in a table view or collection view.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// An index number identifying a row in a section of a table view.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// An index number identifying an item in a section of a collection view.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

// MARK: - Text attributes

public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let link = NSAttributedString.Key("NSLink")
}

// MARK: - Traits

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified = 0, light = 1, dark = 2 }
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified = 0, compact = 1, regular = 2 }
public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6 }

public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL")
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

    /// How much larger than at the default size (large) text of a text style is: the body style's sizes (14 to 53 pt),
    /// for every style (not SDK API).
    var _scale: CGFloat {
        let body: [String: CGFloat] = ["XS": 14, "S": 15, "M": 16, "L": 17, "XL": 19, "XXL": 21, "XXXL": 23, "AccessibilityM": 28,
                                       "AccessibilityL": 33, "AccessibilityXL": 40, "AccessibilityXXL": 47, "AccessibilityXXXL": 53]
        return (body[String(rawValue.dropFirst("UICTContentSizeCategory".count))] ?? 17) / 17
    }
}

open class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let displayScale: CGFloat

    public override convenience init() { self.init(_contentSize: .large) }

    init(_contentSize category: UIContentSizeCategory) {
        userInterfaceStyle = .light; horizontalSizeClass = .compact; verticalSizeClass = .regular
        userInterfaceIdiom = .phone; preferredContentSizeCategory = category; displayScale = 3
        super.init()
    }

    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(_contentSize: preferredContentSizeCategory) }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init() }

    nonisolated(unsafe) private static var currentCollection = UITraitCollection()
    open class var current: UITraitCollection {
        get { currentCollection }
        set { currentCollection = newValue }
    }
}

// MARK: - Colors, fonts, images

open class UIColor: NSObject, @unchecked Sendable {
    let rgba: (CGFloat, CGFloat, CGFloat, CGFloat)
    let colorName: String?

    init(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat, name: String?) {
        rgba = (r, g, b, a); colorName = name
        super.init()
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red, green, blue, alpha, name: nil)
    }
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(displayP3Red, green, blue, alpha, name: nil)
    }
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(white, white, white, alpha, name: nil) }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(brightness, brightness * (1 - saturation), brightness * (1 - saturation * hue), alpha, name: nil)
    }
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let resolved = dynamicProvider(UITraitCollection.current)
        self.init(resolved.rgba.0, resolved.rgba.1, resolved.rgba.2, resolved.rgba.3, name: resolved.colorName)
    }
    /// Asset catalogs do not exist on Linux: every named color resolves to a gray.
    public convenience init?(named name: String) {
        if name.isEmpty { return nil }
        self.init(0.5, 0.5, 0.5, 1, name: name)
    }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(rgba.0, rgba.1, rgba.2, alpha, name: colorName) }
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = rgba.0; green?.pointee = rgba.1; blue?.pointee = rgba.2; alpha?.pointee = rgba.3
        return true
    }
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return rgba == other.rgba && colorName == other.colorName
    }
    open override var hash: Int { Int(rgba.0 * 1000 + rgba.1 * 100 + rgba.2 * 10 + rgba.3) }
    open override var description: String { colorName.map { "UIColor(\($0))" } ?? "UIColor(\(rgba))" }

    var _isClear: Bool { rgba.3 == 0 }

    private static func named(_ name: String, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(r, g, b, a, name: name)
    }

    open class var black: UIColor { named("black", 0, 0, 0) }
    open class var darkGray: UIColor { named("darkGray", 1 / 3, 1 / 3, 1 / 3) }
    open class var lightGray: UIColor { named("lightGray", 2 / 3, 2 / 3, 2 / 3) }
    open class var white: UIColor { named("white", 1, 1, 1) }
    open class var gray: UIColor { named("gray", 0.5, 0.5, 0.5) }
    open class var red: UIColor { named("red", 1, 0, 0) }
    open class var green: UIColor { named("green", 0, 1, 0) }
    open class var blue: UIColor { named("blue", 0, 0, 1) }
    open class var cyan: UIColor { named("cyan", 0, 1, 1) }
    open class var yellow: UIColor { named("yellow", 1, 1, 0) }
    open class var magenta: UIColor { named("magenta", 1, 0, 1) }
    open class var orange: UIColor { named("orange", 1, 0.5, 0) }
    open class var purple: UIColor { named("purple", 0.5, 0, 0.5) }
    open class var brown: UIColor { named("brown", 0.6, 0.4, 0.2) }
    open class var clear: UIColor { named("clear", 0, 0, 0, 0) }

    open class var systemRed: UIColor { named("systemRed", 1, 0.23, 0.19) }
    open class var systemGreen: UIColor { named("systemGreen", 0.2, 0.78, 0.35) }
    open class var systemBlue: UIColor { named("systemBlue", 0, 0.48, 1) }
    open class var systemOrange: UIColor { named("systemOrange", 1, 0.58, 0) }
    open class var systemYellow: UIColor { named("systemYellow", 1, 0.8, 0) }
    open class var systemPink: UIColor { named("systemPink", 1, 0.18, 0.33) }
    open class var systemPurple: UIColor { named("systemPurple", 0.69, 0.32, 0.87) }
    open class var systemTeal: UIColor { named("systemTeal", 0.19, 0.69, 0.78) }
    open class var systemIndigo: UIColor { named("systemIndigo", 0.35, 0.34, 0.84) }
    open class var systemBrown: UIColor { named("systemBrown", 0.64, 0.52, 0.37) }
    open class var systemMint: UIColor { named("systemMint", 0, 0.78, 0.75) }
    open class var systemCyan: UIColor { named("systemCyan", 0.2, 0.68, 0.9) }
    open class var systemGray: UIColor { named("systemGray", 0.56, 0.56, 0.58) }
    open class var systemGray2: UIColor { named("systemGray2", 0.68, 0.68, 0.7) }
    open class var systemGray3: UIColor { named("systemGray3", 0.78, 0.78, 0.8) }
    open class var systemGray4: UIColor { named("systemGray4", 0.82, 0.82, 0.84) }
    open class var systemGray5: UIColor { named("systemGray5", 0.9, 0.9, 0.92) }
    open class var systemGray6: UIColor { named("systemGray6", 0.95, 0.95, 0.97) }
    open class var tintColor: UIColor { named("tintColor", 0, 0.48, 1) }

    open class var label: UIColor { named("label", 0, 0, 0) }
    open class var secondaryLabel: UIColor { named("secondaryLabel", 0.24, 0.24, 0.26, 0.6) }
    open class var tertiaryLabel: UIColor { named("tertiaryLabel", 0.24, 0.24, 0.26, 0.3) }
    open class var quaternaryLabel: UIColor { named("quaternaryLabel", 0.24, 0.24, 0.26, 0.18) }
    open class var link: UIColor { named("link", 0, 0.48, 1) }
    open class var placeholderText: UIColor { named("placeholderText", 0.24, 0.24, 0.26, 0.3) }
    open class var separator: UIColor { named("separator", 0.24, 0.24, 0.26, 0.29) }
    open class var opaqueSeparator: UIColor { named("opaqueSeparator", 0.78, 0.78, 0.78) }
    open class var systemFill: UIColor { named("systemFill", 0.47, 0.47, 0.5, 0.2) }
    open class var secondarySystemFill: UIColor { named("secondarySystemFill", 0.47, 0.47, 0.5, 0.16) }
    open class var systemBackground: UIColor { named("systemBackground", 1, 1, 1) }
    open class var secondarySystemBackground: UIColor { named("secondarySystemBackground", 0.95, 0.95, 0.97) }
    open class var tertiarySystemBackground: UIColor { named("tertiarySystemBackground", 1, 1, 1) }
    open class var systemGroupedBackground: UIColor { named("systemGroupedBackground", 0.95, 0.95, 0.97) }
    open class var secondarySystemGroupedBackground: UIColor { named("secondarySystemGroupedBackground", 1, 1, 1) }
    open class var tertiarySystemGroupedBackground: UIColor { named("tertiarySystemGroupedBackground", 0.95, 0.95, 0.97) }
}

open class UIFont: NSObject, @unchecked Sendable {
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let extraLargeTitle = TextStyle("UICTFontTextStyleExtraLargeTitle")
        public static let extraLargeTitle2 = TextStyle("UICTFontTextStyleExtraLargeTitle2")
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        var pointSize: CGFloat {
            switch self {
            case .extraLargeTitle: 36
            case .extraLargeTitle2: 28
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            default: 17
            }
        }
    }

    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    open var pointSize: CGFloat { size }
    open var fontName: String { name }
    open var familyName: String { name.components(separatedBy: "-").first ?? name }
    open var lineHeight: CGFloat { (size * 1.194).rounded(.up) }
    open var ascender: CGFloat { size * 0.95 }
    open var descender: CGFloat { -size * 0.24 }
    open var capHeight: CGFloat { size * 0.7 }
    open var leading: CGFloat { 0 }

    let size: CGFloat
    let name: String
    /// A preferred font's text style: a label that adjusts to the text size follows it (not SDK API).
    var _textStyle: TextStyle?

    init(name: String, pointSize: CGFloat) {
        self.name = name; size = pointSize
        super.init()
    }

    /// Custom fonts cannot be checked on Linux: any non-empty name gives a font.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        if fontName.isEmpty { return nil }
        self.init(name: fontName, pointSize: fontSize)
    }

    /// At the user's text size (the current traits' content size category).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let font = UIFont(name: ".SFUI-\(style.rawValue)", pointSize: (style.pointSize * UITraitCollection.current.preferredContentSizeCategory._scale).rounded())
        font._textStyle = style
        return font
    }
    open class func preferredFont(forTextStyle style: UIFont.TextStyle,
                                  compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(name: ".SFUI-Regular", pointSize: fontSize) }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(name: ".SFUI-Bold", pointSize: fontSize) }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(name: ".SFUI-Italic", pointSize: fontSize) }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(name: ".SFUI-\(weight.rawValue)", pointSize: fontSize)
    }
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(name: ".SFMono-\(weight.rawValue)", pointSize: fontSize)
    }
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(name: ".SFUI-Mono-\(weight.rawValue)", pointSize: fontSize)
    }
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }
    open class var systemFontSize: CGFloat { 14 }
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(name: name, pointSize: fontSize) }
}

public struct UIFontMetrics: Sendable {
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    let style: UIFont.TextStyle
    public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle }
    public func scaledFont(for font: UIFont) -> UIFont { font }
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}

open class UIImage: NSObject, @unchecked Sendable {
    public enum RenderingMode: Int, Sendable { case automatic = 0, alwaysOriginal = 1, alwaysTemplate = 2 }

    open class SymbolConfiguration: NSObject, @unchecked Sendable {
        public enum Scale: Int, Sendable { case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3 }
        public enum Weight: Int, Sendable {
            case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        }
        let pointSize: CGFloat
        init(_ pointSize: CGFloat) { self.pointSize = pointSize; super.init() }
        public convenience init(pointSize: CGFloat) { self.init(pointSize) }
        public convenience init(pointSize: CGFloat, weight: SymbolConfiguration.Weight) { self.init(pointSize) }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle.pointSize) }
        public convenience init(scale: SymbolConfiguration.Scale) { self.init(scale == .large ? 22 : 17) }
        public convenience init(weight: SymbolConfiguration.Weight) { self.init(17) }
        public convenience init(font: UIFont) { self.init(font.pointSize) }
    }

    public let size: CGSize
    open var scale: CGFloat { 3 }
    open var renderingMode: UIImage.RenderingMode { mode }
    let mode: RenderingMode
    let imageName: String?

    init(size: CGSize, name: String?, mode: RenderingMode = .automatic) {
        self.size = size; imageName = name; self.mode = mode
        super.init()
    }

    /// Asset catalogs do not exist on Linux: any non-empty name gives a 100×100 pt image.
    public convenience init?(named name: String) {
        if name.isEmpty { return nil }
        self.init(size: CGSize(width: 100, height: 100), name: name)
    }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }
    /// SF Symbols cannot be looked up on Linux: any non-empty name gives a symbol-sized image.
    public convenience init?(systemName name: String) {
        if name.isEmpty { return nil }
        self.init(size: CGSize(width: 20, height: 20), name: name, mode: .alwaysTemplate)
    }
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.SymbolConfiguration?) {
        if name.isEmpty { return nil }
        let side = (configuration?.pointSize ?? 17) * 1.2
        self.init(size: CGSize(width: side, height: side), name: name, mode: .alwaysTemplate)
    }
    public convenience init?(data: Data) {
        if data.isEmpty { return nil }
        self.init(size: CGSize(width: 1, height: 1), name: nil)
    }
    public convenience init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        self.init(size: CGSize(width: 1, height: 1), name: path)
    }
    public convenience override init() { self.init(size: .zero, name: nil) }

    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        UIImage(size: size, name: imageName, mode: renderingMode)
    }
    open func withTintColor(_ color: UIColor) -> UIImage { self }
    open func withConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage { self }
    open func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? { self }
    public func pngData() -> Data? { Data([0x89, 0x50, 0x4E, 0x47]) }
    public func jpegData(compressionQuality: CGFloat) -> Data? { Data([0xFF, 0xD8, 0xFF]) }
}

// MARK: - Layout: priorities, constraints, anchors, guides

public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

/// An item constraints can refer to: a view or a layout guide.
@MainActor protocol _UILayoutItem: AnyObject {
    var _layoutOwningView: UIView? { get }
}

@MainActor
open class NSLayoutConstraint: NSObject {
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    var _first: (item: AnyObject, attribute: Attribute)?
    var _second: (item: AnyObject, attribute: Attribute)?
    var _relation: Relation = .equal
    var _multiplier: CGFloat = 1
    var _active = false
    var _installedOn: UIView?

    public override init() { super.init() }

    public convenience init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
                            relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
                            attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init()
        _first = (view1 as AnyObject, attr1)
        if let view2, attr2 != .notAnAttribute { _second = (view2 as AnyObject, attr2) }
        _relation = relation; _multiplier = multiplier; constant = c
    }

    open class func constraints(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] { [] }

    open var firstItem: AnyObject? { _first?.item }
    open var firstAttribute: NSLayoutConstraint.Attribute { _first?.attribute ?? .notAnAttribute }
    open var relation: NSLayoutConstraint.Relation { _relation }
    open var secondItem: AnyObject? { _second?.item }
    open var secondAttribute: NSLayoutConstraint.Attribute { _second?.attribute ?? .notAnAttribute }
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: _first?.item, attribute: firstAttribute)
    }
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        _second.map { NSLayoutAnchor<AnyObject>(item: $0.item, attribute: $0.attribute) }
    }
    open var multiplier: CGFloat { _multiplier }
    open var constant: CGFloat = 0
    open var identifier: String?
    open var shouldBeArchived = false

    open var priority: UILayoutPriority = .required {
        willSet {
            if _active, (priority == .required) != (newValue == .required) {
                _UIKitConsole.exception("NSInternalInconsistencyException",
                    "Mutating a priority from \(priority == .required ? "required" : "optional") to \(newValue == .required ? "required" : "optional") on an installed constraint (or vice-versa) is not supported.  You passed priority \(newValue.rawValue) and the existing priority was \(priority.rawValue).")
            }
        }
    }

    open var isActive: Bool {
        get { _active }
        set {
            if newValue == _active { return }
            if newValue { _activate() } else { _deactivate() }
        }
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    func _views() -> [UIView] {
        [_first?.item, _second?.item].compactMap { ($0 as? _UILayoutItem)?._layoutOwningView }
    }

    func _anchorDescription(_ end: (item: AnyObject, attribute: Attribute)?) -> String {
        guard let end else { return "(nil)" }
        return "<NSLayout\(end.attribute == .width || end.attribute == .height ? "Dimension" : (end.attribute == .top || end.attribute == .bottom || end.attribute == .centerY || end.attribute == .firstBaseline || end.attribute == .lastBaseline ? "YAxisAnchor" : "XAxisAnchor")):0x0 \"\(type(of: end.item)).\(end.attribute)\">"
    }

    func _activate() {
        let views = _views()
        guard let first = views.first else { return }
        var ancestor: UIView? = first
        if views.count > 1 {
            let second = views[1]
            ancestor = first._commonAncestor(with: second)
            if ancestor == nil {
                _UIKitConsole.exception("NSGenericException",
                    "Unable to activate constraint with anchors \(_anchorDescription(_first)) and \(_anchorDescription(_second)) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
            }
        } else if let guide = _first?.item as? UILayoutGuide, guide.owningView == nil {
            _UIKitConsole.exception("NSGenericException",
                "Unable to activate constraint with anchors \(_anchorDescription(_first)) because the layout guide is not added to a view.")
        }
        _active = true
        _installedOn = ancestor
        ancestor?._installedConstraints.append(self)
        for view in views { view._constraintsChanged() }
    }

    func _deactivate() {
        _active = false
        _installedOn?._installedConstraints.removeAll { $0 === self }
        _installedOn = nil
        for view in _views() { view._constraintsChanged() }
    }

    func _involves(_ item: AnyObject, _ attributes: Set<Attribute>) -> (isFirst: Bool, other: (item: AnyObject, attribute: Attribute)?)? {
        if let f = _first, f.item === item, attributes.contains(f.attribute) { return (true, _second) }
        if let s = _second, s.item === item, attributes.contains(s.attribute) { return (false, _first) }
        return nil
    }
}

@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var _item: AnyObject?
    let _attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        _item = item; _attribute = attribute
        super.init()
    }

    open var name: String { "\(_item.map { "\(type(of: $0))" } ?? "nil").\(_attribute)" }
    open var item: AnyObject? { _item }
    open var hasAmbiguousLayout: Bool { false }
    open var constraintsAffectingLayout: [NSLayoutConstraint] {
        guard let view = (_item as? _UILayoutItem)?._layoutOwningView else { return [] }
        return view._allActiveConstraints().filter { $0._involves(_item!, [_attribute]) != nil }
    }

    func _make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, _ multiplier: CGFloat,
               _ constant: CGFloat) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint()
        if let item = _item { constraint._first = (item, _attribute) }
        if let other, let item = other._item { constraint._second = (item, other._attribute) }
        constraint._relation = relation
        constraint._multiplier = multiplier
        constraint.constant = constant
        return constraint
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        _make(.equal, anchor, 1, 0)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        _make(.greaterThanOrEqual, anchor, 1, 0)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        _make(.lessThanOrEqual, anchor, 1, 0)
    }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        _make(.equal, anchor, 1, c)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        _make(.greaterThanOrEqual, anchor, 1, c)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        _make(.lessThanOrEqual, anchor, 1, c)
    }
}

@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(item: _item, attribute: .width)
    }
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _make(.equal, anchor, 1, 8 * multiplier)
    }
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _make(.greaterThanOrEqual, anchor, 1, 8 * multiplier)
    }
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _make(.lessThanOrEqual, anchor, 1, 8 * multiplier)
    }
}

@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(item: _item, attribute: .height)
    }
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _make(.equal, anchor, 1, 8 * multiplier)
    }
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _make(.greaterThanOrEqual, anchor, 1, 8 * multiplier)
    }
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _make(.lessThanOrEqual, anchor, 1, 8 * multiplier)
    }
}

@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { _make(.equal, nil, 1, c) }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        _make(.greaterThanOrEqual, nil, 1, c)
    }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { _make(.lessThanOrEqual, nil, 1, c) }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        _make(.equal, anchor, m, 0)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        _make(.greaterThanOrEqual, anchor, m, 0)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        _make(.lessThanOrEqual, anchor, m, 0)
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        _make(.equal, anchor, m, c)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        _make(.greaterThanOrEqual, anchor, m, c)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        _make(.lessThanOrEqual, anchor, m, c)
    }
}

@MainActor
open class UILayoutGuide: NSObject, @preconcurrency NSCoding, _UILayoutItem {
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        let insets = _insets()
        return CGRect(x: insets.left, y: insets.top, width: max(0, owningView.bounds.width - insets.left - insets.right),
                      height: max(0, owningView.bounds.height - insets.top - insets.bottom))
    }
    weak open var owningView: UIView?
    open var identifier: String = ""

    enum Kind { case custom, safeArea, margins, readable, keyboard, scrollContent, scrollFrame }
    var _kind: Kind = .custom
    var _layoutOwningView: UIView? { owningView }

    func _insets() -> UIEdgeInsets {
        guard let view = owningView else { return .zero }
        switch _kind {
        case .safeArea: return view.safeAreaInsets
        case .margins: return view.layoutMargins
        case .readable: return UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        default: return .zero
        }
    }

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public func encode(with coder: NSCoder) {}

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}

/// The layout guide for the keyboard (iOS 15).
@MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    open var followsUndockedKeyboard = false
}

/// The layout guide type the deprecated `topLayoutGuide`/`bottomLayoutGuide` return.
@MainActor public protocol UILayoutSupport: NSObjectProtocol {
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

@MainActor final class _UILayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    var length: CGFloat { layoutFrame.height }
}

// MARK: - Core Animation / Core Graphics stand-ins (QuartzCore and CoreGraphics are re-exported by UIKit on iOS)

public final class CGColor: @unchecked Sendable {
    public let components: [CGFloat]?
    init(_ components: [CGFloat]) { self.components = components }
    public var alpha: CGFloat { components?.last ?? 1 }
}

extension UIColor {
    public var cgColor: CGColor { CGColor([rgba.0, rgba.1, rgba.2, rgba.3]) }
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(c[0], c[1], c[2], c[3], name: nil)
    }
}

public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(rotationAngle angle: CGFloat) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }
    public static let identity = CGAffineTransform()
    public var isIdentity: Bool { self == .identity }
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                          tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { CGAffineTransform(scaleX: sx, y: sy).concatenating(self) }
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { CGAffineTransform(translationX: tx, y: ty).concatenating(self) }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { CGAffineTransform(rotationAngle: angle).concatenating(self) }
}

public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

open class CALayer: NSObject {
    open var cornerRadius: CGFloat = 0
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var opacity: Float = 1
    open var isHidden = false
    open var zPosition: CGFloat = 0
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    public override init() { super.init() }
}

// MARK: - Events and responders

@MainActor open class UITouch: NSObject {
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }
    open var phase: UITouch.Phase = .began
    open var tapCount = 1
    weak open var view: UIView?
    open func location(in view: UIView?) -> CGPoint { .zero }
}

@MainActor open class UIEvent: NSObject {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll = 10, hover, transform }
    open var type: UIEvent.EventType { .touches }
    open var timestamp: TimeInterval { 0 }
}

@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { UIResponder._first === self }
    open var inputView: UIView? { nil }
    open var inputAccessoryView: UIView? { nil }

    weak static var _first: UIResponder?

    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if UIResponder._first === self { return true }
        if let current = UIResponder._first, !current.resignFirstResponder() { return false }
        UIResponder._first = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if UIResponder._first === self { UIResponder._first = nil }
        return true
    }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

// MARK: - Gesture recognizers (declarations: they cannot be driven without the Objective-C runtime)

@MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }
    var _targets: [(AnyObject?, Selector)] = []
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { _targets.append((target as AnyObject?, action)) }
    }
    public convenience override init() { self.init(target: nil, action: nil) }
    open func addTarget(_ target: Any, action: Selector) { _targets.append((target as AnyObject, action)) }
    open func removeTarget(_ target: Any?, action: Selector?) { _targets.removeAll { $0.0 === (target as AnyObject?) } }
    open var state: UIGestureRecognizer.State = .possible
    open var isEnabled = true
    open var cancelsTouchesInView = true
    weak open var view: UIView? { _view }
    weak var _view: UIView?
    weak open var delegate: (any UIGestureRecognizerDelegate)?
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
}

@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}
extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}
@MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
}
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    open func translation(in view: UIView?) -> CGPoint { .zero }
}
@MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1), left = Direction(rawValue: 2)
        public static let up = Direction(rawValue: 4), down = Direction(rawValue: 8)
    }
    open var direction: UISwipeGestureRecognizer.Direction = .right
}

// MARK: - UIView

public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}

@MainActor
open class UIView: UIResponder, @preconcurrency NSCoding, _UILayoutItem {
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    }

    nonisolated public static let noIntrinsicMetric: CGFloat = -1
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 3.4028234663852886e+38, height: 3.4028234663852886e+38)

    // MARK: Initializers

    public init(frame: CGRect) {
        _frame = frame
        super.init()
    }

    public required init?(coder: NSCoder) {
        _frame = .zero
        super.init()
    }

    public convenience override init() { self.init(frame: .zero) }

    public func encode(with coder: NSCoder) {}

    // MARK: Geometry

    var _frame: CGRect
    open var frame: CGRect {
        get { _frame }
        set {
            let sizeChanged = newValue.size != _frame.size
            _frame = newValue
            if sizeChanged { setNeedsLayout(); _sizeChanged() }
        }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: _frame.size) }
        set { frame.size = newValue.size }
    }
    open var center: CGPoint {
        get { CGPoint(x: _frame.midX, y: _frame.midY) }
        set { _frame.origin = CGPoint(x: newValue.x - _frame.width / 2, y: newValue.y - _frame.height / 2) }
    }
    open var transform: CGAffineTransform = .identity
    open var autoresizingMask: UIView.AutoresizingMask = []
    open var autoresizesSubviews = true
    open var contentMode: UIView.ContentMode = .scaleToFill
    public let layer = CALayer()
    open class var layerClass: AnyClass { CALayer.self }

    func _sizeChanged() {}

    // MARK: Hierarchy

    weak var _superview: UIView?
    var _subviews: [UIView] = []
    weak var _owningViewController: UIViewController?

    open var superview: UIView? { _superview }
    open var subviews: [UIView] { _subviews }
    open var window: UIWindow? { (self as? UIWindow) ?? _superview?.window }

    open override var next: UIResponder? { _owningViewController ?? _superview }

    open func addSubview(_ view: UIView) { _insert(view, at: nil) }
    open func insertSubview(_ view: UIView, at index: Int) { _insert(view, at: index) }
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        _insert(view, at: _subviews.firstIndex { $0 === siblingSubview })
    }
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        _insert(view, at: _subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 })
    }
    open func bringSubviewToFront(_ view: UIView) {
        guard let i = _subviews.firstIndex(where: { $0 === view }) else { return }
        _subviews.append(_subviews.remove(at: i))
    }
    open func sendSubviewToBack(_ view: UIView) {
        guard let i = _subviews.firstIndex(where: { $0 === view }) else { return }
        _subviews.insert(_subviews.remove(at: i), at: 0)
    }
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { _subviews.swapAt(index1, index2) }

    func _insert(_ view: UIView, at index: Int?) {
        if view === self {
            _UIKitConsole.exception("NSInvalidArgumentException", "Can't add self as subview")
        }
        var ancestor: UIView? = self
        while let a = ancestor {
            if a === view { _UIKitConsole.exception("NSInvalidArgumentException", "Can't add a view's ancestor as its subview") }
            ancestor = a._superview
        }
        let oldWindow = view.window
        let newWindow = window
        if view._superview !== self {
            view.willMove(toSuperview: self)
            if oldWindow !== newWindow { view._willMoveToWindow(newWindow) }
            view._detach(keepConstraintsWith: self)
        } else {
            _subviews.removeAll { $0 === view }
        }
        if let index, index >= 0, index <= _subviews.count { _subviews.insert(view, at: index) } else { _subviews.append(view) }
        view._superview = self
        view.didMoveToSuperview()
        didAddSubview(view)
        if oldWindow !== newWindow { view._didMoveToWindow() }
        setNeedsLayout()
    }

    /// Removes `self` from its superview's list, deactivating constraints that tie it to views outside its subtree.
    func _detach(keepConstraintsWith newSuperview: UIView?) {
        guard let parent = _superview else { return }
        parent.willRemoveSubview(self)
        parent._subviews.removeAll { $0 === self }
        if let stack = parent as? UIStackView { stack._arranged.removeAll { $0 === self } }
        var ancestor: UIView? = parent
        while let a = ancestor {
            for constraint in a._installedConstraints where constraint._views().contains(where: { $0._isDescendant(of: self) }) {
                constraint.isActive = false
            }
            ancestor = a._superview
        }
        _superview = nil
    }

    open func removeFromSuperview() {
        guard _superview != nil else { return }
        let hadWindow = window != nil
        willMove(toSuperview: nil)
        if hadWindow { _willMoveToWindow(nil) }
        _detach(keepConstraintsWith: nil)
        didMoveToSuperview()
        if hadWindow { _didMoveToWindow() }
    }

    func _willMoveToWindow(_ newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for view in _subviews { view._willMoveToWindow(newWindow) }
    }
    func _didMoveToWindow() {
        didMoveToWindow()
        for view in _subviews { view._didMoveToWindow() }
    }

    func _isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let c = current {
            if c === view { return true }
            current = c._superview
        }
        return false
    }
    open func isDescendant(of view: UIView) -> Bool { _isDescendant(of: view) }

    func _commonAncestor(with other: UIView) -> UIView? {
        var current: UIView? = self
        while let c = current {
            if other._isDescendant(of: c) { return c }
            current = c._superview
        }
        return nil
    }

    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in _subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    // MARK: Appearance

    open var backgroundColor: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var isOpaque = true
    open var clipsToBounds = false
    open var tag = 0
    open var isUserInteractionEnabled = true
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    open var tintColor: UIColor! {
        get { _tintColor ?? _superview?.tintColor ?? .systemBlue }
        set { _tintColor = newValue }
    }
    var _tintColor: UIColor?
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    open var traitCollection: UITraitCollection { UITraitCollection.current }
    open func tintColorDidChange() {}

    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var isAccessibilityElement = false
    open var accessibilityTraits: UIAccessibilityTraits = .none

    open var gestureRecognizers: [UIGestureRecognizer]?
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer._view = self
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    }
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
    }

    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        if let first = UIResponder._first as? UIView, first._isDescendant(of: self) { return first.resignFirstResponder() }
        return true
    }

    open func setNeedsDisplay() {}
    open func draw(_ rect: CGRect) {}

    // MARK: Auto Layout

    open var translatesAutoresizingMaskIntoConstraints = true
    var _installedConstraints: [NSLayoutConstraint] = []
    open var constraints: [NSLayoutConstraint] { _installedConstraints }
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }
    var _layoutOwningView: UIView? { self }

    func _constraintsChanged() { setNeedsLayout() }

    /// Active constraints installed on this view or its ancestors (where constraints about this view live).
    func _allActiveConstraints() -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var current: UIView? = self
        while let c = current {
            result += c._installedConstraints
            current = c._superview
        }
        return result
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    var _guides: [UILayoutGuide] = []
    open var layoutGuides: [UILayoutGuide] { _guides }
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView = self
        if !_guides.contains(where: { $0 === layoutGuide }) { _guides.append(layoutGuide) }
    }
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        _guides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    func _systemGuide<G: UILayoutGuide>(_ kind: UILayoutGuide.Kind, _ make: () -> G) -> G {
        if let guide = _guides.first(where: { $0._kind == kind }) as? G { return guide }
        let guide = make()
        guide._kind = kind
        guide.owningView = self
        _guides.append(guide)
        return guide
    }
    open var safeAreaLayoutGuide: UILayoutGuide { _systemGuide(.safeArea) { UILayoutGuide() } }
    open var layoutMarginsGuide: UILayoutGuide { _systemGuide(.margins) { UILayoutGuide() } }
    open var readableContentGuide: UILayoutGuide { _systemGuide(.readable) { UILayoutGuide() } }
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide { _systemGuide(.keyboard) { UIKeyboardLayoutGuide() } }

    open var safeAreaInsets: UIEdgeInsets {
        if let controller = _owningViewController { return controller._safeAreaInsets() }
        return .zero
    }
    open func safeAreaInsetsDidChange() {}
    open var insetsLayoutMarginsFromSafeArea = true
    open var preservesSuperviewLayoutMargins = false
    var _layoutMargins: UIEdgeInsets?
    open var layoutMargins: UIEdgeInsets {
        get { _layoutMargins ?? (_owningViewController != nil ? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
                                                                 : UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)) }
        set { _layoutMargins = newValue; layoutMarginsDidChange() }
    }
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left,
                                      bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }
    open func layoutMarginsDidChange() {}

    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    open func invalidateIntrinsicContentSize() { _superview?.setNeedsLayout() }

    var _hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    var _compression: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    var _defaultHugging: UILayoutPriority { .defaultLow }
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        _hugging[axis] ?? _defaultHugging
    }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        _hugging[axis] = priority
    }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        _compression[axis] ?? .defaultHigh
    }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        _compression[axis] = priority
    }

    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let intrinsicWidth = intrinsicContentSize.width
        let width = targetSize.width > 0 && targetSize.width < 1e30 ? targetSize.width
            : (intrinsicWidth != UIView.noIntrinsicMetric ? intrinsicWidth : bounds.width)
        return CGSize(width: width, height: _UILayout.contentHeight(of: self))
    }
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        systemLayoutSizeFitting(targetSize)
    }
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        if intrinsic.width != UIView.noIntrinsicMetric, intrinsic.height != UIView.noIntrinsicMetric { return intrinsic }
        return bounds.size
    }
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

    var _needsLayout = true
    open func setNeedsLayout() { _needsLayout = true }
    open func layoutIfNeeded() { _layoutPass() }
    open func layoutSubviews() {}
    open func setNeedsUpdateConstraints() {}
    open func updateConstraints() {}
    open func updateConstraintsIfNeeded() {}
    open var needsUpdateConstraints: Bool { false }
    open class var requiresConstraintBasedLayout: Bool { false }

    func _layoutPass() {
        if _needsLayout {
            _needsLayout = false
            _UILayout.applyResolvedFrames(in: self)
            layoutSubviews()
        }
        for view in _subviews { view._layoutPass() }
    }

    // MARK: Animation (changes apply immediately; completions run on the next run-loop turn)

    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        animations()
        if let completion { _UIRunLoop.perform { completion(true) } }
    }
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, animations: animations, completion: completion)
    }
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                            initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, animations: animations, completion: completion)
    }
    open class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                               animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        if let completion { _UIRunLoop.perform { completion(true) } }
    }
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }
    open class var areAnimationsEnabled: Bool { true }
    open class func setAnimationsEnabled(_ enabled: Bool) {}
    /// Smoke driver hook (not SDK API): uses the view as a user would; MKMapView and WKWebView override it.
    open func _tandemSmokeExercise() {}
}

// MARK: - Screen and window

@MainActor
open class UIScreen: NSObject {
    static let _main = UIScreen()
    @available(*, deprecated, message: "Use a UIScreen instance found through context instead: i.e, view.window.windowScene.screen")
    open class var main: UIScreen { _main }
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: 1179, height: 2556) }
    open var scale: CGFloat { 3 }
    open var nativeScale: CGFloat { 3 }
    open var brightness: CGFloat = 0.5
    open var traitCollection: UITraitCollection { UITraitCollection.current }
}

@MainActor
open class UIWindow: UIView {
    public struct Level: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
    }

    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        isHidden = true
        self.windowScene = windowScene
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    weak open var windowScene: UIWindowScene? {
        didSet {
            oldValue?._windows.removeAll { $0 === self }
            if let windowScene, !windowScene._windows.contains(where: { $0 === self }) { windowScene._windows.append(self) }
            if windowScene != nil, frame.size == .zero { frame = UIScreen._main.bounds }
        }
    }
    open var screen: UIScreen = UIScreen._main
    open var windowLevel: UIWindow.Level = .normal
    open var canResizeToFitContent = false
    open var isKeyWindow: Bool { UIWindow._key === self }
    weak static var _key: UIWindow?

    var _rootViewController: UIViewController?
    open var rootViewController: UIViewController? {
        get { _rootViewController }
        set { _setRoot(newValue) }
    }

    var _isVisible: Bool { !isHidden && (windowScene != nil || UIApplication._shared?._usesScenes != true) }

    func _setRoot(_ newRoot: UIViewController?) {
        let old = _rootViewController
        if old === newRoot { return }
        let visible = _isVisible
        if visible { old?._beginAppearanceTransition(false) }
        if let old {
            old._window = nil
            if old.isViewLoaded, old.view._superview === self { old.view.removeFromSuperview() }
        }
        _rootViewController = newRoot
        if let newRoot {
            newRoot._window = self
            if visible { _showRoot(newRoot) }
        }
        if visible { old?._endAppearanceTransition() }
    }

    func _showRoot(_ root: UIViewController) {
        root._beginAppearanceTransition(true)
        root.view.frame = bounds
        if root.view._superview !== self { addSubview(root.view) }
        root._layoutIfVisible()
        root._endAppearanceTransition()
    }

    open func makeKeyAndVisible() {
        if windowScene == nil, UIApplication._shared?._usesScenes == true {
            _UIKitConsole.warn("\(_describe(self)) has no windowScene: in a scene-based app a window created with init(frame:) is never shown; create it with UIWindow(windowScene:)")
            makeKey()
            return
        }
        let wasHidden = isHidden
        isHidden = false
        makeKey()
        if wasHidden, let root = _rootViewController { _showRoot(root) }
    }
    open func makeKey() {
        let old = UIWindow._key
        UIWindow._key = self
        if old !== self { old?.resignKey(); becomeKey() }
    }
    open func becomeKey() {}
    open func resignKey() {}
    open override var isHidden: Bool {
        didSet {
            guard oldValue != isHidden, let root = _rootViewController, root.isViewLoaded else { return }
            if isHidden { root._beginAppearanceTransition(false); root._endAppearanceTransition() }
        }
    }
}

// MARK: - Scenes

@MainActor
open class UIScene: UIResponder {
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }

    @MainActor open class ConnectionOptions: NSObject {
        open var urlContexts: Set<UIOpenURLContext> { [] }
        open var userActivities: Set<NSUserActivity> { [] }
        open var sourceApplication: String? { nil }
        open var handoffUserActivityType: String? { nil }
        open var shortcutItem: UIApplicationShortcutItem? { nil }
        override init() { super.init() }
    }

    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    public let session: UISceneSession
    /// The scene retains its delegate.
    open var delegate: (any UISceneDelegate)?
    open var activationState: UIScene.ActivationState = .unattached
    open var title: String!

    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
}

@MainActor open class UIOpenURLContext: NSObject {
    open var url: URL { _url }
    let _url: URL
    init(url: URL) { _url = url; super.init() }
}

/// Foundation's on Apple platforms (swift-corelibs-foundation has none): a handoff or a universal link.
open class NSUserActivity: NSObject {
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
    open var activityType: String
    open var webpageURL: URL?
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
}

public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

@MainActor open class UIApplicationShortcutItem: NSObject {
    open var type: String = ""
    open var localizedTitle: String = ""
}

@MainActor
open class UIWindowScene: UIScene {
    var _windows: [UIWindow] = []
    open var windows: [UIWindow] { _windows }
    open var keyWindow: UIWindow? { _windows.first { $0.isKeyWindow } }
    open var screen: UIScreen { UIScreen._main }
    open var traitCollection: UITraitCollection { UITraitCollection.current }
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
}

public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3
}

public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

@MainActor
open class UISceneSession: NSObject {
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role("UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        @available(*, deprecated, message: "Use windowExternalDisplayNonInteractive instead")
        public static let windowExternalDisplay = Role("UIWindowSceneSessionRoleExternalDisplay")
    }

    init(role: Role) {
        self.role = role
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        super.init()
    }

    weak open var scene: UIScene? { _scene }
    weak var _scene: UIScene?
    public let role: UISceneSession.Role
    open internal(set) var configuration: UISceneConfiguration
    public let persistentIdentifier = UUID().uuidString
    open var userInfo: [String: Any]?
    /// What the scene delegate's `stateRestorationActivity(for:)` gave when the scene last went to the background,
    /// handed back when iOS relaunches a scene it killed (iOS 13).
    open var stateRestorationActivity: NSUserActivity? { _stateRestorationActivity }
    var _stateRestorationActivity: NSUserActivity?
}

@MainActor
open class UISceneConfiguration: NSObject {
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
    public let name: String?
    public let role: UISceneSession.Role
    open var sceneClass: AnyClass?
    open var delegateClass: AnyClass?
    open var storyboard: UIStoryboard?
    var _isInfoPlistDefault = false
}

@MainActor
open class UIStoryboard: NSObject {
    let name: String
    /// Storyboards cannot be loaded on Linux.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }
    open func instantiateInitialViewController() -> UIViewController? {
        _UIKitConsole.exception("NSInvalidArgumentException",
            "Could not find a storyboard named '\(name)' in bundle NSBundle </app> (loaded)")
    }
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        _UIKitConsole.exception("NSInvalidArgumentException",
            "Storyboard (<UIStoryboard: 0x0>) doesn't contain a view controller with identifier '\(identifier)'")
    }
}

@MainActor public protocol UISceneDelegate: NSObjectProtocol {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
}
extension UISceneDelegate {
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
}

@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}
extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

// MARK: - Application

@MainActor
open class UIApplication: UIResponder {
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey("UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey("UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey("UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey("UIApplicationLaunchOptionsShortcutItemKey")
        public static let userActivityType = LaunchOptionsKey("UIApplicationLaunchOptionsUserActivityTypeKey")
    }
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey("UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let universalLinksOnly = OpenURLOptionsKey("UIApplicationOpenURLOptionUniversalLinksOnly")
    }
    public enum State: Int, Sendable { case active = 0, inactive = 1, background = 2 }

    nonisolated public static let openSettingsURLString = "app-settings:"
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    static var _shared: UIApplication?
    var _delegate: (any UIApplicationDelegate)?
    var _scenes: [UIScene] = []
    var _usesScenes = false
    var _openedURLs: [URL] = []

    override init() { super.init() }

    open class var shared: UIApplication {
        if let app = _shared { return app }
        let app = UIApplication()
        _shared = app
        return app
    }

    /// UIKit does not retain the application delegate; UIApplicationMain keeps it alive.
    unowned(unsafe) open var delegate: (any UIApplicationDelegate)? {
        get { _delegate }
        set { _delegate = newValue }
    }
    open var connectedScenes: Set<UIScene> { Set(_scenes) }
    open var openSessions: Set<UISceneSession> { Set(_scenes.map(\.session)) }
    open var supportsMultipleScenes: Bool { false }
    open var applicationState: UIApplication.State = .inactive
    open var isIdleTimerDisabled = false
    open var applicationIconBadgeNumber = 0
    @available(*, deprecated, message: "Provide a custom network activity UI in your app if desired.")
    open var isNetworkActivityIndicatorVisible = false

    @available(*, deprecated, message: "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes")
    open var keyWindow: UIWindow? { UIWindow._key }
    @available(*, deprecated, message: "Use UIWindowScene.windows on a relevant window scene instead")
    open var windows: [UIWindow] { _scenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows) }

    open func canOpenURL(_ url: URL) -> Bool { url.scheme != nil }
    open func open(_ url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        _openedURLs.append(url)
        if let completion { _UIRunLoop.perform { completion(true) } }
    }
    @available(*, deprecated, message: "Please use openURL:options:completionHandler: instead")
    open func openURL(_ url: URL) -> Bool { _openedURLs.append(url); return true }
    open func registerForRemoteNotifications() {}
    open func unregisterForRemoteNotifications() {}
    open var isRegisteredForRemoteNotifications: Bool { false }
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }
}

@MainActor public protocol UIApplicationDelegate: NSObjectProtocol {
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    var window: UIWindow? { get set }
}
extension UIApplicationDelegate {
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Without an implementation UIKit takes the configuration from the Info.plist scene manifest; there is none on
    /// Linux, so the app runs without scenes (the delegate's `window`).
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration._isInfoPlistDefault = true
        return configuration
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

extension UIApplicationDelegate {
    /// The app's entry point (`@main`): UIApplicationMain, then — with TANDEM_SMOKE=1 — the smoke driver.
    @MainActor @preconcurrency public static func main() {
        _UIApplicationMain.run(delegateType: Self.self)
    }
}

// MARK: - View controllers

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet = 1, formSheet = 2, currentContext = 3, custom = 4, overFullScreen = 5
    case overCurrentContext = 6, popover = 7, none = -1, automatic = -2
}
public enum UIModalTransitionStyle: Int, Sendable { case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl }
public enum UIStatusBarStyle: Int, Sendable { case `default` = 0, lightContent = 1, darkContent = 3 }
public enum UIStatusBarAnimation: Int, Sendable { case none = 0, fade, slide }

@MainActor
open class UIViewController: UIResponder, @preconcurrency NSCoding {
    enum _AppearanceState { case disappeared, appearing, appeared, disappearing }

    // MARK: Initializers

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    public required init?(coder: NSCoder) {
        _nibName = nil
        nibBundle = nil
        super.init()
    }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    public func encode(with coder: NSCoder) {}

    let _nibName: String?
    open var nibName: String? { _nibName }
    public let nibBundle: Bundle?
    open var storyboard: UIStoryboard? { nil }
    open var restorationIdentifier: String?

    // MARK: View

    var _view: UIView?
    var _isLoadingView = false

    open var view: UIView! {
        get {
            if _view == nil { _loadView() }
            return _view
        }
        set {
            _view?._owningViewController = nil
            _view = newValue
            newValue?._owningViewController = self
        }
    }
    open var viewIfLoaded: UIView? { _view }
    open var isViewLoaded: Bool { _view != nil }

    func _loadView() {
        if _isLoadingView {
            _UIKitConsole.exception("NSInternalInconsistencyException",
                "\(_describe(self)) accessed its view while loading it: loadView() must assign self.view without reading it")
        }
        _isLoadingView = true
        loadView()
        _isLoadingView = false
        viewDidLoad()
    }

    open func loadView() {
        if let nibName {
            _UIKitConsole.exception("NSInternalInconsistencyException",
                "Could not load NIB in bundle: 'NSBundle </app> (loaded)' with name '\(nibName)'")
        }
        view = UIView(frame: UIScreen._main.bounds)
    }
    open func loadViewIfNeeded() { if _view == nil { _loadView() } }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}
    open func updateViewConstraints() {}
    open func didReceiveMemoryWarning() {}

    // MARK: Title and items

    var _title: String?
    open var title: String? {
        get { _title }
        set {
            _title = newValue
            _navigationItem?.title = newValue
            _tabBarItem?.title = newValue
        }
    }

    var _navigationItem: UINavigationItem?
    open var navigationItem: UINavigationItem {
        if let item = _navigationItem { return item }
        let item = UINavigationItem()
        item.title = _title
        _navigationItem = item
        return item
    }

    var _tabBarItem: UITabBarItem?
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = _tabBarItem { return item }
            let item = UITabBarItem(title: _defaultTabTitle, image: nil, tag: 0)
            _tabBarItem = item
            return item
        }
        set { _tabBarItem = newValue }
    }
    var _defaultTabTitle: String? { _title }

    open var toolbarItems: [UIBarButtonItem]?
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }
    open var hidesBottomBarWhenPushed = false
    open var isEditing = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open var editButtonItem: UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: isEditing ? .done : .edit, target: self, action: nil)
        item.primaryAction = UIAction(title: "Edit") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        return item
    }

    // MARK: Appearance and layout

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open func setNeedsStatusBarAppearanceUpdate() {}
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    open var shouldAutorotate: Bool { true }
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var traitCollection: UITraitCollection { UITraitCollection.current }
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    open var edgesForExtendedLayout: UIRectEdge = .all
    open var extendedLayoutIncludesOpaqueBars = false
    @available(*, deprecated, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
    open var automaticallyAdjustsScrollViewInsets = true
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    open var topLayoutGuide: any UILayoutSupport { _layoutSupport(top: true) }
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    open var bottomLayoutGuide: any UILayoutSupport { _layoutSupport(top: false) }
    open var preferredContentSize: CGSize = .zero
    open var isModalInPresentation = false

    func _layoutSupport(top: Bool) -> any UILayoutSupport {
        let guide = _UILayoutSupportGuide()
        view.addLayoutGuide(guide)
        return guide
    }

    func _safeAreaInsets() -> UIEdgeInsets {
        var top: CGFloat = _presenting != nil && _resolvedPresentationStyle != .fullScreen ? 10 : 59
        var bottom: CGFloat = 34
        if let nav = navigationController, !nav.isNavigationBarHidden { top += 44 }
        if tabBarController != nil, !hidesBottomBarWhenPushed { bottom = 83 }
        return UIEdgeInsets(top: top + additionalSafeAreaInsets.top, left: additionalSafeAreaInsets.left,
                            bottom: bottom + additionalSafeAreaInsets.bottom, right: additionalSafeAreaInsets.right)
    }

    var _appearance: _AppearanceState = .disappeared
    var _calledIsAppearing = false

    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Children whose appearance follows this controller's (the visible ones).
    var _appearanceChildren: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = _view else { return [] }
        return _children.filter { $0.isViewLoaded && $0.view._isDescendant(of: root) }
    }

    func _beginAppearanceTransition(_ isAppearing: Bool) {
        if isAppearing {
            guard _appearance == .disappeared || _appearance == .disappearing else { return }
            loadViewIfNeeded()
            _appearance = .appearing
            _calledIsAppearing = false
            viewWillAppear(false)
            for child in _appearanceChildren { child._beginAppearanceTransition(true) }
        } else {
            guard _appearance == .appeared || _appearance == .appearing else { return }
            let children = _appearanceChildren
            _appearance = .disappearing
            viewWillDisappear(false)
            for child in children { child._beginAppearanceTransition(false) }
        }
    }

    func _endAppearanceTransition() {
        switch _appearance {
        case .appearing:
            if !_calledIsAppearing { _calledIsAppearing = true; viewIsAppearing(false) }
            _appearance = .appeared
            viewDidAppear(false)
            for child in _children where child._appearance == .appearing { child._endAppearanceTransition() }
        case .disappearing:
            _appearance = .disappeared
            viewDidDisappear(false)
            for child in _children where child._appearance == .disappearing { child._endAppearanceTransition() }
        default:
            break
        }
    }

    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) { _beginAppearanceTransition(isAppearing) }
    open func endAppearanceTransition() { _endAppearanceTransition() }

    /// One layout pass of a visible controller: viewIsAppearing, viewWillLayoutSubviews, layoutSubviews, viewDidLayoutSubviews.
    func _layoutIfVisible() {
        guard let root = _view, root.window != nil else { return }
        if _appearance == .appearing, !_calledIsAppearing { _calledIsAppearing = true; viewIsAppearing(false) }
        viewWillLayoutSubviews()
        root._needsLayout = true
        root._layoutPass()
        viewDidLayoutSubviews()
        for child in _children where child.isViewLoaded && child.view._isDescendant(of: root) { child._layoutIfVisible() }
    }

    // MARK: Containment

    weak var _parent: UIViewController?
    var _children: [UIViewController] = []
    weak var _window: UIWindow?

    open var parent: UIViewController? { _parent }
    open var children: [UIViewController] { _children }

    open func addChild(_ childController: UIViewController) {
        if childController === self {
            _UIKitConsole.exception("NSInvalidArgumentException", "Cannot add a view controller as a child of itself")
        }
        if childController._window != nil {
            _UIKitConsole.exception("NSInvalidArgumentException",
                "adding a root view controller \(_describe(childController)) as a child of view controller:\(_describe(self))")
        }
        if childController._parent === self { return }
        childController.willMove(toParent: self)
        if childController._parent != nil { childController.removeFromParent() }
        _children.append(childController)
        childController._parent = self
    }

    open func removeFromParent() {
        guard let parent = _parent else { return }
        parent._children.removeAll { $0 === self }
        _parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    var _isMovingToParent = false
    var _isMovingFromParent = false
    var _isBeingPresented = false
    var _isBeingDismissed = false
    open var isMovingToParent: Bool { _isMovingToParent }
    open var isMovingFromParent: Bool { _isMovingFromParent }
    open var isBeingPresented: Bool { _isBeingPresented }
    open var isBeingDismissed: Bool { _isBeingDismissed }

    open var navigationController: UINavigationController? {
        var current = _parent
        while let c = current {
            if let nav = c as? UINavigationController { return nav }
            current = c._parent
        }
        return nil
    }
    open var tabBarController: UITabBarController? {
        var current = _parent
        while let c = current {
            if let tabs = c as? UITabBarController { return tabs }
            current = c._parent
        }
        return nil
    }
    open var splitViewController: UISplitViewController? {
        var current = _parent
        while let c = current {
            if let split = c as? UISplitViewController { return split }
            current = c._parent
        }
        return nil
    }

    open func show(_ vc: UIViewController, sender: Any?) {
        if let nav = (self as? UINavigationController) ?? navigationController {
            nav.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }
    /// UIKit sends it to the split view controller this one is in (which shows `vc` in its secondary column), else shows it.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController { split.showDetailViewController(vc, sender: sender) } else { show(vc, sender: sender) }
    }

    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        _UIKitConsole.exception("NSInvalidArgumentException",
            "Receiver (\(_describe(self))) has no segue with identifier '\(identifier)'")
    }

    // MARK: Presentation

    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false
    open var modalPresentationCapturesStatusBarAppearance = false

    weak var _presenting: UIViewController?
    var _presented: UIViewController?

    open var presentedViewController: UIViewController? { _presented ?? _parent?.presentedViewController }
    open var presentingViewController: UIViewController? { _presenting ?? _parent?.presentingViewController }

    var _resolvedPresentationStyle: UIModalPresentationStyle {
        modalPresentationStyle == .automatic ? .pageSheet : modalPresentationStyle
    }

    var _presentationController: UIPresentationController?
    open var presentationController: UIPresentationController? {
        if let controller = _presentationController { return controller }
        let controller: UIPresentationController
        switch _resolvedPresentationStyle {
        case .pageSheet, .formSheet:
            controller = UISheetPresentationController(presentedViewController: self, presenting: _presenting)
        case .popover:
            controller = UIPopoverPresentationController(presentedViewController: self, presenting: _presenting)
        default:
            controller = UIPresentationController(presentedViewController: self, presenting: _presenting)
        }
        _presentationController = controller
        return controller
    }
    open var sheetPresentationController: UISheetPresentationController? {
        let style = _resolvedPresentationStyle
        guard style == .pageSheet || style == .formSheet else { return nil }
        return presentationController as? UISheetPresentationController
    }
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }

    /// The controller that performs presentations for this one: its outermost container.
    func _presentationHost() -> UIViewController {
        var host = self
        while let parent = host._parent, !host.definesPresentationContext { host = parent }
        return host
    }

    var _isInHierarchy: Bool { _parent != nil || _window != nil || _presenting != nil }

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let presented = viewControllerToPresent
        if let presenter = presented._presenting {
            _UIKitConsole.exception("NSInvalidArgumentException",
                "Application tried to present modally a view controller \(_describe(presented)) that is already being presented by \(_describe(presenter)).")
        }
        if presented === self || presented._parent != nil || presented._window != nil {
            _UIKitConsole.exception("NSInvalidArgumentException",
                "Application tried to present modally an active controller \(_describe(presented)).")
        }
        let host = _presentationHost()
        if let existing = host._presented {
            _UIKitConsole.warn("Attempt to present \(_describe(presented)) on \(_describe(host)) (from \(_describe(self))) which is already presenting \(_describe(existing)).")
            return
        }
        guard let window = host._view?.window else {
            _UIKitConsole.warn("Attempt to present \(_describe(presented)) on \(_describe(host)) (from \(_describe(self))) whose view is not in the window hierarchy.")
            return
        }
        if let alert = presented as? UIAlertController, alert.preferredStyle == .actionSheet,
           alert.popoverPresentationController?.sourceView == nil, UIDevice.current.userInterfaceIdiom == .pad {
            _UIKitConsole.exception("NSGenericException",
                "Your application has presented a UIAlertController (\(_describe(alert))) of style UIAlertControllerStyleActionSheet from \(_describe(host)). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController.")
        }
        host._presented = presented
        presented._presenting = host
        presented._presentationController?._presentingViewController = host
        let covers = presented._coversPresenter
        // UIKit's order: presenter will disappear, presented will/did appear, presenter did disappear.
        presented._isBeingPresented = true
        presented.loadViewIfNeeded()
        if covers { host._beginAppearanceTransition(false) }
        presented._beginAppearanceTransition(true)
        presented.view.frame = window.bounds
        window.addSubview(presented.view)
        presented._layoutIfVisible()
        presented._endAppearanceTransition()
        if covers { host._endAppearanceTransition() }
        presented._isBeingPresented = false
        completion?()
    }

    var _coversPresenter: Bool {
        let style = _resolvedPresentationStyle
        return style == .fullScreen || style == .currentContext
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let host = _presentationHost()
        if host._presented != nil {
            host._dismissPresented(completion: completion)
        } else if let presenter = host._presenting {
            presenter._dismissPresented(completion: completion)
        } else {
            completion?()
        }
    }

    func _dismissPresented(completion: (() -> Void)?) {
        guard let first = _presented else { completion?(); return }
        var chain = [first]
        while let next = chain.last!._presented { chain.append(next) }
        for controller in chain.reversed() {
            controller._isBeingDismissed = true
            controller._beginAppearanceTransition(false)
            let presenter = controller._presenting
            let uncovers = controller._coversPresenter
            if uncovers, presenter === self { _beginAppearanceTransition(true) }
            controller._view?.removeFromSuperview()
            controller._endAppearanceTransition()
            controller._isBeingDismissed = false
            presenter?._presented = nil
            controller._presenting = nil
            if uncovers, presenter === self { _layoutIfVisible(); _endAppearanceTransition() }
        }
        completion?()
    }
}

// MARK: - Presentation controllers

@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}
extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .automatic }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

@MainActor
open class UIPresentationController: NSObject {
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        _presentedViewController = presentedViewController
        _presentingViewController = presentingViewController
        super.init()
    }
    unowned let _presentedViewController: UIViewController
    weak var _presentingViewController: UIViewController?
    open var presentedViewController: UIViewController { _presentedViewController }
    open var presentingViewController: UIViewController {
        _presentingViewController ?? _presentedViewController._presenting ?? _presentedViewController
    }
    open var presentationStyle: UIModalPresentationStyle { _presentedViewController._resolvedPresentationStyle }
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
    open var containerView: UIView? { _presentedViewController._view?.window }
    open var presentedView: UIView? { _presentedViewController._view }
    open var shouldPresentInFullscreen: Bool { true }
    open var shouldRemovePresentersView: Bool { false }
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    /// The user swiping a sheet down: asks the delegate as UIKit does, then dismisses (or reports the attempt).
    func _simulateInteractiveDismissal() -> Bool {
        let presented = _presentedViewController
        if presented.isModalInPresentation || delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        delegate?.presentationControllerWillDismiss(self)
        presented.dismiss(animated: true)
        delegate?.presentationControllerDidDismiss(self)
        return true
    }
}

public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    var containerTraitCollection: UITraitCollection { get }
    var maximumDetentValue: CGFloat { get }
}

@MainActor
open class UISheetPresentationController: UIPresentationController {
    @MainActor open class Detent: NSObject {
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }
        nonisolated public static let automaticDimension: CGFloat = -1
        public let identifier: Identifier
        init(_ identifier: Identifier) { self.identifier = identifier; super.init() }
        open class func medium() -> Detent { Detent(.medium) }
        open class func large() -> Detent { Detent(.large) }
        open class func custom(identifier: Detent.Identifier? = nil,
                               resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier ?? Identifier(UUID().uuidString))
        }
    }

    open var detents: [Detent] = [.large()]
    open var selectedDetentIdentifier: Detent.Identifier?
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersGrabberVisible = false
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    open var prefersPageSizing = true
    open var preferredCornerRadius: CGFloat?
    open var sourceView: UIView?
    open func animateChanges(_ changes: () -> Void) { changes() }
    open func invalidateDetents() {}
}

public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1), down = UIPopoverArrowDirection(rawValue: 2)
    public static let left = UIPopoverArrowDirection(rawValue: 4), right = UIPopoverArrowDirection(rawValue: 8)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

@MainActor public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}

@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    open var canOverlapSourceViewRect = false
}

@MainActor
open class UIDevice: NSObject {
    static let _current = UIDevice()
    open class var current: UIDevice { _current }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    open var name: String { "iPhone" }
    open var model: String { "iPhone" }
    open var systemName: String { "iOS" }
    open var systemVersion: String { "18.0" }
    open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000000") }
}

// MARK: - Alerts

@MainActor
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable { case `default` = 0, cancel = 1, destructive = 2 }
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
        _title = title
        _style = style
        _handler = handler
    }
    public override init() { super.init() }
    var _title: String?
    var _style: Style = .default
    var _handler: ((UIAlertAction) -> Void)?
    open var title: String? { _title }
    open var style: UIAlertAction.Style { _style }
    open var isEnabled = true
}

@MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet = 0, alert = 1 }

    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        _preferredStyle = preferredStyle
        modalPresentationStyle = preferredStyle == .actionSheet ? .popover : .custom
    }

    var _preferredStyle: Style = .alert
    var _actions: [UIAlertAction] = []
    var _textFields: [UITextField] = []
    open var message: String?
    open var preferredStyle: UIAlertController.Style { _preferredStyle }
    open var actions: [UIAlertAction] { _actions }
    open var preferredAction: UIAlertAction?
    open var textFields: [UITextField]? { _preferredStyle == .alert ? _textFields : nil }

    override var _coversPresenter: Bool { false }
    override var _resolvedPresentationStyle: UIModalPresentationStyle { _preferredStyle == .actionSheet ? .popover : .custom }

    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, _actions.contains(where: { $0.style == .cancel }) {
            _UIKitConsole.exception("NSInternalInconsistencyException",
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        }
        _actions.append(action)
    }

    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        if _preferredStyle != .alert {
            _UIKitConsole.exception("NSInternalInconsistencyException",
                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        }
        let field = UITextField(frame: .zero)
        _textFields.append(field)
        configurationHandler?(field)
    }

    /// The user tapping `action`: the alert is dismissed, then the handler runs.
    func _tap(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        dismiss(animated: true)
        action._handler?(action)
    }
}

// MARK: - Bar items

@MainActor
open class UIBarItem: NSObject, @preconcurrency NSCoding {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public func encode(with coder: NSCoder) {}
    open var isEnabled = true
    open var title: String?
    open var image: UIImage?
    open var landscapeImagePhone: UIImage?
    open var largeContentSizeImage: UIImage?
    open var imageInsets: UIEdgeInsets = .zero
    open var tag = 0
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { nil }
}

@MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable {
        @available(*, deprecated, message: "Use UIBarButtonItemStylePlain when minimum deployment target is iOS7 or later")
        case bordered = 1
        case plain = 0, done = 2
    }
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks
        case search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        @available(*, deprecated, message: "Use a custom image instead")
        case pageCurl
        case close
    }

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image; self.style = style; self.target = target as AnyObject?; self.action = action
    }
    public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title; self.style = style; self.target = target as AnyObject?; self.action = action
    }
    public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?) {
        self.init()
        _systemItem = systemItem; self.target = target as AnyObject?; self.action = action
    }
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        _systemItem = systemItem; self.primaryAction = primaryAction; self.menu = menu
    }
    public convenience init(primaryAction: UIAction?) {
        self.init()
        self.primaryAction = primaryAction
        title = primaryAction?.title; image = primaryAction?.image
    }
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title; self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction; self.menu = menu
    }
    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }
    open class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }

    var _systemItem: SystemItem?
    open var style: UIBarButtonItem.Style = .plain
    open var width: CGFloat = 0
    open var customView: UIView?
    open var action: Selector?
    weak open var target: AnyObject?
    open var primaryAction: UIAction?
    open var menu: UIMenu?
    open var isHidden = false
    open var isSelected = false
    open var changesSelectionAsPrimaryAction = false
    open var tintColor: UIColor?
    open var possibleTitles: Set<String>?

    /// The user tapping the item.
    func _tap() {
        guard isEnabled else { return }
        if let primaryAction { primaryAction._perform(sender: self) }
    }
}

@MainActor
open class UITabBarItem: UIBarItem {
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title; self.image = image; self.tag = tag
    }
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title; self.image = image; self.selectedImage = selectedImage
    }
    public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
        self.init()
        _systemItem = systemItem; self.tag = tag
        title = "\(systemItem)".capitalized
    }
    var _systemItem: SystemItem?
    open var selectedImage: UIImage?
    open var badgeValue: String?
    open var badgeColor: UIColor?
}

@MainActor
open class UINavigationItem: NSObject, @preconcurrency NSCoding {
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic = 0, always, never, inline }
    public enum ItemStyle: Int, Sendable { case navigator = 0, browser, editor }
    public enum BackButtonDisplayMode: Int, Sendable { case `default` = 0, generic, minimal }

    public init(title: String) {
        self.title = title
        super.init()
    }
    public required init?(coder: NSCoder) { super.init() }
    public convenience override init() {
        self.init(title: "")
        title = nil
    }
    public func encode(with coder: NSCoder) {}

    open var title: String?
    open var titleView: UIView?
    open var prompt: String?
    open var backBarButtonItem: UIBarButtonItem?
    open var backButtonTitle: String?
    open var backButtonDisplayMode: UINavigationItem.BackButtonDisplayMode = .default
    open var hidesBackButton = false
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var leftItemsSupplementBackButton = false
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic
    open var style: UINavigationItem.ItemStyle = .navigator
    open var hidesSearchBarWhenScrolling = true
}

// MARK: - Bars

@MainActor public protocol UINavigationBarDelegate: NSObjectProtocol {}
@MainActor public protocol UITabBarDelegate: NSObjectProtocol {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}
extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

@MainActor
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var barStyle = 0
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var items: [UINavigationItem]? { _items }
    open var topItem: UINavigationItem? { _items.last }
    open var backItem: UINavigationItem? { _items.count > 1 ? _items[_items.count - 2] : nil }
    var _items: [UINavigationItem] = []
    weak var _managingController: UINavigationController?
    weak var _delegate: (any UINavigationBarDelegate)?
    weak open var delegate: (any UINavigationBarDelegate)? {
        get { _delegate }
        set {
            if _managingController != nil {
                _UIKitConsole.exception("NSInternalInconsistencyException",
                    "Cannot manually set the delegate on a UINavigationBar managed by a controller.")
            }
            _delegate = newValue
        }
    }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 44) }
}

@MainActor
open class UITabBar: UIView {
    open var items: [UITabBarItem]? {
        get { _items }
        set {
            if _managingController != nil {
                _UIKitConsole.exception("NSInternalInconsistencyException",
                    "Directly modifying a tab bar managed by a tab bar controller is not allowed.")
            }
            _items = newValue
        }
    }
    var _items: [UITabBarItem]?
    open var selectedItem: UITabBarItem?
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    weak var _managingController: UITabBarController?
    weak var _delegate: (any UITabBarDelegate)?
    weak open var delegate: (any UITabBarDelegate)? {
        get { _delegate }
        set {
            if _managingController != nil {
                _UIKitConsole.exception("NSInternalInconsistencyException",
                    "Changing the delegate of a tab bar managed by a tab bar controller is not allowed.")
            }
            _delegate = newValue
        }
    }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 49) }
}

@MainActor
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 44) }
}

// MARK: - Navigation controller

@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}
extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

@MainActor
open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        _setUp()
        pushViewController(rootViewController, animated: false)
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        _setUp()
    }
    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        _setUp()
    }
    /// Custom bar classes are not instantiated on Linux: the standard bars are used.
    public convenience init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        self.init(nibName: nil, bundle: nil)
    }

    func _setUp() {
        _navigationBar._managingController = self
    }

    var _stack: [UIViewController] = []
    let _navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
    let _toolbar = UIToolbar(frame: .zero)
    weak open var delegate: (any UINavigationControllerDelegate)?

    open var viewControllers: [UIViewController] {
        get { _stack }
        set { setViewControllers(newValue, animated: false) }
    }
    open var topViewController: UIViewController? { _stack.last }
    open var visibleViewController: UIViewController? { _presented ?? topViewController }
    open var navigationBar: UINavigationBar { _navigationBar }
    open var toolbar: UIToolbar! { _toolbar }
    open var isNavigationBarHidden = false
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    open var isToolbarHidden = true
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
    open var hidesBarsOnSwipe = false
    open var hidesBarsOnTap = false
    open var hidesBarsWhenKeyboardAppears = false
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }

    override var _defaultTabTitle: String? { _title ?? _stack.first?._title }

    open override func loadView() {
        let root = UIView(frame: UIScreen._main.bounds)
        root.addSubview(_navigationBar)
        view = root
        if let top = topViewController { _embed(top) }
    }

    override var _appearanceChildren: [UIViewController] { topViewController.map { [$0] } ?? [] }

    func _embed(_ controller: UIViewController) {
        guard let root = _view else { return }
        controller.view.frame = root.bounds
        if controller.view._superview !== root { root.insertSubview(controller.view, belowSubview: _navigationBar) }
    }

    var _isShowing: Bool { _appearance == .appeared || _appearance == .appearing }

    func _validate(_ controller: UIViewController) {
        if controller is UINavigationController {
            _UIKitConsole.exception("NSInvalidArgumentException", "Pushing a navigation controller is not supported")
        }
        if controller is UISplitViewController {
            _UIKitConsole.exception("NSInvalidArgumentException",
                "Split View Controllers cannot be pushed to a Navigation Controller \(_describe(self))")
        }
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        _validate(viewController)
        if _stack.contains(where: { $0 === viewController }) {
            _UIKitConsole.exception("NSInvalidArgumentException",
                "Pushing the same view controller instance more than once is not supported (\(_describe(viewController)))")
        }
        if viewController._presenting != nil {
            _UIKitConsole.exception("NSInvalidArgumentException",
                "Application tried to push a view controller (\(_describe(viewController))) that is being presented modally.")
        }
        _transition(to: _stack + [viewController])
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard _stack.count > 1 else { return nil }
        let popped = _stack.last
        _transition(to: Array(_stack.dropLast()))
        return popped
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard _stack.count > 1 else { return [] }
        let popped = Array(_stack.dropFirst())
        _transition(to: [_stack[0]])
        return popped
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = _stack.firstIndex(where: { $0 === viewController }) else {
            _UIKitConsole.exception("NSInvalidArgumentException", "Tried to pop to a view controller that doesn't exist.")
        }
        let popped = Array(_stack[(index + 1)...])
        _transition(to: Array(_stack[...index]))
        return popped
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var seen: [ObjectIdentifier] = []
        for controller in viewControllers {
            _validate(controller)
            if seen.contains(ObjectIdentifier(controller)) {
                _UIKitConsole.exception("NSInvalidArgumentException",
                    "Pushing the same view controller instance more than once is not supported (\(_describe(controller)))")
            }
            seen.append(ObjectIdentifier(controller))
        }
        _transition(to: viewControllers)
    }

    /// Replaces the stack, with containment and appearance callbacks in UIKit's order.
    func _transition(to newStack: [UIViewController]) {
        let oldStack = _stack
        let oldTop = oldStack.last
        let newTop = newStack.last
        let removed = oldStack.filter { old in !newStack.contains { $0 === old } }
        let added = newStack.filter { new in !oldStack.contains { $0 === new } }
        let showing = _isShowing && isViewLoaded
        if let newTop, newTop !== oldTop { delegate?.navigationController(self, willShow: newTop, animated: false) }
        for controller in added {
            addChild(controller)
            controller._isMovingToParent = true
        }
        for controller in removed {
            controller.willMove(toParent: nil)
            controller._isMovingFromParent = true
        }
        _stack = newStack
        _navigationBar._items = newStack.map(\.navigationItem)
        if newTop !== oldTop {
            if showing {
                newTop?.loadViewIfNeeded()
                oldTop?._beginAppearanceTransition(false)
                newTop?._beginAppearanceTransition(true)
                if let newTop { _embed(newTop) }
                newTop?._layoutIfVisible()
                if let oldTop, oldTop.isViewLoaded, oldTop.view._superview === _view { oldTop.view.removeFromSuperview() }
                oldTop?._endAppearanceTransition()
                newTop?._endAppearanceTransition()
            } else if isViewLoaded {
                if let oldTop, oldTop.isViewLoaded, oldTop.view._superview === _view { oldTop.view.removeFromSuperview() }
                if let newTop { _embed(newTop) }
            }
        }
        for controller in removed {
            if controller.isViewLoaded, controller.view._superview === _view { controller.view.removeFromSuperview() }
            controller.removeFromParent()
            controller._isMovingFromParent = false
        }
        for controller in added {
            controller.didMove(toParent: self)
            controller._isMovingToParent = false
        }
        if let newTop, newTop !== oldTop { delegate?.navigationController(self, didShow: newTop, animated: false) }
    }
}

// MARK: - Tab bar controller

@MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}
extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// The list the More tab shows (UIKit's private UIMoreListController).
@MainActor final class _UIMoreListController: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "More"
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        _tabBar._managingController = self
        _tabBar._delegate = self
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _tabBar._managingController = self
        _tabBar._delegate = self
    }

    let _tabBar = UITabBar(frame: CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
    var _viewControllers: [UIViewController]?
    var _selectedIndex = Int.max
    var _moreNavigationController: UINavigationController?
    weak open var delegate: (any UITabBarControllerDelegate)?
    open var customizableViewControllers: [UIViewController]?

    open var tabBar: UITabBar { _tabBar }
    open var moreNavigationController: UINavigationController {
        if let more = _moreNavigationController { return more }
        let more = UINavigationController(rootViewController: _UIMoreListController())
        more.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        _moreNavigationController = more
        return more
    }

    /// On iPhone a tab bar shows 5 items: with more than 5 view controllers the first 4 and "More".
    var _hasMore: Bool { (_viewControllers?.count ?? 0) > 5 }
    var _visibleTabCount: Int { _hasMore ? 4 : (_viewControllers?.count ?? 0) }

    open var viewControllers: [UIViewController]? {
        get { _viewControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let oldSelected = selectedViewController
        let showing = (_appearance == .appeared || _appearance == .appearing) && isViewLoaded
        for controller in _viewControllers ?? [] where !(viewControllers ?? []).contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if showing, controller === oldSelected { controller._beginAppearanceTransition(false) }
            controller._view?.removeFromSuperview()
            controller.removeFromParent()
            if showing, controller === oldSelected { controller._endAppearanceTransition() }
        }
        _viewControllers = viewControllers
        for controller in viewControllers ?? [] where controller._parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        let count = viewControllers?.count ?? 0
        if count == 0 { _selectedIndex = Int.max } else if _selectedIndex >= count { _selectedIndex = 0 }
        _updateItems()
        if showing, selectedViewController !== oldSelected { _show(selectedViewController, previous: nil) }
        else if isViewLoaded, let selected = selectedViewController { _embed(selected) }
    }

    func _updateItems() {
        let controllers = _viewControllers ?? []
        var items = controllers.prefix(_visibleTabCount).map { $0.tabBarItem! }
        if _hasMore { items.append(moreNavigationController.tabBarItem) }
        _tabBar._items = items
    }

    open var selectedViewController: UIViewController? {
        get {
            guard let controllers = _viewControllers, _selectedIndex < controllers.count else { return nil }
            return controllers[_selectedIndex]
        }
        set {
            guard let newValue else { return }
            if newValue === _moreNavigationController {
                _select(index: 4)
                return
            }
            guard let index = _viewControllers?.firstIndex(where: { $0 === newValue }) else {
                _UIKitConsole.exception("NSInvalidArgumentException",
                    "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected.")
            }
            _select(index: index)
        }
    }

    open var selectedIndex: Int {
        get { _selectedIndex == Int.max ? Int.max : _selectedIndex }
        set {
            guard let controllers = _viewControllers, newValue >= 0, newValue < controllers.count else { return }
            _select(index: newValue)
        }
    }

    func _select(index: Int) {
        let old = selectedViewController
        _selectedIndex = index
        let new = selectedViewController
        _tabBar.selectedItem = index < _visibleTabCount ? new?.tabBarItem : _moreNavigationController?.tabBarItem
        guard new !== old else { return }
        if (_appearance == .appeared || _appearance == .appearing) && isViewLoaded {
            _show(new, previous: old)
        } else if isViewLoaded {
            old?._view?.removeFromSuperview()
            if let new { _embed(new) }
        }
    }

    /// The controller whose view shows for the selected tab: the selected one, or the More navigation controller.
    func _displayed(for controller: UIViewController?) -> UIViewController? {
        guard let controller, _hasMore, let index = _viewControllers?.firstIndex(where: { $0 === controller }), index >= 4
        else { return controller }
        if controller is UINavigationController { return controller }
        let more = moreNavigationController
        if more.topViewController !== controller {
            if controller._parent === self { controller.removeFromParent() }
            more.setViewControllers([more._stack[0], controller], animated: false)
        }
        if more._parent !== self { addChild(more); more.didMove(toParent: self) }
        return more
    }

    func _show(_ new: UIViewController?, previous old: UIViewController?) {
        let shown = _displayed(for: new)
        let hidden = _displayed(for: old)
        if shown === hidden { return }
        hidden?._beginAppearanceTransition(false)
        shown?._beginAppearanceTransition(true)
        if let shown { _embed(shown) }
        shown?._layoutIfVisible()
        hidden?._view?.removeFromSuperview()
        hidden?._endAppearanceTransition()
        shown?._endAppearanceTransition()
    }

    func _embed(_ controller: UIViewController) {
        guard let root = _view, let shown = _displayed(for: controller) else { return }
        shown.view.frame = root.bounds
        if shown.view._superview !== root { root.insertSubview(shown.view, belowSubview: _tabBar) }
    }

    open override func loadView() {
        let root = UIView(frame: UIScreen._main.bounds)
        root.addSubview(_tabBar)
        view = root
        if let selected = selectedViewController { _embed(selected) }
    }

    override var _appearanceChildren: [UIViewController] {
        _displayed(for: selectedViewController).map { [$0] } ?? []
    }

    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    /// The user tapping tab `index` (the More tab for indexes past the fourth when there are more than five).
    func _userSelect(index: Int) {
        guard let controllers = _viewControllers, index < controllers.count else { return }
        let controller = controllers[index]
        if delegate?.tabBarController(self, shouldSelect: controller) == false { return }
        _select(index: index)
        if let item = _tabBar.selectedItem { tabBar(_tabBar, didSelect: item) }
        delegate?.tabBarController(self, didSelect: controller)
    }
}

// MARK: - Split view controller

/// UIKit's header declares `@protocol UISplitViewControllerDelegate` without `<NSObject>`: unlike the table view and
/// tab bar delegates, any class can adopt it. Every method is optional (defaults below).
@MainActor public protocol UISplitViewControllerDelegate: AnyObject {
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
}
extension UISplitViewControllerDelegate {
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewController(_ svc: UISplitViewController,
                                    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode { proposedDisplayMode }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
}

/// A column-style (iOS 14) split view controller, as on an iPhone: collapsed. It is born expanded; when it first
/// appears in the horizontally compact environment it collapses, asking its delegate for the top column (proposed: the
/// compact column's controller if set, else the secondary column, else the deepest column set). Collapsed, it shows the
/// compact column's controller if there is one, else a stack of columns (primary, supplementary, secondary) of which
/// the top one's navigation controller is on screen: `show(_:)` pushes a column (and the ones between), or pops the
/// columns covering it; `hide(_:)` pops the top column (never the primary). Column view controllers that are not
/// navigation controllers are wrapped in one (except the compact column's); setting a plain view controller for the
/// secondary column when it already has a navigation controller pushes it onto that navigation controller (as UIKit
/// does). Classic split view controllers (init(nibName:bundle:), init(coder:)) keep `viewControllers` and, collapsed,
/// show the first one; the column-style API raises for them as in UIKit.
@MainActor
open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable {
        case unspecified = 0, doubleColumn = 1, tripleColumn = 2
    }
    public enum Column: Int, Sendable {
        case primary = 0, supplementary = 1, secondary = 2, compact = 3
    }
    public enum DisplayMode: Int, Sendable {
        case automatic = 0, secondaryOnly = 1, oneBesideSecondary = 2, oneOverSecondary = 3
        case twoBesideSecondary = 4, twoOverSecondary = 5, twoDisplaceSecondary = 6
        @available(*, deprecated, renamed: "UISplitViewController.DisplayMode.secondaryOnly")
        public static var primaryHidden: UISplitViewController.DisplayMode { .secondaryOnly }
        @available(*, deprecated, renamed: "UISplitViewController.DisplayMode.oneBesideSecondary")
        public static var allVisible: UISplitViewController.DisplayMode { .oneBesideSecondary }
        @available(*, deprecated, renamed: "UISplitViewController.DisplayMode.oneOverSecondary")
        public static var primaryOverlay: UISplitViewController.DisplayMode { .oneOverSecondary }
    }
    public enum SplitBehavior: Int, Sendable {
        case automatic = 0, tile = 1, overlay = 2, displace = 3
    }
    public enum BackgroundStyle: Int, Sendable {
        case none = 0, sidebar = 1
    }
    public enum PrimaryEdge: Int, Sendable {
        case leading = 0, trailing = 1
    }
    public enum DisplayModeButtonVisibility: Int, Sendable {
        case automatic = 0, never = 1, always = 2
    }

    /// UISplitViewControllerAutomaticDimension.
    nonisolated public static let automaticDimension: CGFloat = -CGFloat(Float.greatestFiniteMagnitude)

    // MARK: Initializers

    public init(style: UISplitViewController.Style) {
        if style == .unspecified {
            _UIKitConsole.exception("NSInternalInconsistencyException",
                "API misuse. -initWithStyle: may not be used with UISplitViewControllerStyleUnspecified")
        }
        _style = style
        super.init(nibName: nil, bundle: nil)
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) {
        _style = .unspecified
        super.init(coder: coder)
    }

    // MARK: State

    let _style: Style
    /// What `viewController(for:)` returns, per column.
    var _columns: [Column: UIViewController] = [:]
    /// The child shown for each column: its navigation controller (the compact column's controller as set).
    var _containers: [Column: UIViewController] = [:]
    /// A classic split view controller's `viewControllers`.
    var _classicControllers: [UIViewController] = []
    var _collapsed = false
    /// Collapsed (without a compact column): the columns stacked in the single visible stack, the shown one last.
    var _collapsedColumns: [Column] = []
    var _expandedDisplayMode: DisplayMode?
    var _lockedForDelegateCallback = false
    var _inTopColumnCallback = false

    open var style: UISplitViewController.Style { _style }
    weak open var delegate: (any UISplitViewControllerDelegate)? {
        willSet { _checkMutation("setDelegate:") }
    }

    var _showsSecondaryOnlyButton = false
    open var showsSecondaryOnlyButton: Bool {
        get { _requireColumnStyle(); return _showsSecondaryOnlyButton }
        set { _requireColumnStyle(); _checkMutation("setShowsSecondaryOnlyButton:"); _showsSecondaryOnlyButton = newValue }
    }
    var _preferredSplitBehavior: SplitBehavior = .automatic
    open var preferredSplitBehavior: UISplitViewController.SplitBehavior {
        get { _requireColumnStyle(); return _preferredSplitBehavior }
        set { _requireColumnStyle(); _checkMutation("setPreferredSplitBehavior:"); _preferredSplitBehavior = newValue }
    }
    open var splitBehavior: UISplitViewController.SplitBehavior {
        _requireColumnStyle()
        return _preferredSplitBehavior == .automatic ? .tile : _preferredSplitBehavior
    }
    var _displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
    open var displayModeButtonVisibility: UISplitViewController.DisplayModeButtonVisibility {
        get { _requireColumnStyle(); return _displayModeButtonVisibility }
        set { _requireColumnStyle(); _displayModeButtonVisibility = newValue }
    }
    open var presentsWithGesture = true
    var _preferredDisplayMode: DisplayMode = .automatic
    open var preferredDisplayMode: UISplitViewController.DisplayMode {
        get { _preferredDisplayMode }
        set {
            _checkMutation("setPreferredDisplayMode:")
            _preferredDisplayMode = newValue
            _expandedDisplayMode = nil
        }
    }
    /// Never `.automatic`: the preferred mode, or the default for the style (expanded), or the mode the shown columns
    /// correspond to (collapsed).
    open var displayMode: UISplitViewController.DisplayMode {
        if _collapsed {
            if _style == .unspecified || _containers[.compact] != nil { return .secondaryOnly }
            return _collapsedColumns.last == .secondary ? .secondaryOnly : .oneOverSecondary
        }
        if let mode = _expandedDisplayMode { return mode }
        if _preferredDisplayMode != .automatic { return _preferredDisplayMode }
        return _style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    }
    var _displayModeButtonItem: UIBarButtonItem?
    /// Not supported for column-style split view controllers (UIKit shows its own sidebar button): a plain item here.
    open var displayModeButtonItem: UIBarButtonItem {
        if let item = _displayModeButtonItem { return item }
        let item = UIBarButtonItem()
        _displayModeButtonItem = item
        return item
    }
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var primaryColumnWidth: CGFloat { _collapsed ? UIScreen._main.bounds.width : _primaryWidth }
    var _preferredSupplementaryColumnWidthFraction = UISplitViewController.automaticDimension
    var _preferredSupplementaryColumnWidth = UISplitViewController.automaticDimension
    var _minimumSupplementaryColumnWidth = UISplitViewController.automaticDimension
    var _maximumSupplementaryColumnWidth = UISplitViewController.automaticDimension
    open var preferredSupplementaryColumnWidthFraction: CGFloat {
        get { _requireColumnStyle(); return _preferredSupplementaryColumnWidthFraction }
        set { _requireColumnStyle(); _preferredSupplementaryColumnWidthFraction = newValue }
    }
    open var preferredSupplementaryColumnWidth: CGFloat {
        get { _requireColumnStyle(); return _preferredSupplementaryColumnWidth }
        set { _requireColumnStyle(); _preferredSupplementaryColumnWidth = newValue }
    }
    open var minimumSupplementaryColumnWidth: CGFloat {
        get { _requireColumnStyle(); return _minimumSupplementaryColumnWidth }
        set { _requireColumnStyle(); _minimumSupplementaryColumnWidth = newValue }
    }
    open var maximumSupplementaryColumnWidth: CGFloat {
        get { _requireColumnStyle(); return _maximumSupplementaryColumnWidth }
        set { _requireColumnStyle(); _maximumSupplementaryColumnWidth = newValue }
    }
    open var supplementaryColumnWidth: CGFloat { _requireColumnStyle(); return _collapsed ? 0 : 320 }
    open var primaryEdge: UISplitViewController.PrimaryEdge = .leading
    open var primaryBackgroundStyle: UISplitViewController.BackgroundStyle = .none

    var _primaryWidth: CGFloat {
        if preferredPrimaryColumnWidth > 0 { return preferredPrimaryColumnWidth }
        if preferredPrimaryColumnWidthFraction > 0 { return UIScreen._main.bounds.width * preferredPrimaryColumnWidthFraction }
        return 320
    }

    // MARK: UIKit's checks

    static func _name(_ column: Column) -> String {
        switch column {
        case .primary: "Primary"
        case .supplementary: "Supplementary"
        case .secondary: "Secondary"
        case .compact: "Compact"
        }
    }
    static func _name(_ style: Style) -> String {
        switch style {
        case .unspecified: "Unspecified"
        case .doubleColumn: "DoubleColumn"
        case .tripleColumn: "TripleColumn"
        }
    }

    func _requireColumnStyle() {
        if _style == .unspecified {
            _UIKitConsole.exception("NSInvalidArgumentException",
                "This API requires initializing the UISplitViewController with -initWithStyle:")
        }
    }

    func _checkMutation(_ selector: String) {
        if _lockedForDelegateCallback {
            _UIKitConsole.exception("NSInvalidArgumentException",
                "Mutating UISplitViewController with -\(selector) is not allowed during a delegate callback.")
        }
    }

    /// A delegate call during which the split view controller must not be changed.
    @discardableResult
    func _delegateCallback<T>(_ body: () -> T) -> T {
        let wasLocked = _lockedForDelegateCallback
        _lockedForDelegateCallback = true
        defer { _lockedForDelegateCallback = wasLocked }
        return body()
    }

    // MARK: Columns

    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
        _requireColumnStyle()
        if !(column == .compact && _inTopColumnCallback) { _checkMutation("setViewController:forColumn:") }
        if vc != nil, column == .supplementary, _style != .tripleColumn {
            _UIKitConsole.exception("NSGenericException",
                "Non-nil view controller not accepted for \(Self._name(column)) column in \(Self._name(_style)) UISplitViewController")
        }
        if let vc, column != .compact {
            for other in [Column.primary, .supplementary, .secondary] where other != column {
                if _columns[other] === vc || _containers[other] === vc {
                    _UIKitConsole.exception("NSInternalInconsistencyException",
                        "\(_describe(vc)) is already specified as the view controller for the \(Self._name(other).lowercased()) column. Split view controller: \(_describe(self))")
                }
            }
        }
        // UIKit: "The secondary column gets this special treatment if the view controller gets set to a
        // non-navigation controller when it already has a nav controller — it's pushed onto the nav stack."
        if column == .secondary, let vc, !(vc is UINavigationController),
           let navigation = _containers[.secondary] as? UINavigationController {
            navigation.pushViewController(vc, animated: false)
            _columns[.secondary] = vc
            return
        }
        let container: UIViewController? = vc.map { controller in
            if column == .compact || controller is UINavigationController { return controller }
            return UINavigationController(rootViewController: controller)
        }
        _update {
            _columns[column] = vc
            _containers[column] = container
            if vc == nil { _collapsedColumns.removeAll { $0 == column } }
        }
    }

    open func viewController(for column: UISplitViewController.Column) -> UIViewController? {
        _requireColumnStyle()
        return _columns[column]
    }

    /// Collapsed: pushes the column (and the columns between) if it is not in the stack, pops the columns covering it
    /// if it is; expanded: shows the primary or supplementary column (ignored for the secondary).
    open func show(_ column: UISplitViewController.Column) {
        _requireColumnStyle()
        _checkMutation("showColumn:")
        if column == .compact {
            _UIKitConsole.exception("NSInvalidArgumentException",
                "Programmatic column showing not supported for Compact column of UISplitViewController")
        }
        guard _containers[column] != nil else { return }
        if _collapsed {
            guard _containers[.compact] == nil else { return }
            if let index = _collapsedColumns.firstIndex(of: column) {
                let covering = _collapsedColumns[(index + 1)...]
                guard !covering.isEmpty else { return }
                for hidden in covering.reversed() { _delegateCallback { delegate?.splitViewController(self, willHide: hidden) } }
                _update { _collapsedColumns = Array(_collapsedColumns[...index]) }
            } else {
                let stack = _columnStack(upTo: column)
                for shown in stack where !_collapsedColumns.contains(shown) {
                    _delegateCallback { delegate?.splitViewController(self, willShow: shown) }
                }
                _update { _collapsedColumns = stack }
            }
        } else {
            guard column != .secondary, displayMode == .secondaryOnly else { return }
            let mode: DisplayMode = _style == .tripleColumn && column == .primary ? .twoBesideSecondary : .oneBesideSecondary
            _delegateCallback {
                delegate?.splitViewController(self, willChangeTo: mode)
                delegate?.splitViewController(self, willShow: column)
            }
            _update { _expandedDisplayMode = mode }
        }
    }

    /// Collapsed: pops the column if it is on top (never the primary); expanded: hides the primary or supplementary
    /// column (ignored for the secondary).
    open func hide(_ column: UISplitViewController.Column) {
        _requireColumnStyle()
        if !_inTopColumnCallback { _checkMutation("hideColumn:") }
        if column == .compact {
            _UIKitConsole.exception("NSInvalidArgumentException",
                "Programmatic column hiding not supported for Compact column of UISplitViewController")
        }
        if _collapsed {
            guard column != .primary, _containers[.compact] == nil, _collapsedColumns.last == column else { return }
            _delegateCallback { delegate?.splitViewController(self, willHide: column) }
            _update { _collapsedColumns.removeLast() }
        } else {
            guard column != .secondary, _containers[column] != nil, displayMode != .secondaryOnly else { return }
            _delegateCallback {
                delegate?.splitViewController(self, willChangeTo: .secondaryOnly)
                delegate?.splitViewController(self, willHide: column)
            }
            _update { _expandedDisplayMode = .secondaryOnly }
        }
    }

    /// Expanded: the primary and secondary view controllers (and supplementary); collapsed: the one shown (the compact
    /// column's, else the primary's). Column-style split view controllers list the navigation controllers.
    open var viewControllers: [UIViewController] {
        get {
            if _style == .unspecified { return _collapsed ? Array(_classicControllers.prefix(1)) : _classicControllers }
            if _collapsed { return [_containers[.compact] ?? _containers[.primary]].compactMap { $0 } }
            return [Column.primary, .supplementary, .secondary].compactMap { _containers[$0] }
        }
        set {
            _checkMutation("setViewControllers:")
            if _style == .unspecified {
                _update { _classicControllers = newValue }
                return
            }
            let columns: [Column] = _style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for (index, column) in columns.enumerated() {
                setViewController(index < newValue.count ? newValue[index] : nil, for: column)
            }
        }
    }

    open var isCollapsed: Bool { _collapsed }

    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if _style == .unspecified {
            if _collapsed, let primary = _classicControllers.first {
                primary.show(vc, sender: sender)
            } else {
                _update { _classicControllers = Array(_classicControllers.prefix(1)) + [vc] }
            }
            return
        }
        setViewController(vc, for: .secondary)
        if _collapsed { show(.secondary) }
    }

    // MARK: Display

    /// The columns from the primary to `top` that have a view controller, in stacking order.
    func _columnStack(upTo top: Column) -> [Column] {
        let order: [Column] = _style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        let target = top == .compact ? .primary : top
        guard let index = order.firstIndex(of: target) else { return [] }
        return order[...index].filter { _containers[$0] != nil }
    }

    /// Until it collapses (when it first appears in the compact environment) nothing is laid out.
    var _awaitingCollapse: Bool { !_collapsed && traitCollection.horizontalSizeClass != .regular }

    /// The children whose views are on screen.
    var _displayedContainers: [UIViewController] {
        if _awaitingCollapse { return [] }
        if _style == .unspecified { return _collapsed ? Array(_classicControllers.prefix(1)) : _classicControllers }
        if _collapsed {
            if let compact = _containers[.compact] { return [compact] }
            return _collapsedColumns.last.flatMap { _containers[$0] }.map { [$0] } ?? []
        }
        var shown: [UIViewController] = []
        let mode = displayMode
        let columns: [Column] = mode == .secondaryOnly ? [.secondary] : [.primary, .supplementary, .secondary]
        for column in columns {
            if let container = _containers[column], !shown.contains(where: { $0 === container }) { shown.append(container) }
        }
        return shown
    }

    var _allContainers: [UIViewController] {
        var all: [UIViewController] = []
        for container in [Column.primary, .supplementary, .secondary, .compact].compactMap({ _containers[$0] }) + _classicControllers
        where !all.contains(where: { $0 === container }) {
            all.append(container)
        }
        return all
    }

    /// The column a child shows (its name for the smoke driver).
    func _columnName(of container: UIViewController) -> String {
        if _style == .unspecified { return _classicControllers.first === container ? "primary" : "secondary" }
        for column in [Column.compact, .secondary, .supplementary, .primary] where _containers[column] === container {
            return Self._name(column).lowercased()
        }
        return "child"
    }

    /// Applies a change of columns or of what is shown: containment, then the appearance callbacks of the children
    /// that leave or come on screen, in UIKit's order.
    func _update(_ change: () -> Void) {
        let before = _displayedContainers
        change()
        _transition(from: before)
    }

    /// The children this split view controller installed for its columns (a subclass's own children are left alone).
    var _managed: [UIViewController] = []

    func _transition(from before: [UIViewController]) {
        let after = _displayedContainers
        let wanted = _allContainers
        let added = wanted.filter { $0._parent !== self }
        for container in added { addChild(container) }
        let leaving = before.filter { old in !after.contains { $0 === old } }
        let entering = after.filter { new in !before.contains { $0 === new } }
        if (_appearance == .appeared || _appearance == .appearing) && isViewLoaded {
            for container in entering { container.loadViewIfNeeded() }
            for container in leaving { container._beginAppearanceTransition(false) }
            for container in entering { container._beginAppearanceTransition(true) }
            _layoutContainers()
            for container in entering { container._layoutIfVisible() }
            for container in leaving { container._endAppearanceTransition() }
            for container in entering { container._endAppearanceTransition() }
        } else if isViewLoaded {
            _layoutContainers()
        }
        for container in added { container.didMove(toParent: self) }
        for old in _managed where old._parent === self && !wanted.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            if let view = old._view, view._superview === _view { view.removeFromSuperview() }
            old.removeFromParent()
        }
        _managed = wanted
    }

    func _layoutContainers() {
        guard let root = _view else { return }
        let shown = _displayedContainers
        for container in _managed + _allContainers where !shown.contains(where: { $0 === container }) {
            if let view = container._view, view._superview === root { view.removeFromSuperview() }
        }
        var x: CGFloat = 0
        for (index, container) in shown.enumerated() {
            let width = index == shown.count - 1 ? max(root.bounds.width - x, 0) : _primaryWidth
            container.view.frame = CGRect(x: x, y: 0, width: width, height: root.bounds.height)
            x += width
            if container.view._superview !== root { root.addSubview(container.view) }
        }
    }

    open override func loadView() {
        if let nibName {
            _UIKitConsole.exception("NSInternalInconsistencyException",
                "Could not load NIB in bundle: 'NSBundle </app> (loaded)' with name '\(nibName)'")
        }
        view = UIView(frame: UIScreen._main.bounds)
        _layoutContainers()
    }

    /// Born expanded, it collapses when it first appears in a horizontally compact environment (every iPhone).
    func _collapseIfNeeded() {
        guard _awaitingCollapse else { return }
        if _style != .unspecified {
            let proposed: Column = _containers[.compact] != nil ? .compact
                : _containers[.secondary] != nil ? .secondary
                : _containers[.supplementary] != nil ? .supplementary : .primary
            _inTopColumnCallback = true
            let top = _delegateCallback {
                delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
            }
            _inTopColumnCallback = false
            _collapsedColumns = _columnStack(upTo: _containers[top] != nil || top == .compact ? top : proposed)
        }
        _collapsed = true
        _transition(from: [])
        if _style != .unspecified { delegate?.splitViewControllerDidCollapse(self) }
    }

    override func _beginAppearanceTransition(_ isAppearing: Bool) {
        if isAppearing, _appearance == .disappeared || _appearance == .disappearing {
            loadViewIfNeeded()
            _collapseIfNeeded()
        }
        super._beginAppearanceTransition(isAppearing)
    }

    /// Presented with `.automatic`, a column-style split view controller is a form sheet.
    override var _resolvedPresentationStyle: UIModalPresentationStyle {
        modalPresentationStyle == .automatic ? .formSheet : modalPresentationStyle
    }

    // MARK: Smoke driver support

    struct _State {
        var columns: [Column: UIViewController]
        var containers: [Column: UIViewController]
        var classic: [UIViewController]
        var collapsedColumns: [Column]
        var expandedDisplayMode: DisplayMode?
    }

    var _state: _State {
        _State(columns: _columns, containers: _containers, classic: _classicControllers,
               collapsedColumns: _collapsedColumns, expandedDisplayMode: _expandedDisplayMode)
    }

    /// Puts columns and the shown column back (the smoke driver restoring the hierarchy); no delegate calls.
    func _restore(_ state: _State) {
        _update {
            _columns = state.columns
            _containers = state.containers
            _classicControllers = state.classic
            _collapsedColumns = state.collapsedColumns
            _expandedDisplayMode = state.expandedDisplayMode
        }
    }
}

// MARK: - Menus and actions

@MainActor
open class UIMenuElement: NSObject, @preconcurrency NSCoding {
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
    public enum State: Int, Sendable { case off = 0, on = 1, mixed = 2 }

    init(_title: String, subtitle: String?, image: UIImage?) {
        title = _title; self.subtitle = subtitle; self.image = image
        super.init()
    }
    public required init?(coder: NSCoder) {
        title = ""
        super.init()
    }
    public func encode(with coder: NSCoder) {}

    open var title: String
    open var subtitle: String?
    open var image: UIImage?
    open var accessibilityIdentifier: String?
}

/// The closure type of an action handler.
public typealias UIActionHandler = (UIAction) -> Void

@MainActor
open class UIAction: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let pasteAndMatchStyle = Identifier("com.apple.menu.paste-and-match-style")
        public static let pasteAndGo = Identifier("com.apple.menu.paste-and-go")
        public static let pasteAndSearch = Identifier("com.apple.menu.paste-and-search")
    }

    public convenience init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                            identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
                            attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                            handler: @escaping UIActionHandler) {
        self.init(_title: title, subtitle: subtitle, image: image)
        self.selectedImage = selectedImage
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        _handler = handler
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    override init(_title: String, subtitle: String?, image: UIImage?) { super.init(_title: _title, subtitle: subtitle, image: image) }

    open var selectedImage: UIImage?
    open internal(set) var identifier = Identifier(UUID().uuidString)
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes = []
    open var state: UIMenuElement.State = .off
    open var sender: Any? { _sender }
    weak var _senderObject: AnyObject?
    var _sender: Any? { _senderObject }
    var _handler: UIActionHandler = { _ in }

    func _perform(sender: AnyObject?) {
        guard !attributes.contains(.disabled) else { return }
        _senderObject = sender
        _handler(self)
        _senderObject = nil
    }
}

@MainActor
open class UIMenu: UIMenuElement {
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public enum ElementSize: Int, Sendable { case small = 0, medium, large, automatic = -1 }

    public convenience init(title: String = "", subtitle: String? = nil, image: UIImage? = nil,
                            identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [],
                            preferredElementSize: UIMenu.ElementSize = .automatic, children: [UIMenuElement] = []) {
        self.init(_title: title, subtitle: subtitle, image: image)
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    override init(_title: String, subtitle: String?, image: UIImage?) { super.init(_title: _title, subtitle: subtitle, image: image) }

    open internal(set) var identifier = Identifier(UUID().uuidString)
    open internal(set) var options: UIMenu.Options = []
    open var preferredElementSize: UIMenu.ElementSize = .automatic
    open internal(set) var children: [UIMenuElement] = []
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    var _allActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            if let menu = element as? UIMenu { return menu._allActions }
            return []
        }
    }
}

// MARK: - UIControl

@MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    public enum ContentVerticalAlignment: Int, Sendable { case center = 0, top, bottom, fill }
    public enum ContentHorizontalAlignment: Int, Sendable { case center = 0, left, right, fill, leading, trailing }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    struct _Registration {
        var action: UIAction?
        weak var target: AnyObject?
        var hasTarget: Bool
        var selector: Selector?
        var events: Event
    }
    var _registrations: [_Registration] = []

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var state: UIControl.State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }
    open var isTracking: Bool { false }
    open var isTouchInside: Bool { false }
    open var contentVerticalAlignment: UIControl.ContentVerticalAlignment = .center
    open var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment = .center
    open var effectiveContentHorizontalAlignment: UIControl.ContentHorizontalAlignment {
        contentHorizontalAlignment == .leading ? .left : (contentHorizontalAlignment == .trailing ? .right : contentHorizontalAlignment)
    }
    open var isContextMenuInteractionEnabled = false
    open var showsMenuAsPrimaryAction = false
    open var toolTip: String?

    /// Adds an action; an action with the identifier of an existing one replaces it.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        if let index = _registrations.firstIndex(where: { $0.action?.identifier == action.identifier }) {
            _registrations[index].action = action
            _registrations[index].events.formUnion(controlEvents)
            return
        }
        _registrations.append(_Registration(action: action, target: nil, hasTarget: false, selector: nil, events: controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        for index in _registrations.indices where _registrations[index].action?.identifier == actionIdentifier {
            _registrations[index].events.subtract(controlEvents)
        }
        _registrations.removeAll { $0.action != nil && $0.events.isEmpty }
    }

    /// Recorded only: selectors cannot be performed without the Objective-C runtime.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        let object = target as AnyObject?
        if let index = _registrations.firstIndex(where: { $0.hasTarget && $0.target === object && $0.selector == action }) {
            _registrations[index].events.formUnion(controlEvents)
            return
        }
        _registrations.append(_Registration(action: nil, target: object, hasTarget: true, selector: action, events: controlEvents))
    }

    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        let object = target as AnyObject?
        for index in _registrations.indices where _registrations[index].hasTarget
            && (object == nil || _registrations[index].target === object) && (action == nil || _registrations[index].selector == action) {
            _registrations[index].events.subtract(controlEvents)
        }
        _registrations.removeAll { $0.hasTarget && $0.events.isEmpty }
    }

    open var allTargets: Set<AnyHashable> {
        Set(_registrations.compactMap { registration in registration.target.map { AnyHashable(ObjectIdentifier($0)) } })
    }
    open var allControlEvents: UIControl.Event {
        _registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }
    open func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
        let object = target as AnyObject?
        let names = _registrations.filter { $0.hasTarget && $0.target === object && !$0.events.isDisjoint(with: controlEvent) }
            .compactMap { $0.selector?.name }
        return names.isEmpty ? nil : names
    }

    /// Performs the actions registered for `controlEvents` (in registration order).
    open func sendActions(for controlEvents: UIControl.Event) {
        for registration in _registrations where !registration.events.isDisjoint(with: controlEvents) {
            if let action = registration.action {
                action._perform(sender: self)
            } else if let selector = registration.selector {
                sendAction(selector, to: registration.target, for: nil)
            }
        }
    }
    open func sendAction(_ action: UIAction) { action._perform(sender: self) }
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {}

    // Smoke support: the events this class sends when the user uses it, in the order it sends them.

    /// The events instances of this class can send (a custom UIControl subclass may send any).
    class var _sentEvents: Event { self == UIControl.self ? .allTouchEvents : .allEvents }
    /// One use of the control by the user, as a sequence of events.
    class var _interactionEvents: [Event] { [.touchDown, .touchUpInside, .primaryActionTriggered, .valueChanged] }
    /// Changes the control's value as the user would before its events are sent.
    func _simulateValueChange() {}
    var _hasVisibleContent: Bool { true }
}

// MARK: - Buttons

public struct UIBackgroundConfiguration: Hashable, Sendable {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var image: UIImage?
    public init() {}
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    @available(*, deprecated, message: "Use listCell() instead")
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    @available(*, deprecated, message: "Use listCell() instead")
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}

@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0, system = 1, detailDisclosure = 2, infoLight = 3, infoDark = 4, contactAdd = 5, plain = 6, close = 7
        public static var roundedRect: UIButton.ButtonType { .system }
    }
    public enum Role: Int, Sendable { case normal = 0, primary, cancel, destructive }
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    public struct Configuration: Hashable {
        public enum CornerStyle: Int, Hashable, Sendable { case dynamic = -1, fixed = 0, small, medium, large, capsule }
        public enum Size: Int, Hashable, Sendable { case mini = 0, small, medium, large }
        public enum TitleAlignment: Int, Hashable, Sendable { case automatic = 0, leading, center, trailing }
        public enum IndicatorStyle: Int, Hashable, Sendable { case automatic = 0, none, popup }

        public static func plain() -> UIButton.Configuration { Configuration(style: "plain") }
        public static func tinted() -> UIButton.Configuration { Configuration(style: "tinted") }
        public static func gray() -> UIButton.Configuration { Configuration(style: "gray") }
        public static func filled() -> UIButton.Configuration { Configuration(style: "filled") }
        public static func borderless() -> UIButton.Configuration { Configuration(style: "borderless") }
        public static func bordered() -> UIButton.Configuration { Configuration(style: "bordered") }
        public static func borderedTinted() -> UIButton.Configuration { Configuration(style: "borderedTinted") }
        public static func borderedProminent() -> UIButton.Configuration { Configuration(style: "borderedProminent") }

        let style: String
        init(style: String) { self.style = style }

        public var title: String?
        public var subtitle: String?
        public var attributedTitle: AttributedString?
        public var attributedSubtitle: AttributedString?
        public var image: UIImage?
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var titleAlignment: UIButton.Configuration.TitleAlignment = .automatic
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var background = UIBackgroundConfiguration()
        public var cornerStyle: UIButton.Configuration.CornerStyle = .dynamic
        public var buttonSize: UIButton.Configuration.Size = .medium
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        public var showsActivityIndicator = false
        public var indicator: UIButton.Configuration.IndicatorStyle = .automatic
        public func updated(for button: UIButton) -> UIButton.Configuration { self }
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        _buttonType = buttonType
    }
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero)
        _buttonType = buttonType
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            if let image = primaryAction.image { setImage(image, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        _buttonType = .plain
        self.configuration = configuration
        if let primaryAction {
            if self.configuration?.title == nil, !primaryAction.title.isEmpty { self.configuration?.title = primaryAction.title }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    var _buttonType: ButtonType = .custom
    var _titles: [UInt: String] = [:]
    var _attributedTitles: [UInt: NSAttributedString] = [:]
    var _titleColors: [UInt: UIColor] = [:]
    var _images: [UInt: UIImage] = [:]
    var _backgroundImages: [UInt: UIImage] = [:]
    lazy var _titleLabel = UILabel(frame: .zero)
    lazy var _imageView = UIImageView(frame: .zero)

    open var buttonType: UIButton.ButtonType { _buttonType }
    open var role: UIButton.Role = .normal
    open var configuration: UIButton.Configuration? { didSet { invalidateIntrinsicContentSize() } }
    open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler?
    open var automaticallyUpdatesConfiguration = true
    open func setNeedsUpdateConfiguration() { configurationUpdateHandler?(self) }
    open func updateConfiguration() {}
    open var menu: UIMenu?
    open var changesSelectionAsPrimaryAction = false
    open var isPointerInteractionEnabled = false
    open var preferredMenuElementOrder = 0

    @available(*, deprecated, message: "This property is ignored when using UIButtonConfiguration")
    open var contentEdgeInsets: UIEdgeInsets = .zero
    @available(*, deprecated, message: "This property is ignored when using UIButtonConfiguration")
    open var titleEdgeInsets: UIEdgeInsets = .zero
    @available(*, deprecated, message: "This property is ignored when using UIButtonConfiguration")
    open var imageEdgeInsets: UIEdgeInsets = .zero
    @available(*, deprecated, message: "This property is ignored when using UIButtonConfiguration")
    open var adjustsImageWhenHighlighted = true
    @available(*, deprecated, message: "This property is ignored when using UIButtonConfiguration")
    open var adjustsImageWhenDisabled = true
    @available(*, deprecated, message: "This property is ignored when using UIButtonConfiguration")
    open var showsTouchWhenHighlighted = false

    private func _value<T>(_ table: [UInt: T], _ state: UIControl.State) -> T? { table[state.rawValue] ?? table[0] }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        _titles[state.rawValue] = title
        invalidateIntrinsicContentSize()
    }
    open func title(for state: UIControl.State) -> String? { _value(_titles, state) }
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) { _attributedTitles[state.rawValue] = title }
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { _value(_attributedTitles, state) }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { _titleColors[state.rawValue] = color }
    open func titleColor(for state: UIControl.State) -> UIColor? { _value(_titleColors, state) }
    open func setImage(_ image: UIImage?, for state: UIControl.State) { _images[state.rawValue] = image }
    open func image(for state: UIControl.State) -> UIImage? { _value(_images, state) }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { _backgroundImages[state.rawValue] = image }
    open func backgroundImage(for state: UIControl.State) -> UIImage? { _value(_backgroundImages, state) }
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) {}

    open var currentTitle: String? { configuration?.title ?? title(for: state) }
    open var currentImage: UIImage? { configuration?.image ?? image(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? tintColor }
    open var titleLabel: UILabel? {
        _titleLabel.text = currentTitle
        return _titleLabel
    }
    open var imageView: UIImageView? { _imageView }
    open var subtitleLabel: UILabel? { nil }

    open override var intrinsicContentSize: CGSize {
        let text = configuration?.title ?? configuration?.attributedTitle.map { String($0.characters) } ?? title(for: .normal)
            ?? attributedTitle(for: .normal)?.string ?? ""
        let hasImage = currentImage != nil
        let textWidth = CGFloat(text.count) * 9
        let size = configuration?.buttonSize ?? .medium
        let height: CGFloat = configuration == nil ? 34 : [22, 28, 34.33, 50.33][size.rawValue]
        if text.isEmpty && !hasImage { return CGSize(width: 30, height: height) }
        return CGSize(width: textWidth + (hasImage ? 24 : 0) + (configuration == nil ? 0 : 24), height: height)
    }

    /// A pop-up button (`changesSelectionAsPrimaryAction`, iOS 15) shows the title of its menu's selected element.
    var _selectedMenuTitle: String? {
        guard changesSelectionAsPrimaryAction else { return nil }
        return menu?._allActions.first { $0.state == .on }?.title
    }

    /// The user choosing `action` in the button's menu: a pop-up button moves its selection there first (UIKit keeps
    /// one element on).
    func _choose(_ action: UIAction) {
        if changesSelectionAsPrimaryAction, let menu {
            for other in menu._allActions { other.state = other === action ? .on : .off }
        }
        action._perform(sender: self)
    }

    override var _hasVisibleContent: Bool {
        let text = currentTitle ?? configuration?.attributedTitle.map { String($0.characters) } ?? attributedTitle(for: .normal)?.string
            ?? _selectedMenuTitle
        return !(text ?? "").isEmpty || currentImage != nil || configuration?.showsActivityIndicator == true
            || _buttonType == .detailDisclosure || _buttonType == .infoLight || _buttonType == .infoDark
            || _buttonType == .contactAdd || _buttonType == .close || !_subviews.isEmpty
    }

    override class var _sentEvents: UIControl.Event { [.allTouchEvents, .primaryActionTriggered, .menuActionTriggered] }
    override class var _interactionEvents: [UIControl.Event] { [.touchDown, .touchUpInside, .primaryActionTriggered] }
}

// MARK: - Value controls

@MainActor
open class UISwitch: UIControl {
    public enum Style: Int, Sendable { case automatic = 0, checkbox, sliding }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var isOn = false
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var onImage: UIImage?
    open var offImage: UIImage?
    open var title: String?
    open var preferredStyle: UISwitch.Style = .automatic
    open var style: UISwitch.Style { .sliding }

    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
    override class var _sentEvents: UIControl.Event { [.valueChanged, .primaryActionTriggered] }
    override class var _interactionEvents: [UIControl.Event] { [.valueChanged, .primaryActionTriggered] }
    override func _simulateValueChange() { isOn.toggle() }
}

@MainActor
open class UISlider: UIControl {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    var _value: Float = 0
    open var value: Float {
        get { _value }
        set { _value = min(max(newValue, minimumValue), maximumValue) }
    }
    open var minimumValue: Float = 0 { didSet { if maximumValue < minimumValue { maximumValue = minimumValue }; value = _value } }
    open var maximumValue: Float = 1 { didSet { if minimumValue > maximumValue { minimumValue = maximumValue }; value = _value } }
    open func setValue(_ value: Float, animated: Bool) { self.value = value }
    open var isContinuous = true
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {}

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }
    override class var _sentEvents: UIControl.Event { [.allTouchEvents, .valueChanged, .primaryActionTriggered] }
    override class var _interactionEvents: [UIControl.Event] { [.touchDown, .valueChanged, .primaryActionTriggered, .touchUpInside] }
    override func _simulateValueChange() { value = minimumValue + (maximumValue - minimumValue) / 2 }
}

@MainActor
open class UIStepper: UIControl {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    var _value: Double = 0
    open var value: Double {
        get { _value }
        set { _value = min(max(newValue, minimumValue), maximumValue) }
    }
    open var minimumValue: Double = 0 {
        didSet {
            if minimumValue >= maximumValue {
                _UIKitConsole.exception("NSInvalidArgumentException", "Minimum value must be less than maximum value")
            }
            value = _value
        }
    }
    open var maximumValue: Double = 100 {
        didSet {
            if maximumValue <= minimumValue {
                _UIKitConsole.exception("NSInvalidArgumentException", "Maximum value must be greater than minimum value")
            }
            value = _value
        }
    }
    open var stepValue: Double = 1 {
        didSet {
            if stepValue <= 0 { _UIKitConsole.exception("NSInvalidArgumentException", "Step value must be greater than 0") }
        }
    }
    open var isContinuous = true
    open var autorepeat = true
    open var wraps = false
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {}

    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }
    override class var _sentEvents: UIControl.Event { [.allTouchEvents, .valueChanged, .primaryActionTriggered] }
    override class var _interactionEvents: [UIControl.Event] { [.touchDown, .valueChanged, .primaryActionTriggered, .touchUpInside] }
    override func _simulateValueChange() {
        value = value + stepValue > maximumValue ? (wraps ? minimumValue : maximumValue) : value + stepValue
    }
}

@MainActor
open class UISegmentedControl: UIControl {
    nonisolated public static let noSegment: Int = -1

    struct _Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
    }
    var _segments: [_Segment] = []
    var _selected = UISegmentedControl.noSegment

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String { _segments.append(_Segment(title: title)) }
            else if let image = item as? UIImage { _segments.append(_Segment(image: image)) }
            else {
                _UIKitConsole.exception("NSInvalidArgumentException",
                    "UISegmentedControl items must be NSString or UIImage objects, not \(type(of: item))")
            }
        }
    }
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        _segments = actions.map { _Segment(title: $0.title, image: $0.image, action: $0) }
    }

    open var numberOfSegments: Int { _segments.count }
    open var selectedSegmentIndex: Int {
        get { _selected }
        set {
            guard newValue == UISegmentedControl.noSegment || (newValue >= 0 && newValue < _segments.count) else { return }
            _selected = newValue
        }
    }
    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false
    open var selectedSegmentTintColor: UIColor?

    func _clamp(_ segment: Int) -> Int { min(max(segment, 0), _segments.count) }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        _segments.insert(_Segment(title: title), at: _clamp(segment))
        invalidateIntrinsicContentSize()
    }
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        _segments.insert(_Segment(image: image), at: _clamp(segment))
        invalidateIntrinsicContentSize()
    }
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        _segments.insert(_Segment(title: action.title, image: action.image, action: action), at: _clamp(segment))
        invalidateIntrinsicContentSize()
    }
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segment >= 0, segment < _segments.count else { return }
        _segments.remove(at: segment)
        if _selected == segment { _selected = UISegmentedControl.noSegment } else if _selected > segment { _selected -= 1 }
    }
    open func removeAllSegments() {
        _segments.removeAll()
        _selected = UISegmentedControl.noSegment
    }
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segment >= 0, segment < _segments.count else { return }
        _segments[segment].title = title
    }
    open func titleForSegment(at segment: Int) -> String? {
        segment >= 0 && segment < _segments.count ? _segments[segment].title : nil
    }
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segment >= 0, segment < _segments.count else { return }
        _segments[segment].image = image
    }
    open func imageForSegment(at segment: Int) -> UIImage? {
        segment >= 0 && segment < _segments.count ? _segments[segment].image : nil
    }
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segment >= 0, segment < _segments.count else { return }
        _segments[segment].width = width
    }
    open func widthForSegment(at segment: Int) -> CGFloat {
        segment >= 0 && segment < _segments.count ? _segments[segment].width : 0
    }
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segment >= 0, segment < _segments.count else { return }
        _segments[segment].isEnabled = enabled
    }
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segment >= 0 && segment < _segments.count ? _segments[segment].isEnabled : false
    }
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segment >= 0, segment < _segments.count else { return }
        _segments[segment].action = action
    }
    open func actionForSegment(at segment: Int) -> UIAction? {
        segment >= 0 && segment < _segments.count ? _segments[segment].action : nil
    }
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        _segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? UISegmentedControl.noSegment
    }
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { nil }

    open override var intrinsicContentSize: CGSize {
        let width = _segments.reduce(CGFloat(0)) { $0 + max($1.width, CGFloat(($1.title ?? "").count) * 8 + 24) }
        return CGSize(width: width, height: 32)
    }

    override class var _sentEvents: UIControl.Event { [.valueChanged, .primaryActionTriggered] }
    override class var _interactionEvents: [UIControl.Event] { [.valueChanged, .primaryActionTriggered] }
    override func _simulateValueChange() {
        guard !_segments.isEmpty else { return }
        let next = (_selected + 1) % _segments.count
        _selected = next
        _segments[next].action?._perform(sender: self)
    }
}

public enum UIDatePickerStyle: Int, Sendable { case automatic = 0, wheels = 1, compact = 2, inline = 3 }

@MainActor
open class UIDatePicker: UIControl {
    public enum Mode: Int, Sendable { case time = 0, date = 1, dateAndTime = 2, countDownTimer = 3, yearAndMonth = 4 }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    var _date = Date()
    open var date: Date {
        get { _date }
        set {
            var value = newValue
            if let minimumDate, value < minimumDate { value = minimumDate }
            if let maximumDate, value > maximumDate { value = maximumDate }
            _date = value
        }
    }
    open func setDate(_ date: Date, animated: Bool) { self.date = date }
    open var datePickerMode: UIDatePicker.Mode = .dateAndTime { didSet { invalidateIntrinsicContentSize() } }
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { invalidateIntrinsicContentSize() } }
    open var datePickerStyle: UIDatePickerStyle {
        if preferredDatePickerStyle != .automatic {
            if preferredDatePickerStyle == .inline, datePickerMode == .countDownTimer { return .wheels }
            return preferredDatePickerStyle
        }
        return datePickerMode == .countDownTimer || datePickerMode == .yearAndMonth ? .wheels : .compact
    }
    open var locale: Locale?
    open var calendar: Calendar! = .current
    open var timeZone: TimeZone?
    open var minimumDate: Date?
    open var maximumDate: Date?
    open var countDownDuration: TimeInterval = 0
    open var minuteInterval = 1
    open var roundsToMinuteInterval = true

    open override var intrinsicContentSize: CGSize {
        switch datePickerStyle {
        case .wheels: return CGSize(width: 320, height: 216)
        case .inline: return CGSize(width: 320, height: datePickerMode == .time ? 53 : 330)
        default: return CGSize(width: datePickerMode == .dateAndTime ? 200 : 110, height: 34.33)
        }
    }

    override class var _sentEvents: UIControl.Event { [.valueChanged, .primaryActionTriggered, .editingDidBegin, .editingDidEnd] }
    override class var _interactionEvents: [UIControl.Event] { [.editingDidBegin, .valueChanged, .primaryActionTriggered, .editingDidEnd] }
    override func _simulateValueChange() { date = date.addingTimeInterval(86_400) }
}

@MainActor
open class UIPageControl: UIControl {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var numberOfPages = 0
    open var currentPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
    open override var intrinsicContentSize: CGSize { CGSize(width: CGFloat(numberOfPages) * 16 + 20, height: 26) }
    override class var _sentEvents: UIControl.Event { [.valueChanged, .primaryActionTriggered] }
    override class var _interactionEvents: [UIControl.Event] { [.valueChanged, .primaryActionTriggered] }
    override func _simulateValueChange() { if numberOfPages > 0 { currentPage = (currentPage + 1) % numberOfPages } }
}

@MainActor
open class UIRefreshControl: UIControl {
    public init() { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience override init(frame: CGRect) { self.init() }
    open private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?
    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
    override class var _sentEvents: UIControl.Event { [.valueChanged, .primaryActionTriggered] }
    override class var _interactionEvents: [UIControl.Event] { [.valueChanged, .primaryActionTriggered] }
    override func _simulateValueChange() { isRefreshing = true }
}

// MARK: - Text input

public enum UITextAutocapitalizationType: Int, Sendable { case none = 0, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default` = 0, no, yes }
public enum UITextSpellCheckingType: Int, Sendable { case `default` = 0, no, yes }
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
}
public enum UIKeyboardAppearance: Int, Sendable { case `default` = 0, dark, light }
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType("name")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
    public static let emailAddress = UITextContentType("email")
    public static let telephoneNumber = UITextContentType("tel")
    public static let URL = UITextContentType("url")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let postalCode = UITextContentType("postal-code")
    public static let addressCity = UITextContentType("address-level2")
    public static let givenName = UITextContentType("given-name")
    public static let familyName = UITextContentType("family-name")
}

/// The text input traits of text fields and text views (declared on the classes here).
@MainActor public protocol UITextInputTraits: NSObjectProtocol {}

@MainActor public protocol UITextFieldDelegate: NSObjectProtocol {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}
extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

@MainActor
open class UITextField: UIControl, UITextInputTraits {
    /// UIContentSizeCategoryAdjusting: the font follows the user's text size when it is a preferred font.
    open var adjustsFontForContentSizeCategory = false
    public enum BorderStyle: Int, Sendable { case none = 0, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never = 0, whileEditing, unlessEditing, always }
    public enum DidEndEditingReason: Int, Sendable { case committed = 0 }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var text: String? {
        get { _text }
        set { _text = newValue ?? ""; invalidateIntrinsicContentSize() }
    }
    var _text = ""
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: _text) }
        set { _text = newValue?.string ?? "" }
    }
    open var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
    open var attributedPlaceholder: NSAttributedString?
    open var textColor: UIColor?
    open var font: UIFont? = .systemFont(ofSize: 17)
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: UITextField.BorderStyle = .none { didSet { invalidateIntrinsicContentSize() } }
    open var background: UIImage?
    open var clearButtonMode: UITextField.ViewMode = .never
    open var leftView: UIView?
    open var leftViewMode: UITextField.ViewMode = .never
    open var rightView: UIView?
    open var rightViewMode: UITextField.ViewMode = .never
    open var clearsOnBeginEditing = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    weak open var delegate: (any UITextFieldDelegate)?
    open var isEditing: Bool { _isEditing }
    var _isEditing = false
    open var allowsEditingTextAttributes = false
    open var typingAttributes: [NSAttributedString.Key: Any]?
    open var inputViewOverride: UIView?
    open override var inputView: UIView? { inputViewOverride }
    open var inputAccessoryViewOverride: UIView?

    // UITextInputTraits
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        if clearsOnBeginEditing { _text = "" }
        _isEditing = true
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        _ = super.resignFirstResponder()
        _isEditing = false
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        return true
    }

    open override var intrinsicContentSize: CGSize {
        let font = self.font ?? .systemFont(ofSize: 17)
        let characters = max(_text.count, (placeholder ?? "").count)
        let height = borderStyle == .roundedRect ? 34 : font.lineHeight + 1
        return CGSize(width: CGFloat(characters) * font.pointSize * 0.5 + (borderStyle == .roundedRect ? 14 : 0), height: height)
    }

    override class var _sentEvents: UIControl.Event { [.allEditingEvents, .primaryActionTriggered] }
    override class var _interactionEvents: [UIControl.Event] { [] }

    /// The user typing `typed` and pressing Return, with the delegate calls and events UIKit makes.
    func _simulateEditing(typing typed: String) {
        guard becomeFirstResponder() else { return }
        let range = NSRange(location: _text.utf16.count, length: 0)
        if delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: typed) ?? true {
            _text += typed
            sendActions(for: .editingChanged)
            delegate?.textFieldDidChangeSelection(self)
        }
        if delegate?.textFieldShouldReturn(self) ?? true {
            sendActions(for: .primaryActionTriggered)
            if allControlEvents.contains(.editingDidEndOnExit) {
                sendActions(for: .editingDidEndOnExit)
            }
        }
        if isFirstResponder { _ = resignFirstResponder() }
    }
}

// MARK: - Labels, images, indicators

@MainActor
open class UILabel: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var text: String? { didSet { invalidateIntrinsicContentSize() } }
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    open var font: UIFont! = .preferredFont(forTextStyle: .body)
    open var textColor: UIColor! = .label
    open var textAlignment: NSTextAlignment = .natural
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var numberOfLines = 1
    open var adjustsFontSizeToFitWidth = false
    open var adjustsFontForContentSizeCategory = false
    open var minimumScaleFactor: CGFloat = 0
    open var allowsDefaultTighteningForTruncation = false
    open var isEnabled = true
    open var isHighlighted = false
    open var highlightedTextColor: UIColor?
    open var shadowColor: UIColor?
    open var shadowOffset = CGSize(width: 0, height: -1)
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var showsExpansionTextWhenTruncated = false

    open override var intrinsicContentSize: CGSize {
        let text = self.text ?? ""
        guard !text.isEmpty else { return .zero }
        var font = self.font ?? .preferredFont(forTextStyle: .body)
        // A label that adjusts follows the user's text size as it changes.
        if adjustsFontForContentSizeCategory, let style = font._textStyle { font = .preferredFont(forTextStyle: style) }
        let lines = text.components(separatedBy: "\n")
        let lineCount = numberOfLines == 0 ? lines.count : min(numberOfLines, lines.count)
        let width = CGFloat(lines.map(\.count).max() ?? 0) * font.pointSize * 0.5
        return CGSize(width: width.rounded(.up), height: (font.lineHeight * CGFloat(lineCount)).rounded(.up))
    }
}

@MainActor
open class UIImageView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        isUserInteractionEnabled = false
    }
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        self.highlightedImage = highlightedImage
        isUserInteractionEnabled = false
    }

    open var image: UIImage? { didSet { invalidateIntrinsicContentSize() } }
    open var highlightedImage: UIImage?
    open var isHighlighted = false
    open var animationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var animationRepeatCount = 0
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    open func startAnimating() {}
    open func stopAnimating() {}
    open var isAnimating: Bool { false }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}

@MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        @available(*, deprecated, message: "Use UIActivityIndicatorViewStyleLarge instead")
        case whiteLarge = 0
        @available(*, deprecated, message: "Use UIActivityIndicatorViewStyleMedium instead")
        case white = 1
        @available(*, deprecated, message: "Use UIActivityIndicatorViewStyleMedium instead")
        case gray = 2
    }
    public init(style: UIActivityIndicatorView.Style) {
        self.style = style
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init(coder: NSCoder) { super.init(coder: coder)! }

    open var style: UIActivityIndicatorView.Style = .medium
    open var hidesWhenStopped = true
    open var color: UIColor!
    open private(set) var isAnimating = false
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
    open override var intrinsicContentSize: CGSize {
        style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }
}

@MainActor
open class UIProgressView: UIView {
    public enum Style: Int, Sendable { case `default` = 0, bar = 1 }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init(progressViewStyle style: UIProgressView.Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }
    open var progressViewStyle: UIProgressView.Style = .default
    var _progress: Float = 0
    open var progress: Float {
        get { _progress }
        set { _progress = min(max(newValue, 0), 1) }
    }
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    open var progressImage: UIImage?
    open var trackImage: UIImage?
    open var observedProgress: Progress?
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 4)
    }
}

// MARK: - Stack view

@MainActor
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable { case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable {
        case fill = 0, leading = 1, firstBaseline = 2, center = 3, trailing = 4, lastBaseline = 5
        public static var top: UIStackView.Alignment { .leading }
        public static var bottom: UIStackView.Alignment { .trailing }
    }
    nonisolated public static let spacingUseDefault: CGFloat = 3.4028234663852886e+38
    nonisolated public static let spacingUseSystem: CGFloat = 1.1754943508222875e-38

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init(coder: NSCoder) { super.init(coder: coder)! }
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    var _arranged: [UIView] = []
    var _customSpacing: [ObjectIdentifier: CGFloat] = [:]
    open var arrangedSubviews: [UIView] { _arranged }
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var distribution: UIStackView.Distribution = .fill
    open var alignment: UIStackView.Alignment = .fill
    open var spacing: CGFloat = 0
    open var isBaselineRelativeArrangement = false
    open var isLayoutMarginsRelativeArrangement = false

    open func addArrangedSubview(_ view: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        if view._superview !== self { addSubview(view) }
        _arranged.removeAll { $0 === view }
        _arranged.append(view)
    }
    /// Removes the view from the arranged subviews only: it stays a subview (as in UIKit).
    open func removeArrangedSubview(_ view: UIView) { _arranged.removeAll { $0 === view } }
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        view.translatesAutoresizingMaskIntoConstraints = false
        if view._superview !== self { addSubview(view) }
        _arranged.removeAll { $0 === view }
        _arranged.insert(view, at: min(max(stackIndex, 0), _arranged.count))
    }
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        _customSpacing[ObjectIdentifier(arrangedSubview)] = spacing
    }
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        _customSpacing[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }
}

// MARK: - Scroll view

@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}
extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}

/// Holds `UIScrollView.delegate` so that UITableView and UITextView can declare `delegate` with their own delegate
/// protocol, as the SDK does (Swift source cannot override a property with a refined type).
@MainActor public protocol _UIScrollViewDelegateHolder: AnyObject {
    var _scrollViewDelegateObject: AnyObject? { get set }
}
extension _UIScrollViewDelegateHolder where Self: UIScrollView {
    /// The delegate of the scroll view.
    public var delegate: (any UIScrollViewDelegate)? {
        get { _scrollViewDelegateObject as? any UIScrollViewDelegate }
        set { _scrollViewDelegateObject = newValue }
    }
}

@MainActor
open class UIScrollView: UIView, _UIScrollViewDelegateHolder {
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic = 0, scrollableAxes, never, always }
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }
    public enum IndicatorStyle: Int, Sendable { case `default` = 0, black, white }
    public enum DecelerationRate: Sendable { case normal, fast }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    weak public var _scrollViewDelegateObject: AnyObject?

    open var contentOffset: CGPoint = .zero { didSet { (_scrollViewDelegateObject as? any UIScrollViewDelegate)?.scrollViewDidScroll(self) } }
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic
    open var automaticallyAdjustsScrollIndicatorInsets = true
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var isScrollEnabled = true { didSet { invalidateIntrinsicContentSize() } }
    open var isPagingEnabled = false
    open var isDirectionalLockEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle: UIScrollView.IndicatorStyle = .default
    open var scrollsToTop = true
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none
    open var refreshControl: UIRefreshControl? {
        didSet {
            oldValue?.removeFromSuperview()
            if let refreshControl { addSubview(refreshControl) }
        }
    }
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var isTracking: Bool { false }
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
    open func flashScrollIndicators() {}
    open var contentLayoutGuide: UILayoutGuide { _systemGuide(.scrollContent) { UILayoutGuide() } }
    open var frameLayoutGuide: UILayoutGuide { _systemGuide(.scrollFrame) { UILayoutGuide() } }
}

// MARK: - Text view

open class NSTextContainer: NSObject {
    public init(size: CGSize) {
        self.size = size
        super.init()
    }
    public convenience override init() { self.init(size: .zero) }
    open var size: CGSize
    open var lineFragmentPadding: CGFloat = 5
    open var maximumNumberOfLines = 0
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open var widthTracksTextView = false
    open var heightTracksTextView = false
}

@MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}
extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

@MainActor
open class UITextView: UIScrollView, UITextInputTraits {
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer(size: frame.size)
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer()
        super.init(coder: coder)
    }
    public convenience override init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }
    public convenience init(usingTextLayoutManager: Bool) { self.init(frame: .zero, textContainer: nil) }

    /// The delegate of the text view.
    weak open var delegate: (any UITextViewDelegate)? {
        get { _scrollViewDelegateObject as? any UITextViewDelegate }
        set { _scrollViewDelegateObject = newValue }
    }
    open var text: String! = "" { didSet { invalidateIntrinsicContentSize() } }
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text ?? "") }
        set { text = newValue?.string ?? "" }
    }
    open var font: UIFont? = .systemFont(ofSize: 12)
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    open var selectedRange = NSRange(location: 0, length: 0)
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    public let textContainer: NSTextContainer
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var allowsEditingTextAttributes = false
    open var usesStandardTextScaling = false
    open var adjustsFontForContentSizeCategory = false

    // UITextInputTraits
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    open override var intrinsicContentSize: CGSize {
        if isScrollEnabled { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let font = self.font ?? .systemFont(ofSize: 12)
        let lines = max(1, (text ?? "").components(separatedBy: "\n").count)
        return CGSize(width: UIView.noIntrinsicMetric,
                      height: font.lineHeight * CGFloat(lines) + textContainerInset.top + textContainerInset.bottom)
    }

    /// The user typing into the text view, with the delegate calls UIKit makes.
    func _simulateEditing(typing typed: String) {
        guard isEditable, delegate?.textViewShouldBeginEditing(self) ?? true, becomeFirstResponder() else { return }
        delegate?.textViewDidBeginEditing(self)
        let range = NSRange(location: (text ?? "").utf16.count, length: 0)
        if delegate?.textView(self, shouldChangeTextIn: range, replacementText: typed) ?? true {
            text = (text ?? "") + typed
            delegate?.textViewDidChange(self)
            delegate?.textViewDidChangeSelection(self)
        }
        if delegate?.textViewShouldEndEditing(self) ?? true {
            _ = resignFirstResponder()
            delegate?.textViewDidEndEditing(self)
        }
    }
}

// MARK: - Picker view

@MainActor public protocol UIPickerViewDataSource: NSObjectProtocol {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

@MainActor public protocol UIPickerViewDelegate: NSObjectProtocol {
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}
extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.bounds.width / CGFloat(max(1, pickerView.numberOfComponents))
    }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let label = (view as? UILabel) ?? UILabel(frame: .zero)
        label.text = self.pickerView(pickerView, titleForRow: row, forComponent: component)
        return label
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

@MainActor
open class UIPickerView: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    weak open var dataSource: (any UIPickerViewDataSource)?
    weak open var delegate: (any UIPickerViewDelegate)?
    var _selected: [Int: Int] = [:]

    open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }
    open func numberOfRows(inComponent component: Int) -> Int {
        dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    }
    open func rowSize(forComponent component: Int) -> CGSize {
        CGSize(width: delegate?.pickerView(self, widthForComponent: component) ?? bounds.width,
               height: delegate?.pickerView(self, rowHeightForComponent: component) ?? 32)
    }
    open func view(forRow row: Int, forComponent component: Int) -> UIView? { nil }
    open func reloadAllComponents() { _selected = [:] }
    open func reloadComponent(_ component: Int) { _selected[component] = nil }
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return }
        _selected[component] = min(max(row, 0), rows - 1)
    }
    open func selectedRow(inComponent component: Int) -> Int {
        numberOfRows(inComponent: component) > 0 ? (_selected[component] ?? 0) : -1
    }
    @available(*, deprecated, message: "This property has no effect on iOS 7 and later.")
    open var showsSelectionIndicator = false

    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }
}

// MARK: - Content configurations

@MainActor public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}

public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

public protocol UIContentConfiguration {
    @MainActor func makeContentView() -> any UIView & UIContentView
    @MainActor func updated(for state: any UIConfigurationState) -> Self
}

@MainActor public protocol UIContentView: NSObjectProtocol {
    var configuration: any UIContentConfiguration { get set }
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}
extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public struct TextProperties: Hashable {
        public enum TextAlignment: Int, Hashable, Sendable { case natural = 0, center, justified }
        public enum TextTransform: Int, Hashable, Sendable { case none = 0, uppercase, lowercase, capitalized }
        public var font: UIFont
        public var color: UIColor
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var transform: TextTransform = .none
        init(_ style: UIFont.TextStyle, _ color: UIColor) {
            font = .preferredFont(forTextStyle: style)
            self.color = color
        }
    }
    public struct ImageProperties: Hashable {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumWidth: CGFloat = 0
        public var maximumHeight: CGFloat = 0
        public var accessibilityIgnoresInvertColors = false
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    }

    let kind: String
    init(kind: String, text: UIFont.TextStyle = .body, secondary: UIFont.TextStyle = .subheadline) {
        self.kind = kind
        textProperties = TextProperties(text, .label)
        secondaryTextProperties = TextProperties(secondary, .secondaryLabel)
    }

    public static func cell() -> UIListContentConfiguration { .init(kind: "cell") }
    public static func subtitleCell() -> UIListContentConfiguration { .init(kind: "subtitleCell") }
    public static func valueCell() -> UIListContentConfiguration { .init(kind: "valueCell", secondary: .body) }
    public static func header() -> UIListContentConfiguration { .init(kind: "header", text: .headline) }
    public static func footer() -> UIListContentConfiguration { .init(kind: "footer", text: .footnote) }
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { .init(kind: "prominentHeader", text: .title3) }
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration { .init(kind: "extraProminentHeader", text: .title2) }
    // UIListContentConfiguration.h (iOS 18 SDK): API_DEPRECATED_WITH_REPLACEMENT("cellConfiguration", ios(14.0, 18.0)),
    // and "subtitleCellConfiguration" for the subtitle cell.
    @available(*, deprecated, renamed: "cell()")
    public static func sidebarCell() -> UIListContentConfiguration { .init(kind: "sidebarCell") }
    @available(*, deprecated, renamed: "subtitleCell()")
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { .init(kind: "sidebarSubtitleCell") }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { .init(kind: "accompaniedSidebarCell") }
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { .init(kind: "accompaniedSidebarSubtitleCell") }
    public static func sidebarHeader() -> UIListContentConfiguration { .init(kind: "sidebarHeader", text: .headline) }
    @available(*, deprecated, message: "Use header() instead")
    public static func plainHeader() -> UIListContentConfiguration { .init(kind: "plainHeader", text: .headline) }
    @available(*, deprecated, message: "Use footer() instead")
    public static func plainFooter() -> UIListContentConfiguration { .init(kind: "plainFooter", text: .footnote) }
    @available(*, deprecated, message: "Use header() instead")
    public static func groupedHeader() -> UIListContentConfiguration { .init(kind: "groupedHeader", text: .footnote) }
    @available(*, deprecated, message: "Use footer() instead")
    public static func groupedFooter() -> UIListContentConfiguration { .init(kind: "groupedFooter", text: .footnote) }

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    @MainActor public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }
    @MainActor public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

    var _hasContent: Bool {
        !(text ?? "").isEmpty || !(secondaryText ?? "").isEmpty || !(attributedText?.string ?? "").isEmpty
            || !(secondaryAttributedText?.string ?? "").isEmpty || image != nil
    }
}

public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1)
    public static let vertical = UIAxis(rawValue: 2)
    public static let both: UIAxis = [.horizontal, .vertical]
}

@MainActor
open class UIListContentView: UIView, UIContentView {
    public init(configuration: UIListContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }
    public required init?(coder: NSCoder) {
        configuration = UIListContentConfiguration.cell()
        super.init(coder: coder)
    }
    open var configuration: any UIContentConfiguration { didSet { invalidateIntrinsicContentSize() } }
    open func supports(_ configuration: any UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }
    open var textLayoutGuide: UILayoutGuide? { nil }
    open override var intrinsicContentSize: CGSize {
        guard let list = configuration as? UIListContentConfiguration, list._hasContent else { return .zero }
        var height = list.directionalLayoutMargins.top + list.directionalLayoutMargins.bottom + list.textProperties.font.lineHeight
        if list.secondaryText != nil, !list.prefersSideBySideTextAndSecondaryText {
            height += list.secondaryTextProperties.font.lineHeight + list.textToSecondaryTextVerticalPadding
        }
        return CGSize(width: UIView.noIntrinsicMetric, height: max(44, height))
    }
}

// MARK: - Table view

@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}
extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
}
extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
}

@MainActor
open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable { case normal = 0, destructive = 1 }
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    public convenience init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) {
        self.init()
        _style = style
        self.title = title
        _handler = handler
    }
    public override init() { super.init() }
    var _style: Style = .normal
    var _handler: Handler = { _, _, completion in completion(false) }
    open var style: UIContextualAction.Style { _style }
    open var handler: UIContextualAction.Handler { _handler }
    open var title: String?
    open var backgroundColor: UIColor!
    open var image: UIImage?
}

@MainActor
open class UISwipeActionsConfiguration: NSObject {
    public convenience init(actions: [UIContextualAction]) {
        self.init()
        _actions = actions
    }
    public override init() { super.init() }
    var _actions: [UIContextualAction] = []
    open var actions: [UIContextualAction] { _actions }
    open var performsFirstActionWithFullSwipe = true
}

/// Nibs cannot be loaded on Linux.
@MainActor
open class UINib: NSObject {
    let name: String
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = "<data>"
        super.init()
    }
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [String: Any]? = nil) -> [Any] {
        _UIKitConsole.exception("NSInternalInconsistencyException",
            "Could not load NIB in bundle: 'NSBundle </app> (loaded)' with name '\(name)'")
    }
}

/// A batch of changes to a table view's rows or a collection view's items, which UIKit checks the same way against the
/// data source's counts after the update.
struct _BatchUpdate {
    var inserted: [IndexPath] = []
    var deleted: [IndexPath] = []
    var reloaded: [IndexPath] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var moves: [(IndexPath, IndexPath)] = []

    /// The counts after the update, per section; UIKit's NSInternalInconsistencyExceptions, in its words (`unit`: row
    /// or item, `view`: table view or collection view), where they disagree with the counts before it and the update.
    @MainActor func validated(old: [Int], sections: () -> Int, count: (Int) -> Int, unit: String, view: String) -> [Int] {
        for indexPath in deleted where indexPath.section >= old.count || indexPath.item >= old[indexPath.section] {
            let before = indexPath.section < old.count ? old[indexPath.section] : 0
            _UIKitConsole.exception("NSInternalInconsistencyException",
                "attempt to delete \(unit) \(indexPath.item) from section \(indexPath.section) which only contains \(before) \(unit)s before the update")
        }
        let sections = sections()
        let expectedSections = old.count + insertedSections.count - deletedSections.count
        if sections != expectedSections {
            _UIKitConsole.exception("NSInternalInconsistencyException",
                "Invalid update: invalid number of sections. The number of sections contained in the \(view) after the update (\(sections)) must be equal to the number of sections contained in the \(view) before the update (\(old.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted).")
        }
        let survivingOld = old.indices.filter { !deletedSections.contains($0) }
        let keptNew = (0..<sections).filter { !insertedSections.contains($0) }
        var counts: [Int] = []
        for section in 0..<sections {
            let after = count(section)
            counts.append(after)
            guard let position = keptNew.firstIndex(of: section), position < survivingOld.count else { continue }
            let oldSection = survivingOld[position]
            let insertedHere = inserted.filter { $0.section == section }.count
            let deletedHere = deleted.filter { $0.section == oldSection }.count
            let movedIn = moves.filter { $0.1.section == section && $0.0.section != oldSection }.count
            let movedOut = moves.filter { $0.0.section == oldSection && $0.1.section != section }.count
            if after != old[oldSection] + insertedHere - deletedHere + movedIn - movedOut {
                _UIKitConsole.exception("NSInternalInconsistencyException",
                    "Invalid update: invalid number of \(unit)s in section \(section). The number of \(unit)s contained in an existing section after the update (\(after)) must be equal to the number of \(unit)s contained in that section before the update (\(old[oldSection])), plus or minus the number of \(unit)s inserted or deleted from that section (\(insertedHere) inserted, \(deletedHere) deleted) and plus or minus the number of \(unit)s moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
            }
        }
        for indexPath in inserted where indexPath.section >= counts.count || indexPath.item >= counts[indexPath.section] {
            let after = indexPath.section < counts.count ? counts[indexPath.section] : 0
            _UIKitConsole.exception("NSInternalInconsistencyException",
                "attempt to insert \(unit) \(indexPath.item) into section \(indexPath.section), but there are only \(after) \(unit)s in section \(indexPath.section) after the update")
        }
        return counts
    }
}

@MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default` = 0, value1 = 1, value2 = 2, subtitle = 3 }
    public enum SelectionStyle: Int, Sendable { case none = 0, blue = 1, gray = 2, `default` = 3 }
    public enum SeparatorStyle: Int, Sendable {
        case none = 0, singleLine = 1
        @available(*, deprecated, message: "Use UITableViewCellSeparatorStyleSingleLine for a single line separator.")
        case singleLineEtched = 2
    }
    public enum AccessoryType: Int, Sendable { case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum EditingStyle: Int, Sendable { case none = 0, delete, insert }
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        _style = style
        _reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        _setUpContentView()
    }
    public required init?(coder: NSCoder) {
        _style = .default
        _reuseIdentifier = nil
        super.init(coder: coder)
        _setUpContentView()
    }
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }
    @available(*, deprecated, message: "Use initWithStyle:reuseIdentifier: instead")
    public convenience init(frame: CGRect, reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
        self.frame = frame
    }

    func _setUpContentView() {
        _contentView.frame = bounds
        addSubview(_contentView)
    }

    let _style: CellStyle
    let _reuseIdentifier: String?
    let _contentView = UIView(frame: .zero)
    weak var _tableView: UITableView?
    var _legacyText: UILabel?
    var _legacyDetail: UILabel?
    var _legacyImage: UIImageView?

    open var reuseIdentifier: String? { _reuseIdentifier }
    open var contentView: UIView { _contentView }

    @available(*, deprecated, message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release.")
    open var textLabel: UILabel? {
        if let label = _legacyText { return label }
        let label = UILabel(frame: .zero)
        _legacyText = label
        _contentView.addSubview(label)
        return label
    }
    @available(*, deprecated, message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release.")
    open var detailTextLabel: UILabel? {
        guard _style != .default else { return nil }
        if let label = _legacyDetail { return label }
        let label = UILabel(frame: .zero)
        _legacyDetail = label
        _contentView.addSubview(label)
        return label
    }
    @available(*, deprecated, message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release.")
    open var imageView: UIImageView? {
        if let view = _legacyImage { return view }
        let view = UIImageView(frame: .zero)
        _legacyImage = view
        _contentView.addSubview(view)
        return view
    }

    var _contentConfiguration: (any UIContentConfiguration)?
    var _configuredView: (any UIView & UIContentView)?
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { _contentConfiguration }
        set {
            _contentConfiguration = newValue
            if let newValue {
                if let view = _configuredView, view.supports(newValue) {
                    view.configuration = newValue
                } else {
                    _configuredView?.removeFromSuperview()
                    let view = newValue.makeContentView()
                    _configuredView = view
                    _contentView.addSubview(view)
                }
            } else {
                _configuredView?.removeFromSuperview()
                _configuredView = nil
            }
        }
    }
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch _style {
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        default: return .cell()
        }
    }
    open var automaticallyUpdatesContentConfiguration = true
    open var backgroundConfiguration: UIBackgroundConfiguration?
    open var automaticallyUpdatesBackgroundConfiguration = true
    open var configurationUpdateHandler: UITableViewCell.ConfigurationUpdateHandler?
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }
    open func updateConfiguration(using state: UICellConfigurationState) { configurationUpdateHandler?(self, state) }

    open var accessoryType: UITableViewCell.AccessoryType = .none
    open var accessoryView: UIView?
    open var editingAccessoryType: UITableViewCell.AccessoryType = .none
    open var editingAccessoryView: UIView?
    open var selectionStyle: UITableViewCell.SelectionStyle = .default
    open var isSelected = false
    open var isHighlighted = false
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    open var isEditing = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open var editingStyle: UITableViewCell.EditingStyle { .delete }
    open var showsReorderControl = false
    open var shouldIndentWhileEditing = true
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var multipleSelectionBackgroundView: UIView?
    open var focusStyle = 0
    open var userInteractionEnabledWhileDragging = false

    open func prepareForReuse() {}

    /// Whether the cell shows anything: configured content, legacy labels, an image or views of its own.
    var _hasVisibleContent: Bool {
        if let list = _contentConfiguration as? UIListContentConfiguration, list._hasContent { return true }
        if _contentConfiguration != nil, !(_contentConfiguration is UIListContentConfiguration) { return true }
        if !(_legacyText?.text ?? "").isEmpty || !(_legacyDetail?.text ?? "").isEmpty || _legacyImage?.image != nil { return true }
        let own = _contentView._subviews.filter { $0 !== _legacyText && $0 !== _legacyDetail && $0 !== _legacyImage && $0 !== _configuredView }
        return !own.isEmpty || _subviews.contains { $0 !== _contentView } || accessoryView != nil
    }
}

@MainActor
open class UITableViewHeaderFooterView: UIView {
    public init(reuseIdentifier: String?) {
        _reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(_contentView)
    }
    public required init?(coder: NSCoder) {
        _reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(_contentView)
    }
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }
    let _reuseIdentifier: String?
    let _contentView = UIView(frame: .zero)
    open var reuseIdentifier: String? { _reuseIdentifier }
    open var contentView: UIView { _contentView }
    @available(*, deprecated, message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release.")
    open var textLabel: UILabel? { nil }
    @available(*, deprecated, message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release.")
    open var detailTextLabel: UILabel? { nil }
    open var contentConfiguration: (any UIContentConfiguration)?
    open func defaultContentConfiguration() -> UIListContentConfiguration { .header() }
    open var backgroundConfiguration: UIBackgroundConfiguration?
    open func prepareForReuse() {}
}

@MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain = 0, grouped = 1, insetGrouped = 2 }
    public enum ScrollPosition: Int, Sendable { case none = 0, top, middle, bottom }
    public enum RowAnimation: Int, Sendable { case fade = 0, right, left, top, bottom, none, middle, automatic = 100 }

    nonisolated public static let automaticDimension: CGFloat = -1

    public init(frame: CGRect, style: UITableView.Style) {
        _style = style
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) {
        _style = .plain
        super.init(coder: coder)
    }
    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    let _style: Style
    open var style: UITableView.Style { _style }
    weak open var dataSource: (any UITableViewDataSource)? { didSet { _rowCounts = nil; setNeedsLayout() } }
    /// The delegate of the table view.
    weak open var delegate: (any UITableViewDelegate)? {
        get { _scrollViewDelegateObject as? any UITableViewDelegate }
        set { _scrollViewDelegateObject = newValue; setNeedsLayout() }
    }

    open var rowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var separatorColor: UIColor?
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var backgroundView: UIView?
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
        }
    }
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
        }
    }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    open var isEditing = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open var cellLayoutMarginsFollowReadableWidth = false
    open var insetsContentViewsToSafeArea = true
    open var sectionIndexColor: UIColor?
    open var sectionIndexBackgroundColor: UIColor?
    open var remembersLastFocusedIndexPath = false
    open var selectionFollowsFocus = false
    open var hasUncommittedUpdates: Bool { false }

    // MARK: Registration and reuse

    enum _Registration { case cellClass(UITableViewCell.Type), nib(UINib) }
    var _cellRegistrations: [String: _Registration] = [:]
    var _headerFooterRegistrations: [String: UITableViewHeaderFooterView.Type] = [:]
    var _reusePool: [String: [UITableViewCell]] = [:]

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { _cellRegistrations[identifier] = nil; return }
        guard let type = cellClass as? UITableViewCell.Type else {
            _UIKitConsole.exception("NSInvalidArgumentException",
                "must pass a class of kind UITableViewCell")
        }
        _cellRegistrations[identifier] = .cellClass(type)
    }
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        _cellRegistrations[identifier] = nib.map { .nib($0) }
    }
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { _headerFooterRegistrations[identifier] = nil; return }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            _UIKitConsole.exception("NSInvalidArgumentException", "must pass a class of kind UITableViewHeaderFooterView")
        }
        _headerFooterRegistrations[identifier] = type
    }
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {}

    func _makeCell(_ identifier: String) -> UITableViewCell? {
        if var pool = _reusePool[identifier], let cell = pool.popLast() {
            _reusePool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        switch _cellRegistrations[identifier] {
        case .cellClass(let type)?:
            return _UIKitRuntimeSupport.makeCell(type, style: .default, reuseIdentifier: identifier)
        case .nib(let nib)?:
            _ = nib.instantiate(withOwner: nil)
            return nil
        case nil:
            return nil
        }
    }

    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        let cell = _makeCell(identifier)
        cell?._tableView = self
        return cell
    }

    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = _makeCell(identifier) else {
            _UIKitConsole.exception("NSInternalInconsistencyException",
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        cell._tableView = self
        return cell
    }

    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let type = _headerFooterRegistrations[identifier] else { return nil }
        return _UIKitRuntimeSupport.makeHeaderFooter(type, reuseIdentifier: identifier)
    }

    // MARK: Data

    var _rowCounts: [Int]?
    var _visible: [IndexPath: UITableViewCell] = [:]
    var _selected: [IndexPath] = []

    func _loadCounts() -> [Int] {
        if let counts = _rowCounts { return counts }
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            _UIKitConsole.exception("NSInternalInconsistencyException", "Number of sections (\(sections)) must not be negative")
        }
        let counts = (0..<sections).map { section -> Int in
            let rows = dataSource.tableView(self, numberOfRowsInSection: section)
            if rows < 0 {
                _UIKitConsole.exception("NSInternalInconsistencyException",
                    "Number of rows in section \(section) (\(rows)) must not be negative")
            }
            return rows
        }
        _rowCounts = counts
        return counts
    }

    open var numberOfSections: Int { _loadCounts().count }
    open func numberOfRows(inSection section: Int) -> Int {
        let counts = _loadCounts()
        guard section >= 0, section < counts.count else {
            _UIKitConsole.exception("NSRangeException",
                "Requested the number of rows for section (\(section)) which is out of bounds.")
        }
        return counts[section]
    }

    func _isValid(_ indexPath: IndexPath) -> Bool {
        let counts = _loadCounts()
        return indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < counts.count
            && indexPath.row >= 0 && indexPath.row < counts[indexPath.section]
    }

    open func reloadData() {
        _recycleVisibleCells()
        _rowCounts = nil
        _selected = []
        if window != nil { _ = _loadCounts() }
        setNeedsLayout()
    }

    func _recycleVisibleCells() {
        for (indexPath, cell) in _visible {
            cell.removeFromSuperview()
            delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            if let identifier = cell.reuseIdentifier { _reusePool[identifier, default: []].append(cell) }
        }
        _visible = [:]
    }

    /// The cell the data source gives for a row (what scrolling the row on screen does).
    func _requestCell(at indexPath: IndexPath) -> UITableViewCell {
        guard let dataSource else {
            _UIKitConsole.exception("NSInternalInconsistencyException", "UITableView (\(_describe(self))) has no dataSource")
        }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        if cell._tableView == nil { cell._tableView = self }
        cell.frame = CGRect(x: 0, y: 0, width: bounds.width, height: _height(forRowAt: indexPath))
        cell._contentView.frame = cell.bounds
        return cell
    }

    func _height(forRowAt indexPath: IndexPath) -> CGFloat {
        let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        return height == UITableView.automaticDimension ? 44 : height
    }

    /// Lays out the rows that fit on screen, asking the data source and delegate as UIKit does.
    func _layoutRows() {
        guard window != nil, dataSource != nil else { return }
        let counts = _loadCounts()
        _recycleVisibleCells()
        var y = tableHeaderView?.frame.height ?? 0
        var shown = 0
        outer: for section in counts.indices {
            _ = dataSource?.tableView(self, titleForHeaderInSection: section)
            if let header = delegate?.tableView(self, viewForHeaderInSection: section) {
                delegate?.tableView(self, willDisplayHeaderView: header, forSection: section)
            }
            _ = delegate?.tableView(self, heightForHeaderInSection: section)
            for row in 0..<counts[section] {
                if y > max(bounds.height, 44) || shown >= 20 { break outer }
                let indexPath = IndexPath(row: row, section: section)
                let cell = _requestCell(at: indexPath)
                cell.frame.origin.y = y
                y += cell.frame.height
                _visible[indexPath] = cell
                addSubview(cell)
                delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
                shown += 1
            }
            _ = dataSource?.tableView(self, titleForFooterInSection: section)
            _ = delegate?.tableView(self, viewForFooterInSection: section)
        }
        contentSize = CGSize(width: bounds.width, height: y)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutRows()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { setNeedsLayout() }
    }

    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { _visible[indexPath] }
    open var visibleCells: [UITableViewCell] { _visible.keys.sorted().compactMap { _visible[$0] } }
    open var indexPathsForVisibleRows: [IndexPath]? { _visible.keys.sorted() }
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { _visible.first { $0.value === cell }?.key }
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        _visible[indexPath]?.frame ?? CGRect(x: 0, y: 0, width: bounds.width, height: _height(forRowAt: indexPath))
    }
    open func rect(forSection section: Int) -> CGRect { .zero }
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }

    open var indexPathForSelectedRow: IndexPath? { _selected.first }
    open var indexPathsForSelectedRows: [IndexPath]? { _selected.isEmpty ? nil : _selected }
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        guard let indexPath else { _selected = []; return }
        guard _isValid(indexPath) else { return }
        if !allowsMultipleSelection { _selected = [] }
        if !_selected.contains(indexPath) { _selected.append(indexPath) }
        _visible[indexPath]?.setSelected(true, animated: animated)
    }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        _selected.removeAll { $0 == indexPath }
        _visible[indexPath]?.setSelected(false, animated: animated)
    }
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        let counts = _loadCounts()
        if indexPath.section < 0 || indexPath.section >= counts.count {
            _UIKitConsole.exception("NSInternalInconsistencyException",
                "Attempted to scroll the table view to an out-of-bounds section (\(indexPath.section)) when there are only \(counts.count) sections. Table view: \(_describe(self))")
        }
        if indexPath.row < 0 || indexPath.row >= counts[indexPath.section] {
            _UIKitConsole.exception("NSInternalInconsistencyException",
                "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only \(counts[indexPath.section]) rows in section \(indexPath.section). Table view: \(_describe(self))")
        }
    }
    open func scrollToNearestSelectedRow(at scrollPosition: UITableView.ScrollPosition, animated: Bool) {}

    /// The user tapping a row: highlight, willSelect, select, didSelect.
    func _userSelectRow(at indexPath: IndexPath) {
        guard allowsSelection, let delegate else { return }
        guard delegate.tableView(self, shouldHighlightRowAt: indexPath) else { return }
        delegate.tableView(self, didHighlightRowAt: indexPath)
        delegate.tableView(self, didUnhighlightRowAt: indexPath)
        guard let target = delegate.tableView(self, willSelectRowAt: indexPath) else { return }
        if !allowsMultipleSelection, let previous = _selected.first, previous != target {
            if let deselect = delegate.tableView(self, willDeselectRowAt: previous) {
                deselectRow(at: deselect, animated: false)
                delegate.tableView(self, didDeselectRowAt: deselect)
            }
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        delegate.tableView(self, didSelectRowAt: target)
    }

    // MARK: Updates (validated against the data source as UIKit does)

    typealias _Update = _BatchUpdate
    var _updateDepth = 0
    var _pendingUpdate = _Update()

    func _record(_ change: (inout _Update) -> Void) {
        change(&_pendingUpdate)
        if _updateDepth == 0 { _commitUpdates() }
    }

    func _commitUpdates() {
        let update = _pendingUpdate
        _pendingUpdate = _Update()
        guard let old = _rowCounts, let dataSource else { _rowCounts = nil; setNeedsLayout(); return }
        let counts = update.validated(old: old, sections: { dataSource.numberOfSections(in: self) },
                                      count: { dataSource.tableView(self, numberOfRowsInSection: $0) }, unit: "row", view: "table view")
        _rowCounts = counts
        _selected = []
        setNeedsLayout()
        if window != nil { _recycleVisibleCells(); _layoutRows() }
    }

    open func beginUpdates() { _updateDepth += 1 }
    open func endUpdates() {
        _updateDepth = max(0, _updateDepth - 1)
        if _updateDepth == 0 { _commitUpdates() }
    }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _updateDepth += 1
        updates?()
        _updateDepth -= 1
        if _updateDepth == 0 { _commitUpdates() }
        if let completion { _UIRunLoop.perform { completion(true) } }
    }
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        _record { $0.inserted += indexPaths }
    }
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        _record { $0.deleted += indexPaths }
    }
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        _record { $0.reloaded += indexPaths }
    }
    open func reconfigureRows(at indexPaths: [IndexPath]) { _record { $0.reloaded += indexPaths } }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { _record { $0.moves.append((indexPath, newIndexPath)) } }
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        _record { $0.insertedSections.formUnion(sections) }
    }
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        _record { $0.deletedSections.formUnion(sections) }
    }
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { _record { _ in } }
    open func moveSection(_ section: Int, toSection newSection: Int) { _record { _ in } }
    open func reloadSectionIndexTitles() {}
}

@MainActor
open class UITableViewController: UIViewController, UITableViewDelegate, UITableViewDataSource {
    public init(style: UITableView.Style) {
        _tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) {
        _tableStyle = .plain
        super.init(coder: coder)
    }

    let _tableStyle: UITableView.Style
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }
    open var clearsSelectionOnViewWillAppear = true
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    open override func loadView() {
        if let nibName {
            _UIKitConsole.exception("NSInternalInconsistencyException",
                "Could not load NIB in bundle: 'NSBundle </app> (loaded)' with name '\(nibName)'")
        }
        let table = UITableView(frame: UIScreen._main.bounds, style: _tableStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let table = _view as? UITableView {
            for indexPath in table._selected { table.deselectRow(at: indexPath, animated: animated) }
        }
    }

    // UITableViewDataSource
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        _UIKitConsole.exception("NSInternalInconsistencyException",
            "UITableView (\(_describe(tableView))) failed to obtain a cell from its dataSource (\(_describe(self)))")
    }
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // UITableViewDelegate
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }

    // UIScrollViewDelegate
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}

// MARK: - Collection view

/// While a collection view asks its data source for a cell (`collectionView(_:cellForItemAt:)`): cell registrations
/// created meanwhile are flagged, as UIKit (iOS 15+) refuses to dequeue with them. Read by the nonisolated
/// `CellRegistration.init`.
enum _UICollectionViewCellRequest {
    nonisolated(unsafe) static var depth = 0
    nonisolated(unsafe) static var nextRegistration = 0
}

/// The Objective-C object behind a `UICollectionView.CellRegistration`/`SupplementaryRegistration` (not SDK API).
final class _UICollectionViewRegistrationToken {
    let kind: String
    let reuseIdentifier: String
    let nib: UINib?
    let createdDuringCellRequest: Bool
    init(kind: String, nib: UINib?) {
        _UICollectionViewCellRequest.nextRegistration += 1
        self.kind = kind
        reuseIdentifier = "_UICollectionView\(kind).\(_UICollectionViewCellRequest.nextRegistration)"
        self.nib = nib
        createdDuringCellRequest = _UICollectionViewCellRequest.depth > 0
    }
    var description: String {
        "<UICollectionView\(kind): 0x\(String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16))>"
    }
}

@MainActor
open class UICollectionViewLayout: NSObject, @preconcurrency NSCoding {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public func encode(with coder: NSCoder) {}

    weak var _collectionView: UICollectionView?
    open var collectionView: UICollectionView? { _collectionView }
    open func prepare() {}
    open func invalidateLayout() { _collectionView?.setNeedsLayout() }
    open var collectionViewContentSize: CGSize { _collectionView?.contentSize ?? .zero }

    /// The height UIKit would give an item (list cells: 44 pt at least).
    func _itemHeight(at indexPath: IndexPath) -> CGFloat { 44 }
}

/// `list(using:)` only: sections, groups and items (`NSCollectionLayoutSection`…) are not modelled.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    let _listConfiguration: UICollectionLayoutListConfiguration?

    init(_listConfiguration configuration: UICollectionLayoutListConfiguration) {
        _listConfiguration = configuration
        super.init()
    }
    @available(*, unavailable)
    public override init() { fatalError("UICollectionViewCompositionalLayout: init() is unavailable") }
    public required init?(coder: NSCoder) {
        _listConfiguration = nil
        super.init(coder: coder)
    }

    /// A compositional layout that contains only list sections of the specified configuration.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(_listConfiguration: configuration)
    }
}

/// A configuration for creating a list layout (a Swift struct in the SDK, neither main-actor isolated nor Sendable).
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Hashable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Hashable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Hashable { case none, supplementary }
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    public init(appearance: UICollectionLayoutListConfiguration.Appearance) { _appearance = appearance }

    let _appearance: Appearance
    public var appearance: UICollectionLayoutListConfiguration.Appearance { _appearance }
    public var showsSeparators = true
    public var backgroundColor: UIColor?
    public var headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none
    public var footerMode: UICollectionLayoutListConfiguration.FooterMode = .none
    public var headerTopPadding: CGFloat?
    public var leadingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
}

/// An accessory of a list cell (system accessories; custom views are declared by their type only).
public struct UICellAccessory {
    public typealias ActionHandler = () -> Void
    public enum DisplayedState: Hashable { case always, whenEditing, whenNotEditing }
    public enum LayoutDimension { case actual, standard, custom(CGFloat) }
    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }
    public struct CheckmarkOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }
    public struct DeleteOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }
    public struct OutlineDisclosureOptions {
        public enum Style: Hashable { case automatic, header, cell }
        public var style: UICellAccessory.OutlineDisclosureOptions.Style
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        public init(style: UICellAccessory.OutlineDisclosureOptions.Style? = nil, isHidden: Bool? = nil,
                    reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style ?? .automatic
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }
    public struct LabelOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        public var font: UIFont
        public var adjustsFontForContentSizeCategory: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
            self.font = font ?? .preferredFont(forTextStyle: .body)
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }
    public enum AccessoryType: Hashable {
        case disclosureIndicator, outlineDisclosure, checkmark, delete, insert, reorder, multiselect, label, detail, popUpMenu
        case customView(UIView)
    }

    public let accessoryType: UICellAccessory.AccessoryType
    let _displayed: DisplayedState
    let _actionHandler: ActionHandler?

    public static func disclosureIndicator(displayed: UICellAccessory.DisplayedState = .always,
                                           options: UICellAccessory.DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(accessoryType: .disclosureIndicator, _displayed: displayed, _actionHandler: nil)
    }
    public static func checkmark(displayed: UICellAccessory.DisplayedState = .always,
                                 options: UICellAccessory.CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(accessoryType: .checkmark, _displayed: displayed, _actionHandler: nil)
    }
    public static func delete(displayed: UICellAccessory.DisplayedState = .whenEditing,
                              options: UICellAccessory.DeleteOptions = DeleteOptions(),
                              actionHandler: UICellAccessory.ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(accessoryType: .delete, _displayed: displayed, _actionHandler: actionHandler)
    }
    public static func outlineDisclosure(displayed: UICellAccessory.DisplayedState = .always,
                                         options: UICellAccessory.OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: UICellAccessory.ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(accessoryType: .outlineDisclosure, _displayed: displayed, _actionHandler: actionHandler)
    }
    public static func label(text: String, displayed: UICellAccessory.DisplayedState = .always,
                             options: UICellAccessory.LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(accessoryType: .label, _displayed: displayed, _actionHandler: nil)
    }
}

@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
}
extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        _UIKitConsole.exception("NSInternalInconsistencyException",
            "the collection view's data source (\(_describe(self))) does not implement collectionView(_:viewForSupplementaryElementOfKind:at:) for a supplementary view of kind \(kind)")
    }
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}

@MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)
    func collectionView(_ collectionView: UICollectionView,
                        targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
}
extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        !collectionView.isEditing
    }
    public func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                               forElementKind elementKind: String, at indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                               forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
    public func collectionView(_ collectionView: UICollectionView,
                               targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
}

@MainActor
open class UICollectionReusableView: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    var _reuseIdentifier: String?
    open var reuseIdentifier: String? { _reuseIdentifier }
    open func prepareForReuse() {}
}

@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _setUpContentView()
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _setUpContentView()
    }

    func _setUpContentView() {
        _contentView.frame = bounds
        addSubview(_contentView)
    }

    let _contentView = UIView(frame: .zero)
    weak var _collectionView: UICollectionView?
    open var contentView: UIView { _contentView }

    var _contentConfiguration: (any UIContentConfiguration)?
    var _configuredView: (any UIView & UIContentView)?
    /// The current content configuration of the cell (setting it replaces or updates the content view).
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { _contentConfiguration }
        set {
            _contentConfiguration = newValue
            if let newValue {
                if let view = _configuredView, view.supports(newValue) {
                    view.configuration = newValue
                } else {
                    _configuredView?.removeFromSuperview()
                    let view = newValue.makeContentView()
                    _configuredView = view
                    _contentView.addSubview(view)
                }
            } else {
                _configuredView?.removeFromSuperview()
                _configuredView = nil
            }
        }
    }
    open var automaticallyUpdatesContentConfiguration = true
    public var backgroundConfiguration: UIBackgroundConfiguration?
    open var automaticallyUpdatesBackgroundConfiguration = true
    public var configurationUpdateHandler: UICollectionViewCell.ConfigurationUpdateHandler?
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }
    open func updateConfiguration(using state: UICellConfigurationState) { configurationUpdateHandler?(self, state) }

    open var isSelected = false { didSet { if oldValue != isSelected { setNeedsUpdateConfiguration() } } }
    open var isHighlighted = false { didSet { if oldValue != isHighlighted { setNeedsUpdateConfiguration() } } }
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?

    /// Whether the cell shows anything: configured content, or views of its own.
    var _hasVisibleContent: Bool {
        if let list = _contentConfiguration as? UIListContentConfiguration, list._hasContent { return true }
        if _contentConfiguration != nil, !(_contentConfiguration is UIListContentConfiguration) { return true }
        let own = _contentView._subviews.filter { $0 !== _configuredView }
        return !own.isEmpty || _subviews.contains { $0 !== _contentView } || backgroundView != nil
    }
}

@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// A default list content configuration for the list's appearance (a sidebar cell in a sidebar list).
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch _listAppearance {
        case .sidebar?, .sidebarPlain?: .sidebarCell()
        default: .cell()
        }
    }
    public var accessories: [UICellAccessory] = []
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var indentsAccessories = true
    var _separatorGuide: UILayoutGuide?
    open var separatorLayoutGuide: UILayoutGuide {
        if let guide = _separatorGuide { return guide }
        let guide = UILayoutGuide()
        addLayoutGuide(guide)
        _separatorGuide = guide
        return guide
    }

    var _listAppearance: UICollectionLayoutListConfiguration.Appearance? {
        ((_collectionView?.collectionViewLayout as? UICollectionViewCompositionalLayout)?._listConfiguration)?.appearance
    }
}

@MainActor
open class UICollectionView: UIScrollView {
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
    public enum ScrollDirection: Int, Sendable { case vertical = 0, horizontal = 1 }

    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// A registration for the collection view's cells: create it once, before the collection view asks for cells (not
    /// inside `collectionView(_:cellForItemAt:)`), and pass it to `dequeueConfiguredReusableCell(using:for:item:)`.
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        let _token: _UICollectionViewRegistrationToken
        let _handler: Handler
        public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {
            _token = _UICollectionViewRegistrationToken(kind: "CellRegistration", nib: nil)
            _handler = handler
        }
        public init(cellNib: UINib, handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {
            _token = _UICollectionViewRegistrationToken(kind: "CellRegistration", nib: cellNib)
            _handler = handler
        }
    }

    public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
        let _token: _UICollectionViewRegistrationToken
        let _elementKind: String
        let _handler: Handler
        public init(elementKind: String, handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler) {
            _token = _UICollectionViewRegistrationToken(kind: "SupplementaryRegistration", nib: nil)
            _elementKind = elementKind
            _handler = handler
        }
        public init(supplementaryNib: UINib, elementKind: String,
                    handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler) {
            _token = _UICollectionViewRegistrationToken(kind: "SupplementaryRegistration", nib: supplementaryNib)
            _elementKind = elementKind
            _handler = handler
        }
    }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        _layout = layout
        super.init(frame: frame)
        layout._collectionView = self
    }
    public required init?(coder: NSCoder) {
        _layout = UICollectionViewLayout()
        super.init(coder: coder)
        _layout._collectionView = self
    }
    /// Inherited from UIView as in the SDK (which imports it from Objective-C): UIKit raises, a layout is required.
    public convenience override init(frame: CGRect) {
        _UIKitConsole.exception("NSInvalidArgumentException", "UICollectionView must be initialized with a non-nil layout parameter")
    }

    var _layout: UICollectionViewLayout
    open var collectionViewLayout: UICollectionViewLayout {
        get { _layout }
        set {
            if _layout._collectionView === self { _layout._collectionView = nil }
            _layout = newValue
            newValue._collectionView = self
            setNeedsLayout()
        }
    }
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) { collectionViewLayout = layout }
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        if let completion { _UIRunLoop.perform { completion(true) } }
    }

    weak open var dataSource: (any UICollectionViewDataSource)? { didSet { _itemCounts = nil; setNeedsLayout() } }
    /// The delegate of the collection view.
    weak open var delegate: (any UICollectionViewDelegate)? {
        get { _scrollViewDelegateObject as? any UICollectionViewDelegate }
        set { _scrollViewDelegateObject = newValue; setNeedsLayout() }
    }
    open var isPrefetchingEnabled = true
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isEditing = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    open var selectionFollowsFocus = false
    open var allowsFocus = false
    open var allowsFocusDuringEditing = false
    open var remembersLastFocusedIndexPath = false
    open var dragInteractionEnabled = false
    open var hasActiveDrag: Bool { false }
    open var hasActiveDrop: Bool { false }
    open var hasUncommittedUpdates: Bool { false }

    // MARK: Registration and reuse

    enum _Registration { case viewClass(UICollectionReusableView.Type), nib(UINib) }
    var _cellRegistrations: [String: _Registration] = [:]
    var _supplementaryRegistrations: [String: _Registration] = [:]
    var _reusePool: [String: [UICollectionReusableView]] = [:]
    var _dequeuedInRequest: [UICollectionViewCell] = []

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { _cellRegistrations[identifier] = nil; return }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            _UIKitConsole.exception("NSInvalidArgumentException", "must pass a class of kind UICollectionViewCell")
        }
        _cellRegistrations[identifier] = .viewClass(type)
    }
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        _cellRegistrations[identifier] = nib.map { .nib($0) }
    }
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = "\(elementKind)/\(identifier)"
        guard let viewClass else { _supplementaryRegistrations[key] = nil; return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            _UIKitConsole.exception("NSInvalidArgumentException", "must pass a class of kind UICollectionReusableView")
        }
        _supplementaryRegistrations[key] = .viewClass(type)
    }
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        _supplementaryRegistrations["\(kind)/\(identifier)"] = nib.map { .nib($0) }
    }

    func _makeView(_ registration: _Registration?, poolKey: String, reuseIdentifier: String) -> UICollectionReusableView? {
        if var pool = _reusePool[poolKey], let view = pool.popLast() {
            _reusePool[poolKey] = pool
            view.prepareForReuse()
            return view
        }
        switch registration {
        case .viewClass(let type)?:
            let view = _UIKitRuntimeSupport.makeReusableView(type, frame: CGRect(x: 0, y: 0, width: bounds.width, height: 44))
            view._reuseIdentifier = reuseIdentifier
            return view
        case .nib(let nib)?:
            _ = nib.instantiate(withOwner: nil)
            return nil
        case nil:
            return nil
        }
    }

    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = _makeView(_cellRegistrations[identifier], poolKey: identifier, reuseIdentifier: identifier) as? UICollectionViewCell else {
            _UIKitConsole.exception("NSInternalInconsistencyException",
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        cell._collectionView = self
        if _UICollectionViewCellRequest.depth > 0 { _dequeuedInRequest.append(cell) }
        return cell
    }

    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let key = "\(elementKind)/\(identifier)"
        guard let view = _makeView(_supplementaryRegistrations[key], poolKey: key, reuseIdentifier: identifier) else {
            _UIKitConsole.exception("NSInternalInconsistencyException",
                "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return view
    }

    /// Dequeues a cell registered by `registration` and runs the registration's handler with the item.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: UICollectionView.CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell where Cell: UICollectionViewCell {
        let token = registration._token
        if token.createdDuringCellRequest {
            _UIKitConsole.exception("NSInternalInconsistencyException",
                "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. Creating a new registration each time a cell is requested will prevent reuse and cause created cells to remain inaccessible in memory for the lifetime of the collection view. Registrations should be created up front and reused. Registration: \(token.description)")
        }
        if _cellRegistrations[token.reuseIdentifier] == nil {
            _cellRegistrations[token.reuseIdentifier] = token.nib.map { .nib($0) } ?? .viewClass(Cell.self)
        }
        let cell = dequeueReusableCell(withReuseIdentifier: token.reuseIdentifier, for: indexPath) as! Cell
        registration._handler(cell, indexPath, item as Any as! Item)
        return cell
    }

    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: UICollectionView.SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary where Supplementary: UICollectionReusableView {
        let token = registration._token
        let key = "\(registration._elementKind)/\(token.reuseIdentifier)"
        if _supplementaryRegistrations[key] == nil {
            _supplementaryRegistrations[key] = token.nib.map { .nib($0) } ?? .viewClass(Supplementary.self)
        }
        let view = dequeueReusableSupplementaryView(ofKind: registration._elementKind, withReuseIdentifier: token.reuseIdentifier,
                                                    for: indexPath) as! Supplementary
        registration._handler(view, registration._elementKind, indexPath)
        return view
    }

    // MARK: Data

    var _itemCounts: [Int]?
    var _visible: [IndexPath: UICollectionViewCell] = [:]
    var _selected: [IndexPath] = []

    func _loadCounts() -> [Int] {
        if let counts = _itemCounts { return counts }
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            _UIKitConsole.exception("NSInternalInconsistencyException", "Number of sections (\(sections)) must not be negative")
        }
        let counts = (0..<sections).map { section -> Int in
            let items = dataSource.collectionView(self, numberOfItemsInSection: section)
            if items < 0 {
                _UIKitConsole.exception("NSInternalInconsistencyException",
                    "Number of items in section \(section) (\(items)) must not be negative")
            }
            return items
        }
        _itemCounts = counts
        return counts
    }

    open var numberOfSections: Int { _loadCounts().count }
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = _loadCounts()
        guard section >= 0, section < counts.count else {
            _UIKitConsole.exception("NSRangeException", "Requested the number of items for section (\(section)) which is out of bounds.")
        }
        return counts[section]
    }

    func _isValid(_ indexPath: IndexPath) -> Bool {
        let counts = _loadCounts()
        return indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < counts.count
            && indexPath.item >= 0 && indexPath.item < counts[indexPath.section]
    }

    open func reloadData() {
        _recycleVisibleCells()
        _itemCounts = nil
        _selected = []
        if window != nil { _ = _loadCounts() }
        setNeedsLayout()
    }

    func _recycleVisibleCells() {
        for (indexPath, cell) in _visible {
            cell.removeFromSuperview()
            cell.isSelected = false
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
            if let identifier = cell.reuseIdentifier { _reusePool[identifier, default: []].append(cell) }
        }
        _visible = [:]
    }

    /// The cell the data source gives for an item (what scrolling the item on screen does). UIKit requires a cell
    /// dequeued from this collection view.
    func _requestCell(at indexPath: IndexPath) -> UICollectionViewCell {
        guard let dataSource else {
            _UIKitConsole.exception("NSInternalInconsistencyException", "UICollectionView (\(_describe(self))) has no dataSource")
        }
        _UICollectionViewCellRequest.depth += 1
        let dequeued = _dequeuedInRequest
        _dequeuedInRequest = []
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        _dequeuedInRequest = dequeued
        _UICollectionViewCellRequest.depth -= 1
        if cell.reuseIdentifier == nil {
            _UIKitConsole.exception("NSInternalInconsistencyException",
                "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
        }
        cell._collectionView = self
        cell.frame = CGRect(x: 0, y: 0, width: bounds.width, height: collectionViewLayout._itemHeight(at: indexPath))
        cell._contentView.frame = cell.bounds
        cell.isSelected = _selected.contains(indexPath)
        cell.setNeedsUpdateConfiguration()
        return cell
    }

    /// Lays out the items that fit on screen, asking the data source and delegate as UIKit does.
    func _layoutItems() {
        guard window != nil, dataSource != nil else { return }
        collectionViewLayout.prepare()
        let counts = _loadCounts()
        _recycleVisibleCells()
        var y: CGFloat = 0
        var shown = 0
        outer: for section in counts.indices {
            for item in 0..<counts[section] {
                if y > max(bounds.height, 44) || shown >= 20 { break outer }
                let indexPath = IndexPath(item: item, section: section)
                let cell = _requestCell(at: indexPath)
                cell.frame.origin.y = y
                y += cell.frame.height
                _visible[indexPath] = cell
                addSubview(cell)
                delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
                shown += 1
            }
        }
        contentSize = CGSize(width: bounds.width, height: y)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutItems()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { setNeedsLayout() }
    }

    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { _visible[indexPath] }
    open var visibleCells: [UICollectionViewCell] { _visible.keys.sorted().compactMap { _visible[$0] } }
    open var indexPathsForVisibleItems: [IndexPath] { _visible.keys.sorted() }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { _visible.first { $0.value === cell }?.key }
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        _visible.first { $0.value.frame.contains(point) }?.key
    }
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {
        let counts = _loadCounts()
        if indexPath.section < 0 || indexPath.section >= counts.count {
            _UIKitConsole.exception("NSInternalInconsistencyException",
                "Attempted to scroll the collection view to an out-of-bounds section (\(indexPath.section)) when there are only \(counts.count) sections. Collection view: \(_describe(self))")
        }
        if indexPath.item < 0 || indexPath.item >= counts[indexPath.section] {
            _UIKitConsole.exception("NSInternalInconsistencyException",
                "Attempted to scroll the collection view to an out-of-bounds item (\(indexPath.item)) when there are only \(counts[indexPath.section]) items in section \(indexPath.section). Collection view: \(_describe(self))")
        }
    }

    // MARK: Selection

    open var indexPathsForSelectedItems: [IndexPath]? { _selected }

    /// Programmatic selection: no delegate calls; `nil` clears the selection.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        guard let indexPath else {
            for path in _selected { _visible[path]?.isSelected = false }
            _selected = []
            return
        }
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for path in _selected where path != indexPath { _visible[path]?.isSelected = false }
            _selected = []
        }
        if !_selected.contains(indexPath) { _selected.append(indexPath) }
        _visible[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        _selected.removeAll { $0 == indexPath }
        _visible[indexPath]?.isSelected = false
    }

    /// The user tapping an item: highlight, unhighlight, shouldSelect, deselect of the previous item, select,
    /// didSelect, then the primary action.
    func _userSelectItem(at indexPath: IndexPath) {
        guard allowsSelection || (isEditing && allowsSelectionDuringEditing) else { return }
        let delegate = self.delegate
        if let delegate {
            guard delegate.collectionView(self, shouldHighlightItemAt: indexPath) else { return }
            _visible[indexPath]?.isHighlighted = true
            delegate.collectionView(self, didHighlightItemAt: indexPath)
            _visible[indexPath]?.isHighlighted = false
            delegate.collectionView(self, didUnhighlightItemAt: indexPath)
        }
        if allowsMultipleSelection, _selected.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        if delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true {
            if !allowsMultipleSelection {
                for previous in _selected where previous != indexPath {
                    deselectItem(at: previous, animated: false)
                    delegate?.collectionView(self, didDeselectItemAt: previous)
                }
            }
            selectItem(at: indexPath, animated: false, scrollPosition: [])
            delegate?.collectionView(self, didSelectItemAt: indexPath)
        }
        if let delegate, _isValid(indexPath), delegate.collectionView(self, canPerformPrimaryActionForItemAt: indexPath) {
            delegate.collectionView(self, performPrimaryActionForItemAt: indexPath)
        }
    }

    // MARK: Updates (validated against the data source as UIKit does)

    typealias _Update = _BatchUpdate
    var _updateDepth = 0
    var _pendingUpdate = _Update()

    func _record(_ change: (inout _Update) -> Void) {
        change(&_pendingUpdate)
        if _updateDepth == 0 { _commitUpdates() }
    }

    func _commitUpdates() {
        let update = _pendingUpdate
        _pendingUpdate = _Update()
        guard let old = _itemCounts, let dataSource else { _itemCounts = nil; setNeedsLayout(); return }
        let counts = update.validated(old: old, sections: { dataSource.numberOfSections(in: self) },
                                      count: { dataSource.collectionView(self, numberOfItemsInSection: $0) }, unit: "item", view: "collection view")
        _itemCounts = counts
        _selected = _selected.filter { $0.section < counts.count && $0.item < counts[$0.section] }
        setNeedsLayout()
        if window != nil { _recycleVisibleCells(); _layoutItems() }
    }

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _updateDepth += 1
        updates?()
        _updateDepth -= 1
        if _updateDepth == 0 { _commitUpdates() }
        if let completion { _UIRunLoop.perform { completion(true) } }
    }
    open func insertItems(at indexPaths: [IndexPath]) { _record { $0.inserted += indexPaths } }
    open func deleteItems(at indexPaths: [IndexPath]) { _record { $0.deleted += indexPaths } }
    open func reloadItems(at indexPaths: [IndexPath]) { _record { _ in } }
    open func reconfigureItems(at indexPaths: [IndexPath]) { _record { _ in } }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { _record { $0.moves.append((indexPath, newIndexPath)) } }
    open func insertSections(_ sections: IndexSet) { _record { $0.insertedSections.formUnion(sections) } }
    open func deleteSections(_ sections: IndexSet) { _record { $0.deletedSections.formUnion(sections) } }
    open func reloadSections(_ sections: IndexSet) { _record { _ in } }
    open func moveSection(_ section: Int, toSection newSection: Int) { _record { _ in } }
}

@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDelegate, UICollectionViewDataSource {
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        _layout = layout
        super.init(nibName: nil, bundle: nil)
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _layout = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) {
        _layout = nil
        super.init(coder: coder)
    }

    let _layout: UICollectionViewLayout?
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set {
            if let newValue {
                if newValue.dataSource == nil { newValue.dataSource = self }
                if newValue.delegate == nil { newValue.delegate = self }
            }
            view = newValue
        }
    }
    /// The layout passed to `init(collectionViewLayout:)` (not updated when the collection view's layout changes).
    open var collectionViewLayout: UICollectionViewLayout { _layout ?? collectionView.collectionViewLayout }
    open var clearsSelectionOnViewWillAppear = true
    open var useLayoutToLayoutNavigationTransitions = false
    open var installsStandardGestureForInteractiveMovement = true

    open override func loadView() {
        if let nibName {
            _UIKitConsole.exception("NSInternalInconsistencyException",
                "Could not load NIB in bundle: 'NSBundle </app> (loaded)' with name '\(nibName)'")
        }
        guard let layout = _layout else {
            _UIKitConsole.exception("NSInvalidArgumentException", "UICollectionView must be initialized with a non-nil layout parameter")
        }
        let collection = UICollectionView(frame: UIScreen._main.bounds, collectionViewLayout: layout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let collection = _view as? UICollectionView {
            for indexPath in collection._selected { collection.deselectItem(at: indexPath, animated: animated) }
        }
    }

    // UICollectionViewDataSource
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        _UIKitConsole.exception("NSInvalidArgumentException",
            "-[\(type(of: self)) collectionView:cellForItemAtIndexPath:]: unrecognized selector sent to instance \(_describe(self))")
    }
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        _UIKitConsole.exception("NSInvalidArgumentException",
            "-[\(type(of: self)) collectionView:viewForSupplementaryElementOfKind:atIndexPath:]: unrecognized selector sent to instance \(_describe(self))")
    }
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }

    // UICollectionViewDelegate
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        !collectionView.isEditing
    }
    open func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
    open func collectionView(_ collectionView: UICollectionView,
                             targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // UIScrollViewDelegate
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}

// MARK: - Layout check (not Auto Layout: heights only, enough to find views that would be invisible)

/// Resolves the heights views would get, by these rules, in this order:
/// 1. arranged subviews get the height their UIStackView gives them (distribution, alignment, hugging);
/// 2. views using autoresizing masks (translatesAutoresizingMaskIntoConstraints) have their frame's height;
/// 3. an active `heightAnchor` constraint (a constant, or a multiple of another dimension) decides;
/// 4. a view whose top and bottom are both constrained to views or guides outside it is stretched between them;
/// 5. otherwise its content decides: UIKit's intrinsic content size for the class, a stack view's arranged
///    subviews, or subviews chained from its top to its bottom; with none of these the height is 0.
@MainActor enum _UILayout {
    static let verticalTop: Set<NSLayoutConstraint.Attribute> = [.top, .topMargin, .firstBaseline]
    static let verticalBottom: Set<NSLayoutConstraint.Attribute> = [.bottom, .bottomMargin, .lastBaseline]

    static var depth = 0
    static var visiting: Set<ObjectIdentifier> = []
    static var contentVisiting: Set<ObjectIdentifier> = []
    static var memo: [ObjectIdentifier: CGFloat] = [:]

    static func entering<T>(_ body: () -> T) -> T {
        if depth == 0 { memo = [:]; visiting = []; contentVisiting = [] }
        depth += 1
        defer { depth -= 1 }
        return body()
    }

    static func isArranged(_ view: UIView) -> UIStackView? {
        guard let stack = view._superview as? UIStackView, stack._arranged.contains(where: { $0 === view }) else { return nil }
        return stack
    }

    static func isHiddenForLayout(_ view: UIView) -> Bool {
        if view.isHidden { return true }
        if let spinner = view as? UIActivityIndicatorView, spinner.hidesWhenStopped, !spinner.isAnimating { return true }
        return false
    }

    /// Constraints about `item`'s attributes, each with the other end and whether `item` is the first item.
    static func constraints(about item: AnyObject, _ attributes: Set<NSLayoutConstraint.Attribute>)
        -> [(constraint: NSLayoutConstraint, isFirst: Bool, other: (item: AnyObject, attribute: NSLayoutConstraint.Attribute)?)]
    {
        guard let owner = (item as? _UILayoutItem)?._layoutOwningView else { return [] }
        var seen: Set<ObjectIdentifier> = []
        var result: [(NSLayoutConstraint, Bool, (item: AnyObject, attribute: NSLayoutConstraint.Attribute)?)] = []
        var current: UIView? = owner
        var views: [UIView] = []
        while let c = current { views.append(c); current = c._superview }
        for view in views {
            for constraint in view._installedConstraints where seen.insert(ObjectIdentifier(constraint)).inserted {
                if let match = constraint._involves(item, attributes) { result.append((constraint, match.isFirst, match.other)) }
            }
        }
        return result
    }

    /// The height a layout item (view or guide) ends up with.
    static func height(of item: AnyObject) -> CGFloat {
        if let view = item as? UIView { return height(of: view) }
        guard let guide = item as? UILayoutGuide, let owner = guide.owningView else { return 0 }
        switch guide._kind {
        case .scrollContent: return contentChainHeight(of: owner, guideOnly: guide) ?? 0
        case .custom:
            if let explicit = explicitHeight(of: guide).value { return explicit }
            return max(0, height(of: owner))
        default:
            let insets = guide._insets()
            return max(0, height(of: owner) - insets.top - insets.bottom)
        }
    }

    static func width(of item: AnyObject) -> CGFloat {
        guard let view = item as? UIView else {
            return (item as? UILayoutGuide)?.owningView.map { width(of: $0) } ?? 0
        }
        for entry in constraints(about: view, [.width]) where entry.isFirst && entry.constraint.relation == .equal {
            if entry.other == nil { return entry.constraint.constant }
        }
        if !view.translatesAutoresizingMaskIntoConstraints, let parent = view._superview {
            let pinned = constraints(about: view, [.leading, .left]).isEmpty == false
                && constraints(about: view, [.trailing, .right]).isEmpty == false
            if pinned || isArranged(view) != nil { return max(0, width(of: parent) - 32) }
            let intrinsic = view.intrinsicContentSize.width
            return intrinsic == UIView.noIntrinsicMetric ? width(of: parent) : intrinsic
        }
        return view.bounds.width
    }

    /// An explicit height from constraints on the item's height anchor: (value, minimum).
    static func explicitHeight(of item: AnyObject) -> (value: CGFloat?, minimum: CGFloat) {
        var best: (value: CGFloat, priority: Float)?
        var minimum: CGFloat = 0
        for entry in constraints(about: item, [.height]) {
            let c = entry.constraint
            var value: CGFloat?
            if entry.other == nil {
                if entry.isFirst { value = c.constant }
            } else if let other = entry.other, other.item !== item {
                let otherSize = other.attribute == .width ? width(of: other.item) : height(of: other.item)
                value = entry.isFirst ? c.multiplier * otherSize + c.constant
                    : (c.multiplier == 0 ? nil : (otherSize - c.constant) / c.multiplier)
            } else if let other = entry.other, other.attribute == .width, entry.isFirst {
                value = c.multiplier * width(of: item) + c.constant  // aspect ratio
            }
            guard let value else { continue }
            let relation = entry.isFirst ? c.relation : NSLayoutConstraint.Relation(rawValue: -c.relation.rawValue) ?? .equal
            switch relation {
            case .equal:
                if best == nil || c.priority.rawValue > best!.priority { best = (value, c.priority.rawValue) }
            case .greaterThanOrEqual:
                minimum = max(minimum, value)
            case .lessThanOrEqual:
                break
            }
        }
        return (best?.value, minimum)
    }

    /// Whether `other` is outside `view` (not the view itself, its guides or its descendants).
    static func isExternal(_ other: AnyObject, to view: UIView) -> Bool {
        guard let owner = (other as? _UILayoutItem)?._layoutOwningView else { return false }
        if other is UILayoutGuide { return owner !== view && !owner._isDescendant(of: view) }
        return !owner._isDescendant(of: view)
    }

    /// The height between the external items the view's top and bottom are constrained to, if both are.
    static func pinnedSpan(of view: UIView) -> CGFloat? {
        let tops = constraints(about: view, verticalTop).filter { $0.other.map { isExternal($0.item, to: view) } ?? false }
        let bottoms = constraints(about: view, verticalBottom).filter { $0.other.map { isExternal($0.item, to: view) } ?? false }
        guard let top = tops.first, let bottom = bottoms.first, let topOther = top.other, let bottomOther = bottom.other
        else { return nil }
        let topOffset = top.isFirst ? top.constraint.constant : -top.constraint.constant
        let bottomOffset = bottom.isFirst ? bottom.constraint.constant : -bottom.constraint.constant
        if topOther.item === bottomOther.item, verticalTop.contains(topOther.attribute), verticalBottom.contains(bottomOther.attribute) {
            if topOther.item is UIScrollView || (topOther.item as? UILayoutGuide)?._kind == .scrollContent {
                return nil  // pinned inside a scroll view's content: the content decides
            }
            return max(0, height(of: topOther.item) - topOffset + bottomOffset)
        }
        let container = height(of: bottomOther.item)
        return container > 0 ? max(1, container / 2) : nil
    }

    /// The height of a view as its container gives it.
    static func height(of view: UIView) -> CGFloat {
        entering {
            let id = ObjectIdentifier(view)
            if let value = memo[id] { return value }
            guard visiting.insert(id).inserted else { return 0 }
            defer { visiting.remove(id) }
            let value = computeHeight(of: view)
            memo[id] = value
            return value
        }
    }

    static func computeHeight(of view: UIView) -> CGFloat {
        if isHiddenForLayout(view) { return 0 }
        if let stack = isArranged(view) {
            return allocation(in: stack)[ObjectIdentifier(view)] ?? 0
        }
        if view.translatesAutoresizingMaskIntoConstraints || view is UIWindow { return view.bounds.height }
        let explicit = explicitHeight(of: view)
        if let value = explicit.value { return max(value, explicit.minimum) }
        if let span = pinnedSpan(of: view) { return max(span, explicit.minimum) }
        return max(naturalContentHeight(of: view), explicit.minimum)
    }

    /// The height a view's own content asks for (what `systemLayoutSizeFitting` computes).
    static func contentHeight(of view: UIView) -> CGFloat {
        entering {
            let explicit = explicitHeight(of: view)
            if let value = explicit.value { return max(value, explicit.minimum) }
            return max(naturalContentHeight(of: view), explicit.minimum)
        }
    }

    /// Height from explicit constraints or content, ignoring stretching by the container.
    static func naturalHeight(of view: UIView) -> CGFloat {
        if isHiddenForLayout(view) { return 0 }
        let explicit = explicitHeight(of: view)
        if let value = explicit.value { return max(value, explicit.minimum) }
        return max(naturalContentHeight(of: view), explicit.minimum)
    }

    static func naturalContentHeight(of view: UIView) -> CGFloat {
        let id = ObjectIdentifier(view)
        guard contentVisiting.insert(id).inserted else { return 0 }
        defer { contentVisiting.remove(id) }
        if let stack = view as? UIStackView { return naturalHeight(ofStack: stack) }
        let intrinsic = view.intrinsicContentSize.height
        if intrinsic != UIView.noIntrinsicMetric { return max(0, intrinsic) }
        if view is UIScrollView { return 0 }
        return contentChainHeight(of: view, guideOnly: nil) ?? 0
    }

    static func naturalHeight(ofStack stack: UIStackView) -> CGFloat {
        let arranged = stack._arranged.filter { !isHiddenForLayout($0) }
        let margins = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins.top + stack.layoutMargins.bottom : 0
        guard !arranged.isEmpty else { return margins }
        let heights = arranged.map { naturalHeight(of: $0) }
        if stack.axis == .horizontal { return (heights.max() ?? 0) + margins }
        let spacing = spacingTotal(stack, arranged)
        if stack.distribution == .fillEqually { return (heights.max() ?? 0) * CGFloat(arranged.count) + spacing + margins }
        return heights.reduce(0, +) + spacing + margins
    }

    static func spacingTotal(_ stack: UIStackView, _ arranged: [UIView]) -> CGFloat {
        arranged.dropLast().reduce(0) { total, view in
            let custom = stack._customSpacing[ObjectIdentifier(view)]
            return total + (custom == nil || custom == UIStackView.spacingUseDefault ? stack.spacing : custom!)
        }
    }

    /// The heights a stack view gives its arranged subviews.
    static func allocation(in stack: UIStackView) -> [ObjectIdentifier: CGFloat] {
        let arranged = stack._arranged.filter { !isHiddenForLayout($0) }
        var result: [ObjectIdentifier: CGFloat] = [:]
        for view in stack._arranged where isHiddenForLayout(view) { result[ObjectIdentifier(view)] = 0 }
        guard !arranged.isEmpty else { return result }
        let stackHeight = height(of: stack)
        let margins = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins.top + stack.layoutMargins.bottom : 0
        var heights = arranged.map { naturalHeight(of: $0) }
        if stack.axis == .horizontal {
            let available = max(0, stackHeight - margins)
            for (index, view) in arranged.enumerated() {
                result[ObjectIdentifier(view)] = stack.alignment == .fill ? available : heights[index]
            }
            return result
        }
        let available = max(0, stackHeight - margins - spacingTotal(stack, arranged))
        let natural = heights.reduce(0, +)
        switch stack.distribution {
        case .fillEqually:
            heights = Array(repeating: available / CGFloat(arranged.count), count: arranged.count)
        case .fill:
            let extra = available - natural
            if extra > 0.5 {
                // The view with the lowest vertical hugging priority (the first of equals) takes the extra space,
                // unless its height is fixed by a required constraint.
                let candidates = arranged.indices.filter { explicitHeight(of: arranged[$0]).value == nil }
                if let index = candidates.min(by: {
                    arranged[$0].contentHuggingPriority(for: .vertical).rawValue < arranged[$1].contentHuggingPriority(for: .vertical).rawValue
                }) {
                    heights[index] += extra
                }
            }
        case .fillProportionally:
            if natural > 0, available > natural { heights = heights.map { $0 * available / natural } }
        case .equalSpacing, .equalCentering:
            break
        }
        for (index, view) in arranged.enumerated() { result[ObjectIdentifier(view)] = heights[index] }
        return result
    }

    /// The height of subviews chained inside `view` from its top to its bottom (nil if none reach its bottom).
    static func contentChainHeight(of view: UIView, guideOnly: UILayoutGuide?) -> CGFloat? {
        func isInnerEdge(_ item: AnyObject, of container: UIView) -> Bool {
            if item === container { return true }
            if let guide = item as? UILayoutGuide, guide.owningView === container {
                return guideOnly == nil || guide === guideOnly
            }
            return false
        }
        var best: CGFloat?
        for subview in view._subviews where !isHiddenForLayout(subview) {
            let bottoms = constraints(about: subview, verticalBottom).filter { $0.other.map { isInnerEdge($0.item, of: view) } ?? false }
            guard let bottom = bottoms.first else { continue }
            var total = abs(bottom.constraint.constant)
            var current = subview
            var steps = 0
            while steps < 32 {
                steps += 1
                total += naturalHeight(of: current)
                let tops = constraints(about: current, verticalTop)
                guard let top = tops.first(where: { $0.other != nil }), let other = top.other else { break }
                total += abs(top.constraint.constant)
                if isInnerEdge(other.item, of: view) { break }
                guard let sibling = other.item as? UIView, sibling._superview === view, verticalBottom.contains(other.attribute)
                else { break }
                current = sibling
            }
            best = max(best ?? 0, total)
        }
        return best
    }

    /// Gives Auto Layout views the sizes resolved above, so app code reading frames sees plausible values.
    static func applyResolvedFrames(in view: UIView) {
        entering {
            var y: CGFloat = 0
            let stack = view as? UIStackView
            for subview in view._subviews where !subview.translatesAutoresizingMaskIntoConstraints {
                let size = CGSize(width: width(of: subview), height: height(of: subview))
                if let stack, stack.axis == .vertical, stack._arranged.contains(where: { $0 === subview }) {
                    subview._frame = CGRect(origin: CGPoint(x: 0, y: y), size: size)
                    y += size.height + stack.spacing
                } else {
                    subview._frame.size = size
                }
            }
        }
    }
}

extension UIView {
    func _subviewsDeep() -> [UIView] {
        var result: [UIView] = []
        var queue = _subviews
        while let next = queue.popLast() {
            result.append(next)
            queue += next._subviews
        }
        return result
    }
}

// MARK: - Support for the MapKit and WebKit stubs (not SDK API)

extension _UIKitRuntimeSupport {
    /// Logs a framework warning on UIKit's console (the smoke driver reports it as a problem).
    @MainActor public static func warn(_ message: String) { _UIKitConsole.warn(message) }
    /// Raises a framework exception (ends the process, as an uncaught NSException does on iOS).
    @MainActor public static func exception(_ name: String, _ reason: String) -> Never { _UIKitConsole.exception(name, reason) }
    /// Something the smoke driver should mention without counting it as a problem.
    @MainActor public static func note(_ message: String) { _UIKitConsole.notes.append(message) }
    /// Schedules work for the next turn of the main run loop.
    @MainActor public static func performOnNextRunLoopTurn(_ work: @escaping @MainActor () -> Void) { _UIRunLoop.perform(work) }
}

// MARK: - UIApplicationMain

/// What UIApplicationMain does on a device: creates the application and its delegate, finishes launching, connects
/// the scene (instantiating the configuration's delegate class), then — with TANDEM_SMOKE=1 — runs the smoke driver.
@MainActor enum _UIApplicationMain {
    static var delegate: (any UIApplicationDelegate)?
    static var launchOwner = "App"

    static func run(delegateType: Any.Type) -> Never {
        _UISmokeCrashContext.install()
        _UISmokeCrashContext.set("launching the app (UIApplicationMain)")
        launchOwner = "\(delegateType)"
        guard let delegateClass = delegateType as? NSObject.Type else {
            _UIKitConsole.exception("NSInternalInconsistencyException",
                "The app delegate \(delegateType) must be a class that inherits from UIResponder")
        }
        let app = UIApplication.shared
        guard let appDelegate = _UIKitRuntimeSupport.makeObject(delegateClass) as? any UIApplicationDelegate else {
            _UIKitConsole.exception("NSInternalInconsistencyException", "\(delegateType) does not conform to UIApplicationDelegate")
        }
        delegate = appDelegate
        app._delegate = appDelegate
        _ = appDelegate.application(app, willFinishLaunchingWithOptions: nil)
        _ = appDelegate.application(app, didFinishLaunchingWithOptions: nil)
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: app)

        let session = UISceneSession(role: .windowApplication)
        session._stateRestorationActivity = _UISmokeRestoration.savedActivity()
        let options = UIScene.ConnectionOptions()
        _UISmokeCrashContext.set("asking \(delegateType) for the scene configuration")
        let configuration = appDelegate.application(app, configurationForConnecting: session, options: options)
        if configuration._isInfoPlistDefault {
            app._usesScenes = false
        } else {
            app._usesScenes = true
            connectScene(app: app, session: session, configuration: configuration, options: options)
        }
        app.applicationState = .active
        if !app._usesScenes { appDelegate.applicationDidBecomeActive(app) }
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: app)
        _UIRunLoop.drain()

        let windows = visibleWindows(app)
        for window in windows where window.rootViewController == nil {
            _UIKitConsole.exception("NSInternalInconsistencyException",
                "Application windows are expected to have a root view controller at the end of application launch")
        }
        if let restoration = _UISmokeRestoration(app: app) { exit(restoration.run()) }
        if ProcessInfo.processInfo.environment["TANDEM_SMOKE"] == "1" {
            let driver = _UISmokeDriver(app: app, launchOwner: launchOwner)
            exit(driver.run())
        }
        _UIKitConsole.say("UIKit stub: \(delegateType) finished launching; set TANDEM_SMOKE=1 to drive its screens")
        exit(0)
    }

    static func connectScene(app: UIApplication, session: UISceneSession, configuration: UISceneConfiguration,
                             options: UIScene.ConnectionOptions) {
        session.configuration = configuration
        if let sceneClass = configuration.sceneClass, !(sceneClass is UIWindowScene.Type) {
            _UIKitConsole.exception("NSInvalidArgumentException",
                "The scene class \(sceneClass) of configuration '\(configuration.name ?? "")' is not a UIWindowScene")
        }
        let scene = UIWindowScene(session: session, connectionOptions: options)
        session._scene = scene
        app._scenes.append(scene)
        if let storyboard = configuration.storyboard { _ = storyboard.instantiateInitialViewController() }
        if let delegateClass = configuration.delegateClass {
            launchOwner = "\(delegateClass)"
            _UISmokeCrashContext.set("creating the scene delegate \(delegateClass)")
            guard let objectClass = delegateClass as? NSObject.Type, objectClass is any UIWindowSceneDelegate.Type else {
                _UIKitConsole.exception("NSInvalidArgumentException",
                    "The scene delegate class \(delegateClass) of configuration '\(configuration.name ?? "")' must be a UIResponder subclass conforming to UIWindowSceneDelegate")
            }
            scene.delegate = _UIKitRuntimeSupport.makeObject(objectClass) as? any UISceneDelegate
        }
        _UISmokeCrashContext.set("connecting the scene (scene(_:willConnectTo:options:) of \(launchOwner))")
        scene.activationState = .foregroundInactive
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        scene.delegate?.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundActive
        scene.delegate?.sceneDidBecomeActive(scene)
        NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
    }

    static func visibleWindows(_ app: UIApplication) -> [UIWindow] {
        var windows = app._scenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows).filter { !$0.isHidden }
        if let key = UIWindow._key, !windows.contains(where: { $0 === key }), !key.isHidden { windows.append(key) }
        if let legacy = delegate?.window, !legacy.isHidden, !windows.contains(where: { $0 === legacy }) { windows.append(legacy) }
        return windows
    }
}

// MARK: - State restoration driver

/// Kills and relaunches the app as iOS does to a scene in the background (not SDK API). With
/// TANDEM_SMOKE_RESTORATION=save:FILE it opens screens of the app's screen catalog as a user would (one pushed on the
/// shown stack, in the last tab or the drawer's item; another presented as a half-height sheet with a third pushed in
/// it), sends the scene to the background, asks its delegate for `stateRestorationActivity(for:)`, writes the activity
/// to FILE as iOS archives it (a property list: anything else in userInfo fails), and exits. With restore:FILE the
/// next launch's session carries that activity. Each run prints what the window shows (`shows …`) and what the scene
/// would save (`saved …`).
@MainActor final class _UISmokeRestoration {
    let app: UIApplication
    let saving: Bool
    let file: URL

    static var setting: (saving: Bool, file: URL)? {
        guard let value = ProcessInfo.processInfo.environment["TANDEM_SMOKE_RESTORATION"] else { return nil }
        if value.hasPrefix("save:") { return (true, URL(fileURLWithPath: String(value.dropFirst(5)))) }
        if value.hasPrefix("restore:") { return (false, URL(fileURLWithPath: String(value.dropFirst(8)))) }
        return nil
    }

    /// The activity a restore run's session carries, read back as iOS unarchives it.
    static func savedActivity() -> NSUserActivity? {
        guard let setting, !setting.saving, let data = try? Data(contentsOf: setting.file),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let type = plist["activityType"] as? String else { return nil }
        let activity = NSUserActivity(activityType: type)
        activity.userInfo = plist["userInfo"] as? [String: Any]
        return activity
    }

    init?(app: UIApplication) {
        guard let setting = Self.setting else { return nil }
        self.app = app
        saving = setting.saving
        file = setting.file
    }

    var window: UIWindow? { _UIApplicationMain.visibleWindows(app).first { $0.rootViewController != nil } }

    func run() -> Int32 {
        _UIRunLoop.drain()
        guard let window, let scene = app._scenes.first else {
            _UIKitConsole.say("FAIL restoration: no window with a root view controller")
            return 1
        }
        if saving { navigate(in: window) }
        _UIRunLoop.drain()
        _UIKitConsole.say("shows " + describe(window.rootViewController!))
        for warning in _UIKitConsole.warnings { _UIKitConsole.say("FAIL restoration: \(warning)") }
        let failed = !_UIKitConsole.warnings.isEmpty
        _UIKitConsole.warnings = []
        scene.delegate?.sceneWillResignActive(scene)
        scene.activationState = .background
        scene.delegate?.sceneDidEnterBackground(scene)
        guard let activity = scene.delegate?.stateRestorationActivity(for: scene) else {
            _UIKitConsole.say("FAIL restoration: the scene delegate saves no stateRestorationActivity(for:)")
            return 1
        }
        let archive: [String: Any] = ["activityType": activity.activityType, "userInfo": activity.userInfo ?? [:]]
        guard let data = try? PropertyListSerialization.data(fromPropertyList: archive, format: .binary, options: 0) else {
            _UIKitConsole.say("FAIL restoration: the activity's userInfo is not a property list, which iOS requires")
            return 1
        }
        let saved = (activity.userInfo?.values.first as? Data).map { String(decoding: $0, as: UTF8.self) } ?? "?"
        _UIKitConsole.say("saved \(activity.activityType) \(saved)")
        if saving {
            do { try data.write(to: file) } catch {
                _UIKitConsole.say("FAIL restoration: cannot write \(file.path): \(error)")
                return 1
            }
        }
        return failed ? 1 : 0
    }

    /// A user's way into the app: a screen pushed where the root shows one, another presented over it with a third
    /// pushed inside.
    func navigate(in window: UIWindow) {
        guard let delegate = _UIApplicationMain.delegate,
              let catalog = type(of: delegate) as? any _TandemSmokeScreenCatalog.Type else {
            _UIKitConsole.say("FAIL restoration: the app delegate has no screen catalog to open screens from")
            return
        }
        // The catalog's screens that go on a stack (it shows each at the bottom of its own: taken out of it).
        let screens = catalog._tandemSmokeScreens.map(\.make).filter { $0() is UINavigationController }
        func first() -> UIViewController { screen(screens.first!) }
        func last() -> UIViewController { screen(screens.last!) }
        func screen(_ make: @MainActor () -> UIViewController) -> UIViewController {
            let stack = make() as! UINavigationController
            let screen = stack.viewControllers[0]
            stack.setViewControllers([], animated: false)
            return screen
        }
        guard !screens.isEmpty, let root = window.rootViewController else { return }
        var stack = root as? UINavigationController
        if let tabs = root as? UITabBarController, let items = tabs.viewControllers, !items.isEmpty {
            tabs.selectedIndex = items.count - 1
            stack = tabs.selectedViewController as? UINavigationController
        }
        if let split = root as? UISplitViewController {
            if let list = split.viewController(for: .primary) as? UINavigationController {
                // A list beside its detail: the list opens a detail in the second column, in a stack of its own.
                split.setViewController(UINavigationController(rootViewController: first()), for: .secondary)
                stack = list
            } else {
                // A drawer's sidebar beside the item shown.
                stack = split.viewController(for: .secondary) as? UINavigationController
            }
        }
        stack?.pushViewController(first(), animated: false)
        let sheet = UINavigationController(rootViewController: last())
        sheet.sheetPresentationController?.detents = [.medium(), .large()]
        (stack?.topViewController ?? root).present(sheet, animated: false)
        sheet.pushViewController(first(), animated: false)
    }

    /// Stacks as [screens], containers with their items, presentations with their style.
    func describe(_ controller: UIViewController) -> String {
        var text: String
        if let stack = controller as? UINavigationController {
            text = "[" + stack.viewControllers.map { describe($0) }.joined(separator: ", ") + "]"
        } else if let tabs = controller as? UITabBarController {
            text = "\(type(of: tabs))(tab \(tabs.selectedIndex) of " + (tabs.viewControllers ?? []).map { describe($0) }.joined(separator: ", ") + ")"
        } else if let split = controller as? UISplitViewController {
            let columns = [split.viewController(for: .primary), split.viewController(for: .secondary)].compactMap { $0 }
            text = "\(type(of: split))(" + columns.map { describe($0) }.joined(separator: " | ") + ")"
        } else {
            return "\(type(of: controller))"
        }
        if let presented = controller.presentedViewController, presented.presentingViewController === controller {
            let detents = presented.sheetPresentationController?.detents.map(\.identifier.rawValue) ?? []
            text += " presents (style \(presented.modalPresentationStyle.rawValue), detents \(detents)) " + describe(presented)
        }
        return text
    }
}

// MARK: - Smoke driver

/// Smoke driver hook (not SDK API): an app delegate conforming to it (typically through an extension compiled only
/// into the Linux smoke build) gives the driver every screen, each visited as the window's root after the run from
/// the real root — so screens that navigation does not reach yet are driven too.
@MainActor public protocol _TandemSmokeScreenCatalog {
    static var _tandemSmokeScreens: [(title: String, make: @MainActor () -> UIViewController)] { get }
}

/// What the driver is doing, kept in a C buffer so that a crash handler can print it.
enum _UISmokeCrashContext {
    nonisolated(unsafe) static let buffer: UnsafeMutablePointer<CChar> = {
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: 2048)
        pointer.initialize(repeating: 0, count: 2048)
        return pointer
    }()
    nonisolated(unsafe) static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE]

    static func set(_ activity: String) {
        let bytes = Array("\nsmoke: the app crashed while \(activity)\n".utf8.prefix(2000))
        for (index, byte) in bytes.enumerated() { buffer[index] = CChar(bitPattern: byte) }
        buffer[bytes.count] = 0
    }

    static func install() {
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = _uikitSmokeSignalHandler
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, previous + Int(signal))
        }
    }
}

/// Prints what the driver was doing, then hands the signal back to the previous handler (Swift's backtracer).
private func _uikitSmokeSignalHandler(_ signal: Int32) {
    let buffer = _UISmokeCrashContext.buffer
    _ = write(2, buffer, strlen(buffer))
    sigaction(signal, _UISmokeCrashContext.previous + Int(signal), nil)
    if signal == SIGTRAP || signal == SIGABRT { raise(signal) }
}

/// Drives a launched app headlessly: every screen reachable from the window's root, every control, row, tab, bar
/// button, alert action and menu item; reports problems a user would see on a device.
@MainActor final class _UISmokeDriver {
    struct Record {
        var how: String
        var visits = 0
        var problems: [String] = []
        var ran = false
    }

    static let maxVisitsPerType = 3
    static let maxVisits = 500
    static let maxRows = 20

    let app: UIApplication
    let launchOwner: String
    var records: [String: Record] = [:]
    var order: [String] = []
    var notes: Set<String> = []
    var totalVisits = 0
    var typeStack: [String] = []
    var window: UIWindow?

    init(app: UIApplication, launchOwner: String) {
        self.app = app
        self.launchOwner = launchOwner
    }

    // MARK: Reporting

    var currentType: String { typeStack.last ?? launchOwner }

    func record(_ type: String, how: String) -> Record {
        if let record = records[type] { return record }
        order.append(type)
        let record = Record(how: how)
        records[type] = record
        return record
    }

    func fail(_ type: String, _ message: String) {
        var entry = record(type, how: "not reached")
        guard !entry.problems.contains(message) else { return }
        entry.problems.append(message)
        records[type] = entry
        _UIKitConsole.say("FAIL \(type): \(message)")
    }

    func note(_ type: String, _ message: String) {
        guard notes.insert("\(type): \(message)").inserted else { return }
        _UIKitConsole.say("note \(type): \(message)")
    }

    /// UIKit warnings logged since the last call, reported against the controller they name (or the current one).
    func collectWarnings() {
        let warnings = _UIKitConsole.warnings
        _UIKitConsole.warnings = []
        for warning in warnings { fail(owner(of: warning), warning) }
        let notes = _UIKitConsole.notes
        _UIKitConsole.notes = []
        for message in notes { note(currentType, message) }
    }

    func owner(of warning: String) -> String {
        if let range = warning.range(of: "(from <") {
            let name = String(warning[range.upperBound...].prefix { $0 != ":" })
            let isUIKitName = name.count > 2 && name.hasPrefix("UI") && name.dropFirst(2).first?.isUppercase == true
            if !name.isEmpty, !isUIKitName { return name }
        }
        return currentType
    }

    func activity(_ text: String) { _UISmokeCrashContext.set(text) }

    // MARK: Run

    func run() -> Int32 {
        collectWarnings()
        let windows = _UIApplicationMain.visibleWindows(app)
        if let key = UIWindow._key, key.rootViewController != nil, key.windowScene != nil || !app._usesScenes {
            window = key
        } else {
            window = windows.first { $0.rootViewController != nil && ($0.windowScene != nil || !app._usesScenes) }
        }
        if let window, let root = window.rootViewController {
            visit(root, how: "window root")
            visitLinks(in: window)
            visitCatalog(in: window)
            close(window)
        } else {
            fail(launchOwner, "no window is visible: the app never made a window with a root view controller key and visible (UIWindow(windowScene:), rootViewController, makeKeyAndVisible())")
        }
        collectWarnings()
        let failed = order.filter { !(records[$0]?.problems.isEmpty ?? true) }
        let passed = order.filter { records[$0]?.ran == true && records[$0]?.problems.isEmpty == true }
        _UIKitConsole.say("\(passed.count) passed, \(failed.count) failed")
        return failed.isEmpty ? 0 : 1
    }

    /// Deep links (TANDEM_SMOKE_LINKS, one URL per line), each delivered as iOS delivers it to the running app: an
    /// http(s) link as a universal link (`scene(_:continue:)` with a browsing-web user activity), any other scheme
    /// through `scene(_:openURLContexts:)`. The link must show a new screen, which is then driven.
    func visitLinks(in window: UIWindow) {
        let links = (ProcessInfo.processInfo.environment["TANDEM_SMOKE_LINKS"] ?? "").split(separator: "\n").compactMap { URL(string: String($0)) }
        guard !links.isEmpty, let scene = app._scenes.first else { return }
        func top() -> UIViewController? {
            var top = window.rootViewController
            while let presented = top?.presentedViewController { top = presented }
            if let tabs = top as? UITabBarController { top = tabs.selectedViewController }
            if let split = top as? UISplitViewController { top = split._displayedContainers.last }
            if let stack = top as? UINavigationController { top = stack.topViewController }
            return top
        }
        for link in links {
            let before = snapshot(), shown = top()
            activity("opening the deep link \(link)")
            if link.scheme == "http" || link.scheme == "https" {
                let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
                activity.webpageURL = link
                scene.delegate?.scene(scene, continue: activity)
            } else {
                scene.delegate?.scene(scene, openURLContexts: [UIOpenURLContext(url: link)])
            }
            _UIRunLoop.drain()
            collectWarnings()
            if let opened = top(), opened !== shown {
                _UIKitConsole.say("opened \(link) in \(typeName(opened))")
                visit(opened, how: "deep link \(link)")
            } else {
                fail(launchOwner, "the deep link \(link) showed no screen")
            }
            restore(before)
            collectWarnings()
        }
    }

    /// The screens of the app delegate's `_TandemSmokeScreenCatalog`, each shown as the window's root.
    func visitCatalog(in window: UIWindow) {
        guard let delegate = _UIApplicationMain.delegate,
              let catalog = type(of: delegate) as? any _TandemSmokeScreenCatalog.Type else { return }
        for (index, screen) in catalog._tandemSmokeScreens.enumerated() where totalVisits < Self.maxVisits {
            let before = snapshot()
            activity("making screen \(index + 1) '\(screen.title)' of the screen catalog")
            let controller = screen.make()
            window.rootViewController = controller
            _UIRunLoop.drain()
            collectWarnings()
            visit(controller, how: "screen catalog '\(screen.title)'")
            activity("restoring the window's root after the screen catalog's '\(screen.title)'")
            restore(before)
            collectWarnings()
        }
    }

    /// The app going away: the root disappears and the scene disconnects.
    func close(_ window: UIWindow) {
        typeStack.append(window.rootViewController.map(typeName) ?? launchOwner)
        defer { typeStack.removeLast() }
        activity("closing the app (the root view controller disappears, the scene disconnects)")
        if let root = window.rootViewController, root._appearance == .appeared {
            root._beginAppearanceTransition(false)
            root._endAppearanceTransition()
        }
        for scene in app._scenes {
            scene.delegate?.sceneWillResignActive(scene)
            scene.activationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            scene.delegate?.sceneDidDisconnect(scene)
        }
        if !app._usesScenes {
            _UIApplicationMain.delegate?.applicationWillResignActive(app)
            _UIApplicationMain.delegate?.applicationDidEnterBackground(app)
        }
        _UIRunLoop.drain()
        collectWarnings()
    }

    // MARK: Names

    func typeName(_ object: AnyObject) -> String { String(describing: type(of: object)) }
    func isUIKitType(_ object: AnyObject) -> Bool { String(reflecting: type(of: object)).hasPrefix("UIKit.") }

    /// Names of the views a controller (or an app-defined view) keeps in stored properties.
    func propertyNames(of object: AnyObject, prefix: String, into names: inout [ObjectIdentifier: String]) {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror, !String(reflecting: current.subjectType).hasPrefix("UIKit.") {
            for child in current.children {
                guard var label = child.label else { continue }
                if label.hasPrefix("$__lazy_storage_$_") { label.removeFirst("$__lazy_storage_$_".count) }
                var value: Any = child.value
                let valueMirror = Mirror(reflecting: value)
                if valueMirror.displayStyle == .optional {
                    guard let wrapped = valueMirror.children.first?.value else { continue }
                    value = wrapped
                }
                if let view = value as? UIView, names[ObjectIdentifier(view)] == nil {
                    names[ObjectIdentifier(view)] = prefix + label
                }
            }
            mirror = current.superclassMirror
        }
    }

    func label(_ view: UIView, _ names: [ObjectIdentifier: String]) -> String {
        var text = typeName(view)
        if let name = names[ObjectIdentifier(view)] { text += " '\(name)'" }
        else if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { text += " '\(identifier)'" }
        let caption: String? = switch view {
        case let button as UIButton: button.currentTitle
        case let label as UILabel: label.text
        case let field as UITextField: field.placeholder
        default: nil
        }
        if let caption, !caption.isEmpty { text += " (\"\(caption.prefix(40))\")" }
        return text
    }

    static let eventNames: [(UIControl.Event, String)] = [
        (.touchDown, ".touchDown"), (.touchDownRepeat, ".touchDownRepeat"), (.touchDragInside, ".touchDragInside"),
        (.touchDragOutside, ".touchDragOutside"), (.touchDragEnter, ".touchDragEnter"), (.touchDragExit, ".touchDragExit"),
        (.touchUpInside, ".touchUpInside"), (.touchUpOutside, ".touchUpOutside"), (.touchCancel, ".touchCancel"),
        (.valueChanged, ".valueChanged"), (.primaryActionTriggered, ".primaryActionTriggered"),
        (.menuActionTriggered, ".menuActionTriggered"), (.editingDidBegin, ".editingDidBegin"),
        (.editingChanged, ".editingChanged"), (.editingDidEnd, ".editingDidEnd"), (.editingDidEndOnExit, ".editingDidEndOnExit"),
    ]

    func describe(_ events: UIControl.Event) -> String {
        var rest = events
        var parts: [String] = []
        if rest.isSuperset(of: .allTouchEvents) { parts.append("touch events"); rest.subtract(.allTouchEvents) }
        if rest.isSuperset(of: .allEditingEvents) { parts.append("editing events"); rest.subtract(.allEditingEvents) }
        for (event, name) in Self.eventNames where rest.contains(event) { parts.append(name) }
        if parts.isEmpty { parts.append(".init(rawValue: \(events.rawValue))") }
        return parts.joined(separator: ", ")
    }

    // MARK: Hierarchy snapshots

    struct Snapshot {
        var root: UIViewController?
        var stacks: [(UINavigationController, [UIViewController])] = []
        var tabs: [(UITabBarController, Int)] = []
        var splits: [(UISplitViewController, UISplitViewController._State, shown: [UIViewController])] = []
        var presented: [(UIViewController, UIViewController?)] = []
    }

    func snapshot() -> Snapshot {
        var result = Snapshot(root: window?.rootViewController)
        var seen: Set<ObjectIdentifier> = []
        func walk(_ controller: UIViewController) {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
            if let nav = controller as? UINavigationController { result.stacks.append((nav, nav._stack)) }
            if let tabs = controller as? UITabBarController {
                result.tabs.append((tabs, tabs._selectedIndex))
                if let more = tabs._moreNavigationController { walk(more) }
            }
            if let split = controller as? UISplitViewController {
                result.splits.append((split, split._state, split._displayedContainers))
            }
            result.presented.append((controller, controller._presented))
            for child in controller._children { walk(child) }
            if let presented = controller._presented { walk(presented) }
        }
        if let root = result.root { walk(root) }
        return result
    }

    /// Controllers that appeared since the snapshot, with how they were reached.
    func appeared(since before: Snapshot) -> [(UIViewController, String)] {
        var result: [(UIViewController, String)] = []
        func shows(_ controller: UIViewController) -> UIViewController {
            (controller as? UINavigationController)?.topViewController ?? controller
        }
        func add(_ controller: UIViewController, _ kind: String) {
            if !result.contains(where: { shows($0.0) === shows(controller) }) { result.append((controller, kind)) }
        }
        if let root = window?.rootViewController, root !== before.root { result.append((root, "root replacement")) }
        for (split, _, shown) in before.splits {
            for container in split._displayedContainers where !shown.contains(where: { $0 === container }) {
                add(container, "\(split._columnName(of: container)) column")
            }
        }
        for (nav, old) in before.stacks {
            // A navigation controller of a column the collapsed split view does not show is not on screen.
            if nav.splitViewController != nil, nav.viewIfLoaded?.window == nil { continue }
            if let top = nav.topViewController, !old.contains(where: { $0 === top }) { add(top, "push") }
        }
        for (tabs, old) in before.tabs where tabs._selectedIndex != old {
            if let selected = tabs.selectedViewController { result.append((selected, "tab switch")) }
        }
        for (controller, old) in before.presented where controller._presented !== old {
            if let presented = controller._presented { result.append((presented, "present")) }
        }
        return result
    }

    /// Puts the hierarchy back as it was: dismisses what was presented (as the user swiping a sheet down when it
    /// can be), restores navigation stacks, tab selections and the window's root.
    func restore(_ before: Snapshot) {
        for (controller, old) in before.presented.reversed() where controller._presented !== old {
            if let presented = controller._presented { dismiss(presented, from: controller) }
            if let old, old._presenting == nil, controller._view?.window != nil {
                controller.present(old, animated: false)
            }
        }
        for (split, old, shown) in before.splits
        where !split._displayedContainers.elementsEqual(shown, by: ===) || split._columns.count != old.columns.count
            || split._columns.contains(where: { column, controller in old.columns[column] !== controller }) {
            split._restore(old)
        }
        for (nav, old) in before.stacks where !nav._stack.elementsEqual(old, by: ===) {
            nav.setViewControllers(old, animated: false)
        }
        for (tabs, old) in before.tabs where tabs._selectedIndex != old {
            if old < (tabs.viewControllers?.count ?? 0) { tabs._select(index: old) }
        }
        if let window, window.rootViewController !== before.root {
            if let current = window.rootViewController, current._presented != nil { current._dismissPresented(completion: nil) }
            window.rootViewController = before.root
        }
        _UIRunLoop.drain()
    }

    func dismiss(_ presented: UIViewController, from presenter: UIViewController) {
        let style = presented._resolvedPresentationStyle
        if style == .pageSheet || style == .formSheet, let controller = presented._presentationController, controller.delegate != nil {
            activity("swiping down the sheet \(typeName(presented)) presented by \(typeName(presenter))")
            _ = controller._simulateInteractiveDismissal()
            _UIRunLoop.drain()
            collectWarnings()
        }
        if presenter._presented != nil { presenter._dismissPresented(completion: nil) }
    }

    /// Does what a user would (`body`), visits the controllers that appear, and restores the hierarchy.
    let verbose = ProcessInfo.processInfo.environment["TANDEM_SMOKE_VERBOSE"] == "1"

    func exercise(_ what: String, in owner: String, _ body: () -> Void) {
        let before = snapshot()
        if verbose { _UIKitConsole.say("  \(owner): \(what)") }
        activity("\(what) in \(owner)")
        body()
        _UIRunLoop.drain()
        collectWarnings()
        for (split, old, _) in before.splits where split._collapsed && split._containers[.compact] == nil {
            if let secondary = split._columns[.secondary], secondary !== old.columns[.secondary],
               split._collapsedColumns.last != .secondary {
                fail(owner, "\(what) sets a view controller for the secondary column of \(typeName(split)) (\(typeName(secondary))) without showing it: collapsed on an iPhone, the split view stays on \(split._collapsedColumns.last.map { "its \(UISplitViewController._name($0).lowercased()) column" } ?? "nothing") and the user sees nothing happen (call show(.secondary))")
            }
        }
        let reached = appeared(since: before)
        let visitsBefore = totalVisits
        for (controller, kind) in reached {
            visit(controller, how: "\(kind) from \(owner) via \(what)")
        }
        activity("returning to \(owner) after \(what)")
        restore(before)
        collectWarnings()
        if totalVisits > visitsBefore, totalVisits < Self.maxVisits { _UIKitConsole.say("visiting \(owner) (continued)") }
    }

    // MARK: Visiting controllers

    func visit(_ controller: UIViewController, how: String) {
        guard totalVisits < Self.maxVisits else { return }
        if let alert = controller as? UIAlertController { driveAlert(alert); return }
        if controller is _UIMoreListController { return }
        // A navigation controller, the app's own subclass too, is a container: its top screen is what shows.
        if let nav = controller as? UINavigationController, !isUIKitType(controller) {
            if let top = nav.topViewController { visit(top, how: how) }
            visitPresented(by: controller)
            return
        }
        if isUIKitType(controller) {
            if let tabs = controller as? UITabBarController { driveTabs(tabs, owner: "UITabBarController", how: how) }
            else if let split = controller as? UISplitViewController { driveSplit(split, owner: "UISplitViewController") }
            else if let nav = controller as? UINavigationController, let top = nav.topViewController { visit(top, how: how) }
            else if !(controller is UINavigationController) { drive(controller, owner: typeName(controller)) }
            visitPresented(by: controller)
            return
        }
        let name = typeName(controller)
        var entry = record(name, how: how)
        guard entry.visits < Self.maxVisitsPerType else { return }
        entry.visits += 1
        records[name] = entry
        totalVisits += 1
        _UIKitConsole.say("visiting \(name) (\(how))")
        typeStack.append(name)
        defer { typeStack.removeLast() }
        activity("visiting \(name) (\(how))")
        controller.loadViewIfNeeded()
        controller._layoutIfVisible()
        _UIRunLoop.drain()
        if records[name]?.ran == false {
            records[name]?.ran = true
            _UIKitConsole.say("ran \(name) (\(how))")
        }
        collectWarnings()
        check(controller, owner: name)
        if let tabs = controller as? UITabBarController {
            if tabs.navigationController != nil {
                note(name, "this UITabBarController is inside a UINavigationController: UIKit expects a tab bar controller to be the window's root (its tabs' navigation bars show under the outer one)")
            }
            driveTabs(tabs, owner: name, how: how)
        } else if let split = controller as? UISplitViewController {
            driveSplit(split, owner: name)
        } else if let nav = controller as? UINavigationController {
            if let top = nav.topViewController { visit(top, how: "root of \(name)") }
        } else {
            drive(controller, owner: name)
        }
        visitPresented(by: controller)
        collectWarnings()
    }

    /// A controller presented while this one loaded or appeared (onboarding, alerts).
    func visitPresented(by controller: UIViewController) {
        guard let presented = controller._presented, !presented._smokeVisited else { return }
        presented._smokeVisited = true
        visit(presented, how: "presented by \(typeName(controller))")
    }

    /// The checks made once a controller's view is loaded and laid out.
    func check(_ controller: UIViewController, owner: String) {
        // A split view controller's own title shows nowhere (its columns' navigation bars show theirs).
        if controller is UISplitViewController { return }
        let title = controller.title ?? controller.navigationItem.title ?? ""
        if title.trimmingCharacters(in: .whitespaces).isEmpty, controller.navigationItem.titleView == nil {
            fail(owner, "its title is empty (set title: navigation bars, tabs and the back button show it)")
        }
    }

    // MARK: Driving a controller's views

    func drive(_ controller: UIViewController, owner: String) {
        guard let root = controller._view else { return }
        var names: [ObjectIdentifier: String] = [:]
        propertyNames(of: controller, prefix: "", into: &names)
        if controller is UITableViewController, root is UITableView { names[ObjectIdentifier(root)] = "tableView" }
        if controller is UICollectionViewController, root is UICollectionView { names[ObjectIdentifier(root)] = "collectionView" }
        let views = collectViews(root, owner: controller, names: &names)
        layoutProblems(root, controller: controller, names: names).forEach { fail(owner, $0) }
        largestTextProblems(root, controller: controller, names: names).forEach { fail(owner, $0) }
        for view in views {
            if let segmented = view as? UISegmentedControl, segmented.numberOfSegments == 0 {
                fail(owner, "\(label(segmented, names)) has no segments: it shows an empty bar")
            }
            if let button = view as? UIButton, !button._hasVisibleContent {
                fail(owner, "\(label(button, names)) shows nothing: it has no title, image or configuration")
            }
            // What VoiceOver reads for a control: its label, a button's title, a text field's placeholder.
            if view is UIControl || (view as? UITextView)?.isEditable == true, view.window != nil, !isInHiddenBranch(view) {
                let spoken = [view.accessibilityLabel, (view as? UIButton)?.currentTitle, (view as? UITextField)?.placeholder]
                if !spoken.contains(where: { !($0 ?? "").isEmpty }) {
                    fail(owner, "\(label(view, names)) has no accessible name: VoiceOver reads nothing for it")
                }
            }
            // A view of the screen's own (a property of its controller) is found by UI tests by its identifier.
            if names[ObjectIdentifier(view)] != nil, !(view is UITableView) || view !== root, (view.accessibilityIdentifier ?? "").isEmpty,
               view is UIControl || view is UILabel || view is UITextView || view is UITableView || view is UIImageView {
                fail(owner, "\(label(view, names)) has no accessibilityIdentifier: UI tests cannot find it")
            }
        }
        for view in views {
            guard view.window != nil, !isInHiddenBranch(view) else { continue }
            switch view {
            case let control as UIControl: driveControl(control, label(control, names), owner: owner)
            case let textView as UITextView where textView.isEditable:
                exercise("typing into \(label(textView, names))", in: owner) { textView._simulateEditing(typing: "Smoke test") }
            case let picker as UIPickerView: drivePicker(picker, label(picker, names), owner: owner)
            default:
                let module = String(reflecting: type(of: view))
                if module.hasPrefix("MapKit.") || module.hasPrefix("WebKit.") {
                    exercise("using \(label(view, names))", in: owner) { view._tandemSmokeExercise() }
                }
            }
        }
        driveBarItems(controller, owner: owner)
        for view in views {
            if let table = view as? UITableView, view.window != nil, !isInHiddenBranch(table) {
                driveTable(table, label(table, names), owner: owner)
            }
            if let collection = view as? UICollectionView, view.window != nil, !isInHiddenBranch(collection) {
                driveCollection(collection, label(collection, names), owner: owner)
            }
        }
        for child in controller.children where child.isViewLoaded && child.view.window != nil {
            visit(child, how: "child of \(owner)")
        }
    }

    func isInHiddenBranch(_ view: UIView) -> Bool {
        var current: UIView? = view
        while let c = current {
            if c.isHidden { return true }
            current = c._superview
        }
        return false
    }

    /// The views of a controller in tree order (not descending into child controllers' views).
    func collectViews(_ root: UIView, owner: UIViewController, names: inout [ObjectIdentifier: String]) -> [UIView] {
        var result: [UIView] = []
        func walk(_ view: UIView) {
            result.append(view)
            if !isUIKitType(view), !(view is UIControl) {
                let prefix = names[ObjectIdentifier(view)].map { "\($0)." } ?? ""
                propertyNames(of: view, prefix: prefix, into: &names)
            }
            if view is UIControl || view is UIPickerView { return }
            let module = String(reflecting: type(of: view))
            if module.hasPrefix("MapKit.") || module.hasPrefix("WebKit.") { return }
            for subview in view._subviews {
                if let other = subview._owningViewController, other !== owner { continue }
                walk(subview)
            }
        }
        walk(root)
        return result
    }

    // MARK: Layout problems

    func hasContent(_ view: UIView) -> Bool {
        switch view {
        case let label as UILabel: return !(label.text ?? "").isEmpty
        case is UIControl, is UIImageView, is UIScrollView, is UIPickerView, is UIProgressView, is UIActivityIndicatorView:
            return true
        case let stack as UIStackView:
            return stack._arranged.contains { !_UILayout.isHiddenForLayout($0) && hasContent($0) }
        default:
            if !isUIKitType(view) { return true }
            if let color = view.backgroundColor, !color._isClear { return true }
            return view._subviews.contains { !_UILayout.isHiddenForLayout($0) && hasContent($0) }
        }
    }

    func reason(_ view: UIView) -> String {
        if let explicit = _UILayout.explicitHeight(of: view).value, explicit <= 0 { return "its height constraint is \(explicit)" }
        if let image = view as? UIImageView, image.image == nil {
            return "a UIImageView without an image has no intrinsic content size; give it a height constraint"
        }
        if view is UIStackView { return "its arranged subviews are all 0 pt high" }
        let kind = typeName(view)
        let module = String(reflecting: type(of: view))
        let isFrameworkView = module.hasPrefix("UIKit.") || module.hasPrefix("MapKit.") || module.hasPrefix("WebKit.")
        if view.intrinsicContentSize.height == UIView.noIntrinsicMetric || view.intrinsicContentSize.height <= 0 {
            if !view._subviews.isEmpty, !(view is UIScrollView), !isFrameworkView || type(of: view) == UIView.self {
                return "its subviews do not determine its height (pin one to its top and bottom) and it has no height constraint"
            }
            return "\(kind) has no intrinsic content size; give it a height constraint (or pin its top and bottom)"
        }
        return "nothing gives it a height"
    }

    /// At the largest accessibility text size, a table's header and footer still hold what they show: UITableView
    /// takes their height from their frame, which nothing sizes again as the text grows unless the screen does
    /// (iOS lays the screen out again when the text size changes: viewDidLayoutSubviews).
    func largestTextProblems(_ root: UIView, controller: UIViewController, names: [ObjectIdentifier: String]) -> [String] {
        var tables: [UITableView] = []
        func find(_ view: UIView) {
            if let table = view as? UITableView, table.tableHeaderView != nil || table.tableFooterView != nil { tables.append(table) }
            for subview in view._subviews where subview._owningViewController == nil || subview._owningViewController === controller { find(subview) }
        }
        find(root)
        guard !tables.isEmpty, root.window != nil else { return [] }
        let previous = UITraitCollection.current
        UITraitCollection.current = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        controller._layoutIfVisible()
        var problems: [String] = []
        for table in tables {
            for (which, section) in [("tableHeaderView", table.tableHeaderView), ("tableFooterView", table.tableFooterView)] {
                guard let section, hasContent(section) else { continue }
                let needed = _UILayout.contentHeight(of: section)
                if section.bounds.height + 0.5 < needed {
                    problems.append("at the largest accessibility text size the \(which) of \(label(table, names)) is \(Int(section.bounds.height)) pt high for \(Int(needed)) pt of content: its text is clipped (size it again in viewDidLayoutSubviews, from systemLayoutSizeFitting at the table's width)")
                }
            }
        }
        UITraitCollection.current = previous
        controller._layoutIfVisible()
        return problems
    }

    func layoutProblems(_ root: UIView, controller: UIViewController, names: [ObjectIdentifier: String]) -> [String] {
        var problems: [String] = []
        func check(_ view: UIView) {
            for subview in view._subviews {
                if let other = subview._owningViewController, other !== controller { continue }
                if _UILayout.isHiddenForLayout(subview) { continue }
                if subview is UITableViewCell || subview is UINavigationBar || subview is UITabBar || subview is UIToolbar
                    || subview is UIRefreshControl { continue }
                if view is UICollectionView { continue }  // cells and the background view: sized by the layout
                if let table = view as? UITableView {
                    if subview === table.tableHeaderView || subview === table.tableFooterView {
                        let which = subview === table.tableHeaderView ? "tableHeaderView" : "tableFooterView"
                        if subview.bounds.height < 0.5, hasContent(subview) {
                            problems.append("the \(which) of \(label(table, names)) (\(label(subview, names))) is 0 pt high: UITableView sizes it from its frame, which is never set (set its frame, e.g. from systemLayoutSizeFitting(UIView.layoutFittingCompressedSize))")
                            continue
                        }
                        check(subview)
                    }
                    continue
                }
                let height = _UILayout.height(of: subview)
                if height < 0.5, hasContent(subview) {
                    if let stack = subview as? UIStackView, !stack.translatesAutoresizingMaskIntoConstraints || _UILayout.isArranged(stack) != nil {
                        check(subview)  // report the arranged subviews that are 0 pt high
                        continue
                    }
                    let placement = _UILayout.isArranged(subview).map {
                        " in a \($0.axis == .vertical ? "vertical" : "horizontal") UIStackView"
                    } ?? ""
                    if subview.translatesAutoresizingMaskIntoConstraints, _UILayout.isArranged(subview) == nil {
                        problems.append("\(label(subview, names)) has a zero frame: it is laid out by its frame (translatesAutoresizingMaskIntoConstraints is true) and no frame was set")
                    } else {
                        problems.append("\(label(subview, names))\(placement) would be 0 pt high: \(reason(subview))")
                    }
                    continue
                }
                if subview is UIControl || subview is UIPickerView { continue }
                let module = String(reflecting: type(of: subview))
                if module.hasPrefix("MapKit.") || module.hasPrefix("WebKit.") { continue }
                check(subview)
            }
        }
        check(root)
        return problems
    }

    // MARK: Controls

    func sampleText(for field: UITextField) -> String {
        let hint = ((field.placeholder ?? "") + " " + (field.textContentType?.rawValue ?? "")).lowercased()
        if field.isSecureTextEntry || hint.contains("password") { return "Secret-123" }
        switch field.keyboardType {
        case .emailAddress: return "smoke@example.com"
        case .numberPad, .decimalPad, .phonePad, .asciiCapableNumberPad, .numbersAndPunctuation: return "42"
        case .URL, .webSearch: return "https://example.com"
        default: break
        }
        if hint.contains("mail") { return "smoke@example.com" }
        return "Smoke test"
    }

    func verb(_ control: UIControl) -> String {
        switch control {
        case is UISwitch: "toggling"
        case is UISlider: "sliding"
        case is UIStepper: "stepping"
        case is UISegmentedControl: "selecting a segment of"
        case is UIDatePicker: "picking a date in"
        case is UIRefreshControl: "pulling to refresh"
        default: "tapping"
        }
    }

    func driveControl(_ control: UIControl, _ label: String, owner: String) {
        let cls = type(of: control)
        let sent = cls._sentEvents
        for registration in control._registrations where !registration.events.isEmpty && registration.events.isDisjoint(with: sent) {
            let kind = registration.action != nil ? "an action" : "a target-action"
            fail(owner, "dead control: \(label) has \(kind) for \(describe(registration.events)), which \(typeName(control)) never sends (it sends \(describe(sent)))")
        }
        guard control.isEnabled, control.isUserInteractionEnabled else {
            if !control._registrations.isEmpty { note(owner, "\(label) is disabled when the screen appears; its actions were not sent") }
            return
        }
        if let field = control as? UITextField {
            exercise("typing into \(label)", in: owner) { field._simulateEditing(typing: sampleText(for: field)) }
            return
        }
        let live = control._registrations.filter { !$0.events.isDisjoint(with: sent) }
        let registered = live.filter { $0.action != nil }.reduce(into: UIControl.Event()) { $0.formUnion($1.events) }
        let segmentActions = (control as? UISegmentedControl)?._segments.contains { $0.action != nil } ?? false
        if !registered.isEmpty || segmentActions {
            exercise("\(verb(control)) \(label)", in: owner) {
                control._simulateValueChange()
                var sequence = cls._interactionEvents.filter { !registered.isDisjoint(with: $0) }
                if sent == .allEvents {
                    for (event, _) in Self.eventNames where registered.contains(event) && !sequence.contains(event) { sequence.append(event) }
                }
                for event in sequence {
                    activity("sending \(describe(event)) from \(label) in \(owner)")
                    control.sendActions(for: event)
                }
            }
        }
        if live.contains(where: { $0.action == nil }) {
            note(owner, "\(label) uses addTarget(_:action:for:), which cannot be driven without the Objective-C runtime")
        }
        if let button = control as? UIButton, let menu = button.menu {
            for action in menu._allActions {
                exercise("choosing '\(action.title)' in the menu of \(label)", in: owner) { button._choose(action) }
            }
        }
    }

    func driveBarItems(_ controller: UIViewController, owner: String) {
        let item = controller.navigationItem
        let items = (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? []) + (controller.toolbarItems ?? [])
        for barItem in items where !barItem.isHidden {
            let title = [barItem.title, barItem.primaryAction?.title].compactMap { $0 }.first { !$0.isEmpty }
                ?? barItem._systemItem.map { "\($0)" } ?? "item"
            let label = "bar button '\(title)'"
            if let custom = barItem.customView {
                var names: [ObjectIdentifier: String] = [:]
                for case let control as UIControl in collectViews(custom, owner: controller, names: &names) {
                    driveControl(control, "\(self.label(control, names)) in \(label)", owner: owner)
                }
            }
            guard barItem.isEnabled else { continue }
            if barItem.primaryAction != nil {
                exercise("tapping \(label)", in: owner) { barItem._tap() }
            }
            if let menu = barItem.menu {
                for action in menu._allActions {
                    exercise("choosing '\(action.title)' in the menu of \(label)", in: owner) { action._perform(sender: barItem) }
                }
            }
            if barItem.action != nil {
                note(owner, "\(label) uses target/action, which cannot be driven without the Objective-C runtime")
            }
        }
    }

    func drivePicker(_ picker: UIPickerView, _ label: String, owner: String) {
        guard picker.dataSource != nil else {
            fail(owner, "\(label) has no dataSource: it shows nothing")
            return
        }
        activity("asking \(label) in \(owner) for its components and rows")
        let components = picker.numberOfComponents
        for component in 0..<min(components, 10) {
            let rows = picker.numberOfRows(inComponent: component)
            for row in 0..<min(rows, Self.maxRows) {
                _ = picker.delegate?.pickerView(picker, titleForRow: row, forComponent: component)
                _ = picker.delegate?.pickerView(picker, attributedTitleForRow: row, forComponent: component)
            }
        }
        guard components > 0, picker.numberOfRows(inComponent: 0) > 0, let delegate = picker.delegate else { return }
        let row = min(1, picker.numberOfRows(inComponent: 0) - 1)
        exercise("selecting row \(row) of \(label)", in: owner) {
            picker.selectRow(row, inComponent: 0, animated: false)
            delegate.pickerView(picker, didSelectRow: row, inComponent: 0)
        }
    }

    // MARK: Tables

    func driveTable(_ table: UITableView, _ label: String, owner: String) {
        guard table.dataSource != nil else {
            fail(owner, "\(label) has no dataSource: it shows no rows")
            return
        }
        if table.rowHeight == 0 { fail(owner, "\(label) has rowHeight 0: its rows are invisible") }
        activity("asking the data source of \(label) in \(owner) for its sections and rows")
        let counts = table._loadCounts()
        var paths: [IndexPath] = []
        for (section, rows) in counts.enumerated() {
            for row in 0..<rows where paths.count < Self.maxRows { paths.append(IndexPath(row: row, section: section)) }
        }
        func rowName(_ path: IndexPath) -> String { counts.count > 1 ? "row \(path.row) of section \(path.section)" : "row \(path.row)" }
        var reportedEmpty = false
        var reportedFlat = false
        for path in paths {
            activity("asking the data source of \(label) in \(owner) for the cell at \(rowName(path))")
            let cell = table._visible[path] ?? table._requestCell(at: path)
            if !reportedEmpty, !cell._hasVisibleContent {
                reportedEmpty = true
                fail(owner, "\(label) \(rowName(path)) shows an empty cell (no content configuration, text, image or subviews)")
            }
            if !reportedFlat, table._height(forRowAt: path) <= 0 {
                reportedFlat = true
                fail(owner, "\(label) \(rowName(path)) is 0 pt high (tableView(_:heightForRowAt:) or rowHeight)")
            }
            if table._visible[path] !== cell, let identifier = cell.reuseIdentifier {
                table._reusePool[identifier, default: []].append(cell)
            }
        }
        _UIRunLoop.drain()
        collectWarnings()
        for path in paths where table._isValid(path) {
            exercise("selecting \(rowName(path)) of \(label)", in: owner) { table._userSelectRow(at: path) }
            if table._isValid(path) { table.deselectRow(at: path, animated: false) }
        }
        guard let first = paths.first, let delegate = table.delegate, table._isValid(first) else { return }
        let configurations = [delegate.tableView(table, leadingSwipeActionsConfigurationForRowAt: first),
                              delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: first)].compactMap { $0 }
        for configuration in configurations {
            for action in configuration.actions {
                guard table._isValid(first) else { break }
                let title = action.title ?? "action"
                var completed = false
                exercise("swiping \(rowName(first)) of \(label) and choosing '\(title)'", in: owner) {
                    let cell = table._visible[first] ?? table._requestCell(at: first)
                    action.handler(action, cell) { _ in completed = true }
                }
                if !completed {
                    fail(owner, "the swipe action '\(title)' of \(label) never calls its completion handler (the row stays swiped open)")
                }
            }
        }
    }

    // MARK: Collection views

    /// As for tables: the data source is asked for every item (at most 20), then each item is tapped (highlight,
    /// shouldSelect, didSelect, primary action), and what that shows is visited.
    func driveCollection(_ collection: UICollectionView, _ label: String, owner: String) {
        guard collection.dataSource != nil else {
            fail(owner, "\(label) has no dataSource: it shows no items")
            return
        }
        activity("asking the data source of \(label) in \(owner) for its sections and items")
        let counts = collection._loadCounts()
        var paths: [IndexPath] = []
        for (section, items) in counts.enumerated() {
            for item in 0..<items where paths.count < Self.maxRows { paths.append(IndexPath(item: item, section: section)) }
        }
        func itemName(_ path: IndexPath) -> String { counts.count > 1 ? "item \(path.item) of section \(path.section)" : "item \(path.item)" }
        var reportedEmpty = false
        for path in paths {
            activity("asking the data source of \(label) in \(owner) for the cell at \(itemName(path))")
            let cell = collection._visible[path] ?? collection._requestCell(at: path)
            if !reportedEmpty, !cell._hasVisibleContent {
                reportedEmpty = true
                fail(owner, "\(label) \(itemName(path)) shows an empty cell (no content configuration or subviews)")
            }
            if collection._visible[path] !== cell, let identifier = cell.reuseIdentifier {
                collection._reusePool[identifier, default: []].append(cell)
            }
        }
        _UIRunLoop.drain()
        collectWarnings()
        for path in paths where collection._isValid(path) {
            exercise("selecting \(itemName(path)) of \(label)", in: owner) { collection._userSelectItem(at: path) }
            if collection._isValid(path) { collection.deselectItem(at: path, animated: false) }
        }
    }

    // MARK: Tab bars and alerts

    func tabTitle(_ controller: UIViewController) -> String {
        [controller.tabBarItem?.title, controller.title].compactMap { $0 }.first { !$0.isEmpty } ?? "untitled"
    }

    func driveTabs(_ tabs: UITabBarController, owner: String, how: String) {
        let controllers = tabs.viewControllers ?? []
        if controllers.isEmpty { fail(owner, "it has no view controllers: the tab bar is empty") }
        if controllers.count > 5 {
            let extra = controllers[4...].map { "'\(tabTitle($0))'" }.joined(separator: ", ")
            fail(owner, "it has \(controllers.count) tabs: an iPhone tab bar shows 4 and a More tab, so \(extra) are only reachable through moreNavigationController")
        }
        for (index, child) in controllers.enumerated() {
            let item = child.tabBarItem!
            if (item.title ?? "").isEmpty, item.image == nil {
                fail(owner, "tab \(index + 1) shows neither a title nor an image")
            }
        }
        for (index, child) in controllers.enumerated() {
            let viaMore = controllers.count > 5 && index >= 4
            let before = snapshot()
            activity("selecting tab \(index + 1) of \(owner)")
            tabs._userSelect(index: index)
            if tabs._selectedIndex != index { tabs._select(index: index) }
            _UIRunLoop.drain()
            collectWarnings()
            visit(child, how: "tab \(index + 1) '\(tabTitle(child))' of \(owner)\(viaMore ? " via More" : "")")
            restore(before)
        }
    }

    // MARK: Split views

    /// A split view controller as an iPhone user meets it: collapsed, showing the compact column's controller, or the
    /// column stack's top column (the sidebar, or the secondary column when the delegate lets UIKit propose it, with
    /// the sidebar one back button away). Selecting the sidebar's rows then shows what the app puts in the secondary
    /// column (visited as "secondary column from …").
    func driveSplit(_ split: UISplitViewController, owner: String) {
        if split._style == .unspecified || !split._collapsed {
            for container in split._displayedContainers {
                visit(container, how: "\(split._columnName(of: container)) column of \(owner)")
            }
            return
        }
        if let compact = split._containers[.compact] {
            visit(compact, how: "compact column of \(owner)")
            return
        }
        guard let primary = split._containers[.primary] else {
            fail(owner, "it has no view controller for its primary column (nor the compact one): collapsed on an iPhone it shows nothing but what its other columns stack (setViewController(_:for: .primary))")
            if let shown = split._displayedContainers.first { visit(shown, how: "\(split._columnName(of: shown)) column of \(owner)") }
            return
        }
        guard let top = split._collapsedColumns.last, top != .primary, let shown = split._containers[top] else {
            visit(primary, how: "primary column of \(owner)")
            return
        }
        let column = UISplitViewController._name(top).lowercased()
        note(owner, "on an iPhone it opens on its \(column) column, the sidebar one back button away (its delegate's splitViewController(_:topColumnForCollapsingToProposedTopColumn:) returns .\(column); return .primary to open on the sidebar)")
        visit(shown, how: "\(column) column of \(owner), shown first")
        let before = snapshot()
        activity("going back to the primary column of \(owner)")
        split.show(.primary)
        _UIRunLoop.drain()
        collectWarnings()
        visit(primary, how: "primary column of \(owner) via the back button")
        restore(before)
        collectWarnings()
    }

    func driveAlert(_ alert: UIAlertController) {
        let owner = currentType
        let title = alert.title ?? alert.message ?? ""
        if alert.actions.isEmpty {
            fail(owner, "the alert '\(title)' has no actions: it can never be dismissed")
            return
        }
        for action in alert.actions {
            exercise("choosing '\(action.title ?? "")' in the alert '\(title)'", in: owner) { alert._tap(action) }
        }
    }
}

extension UIViewController {
    private static var _visitedPresentations: Set<ObjectIdentifier> = []
    var _smokeVisited: Bool {
        get { UIViewController._visitedPresentations.contains(ObjectIdentifier(self)) }
        set {
            if newValue { UIViewController._visitedPresentations.insert(ObjectIdentifier(self)) }
            else { UIViewController._visitedPresentations.remove(ObjectIdentifier(self)) }
        }
    }
}
