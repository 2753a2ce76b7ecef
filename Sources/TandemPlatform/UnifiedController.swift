import TandemModel

/// The unified controller of a screen: one design, three sections, the same method names on both platforms.
/// Lifecycle maps to each platform's hooks; Interface binds the views (`setConnections`, `setOnClickListeners`);
/// Logic holds the actions and `setView`, which refreshes the screen from its models. Every name comes from the
/// projection, so diagrams and reports show what the generated code declares.
public struct UnifiedController: Hashable, Sendable {
    public struct Member: Hashable, Sendable {
        /// The name both platforms share (`login()`, `setView()`, `resume`).
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

    init(_ screen: Screen, projection: Projection) {
        screenID = screen.id
        let names = Projection.names(of: screen)
        iosClass = names.iosClass
        androidClass = names.androidClass

        let inputs = screen.inputs.map { "\(Projection.inputName($0.name)): \($0.type.spelled(in: .swift))" }.joined(separator: ", ")
        lifecycle = [
            Member(unified: "create", ios: "init(\(inputs)) + viewDidLoad()",
                   android: screen.inputs.isEmpty ? "onCreate(savedInstanceState)" : "onCreate(savedInstanceState) + getExtras()",
                   declared: screen.lifecycle.contains(.create)),
            Member(unified: "resume", ios: "viewWillAppear(_:)", android: "onResume()", declared: screen.lifecycle.contains(.resume)),
            Member(unified: "pause", ios: "viewWillDisappear(_:)", android: "onPause()", declared: screen.lifecycle.contains(.pause)),
        ]

        interface = screen.elements.map { element in
            let name = Projection.elementName(element)
            return Member(unified: name + ": " + element.kindRef.name,
                          ios: name + ": " + (element.kind?.iosClass ?? "UIView"),
                          android: name + ": " + (element.kind?.androidClass ?? "View"),
                          declared: true)
        }
        interface.append(Member(unified: "setConnections()", ios: "setConnections()", android: "setConnections()", declared: true))
        if screen.elements.contains(where: { $0.action != nil }) {
            interface.append(Member(unified: "setOnClickListeners()", ios: "setOnClickListeners()",
                                    android: "setOnClickListeners()", declared: true))
        }

        logic = screen.actions.map { action in
            let name = Projection.actionName(action.name)
            let swift = action.parameters.map { "\(Projection.memberName($0.name)): \($0.type.spelled(in: .swift))" }
            let kotlin = action.parameters.map { "\(Projection.memberName($0.name)): \($0.type.spelled(in: .kotlin))" }
            let unified = action.parameters.map { "\(Projection.memberName($0.name)): \($0.type.description)" }
            return Member(unified: "\(name)(\(unified.joined(separator: ", ")))", ios: "\(name)(\(swift.joined(separator: ", ")))",
                          android: "\(name)(\(kotlin.joined(separator: ", ")))", declared: true)
        }
        logic.append(Member(unified: "setView()", ios: "setView()", android: "setView()", declared: true))
    }
}
