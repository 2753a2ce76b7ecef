import TandemModel
import TandemPlatform

/// The `ios` target: Swift 6 and UIKit, a view controller per screen.
public struct UIKitTarget: TargetAdapter {
    public init() {}
    public let name = "ios"
    public let platform = Platform.ios
    public let title = "iOS"
    public let toolkit = "UIKit"
    public let generatedBaseSuffixes = ["ControllerBase", "ModelBase"]

    public func classes(of screen: Screen, in projection: Projection) -> (user: String, base: String) {
        let names = Projection.names(of: screen)
        return (names.iosClass, names.iosBaseClass)
    }

    public func spelling(of role: UnifiedController.Role, in screen: Screen, projection: Projection) -> String {
        switch role {
        case .create:
            "init(" + screen.inputs.map { "\(Projection.inputName($0.name)): \($0.type.spelled(in: .swift))" }.joined(separator: ", ") + ") + viewDidLoad()"
        case .resume: "viewWillAppear(_:)"
        case .pause: "viewWillDisappear(_:)"
        case .element(let element): Projection.elementName(element) + ": " + (element.kind.map(Self.viewClass) ?? "UIView")
        case .setConnections: "setConnections()"
        case .setOnClickListeners: "setOnClickListeners()"
        case .action(let action): UnifiedController.signature(of: action, in: .swift)
        case .setView: "setView()"
        }
    }

    public var screenNameFields: [(name: String, doc: String)] {
        [("class", "the view controller you write (`LoginViewController`)"),
         ("baseClass", "the view controller Tandem writes, which it extends (`LoginViewControllerBase`)"),
         ("superclass", "the UIKit class that one extends (`UIViewController`, `UITableViewController`, `UITabBarController`)"),
         ("route", "its case of the `Route` enum state restoration saves (`login`)")]
    }

    public func screenNames(of screen: Screen, in projection: Projection) -> [(key: String, value: String)] {
        let n = Projection.names(of: screen)
        return [("class", n.iosClass), ("baseClass", n.iosBaseClass), ("superclass", Self.superclass(of: screen)), ("route", n.routeCase)]
    }

    public var appNameFields: [(name: String, doc: String)] { [("bundleID", "the iOS bundle identifier")] }
    public func appNames(in projection: Projection) -> [(key: String, value: String)] { [("bundleID", projection.iosBundleID)] }

    public var elementNameFields: [(name: String, doc: String)] {
        [("class", "its view's class (`UIButton`)"),
         ("initializer", "the expression making its view (`UIButton(type: .system)`)"),
         ("controlEvent", "the event its control triggers its action on (`.touchUpInside`); absent for a view that is not a `UIControl`"),
         ("bind", "`bind …`: the statement `bindViews()` runs to show the value in its view; absent when unbound"),
         ("contentType", "a text input's `UITextContentType` (`.username`, `.password`, `.emailAddress`, `.telephoneNumber`, `.URL`), for autofill and password managers; absent for free text and other elements"),
         ("keyboard", "the keyboard it asks for (`.emailAddress`, `.phonePad`, `.URL`); absent for the default one"),
         ("identifier", Self.identifierDoc)]
    }

    /// An element's accessibility identifier on iOS: the design's element id, which Compose's test tag is too.
    static let identifierDoc = "its accessibility identifier, a Swift string: the design's element id (`\"login\"`), Compose's test tag too, so UI tests find it by one name"
    static func identifier(_ element: Element) -> (key: String, value: String) { ("identifier", Literal.swift(element.name)) }

    public func elementNames(of element: Element, in screen: Screen, projection: Projection) -> [(key: String, value: String)] {
        let kind = element.kind ?? .label
        return [("class", Self.viewClass(of: kind)), ("initializer", kind == .button ? "UIButton(type: .system)"
            : kind == .picker || kind == .spinner ? "UIButton(configuration: .bordered())" : Self.viewClass(of: kind) + "()")]
            + (Self.controlEvent(of: kind).map { [("controlEvent", $0)] } ?? [])
            + (Self.bind(element, in: screen, projection: projection).map { [("bind", $0)] } ?? [])
            + Self.textInput(element) + [Self.identifier(element)]
    }

    /// Sets the view from the bound value.
    static func bind(_ element: Element, in screen: Screen, projection: Projection) -> String? {
        guard let value = BoundValue.of(element, in: screen, design: projection.design) else { return nil }
        let name = Projection.elementName(element)
        switch value.kind {
        case .label, .textView, .textField, .secureField: return "\(name).text = \(value.swiftText)"
        case .switch, .checkbox: return "\(name).isOn = \(value.isOptional ? "(\(value.swiftPath)) ?? false" : value.swiftPath)"
        case .slider, .progress:
            return "\(name).\(value.kind == .slider ? "value" : "progress") = \(value.swift({ "Float(\($0))" }, fallback: "0"))"
        case .stepper: return "\(name).value = \(value.swift({ "Double(\($0))" }, fallback: "0"))"
        // No date: the picker keeps what it shows.
        case .datePicker: return value.isOptional ? "if let date = \(value.swiftPath) { \(name).date = date }" : "\(name).date = \(value.swiftPath)"
        default: return nil
        }
    }

    public var segmentNameFields: [(name: String, doc: String)] { [] }
    public func segmentNames(at index: Int, of element: Element, in screen: Screen, projection: Projection) -> [(key: String, value: String)] { [] }

    public var embedNameFields: [(name: String, doc: String)] {
        [("member", "the parent's member holding its view controller, a child view controller (`ingredientsController`)")]
    }

    public func embedNames(of child: Screen, in parent: Screen, projection: Projection) -> [(key: String, value: String)] {
        [("member", Projection.embeddedMembers(of: child).ios)]
    }

    /// What a text input holds and the keyboard it asks for, as UIKit (and SwiftUI, which takes the same values) spells them.
    static func textInput(_ element: Element) -> [(key: String, value: String)] {
        guard let content = TextContent.of(element) else { return [] }
        let type = switch content {
        case .username: ".username"
        case .password: ".password"
        case .email: ".emailAddress"
        case .phone: ".telephoneNumber"
        case .url: ".URL"
        }
        let keyboard: String? = switch content {
        case .email: ".emailAddress"
        case .phone: ".phonePad"
        case .url: ".URL"
        case .username, .password: nil
        }
        return [("contentType", type)] + (keyboard.map { [("keyboard", $0)] } ?? [])
    }

    /// The UIKit class a screen's controller extends.
    static func superclass(of screen: Screen) -> String {
        switch screen.kind {
        case .list: "UITableViewController"
        case .tabs: "UITabBarController"
        case .drawer, .split: "UISplitViewController"
        default: "UIViewController"
        }
    }

    /// The UIKit view built for an element.
    static func viewClass(of kind: ElementKind) -> String {
        switch kind {
        case .button: "UIButton"
        case .label: "UILabel"
        case .textField, .secureField: "UITextField"
        case .textView: "UITextView"
        case .switch, .checkbox: "UISwitch"
        case .picker, .spinner: "UIButton"
        case .slider: "UISlider"
        case .stepper: "UIStepper"
        case .progress: "UIProgressView"
        case .list: "UITableView"
        case .image: "UIImageView"
        case .webView: "WKWebView"
        case .map: "MKMapView"
        case .datePicker: "UIDatePicker"
        case .segmented: "UISegmentedControl"
        }
    }

    /// The event a `UIControl` really sends when the user uses it (`addAction(_:for:)`); nil for other views.
    static func controlEvent(of kind: ElementKind) -> String? {
        switch kind {
        case .button: ".touchUpInside"
        case .textField, .secureField: ".editingChanged"
        case .switch, .checkbox, .slider, .stepper, .datePicker, .segmented: ".valueChanged"
        default: nil
        }
    }
}
