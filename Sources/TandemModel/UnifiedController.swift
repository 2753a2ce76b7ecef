/// The unified controller of a screen: one design, three sections, the same method names on both platforms.
/// Lifecycle maps to each platform's hooks; Interface binds the views (`setConnections`, `setOnClickListeners`);
/// Logic holds the actions and `setView`, which refreshes the screen from its models.
public struct UnifiedController: Hashable, Sendable {
    public struct Member: Hashable, Sendable {
        /// The name both platforms share (`login`, `setView`, `resume`).
        public var unified: String
        public var ios: String
        public var android: String
        /// Whether the design asked for code here (a declared lifecycle hook, an action, an element).
        public var declared: Bool
    }

    public var screenID: String
    public var iosClass: String
    public var androidClass: String
    public var lifecycle: [Member]
    public var interface: [Member]
    public var logic: [Member]

    public init(_ screen: Screen) {
        screenID = screen.id
        let base = Self.baseName(screen.id)
        iosClass = screen.notes(for: .ios)?.className ?? base + (screen.isTabContainer ? "TabBarController" : "ViewController")
        androidClass = screen.notes(for: .android)?.className ?? base + "Activity"

        let inputs = screen.inputs.map { "\($0.name): \($0.type.description)" }.joined(separator: ", ")
        lifecycle = [
            Member(unified: "create", ios: "init(\(inputs)) + viewDidLoad()",
                   android: screen.inputs.isEmpty ? "onCreate(savedInstanceState)" : "onCreate(savedInstanceState) + getExtras()",
                   declared: screen.lifecycle.contains(.create)),
            Member(unified: "resume", ios: "viewWillAppear(_:)", android: "onResume()", declared: screen.lifecycle.contains(.resume)),
            Member(unified: "pause", ios: "viewWillDisappear(_:)", android: "onPause()", declared: screen.lifecycle.contains(.pause)),
        ]

        interface = screen.elements.map { element in
            Member(unified: element.name + ": " + element.kindRef.name,
                   ios: element.name + ": " + (element.kind?.iosClass ?? "UIView"),
                   android: element.name + ": " + (element.kind?.androidClass ?? "View"),
                   declared: true)
        }
        interface.append(Member(unified: "setConnections()", ios: "setConnections()", android: "setConnections()", declared: true))
        if screen.elements.contains(where: { $0.action != nil }) {
            interface.append(Member(unified: "setOnClickListeners()", ios: "setOnClickListeners()",
                                    android: "setOnClickListeners()", declared: true))
        }

        logic = screen.actions.map { action in
            let parameters = action.parameters.map { "\($0.name): \($0.type.description)" }.joined(separator: ", ")
            let signature = "\(action.name)(\(parameters))"
            return Member(unified: signature, ios: signature, android: signature, declared: true)
        }
        logic.append(Member(unified: "setView()", ios: "setView()", android: "setView()", declared: true))
    }

    /// `LoginScreen` → `Login`, so the classes read `LoginViewController` and `LoginActivity`.
    public static func baseName(_ id: String) -> String {
        if id.hasSuffix("Screen"), id.count > "Screen".count { return String(id.dropLast("Screen".count)) }
        return id
    }
}

extension ElementKind {
    /// The UIKit view built for this element.
    public var iosClass: String {
        switch self {
        case .button: "UIButton"
        case .label: "UILabel"
        case .textField, .secureField: "UITextField"
        case .textView: "UITextView"
        case .switch, .checkbox: "UISwitch"
        case .picker, .spinner: "UIPickerView"
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

    /// The Android framework widget built for this element.
    public var androidClass: String {
        switch self {
        case .button: "Button"
        case .label: "TextView"
        case .textField, .secureField: "EditText"
        case .textView: "TextView"
        case .switch: "Switch"
        case .checkbox: "CheckBox"
        case .picker, .spinner: "Spinner"
        case .slider: "SeekBar"
        case .stepper: "NumberPicker"
        case .progress: "ProgressBar"
        case .list: "RecyclerView"
        case .image: "ImageView"
        case .webView: "WebView"
        case .map: "MapView"
        case .datePicker: "DatePicker"
        case .segmented: "RadioGroup"
        }
    }
}
