import TandemModel

/// The UI toolkit a code-generation target builds a screen with: what the `platforms` diagram and the report show in
/// a column per target asked for.
public enum Toolkit: String, CaseIterable, Sendable {
    case uikit, swiftui, activities, fragments

    /// The bundled target that builds with it (`--target`).
    public var target: String {
        switch self {
        case .uikit: "ios"
        case .swiftui: "swiftui"
        case .activities: "android"
        case .fragments: "android-navigation"
        }
    }

    public init?(target: String) {
        guard let toolkit = Self.allCases.first(where: { $0.target == target }) else { return nil }
        self = toolkit
    }

    /// iOS or Android.
    public var platform: String {
        switch self {
        case .uikit, .swiftui: "iOS"
        case .activities, .fragments: "Android"
        }
    }

    /// The column heading: the platform, and the toolkit where a platform has several.
    public var title: String {
        switch self {
        case .uikit: "iOS"
        case .swiftui: "iOS · SwiftUI"
        case .activities: "Android"
        case .fragments: "Android · Navigation"
        }
    }

    /// What `generate` makes by default, and the diagrams show when no target is named.
    public static let defaults: [Toolkit] = [.uikit, .activities]

    /// The toolkits of the bundled targets among `targets`, in their order; the defaults when none is bundled.
    public static func of(targets: [String]) -> [Toolkit] {
        let toolkits = targets.compactMap(Toolkit.init(target:))
        return toolkits.isEmpty ? defaults : toolkits
    }
}

/// The unified controller of a screen: one design, three sections, the same method names on every target.
/// Lifecycle maps to each toolkit's hooks; Interface binds the views (`setConnections`, `setOnClickListeners`);
/// Logic holds the actions and `setView`, which refreshes the screen from its models. Every name comes from the
/// projection, so diagrams and reports show what the generated code declares.
public struct UnifiedController: Hashable, Sendable {
    public struct Member: Hashable, Sendable {
        /// The name every target shares (`login()`, `setView()`, `resume`).
        public var unified: String
        /// What it is on each toolkit.
        public var names: [Toolkit: String]
        /// Whether the design asked for code here (a declared lifecycle hook, an action, an element).
        public var declared: Bool

        public var ios: String { names[.uikit] ?? "" }
        public var android: String { names[.activities] ?? "" }
        public func name(on toolkit: Toolkit) -> String { names[toolkit] ?? "" }
    }

    public var screenID: String
    /// The class the developer writes on each toolkit (for SwiftUI, the screen model).
    public var classes: [Toolkit: String]
    /// The generated class it extends on each toolkit.
    public var baseClasses: [Toolkit: String]
    public var lifecycle: [Member]
    public var interface: [Member]
    public var logic: [Member]

    public var iosClass: String { classes[.uikit] ?? "" }
    public var androidClass: String { classes[.activities] ?? "" }
    public func className(on toolkit: Toolkit) -> String { classes[toolkit] ?? "" }

    init(_ screen: Screen, projection: Projection) {
        screenID = screen.id
        let names = Projection.names(of: screen)
        // In the Activities app a screen embedded in another, or a split view's pane, is a Fragment of that screen's activity.
        let embedded = projection.androidParent(of: screen.id) != nil
        classes = [.uikit: names.iosClass, .swiftui: names.swiftUIModel, .activities: embedded ? names.androidFragment : names.androidClass,
                   .fragments: names.androidFragment]
        baseClasses = [.uikit: names.iosBaseClass, .swiftui: names.swiftUIModelBase,
                       .activities: embedded ? names.androidFragmentBase : names.androidBaseClass, .fragments: names.androidFragmentBase]

        let inputs = screen.inputs.map { "\(Projection.inputName($0.name)): \($0.type.spelled(in: .swift))" }.joined(separator: ", ")
        lifecycle = [
            Member(unified: "create", names: [
                .uikit: "init(\(inputs)) + viewDidLoad()",
                .swiftui: ".onAppear, the first time",
                .activities: screen.inputs.isEmpty ? "onCreate(savedInstanceState)" : "onCreate(savedInstanceState) + \(embedded ? "getArgs()" : "getExtras()")",
                .fragments: screen.inputs.isEmpty ? "onCreate(savedInstanceState)" : "onCreate(savedInstanceState) + getArgs()",
            ], declared: screen.lifecycle.contains(.create)),
            Member(unified: "resume", names: [.uikit: "viewWillAppear(_:)", .swiftui: ".onAppear, scenePhase .active", .activities: "onResume()",
                                              .fragments: "onResume()"],
                   declared: screen.lifecycle.contains(.resume)),
            Member(unified: "pause", names: [.uikit: "viewWillDisappear(_:)", .swiftui: ".onDisappear, scenePhase not .active", .activities: "onPause()",
                                             .fragments: "onPause()"],
                   declared: screen.lifecycle.contains(.pause)),
        ]

        interface = screen.elements.map { element in
            let name = Projection.elementName(element)
            return Member(unified: name + ": " + element.kindRef.name, names: [
                .uikit: name + ": " + (element.kind?.iosClass ?? "UIView"),
                .swiftui: (element.kind?.swiftUIView ?? "Text") + (Projection.swiftUIState(of: element).map { " ↔ " + name + ": " + $0.type } ?? ""),
                .activities: name + ": " + (element.kind?.androidClass ?? "View"),
                .fragments: name + ": " + (element.kind?.androidClass ?? "View"),
            ], declared: true)
        }
        interface.append(Member(unified: "setConnections()", names: [
            .uikit: "setConnections()", .swiftui: names.swiftUIInterface + ".body",
            .activities: embedded ? "setConnections(view) in onViewCreated" : "setConnections()",
            .fragments: "setConnections(view) in onViewCreated",
        ], declared: true))
        if screen.elements.contains(where: { $0.action != nil }) {
            interface.append(Member(unified: "setOnClickListeners()", names: [
                .uikit: "setOnClickListeners()", .swiftui: "actions and onChange in " + names.swiftUIInterface, .activities: "setOnClickListeners()",
                .fragments: "setOnClickListeners()",
            ], declared: true))
        }

        logic = screen.actions.map { action in
            let name = Projection.actionName(action.name)
            let swift = "\(name)(" + action.parameters.map { "\(Projection.memberName($0.name)): \($0.type.spelled(in: .swift))" }.joined(separator: ", ") + ")"
            let kotlin = action.parameters.map { "\(Projection.memberName($0.name)): \($0.type.spelled(in: .kotlin))" }
            let unified = action.parameters.map { "\(Projection.memberName($0.name)): \($0.type.description)" }
            return Member(unified: "\(name)(\(unified.joined(separator: ", ")))",
                          names: [.uikit: swift, .swiftui: swift, .activities: "\(name)(\(kotlin.joined(separator: ", ")))",
                                  .fragments: "\(name)(\(kotlin.joined(separator: ", ")))"], declared: true)
        }
        logic.append(Member(unified: "setView()", names: [.uikit: "setView()", .swiftui: "setView()", .activities: "setView()",
                                                          .fragments: "setView()"], declared: true))
    }
}
