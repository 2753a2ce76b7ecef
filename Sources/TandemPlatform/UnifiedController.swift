import TandemModel
import TandemSyntax

/// A code-generation target as the diagrams, the report, `tandem status` and the command line see it: its name, its
/// platform and how it writes the unified controller. Each bundled target's adapter lives in its folder under
/// templates/, beside its templates; `Targets.bundled` (TandemTargets) is the one registry of them.
public protocol TargetAdapter: Sendable {
    /// What `--target` takes; the folder of its templates.
    var name: String { get }
    /// iOS or Android: the design's `ios { … }` or `android { … }` block is this target's (notes, class names).
    var platform: Platform { get }
    /// The column heading: the platform, and the toolkit where a platform has several.
    var title: String { get }
    /// What the command line's help says it makes (`UIKit`).
    var toolkit: String { get }
    /// How its generated base classes end: a hand-written class extending one that no screen makes is stale.
    var generatedBaseSuffixes: [String] { get }
    /// The class the developer writes for a screen (for SwiftUI, the screen model) and the generated class it extends.
    func classes(of screen: Screen, in projection: Projection) -> (user: String, base: String)
    /// A member of the unified controller as this target writes it.
    func spelling(of role: UnifiedController.Role, in screen: Screen, projection: Projection) -> String
    /// The names this target gives a screen, each with what it is (one line): templates read them as `native.<name>`
    /// of any screen reference (`{{screen.native.baseClass}}`, `{{target.native.baseClass}}`), and docs/templates.md
    /// lists them per target. The names themselves are the projection's; the adapter says which are its own.
    var screenNameFields: [(name: String, doc: String)] { get }
    /// A screen's names, the keys of `screenNameFields` in their order.
    func screenNames(of screen: Screen, in projection: Projection) -> [(key: String, value: String)]
    /// The lists of names this target gives a screen (`{{#screen.native.imports}}`), keys of `screenNameFields` too
    /// (which documents them); a list the screen does not have is left out. None by default.
    func screenLists(of screen: Screen, in projection: Projection) -> [(key: String, values: [String])]
    /// The names this target gives the app (`{{app.native.package}}`), each with what it is.
    var appNameFields: [(name: String, doc: String)] { get }
    /// The app's names, the keys of `appNameFields` in their order.
    func appNames(in projection: Projection) -> [(key: String, value: String)]
    /// The names this target gives an element of a screen (`{{native.class}}` in an `elements` section), each with
    /// what it is.
    var elementNameFields: [(name: String, doc: String)] { get }
    /// An element's names, the keys of `elementNameFields` in their order; a name the element does not have (SwiftUI
    /// state of a button) is left out.
    func elementNames(of element: Element, in screen: Screen, projection: Projection) -> [(key: String, value: String)]
    /// The names this target gives a segment of a segmented control or an entry of a picker (`{{native.id}}` in a
    /// `segments` section), each with what it is.
    var segmentNameFields: [(name: String, doc: String)] { get }
    /// The names of segment `index` (from 0) of `element`, the keys of `segmentNameFields` in their order.
    func segmentNames(at index: Int, of element: Element, in screen: Screen, projection: Projection) -> [(key: String, value: String)]
    /// The names this target gives a screen embedded in another (`{{native.member}}` in an `embeds` section), each
    /// with what it is.
    var embedNameFields: [(name: String, doc: String)] { get }
    /// The names of `child` embedded in `parent`, the keys of `embedNameFields` in their order.
    func embedNames(of child: Screen, in parent: Screen, projection: Projection) -> [(key: String, value: String)]
    /// The names this target gives a transition of a screen (`{{names.actionID}}` in a `transitions` section), each
    /// with what it is.
    var transitionNameFields: [(name: String, doc: String)] { get }
    /// The names of `transition` as `screen`'s (its copy, for one from any screen), the keys of
    /// `transitionNameFields` in their order.
    func transitionNames(of transition: Transition, from screen: Screen, projection: Projection) -> [(key: String, value: String)]
    /// The names this target gives a way back of a screen (`{{names.actionID}}` in a `backs` section), each with
    /// what it is.
    var backNameFields: [(name: String, doc: String)] { get }
    /// The names of `back`, the keys of `backNameFields` in their order.
    func backNames(of back: Back, projection: Projection) -> [(key: String, value: String)]
    /// The types (and other top-level names) this target's code declares for a screen beyond `ScreenNames` (the
    /// names every platform projection gives): a model or enum may not take one of them (TD501).
    func typeNames(ofScreen id: String) -> [String]
    /// The types this target's code declares once for the app (support, navigation, the app's entry) beyond
    /// `Projection.generatedTypeNames`: a model or enum may not take one of them either (TD501).
    var appTypeNames: [String] { get }
}

extension TargetAdapter {
    /// The projection's `ScreenNames` are all the bundled View-based targets declare.
    public func typeNames(ofScreen id: String) -> [String] { [] }
    public var appTypeNames: [String] { [] }
    public func screenLists(of screen: Screen, in projection: Projection) -> [(key: String, values: [String])] { [] }
    /// Most targets give transitions and ways back no names of their own.
    public var transitionNameFields: [(name: String, doc: String)] { [] }
    public func transitionNames(of transition: Transition, from screen: Screen, projection: Projection) -> [(key: String, value: String)] { [] }
    public var backNameFields: [(name: String, doc: String)] { [] }
    public func backNames(of back: Back, projection: Projection) -> [(key: String, value: String)] { [] }

    /// The platform as people write it (`iOS`).
    public var platformTitle: String { platform == .ios ? "iOS" : "Android" }
}

/// The unified controller of a screen: one design, three sections, the same method names on every target.
/// Lifecycle maps to each toolkit's hooks; Interface binds the views (`setConnections`, `setOnClickListeners`);
/// Logic holds the actions and `setView`, which refreshes the screen from its models. Every name comes from the
/// projection, so diagrams and reports show what the generated code declares.
public struct UnifiedController: Sendable {
    /// What a member is, for a target to spell it.
    public enum Role: Sendable {
        case create, resume, pause
        case element(Element)
        case setConnections, setOnClickListeners
        case action(Action)
        case setView
    }

    public struct Member: Hashable, Sendable {
        /// The name every target shares (`login()`, `setView()`, `resume`).
        public var unified: String
        /// What it is on each target, by target name.
        public var names: [String: String]
        /// Whether the design asked for code here (a declared lifecycle hook, an action, an element).
        public var declared: Bool

        public func name(on target: any TargetAdapter) -> String { names[target.name] ?? "" }
    }

    public var screenID: String
    /// The class the developer writes on each target (for SwiftUI, the screen model), by target name.
    public var classes: [String: String]
    /// The generated class it extends on each target, by target name.
    public var baseClasses: [String: String]
    public var lifecycle: [Member]
    public var interface: [Member]
    public var logic: [Member]

    public func className(on target: any TargetAdapter) -> String { classes[target.name] ?? "" }
    public func baseClass(on target: any TargetAdapter) -> String { baseClasses[target.name] ?? "" }

    init(_ screen: Screen, projection: Projection, targets: [any TargetAdapter]) {
        screenID = screen.id
        classes = [:]
        baseClasses = [:]
        for target in targets {
            let (user, base) = target.classes(of: screen, in: projection)
            classes[target.name] = user
            baseClasses[target.name] = base
        }
        func member(_ unified: String, _ role: Role, declared: Bool = true) -> Member {
            Member(unified: unified, names: Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0.spelling(of: role, in: screen, projection: projection)) }),
                   declared: declared)
        }
        lifecycle = [
            member("create", .create, declared: screen.lifecycle.contains(.create)),
            member("resume", .resume, declared: screen.lifecycle.contains(.resume)),
            member("pause", .pause, declared: screen.lifecycle.contains(.pause)),
        ]
        interface = screen.elements.map { member(Projection.elementName($0) + ": " + $0.kindRef.name, .element($0)) }
        interface.append(member("setConnections()", .setConnections))
        if screen.elements.contains(where: { $0.action != nil }) {
            interface.append(member("setOnClickListeners()", .setOnClickListeners))
        }
        logic = screen.actions.map { action in
            let unified = action.parameters.map { "\(Projection.memberName($0.name)): \($0.type.description)" }
            return member("\(Projection.actionName(action.name))(\(unified.joined(separator: ", ")))", .action(action))
        }
        logic.append(member("setView()", .setView))
    }
}

extension UnifiedController {
    /// An action's signature in a language (`login(user: String)`), as the generated code declares it.
    public static func signature(of action: Action, in language: Language) -> String {
        Projection.actionName(action.name) + "("
            + action.parameters.map { "\(Projection.memberName($0.name)): \($0.type.spelled(in: language))" }.joined(separator: ", ") + ")"
    }
}
