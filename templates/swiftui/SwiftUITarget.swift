import TandemModel
import TandemPlatform

/// The `swiftui` target: Swift 6, SwiftUI and Observation, a screen model and a view per screen.
public struct SwiftUITarget: TargetAdapter {
    public init() {}
    public let name = "swiftui"
    public let platform = Platform.ios
    public let title = "iOS · SwiftUI"
    public let toolkit = "SwiftUI"
    public let generatedBaseSuffixes = ["ControllerBase", "ModelBase"]

    public func classes(of screen: Screen, in projection: Projection) -> (user: String, base: String) {
        let names = Projection.names(of: screen)
        return (names.swiftUIModel, names.swiftUIModelBase)
    }

    public func spelling(of role: UnifiedController.Role, in screen: Screen, projection: Projection) -> String {
        switch role {
        case .create: ".onAppear, the first time"
        case .resume: ".onAppear, scenePhase .active"
        case .pause: ".onDisappear, scenePhase not .active"
        case .element(let element):
            (element.kind.map(Self.view) ?? "Text")
                + (Projection.swiftUIState(of: element, in: screen).map { " ↔ " + Projection.elementName(element) + ": " + $0.type } ?? "")
        case .setConnections: Projection.names(of: screen).swiftUIInterface + ".body"
        case .setOnClickListeners: "actions and the bindings that call them in " + Projection.names(of: screen).swiftUIInterface
        case .action(let action): UnifiedController.signature(of: action, in: .swift)
        case .setView: "setView()"
        }
    }

    public var screenNameFields: [(name: String, doc: String)] {
        [("model", "the screen model you write (`LoginModel`)"),
         ("modelBase", "the screen model Tandem writes, which it extends (`LoginModelBase`)"),
         ("interface", "the view of its elements Tandem writes (`LoginInterface`)"),
         ("view", "the view you write, which shows it (`LoginView`)"),
         ("route", "its case of the `Route` enum (`login`)")]
    }

    public func screenNames(of screen: Screen, in projection: Projection) -> [(key: String, value: String)] {
        let n = Projection.names(of: screen)
        return [("model", n.swiftUIModel), ("modelBase", n.swiftUIModelBase), ("interface", n.swiftUIInterface),
                ("view", n.swiftUIView), ("route", n.routeCase)]
    }

    public var appNameFields: [(name: String, doc: String)] { [("bundleID", "the iOS bundle identifier")] }
    public func appNames(in projection: Projection) -> [(key: String, value: String)] { [("bundleID", projection.iosBundleID)] }

    public var elementNameFields: [(name: String, doc: String)] {
        [("type", "the type of the screen model's property (named as the element, `name`) holding what its control shows or the user entered (`String`, `Bool`, `Double`, `Int` for a chosen index, `Date`; `URL?` for a web view, the page it loads, which your code sets); absent when it holds nothing (`hasState`)"),
         ("initial", "that property's first value (`\"\"`, `false`, `0`); absent with it"),
         ("bind", "`bind …`: the statements `bindViews()` runs to set that property from the bound value (only when it differs; a control calls its action only for the user's change, through its binding, as a UIKit control sends its event); absent when unbound"),
         ("contentType", "a text input's `UITextContentType` (`.username`, `.password`, `.emailAddress`, …), for autofill and password managers; absent for free text and other elements"),
         ("keyboard", "the keyboard it asks for (`.emailAddress`, `.phonePad`, `.URL`); absent for the default one"),
         ("identifier", UIKitTarget.identifierDoc)]
    }

    public func elementNames(of element: Element, in screen: Screen, projection: Projection) -> [(key: String, value: String)] {
        guard let state = Projection.swiftUIState(of: element, in: screen) else { return [UIKitTarget.identifier(element)] }
        return [("type", state.type), ("initial", state.initial)]
            + (Self.bind(element, in: screen, projection: projection).map { [("bind", $0)] } ?? [])
            // SwiftUI takes UIKit's values.
            + UIKitTarget.textInput(element) + [UIKitTarget.identifier(element)]
    }

    /// Sets the screen model's property from the bound value when it differs.
    static func bind(_ element: Element, in screen: Screen, projection: Projection) -> String? {
        guard let value = BoundValue.of(element, in: screen, design: projection.design) else { return nil }
        let name = Projection.elementName(element)
        let bound: String
        switch value.kind {
        case .label, .textView, .textField, .secureField: bound = value.swiftText
        case .switch, .checkbox: bound = value.isOptional ? "(\(value.swiftPath)) ?? false" : value.swiftPath
        case .slider, .progress: bound = value.swift({ "Double(\($0))" }, fallback: "0")
        case .stepper: bound = value.swift({ "Int(\($0))" }, fallback: "0")
        // No date: the picker keeps what it shows.
        case .datePicker: bound = value.isOptional ? "\(value.swiftPath) ?? \(name)" : value.swiftPath
        default: return nil
        }
        return "let \(name)Bound = \(bound)\n        if \(name) != \(name)Bound { \(name) = \(name)Bound }"
    }

    public var segmentNameFields: [(name: String, doc: String)] { [] }
    public func segmentNames(at index: Int, of element: Element, in screen: Screen, projection: Projection) -> [(key: String, value: String)] { [] }

    public var embedNameFields: [(name: String, doc: String)] {
        [("member", "the parent screen model's member holding its screen model (`ingredientsModel`)")]
    }

    public func embedNames(of child: Screen, in parent: Screen, projection: Projection) -> [(key: String, value: String)] {
        [("member", Projection.embeddedMembers(of: child).swiftUI)]
    }

    /// The SwiftUI view built for an element (what the unified controller's table shows).
    static func view(of kind: ElementKind) -> String {
        switch kind {
        case .button: "Button"
        case .label: "Text"
        case .textField: "TextField"
        case .secureField: "SecureField"
        case .textView: "ScrollView { Text }"
        case .switch, .checkbox: "Toggle"
        case .picker: "Picker (.wheel)"
        case .spinner: "Picker (.menu)"
        case .segmented: "Picker (.segmented)"
        case .slider: "Slider"
        case .stepper: "Stepper"
        case .progress: "ProgressView"
        case .list: "List"
        case .image: "Image"
        case .webView: "WKWebView (UIViewRepresentable)"
        case .map: "MKMapView (UIViewRepresentable)"
        case .datePicker: "DatePicker"
        }
    }
}
