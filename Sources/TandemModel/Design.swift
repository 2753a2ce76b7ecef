import TandemDiagnostics
import TandemSyntax

/// A by-name reference as written in the design; checks resolve it and report the ones that miss. It is the syntax
/// tree's `Identifier` (a name and its range), so the model keeps the parser's lists of them (`satisfies`, `tasks`, …)
/// as they are instead of copying each into a new list.
public typealias Ref = Identifier

public enum Priority: String, CaseIterable, Sendable {
    case must, should, could, wont
}

public struct AppInfo: Hashable, Sendable {
    public var name: String?
    public var iosBundleID: String?
    public var androidPackage: String?
    public var range: SourceRange
}

public struct Requirement: Hashable, Sendable {
    public var id: String
    public var title: String
    public var text: String?
    /// `must` unless the design says otherwise; nil when the written priority is unknown (a check reports it).
    public var priority: Priority?
    public var priorityRef: Ref?
    public var tags: [Ref]
    /// The id as written: where diagnostics about the requirement point.
    public var idRange: SourceRange
    public var range: SourceRange
}

public struct DesignTask: Hashable, Sendable {
    public var id: String
    public var title: String
    public var satisfies: [Ref]
    public var parent: Ref?
    public var idRange: SourceRange
    public var range: SourceRange
}

/// The value types the design language knows without a model declaration.
public enum Primitive: String, CaseIterable, Sendable {
    case string = "String", int = "Int", long = "Long", double = "Double", float = "Float", bool = "Bool"
    case date = "Date", url = "URL", data = "Data"

    /// How other languages a designer may know write these types (Kotlin, Java, TypeScript, Python, C#, SQL), for
    /// "did you mean": the design language has one name for each. Keys are lowercased.
    public static let otherSpellings: [String: Primitive] = [
        "boolean": .bool, "bool": .bool,
        "integer": .int, "int32": .int, "number": .double, "int64": .long, "bigint": .long,
        "str": .string, "text": .string, "char": .string, "varchar": .string, "charsequence": .string, "nsstring": .string,
        "real": .double, "decimal": .double,
        "datetime": .date, "timestamp": .date, "instant": .date, "localdate": .date, "localdatetime": .date, "nsdate": .date,
        "uri": .url, "nsurl": .url, "link": .url,
        "bytes": .data, "bytearray": .data, "blob": .data, "nsdata": .data, "binary": .data,
    ]
}

/// A resolved type. `.model` names a declared model, `.enumeration` a declared enum; `.unknown` a name that is
/// neither (a check reports it).
public indirect enum ValueType: Hashable, Sendable, CustomStringConvertible {
    case primitive(Primitive)
    case model(String)
    case enumeration(String)
    case optional(ValueType)
    case list(ValueType)
    case map(ValueType, ValueType)
    case unknown(String)

    /// The models this type mentions, in order.
    public var referencedModels: [String] {
        switch self {
        case .model(let name): [name]
        case .optional(let t), .list(let t): t.referencedModels
        case .map(let k, let v): k.referencedModels + v.referencedModels
        case .primitive, .unknown, .enumeration: []
        }
    }

    /// Every name in it is a primitive, model or enum: what the builder resolved (`unknown` nowhere inside).
    public var isResolved: Bool {
        switch self {
        case .primitive, .model, .enumeration: true
        case .optional(let t), .list(let t): t.isResolved
        case .map(let k, let v): k.isResolved && v.isResolved
        case .unknown: false
        }
    }

    /// The type inside any optionals (`Int??` → `Int`).
    public var nonOptional: ValueType {
        if case .optional(let wrapped) = self { return wrapped.nonOptional }
        return self
    }

    /// A URL can carry it (a deep link's placeholder): text, a number, a flag, a URL, an enum's case; optional or not.
    public var isLinkable: Bool {
        switch nonOptional {
        case .primitive(let p): p != .data && p != .date
        case .enumeration: true
        default: false
        }
    }

    /// The enums this type mentions, in order.
    public var referencedEnums: [String] {
        switch self {
        case .enumeration(let name): [name]
        case .optional(let t), .list(let t): t.referencedEnums
        case .map(let k, let v): k.referencedEnums + v.referencedEnums
        case .primitive, .unknown, .model: []
        }
    }

    public var description: String {
        switch self {
        case .primitive(let p): p.rawValue
        case .model(let name), .unknown(let name), .enumeration(let name): name
        case .optional(let t): t.description + "?"
        case .list(let t): "[" + t.description + "]"
        case .map(let k, let v): "[" + k.description + ": " + v.description + "]"
        }
    }

    /// Whether a value of this type can be handed to a parameter of `other` (non-optional into optional).
    public func isAssignable(to other: ValueType) -> Bool {
        if self == other { return true }
        if case .optional(let wrapped) = other { return isAssignable(to: wrapped) }
        return false
    }
}

/// `name: Type` with both parts' ranges.
public struct Field: Hashable, Sendable {
    public var name: String
    public var nameRange: SourceRange
    public var type: ValueType
    public var typeSyntax: TypeSyntax
    /// `= 2`: what an input is when the way into its screen does not carry it (checks accept it on inputs only).
    public var defaultValue: DefaultValue? = nil
    public var defaultRange: SourceRange? = nil
    public var range: SourceRange { nameRange.union(defaultRange ?? typeSyntax.range) }

    /// A way into the screen must carry it: neither optional nor defaulted.
    public var isRequired: Bool {
        if case .optional = type { return false }
        return defaultValue == nil
    }
}

/// A default value as the design writes it, independent of any language.
public enum DefaultValue: Hashable, Sendable, CustomStringConvertible, Encodable {
    /// The digits as written (`-1`), so every language spells the same number.
    case integer(String)
    case decimal(String)
    case string(String)
    case bool(Bool)
    case null
    /// A case of the input's enum (`= medium`).
    case enumCase(String)

    public var description: String {
        switch self {
        case .integer(let text), .decimal(let text): text
        case .string(let text): "\"" + text + "\""
        case .bool(let value): value ? "true" : "false"
        case .null: "nil"
        case .enumCase(let name): name
        }
    }

    /// As the design writes it (`2`, `"metric"`, `nil`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Whether a value of `type` can take it: integers fit every number type, decimals Double and Float, strings
    /// String and URL, `nil` optionals.
    public func fits(_ type: ValueType) -> Bool {
        switch (self, type) {
        case (.null, .optional): true
        case (_, .optional(let wrapped)): fits(wrapped)
        case (.integer, .primitive(let p)): [.int, .long, .double, .float].contains(p)
        case (.decimal, .primitive(let p)): [.double, .float].contains(p)
        case (.string, .primitive(let p)): p == .string || p == .url
        case (.bool, .primitive(.bool)): true
        // Which cases the enum has is the checks' to say.
        case (.enumCase, .enumeration): true
        default: false
        }
    }
}

public struct Method: Hashable, Sendable {
    public var name: String
    public var parameters: [Field]
    public var returnType: ValueType?
    public var returnSyntax: TypeSyntax?
    public var range: SourceRange
}

/// `enum Difficulty { easy, medium, hard }`: a closed set of values, the same cases on every platform.
public struct EnumType: Hashable, Sendable {
    public var name: String
    public var title: String?
    public var cases: [String]
    public var caseRanges: [SourceRange]
    public var nameRange: SourceRange
    public var range: SourceRange
}

public struct Model: Hashable, Sendable {
    public var name: String
    public var title: String?
    public var properties: [Field]
    public var methods: [Method]
    public var nameRange: SourceRange
    public var range: SourceRange
}

/// Tabs or a drawer; declared with the syntax, named here so the model's consumers need not import it.
public typealias ContainerStyle = TandemSyntax.ContainerStyle

/// The icons a design can name for a tab or drawer item: each is an SF Symbol on iOS and a Material icon on Android
/// (TandemPlatform's IconCatalogue spells them), so the language keeps to icons both platforms have.
public enum IconName: String, CaseIterable, Sendable {
    case home, search, settings, person, star, favorite, info, list, notifications, email, calendar, place, call, cart
    case edit, lock, share, check, warning, play
}

public enum ScreenKind: String, CaseIterable, Sendable {
    case plain, list, detail, form, web, map, tabs, drawer, split

    /// How a container screen shows its children; nil for every other kind.
    public var containerStyle: ContainerStyle? {
        switch self {
        case .tabs: .tabs
        case .drawer: .drawer
        case .split: .split
        default: nil
        }
    }
}

/// Interface element kinds and the native view each becomes.
public enum ElementKind: String, CaseIterable, Sendable {
    case button, label, textField, secureField, textView, `switch`, checkbox, picker, spinner, slider, stepper
    case progress, list, image, webView, map, datePicker, segmented
}

public struct Element: Hashable, Sendable {
    public var name: String
    public var kindRef: Ref
    public var kind: ElementKind?
    public var label: String?
    public var action: Ref?
    /// `bind announcement.title`: the input, then each model property on the way (empty when unbound).
    public var binding: [Ref] = []
    public var range: SourceRange
}

public struct Action: Hashable, Sendable {
    public var name: String
    public var parameters: [Field]
    public var nameRange: SourceRange
    public var range: SourceRange
}

/// The unified lifecycle hooks: create ≈ onCreate/init, resume ≈ onResume/viewWillAppear,
/// pause ≈ onPause/viewWillDisappear.
public enum LifecycleHook: String, CaseIterable, Sendable {
    case create, resume, pause
}

public enum Platform: String, CaseIterable, Sendable {
    case ios, android
}

public struct PlatformNotes: Hashable, Sendable {
    public var platform: Platform
    public var className: String?
    public var notes: [String]
    public var range: SourceRange
}

public struct Screen: Hashable, Sendable {
    public var id: String
    public var title: String
    public var kindRef: Ref?
    /// `plain` when unspecified; nil when the written kind is unknown (a check reports it).
    public var kind: ScreenKind?
    /// `icon home`: shown beside its title as a tab or drawer item; nil when none is written or the name is unknown
    /// (a check reports it).
    public var iconRef: Ref? = nil
    public var icon: IconName? = nil
    public var tasks: [Ref]
    public var elements: [Element]
    public var actions: [Action]
    public var inputs: [Field]
    public var results: [Field]
    public var observes: [Ref]
    public var lifecycleRefs: [Ref]
    public var lifecycle: [LifecycleHook]
    public var platformNotes: [PlatformNotes]
    public var idRange: SourceRange
    public var range: SourceRange

    /// A container (tabs, drawer, split view): it shows its children, each the root of a stack of its own (a split
    /// view's detail column shows what its list opens).
    public var isContainer: Bool { kind?.containerStyle != nil }

    public func action(named name: String) -> Action? { actions.first { $0.name == name } }
    public func notes(for platform: Platform) -> PlatformNotes? { platformNotes.notes(for: platform) }
}

extension [PlatformNotes] {
    /// The block for `platform` (the builder merges a screen's blocks into one per platform).
    public func notes(for platform: Platform) -> PlatformNotes? { first { $0.platform == platform } }
}

public enum TransitionStyle: String, CaseIterable, Sendable {
    /// Onto the navigation stack (iOS push; Android startActivity).
    case push
    /// Presented over the current screen.
    case modal
    /// Replaces the root (e.g. after login).
    case replace
}

public struct Allow: Hashable, Sendable {
    public var code: Ref
    public var reason: String?
    public var range: SourceRange
}

/// How a modal presents (`modal A -> B as fullScreen`): a sheet over the current screen by default.
public enum PresentationStyle: String, CaseIterable, Sendable {
    /// iOS's page sheet, SwiftUI's `.sheet`.
    case sheet
    /// Covers the screen: iOS `.fullScreen`, SwiftUI `.fullScreenCover`, a full-screen destination on Android.
    case fullScreen
    /// A sheet at half height that can grow: detents on iOS.
    case bottomSheet
    /// A small centred window: iOS's form sheet, a dialog on Android.
    case dialog
    /// Anchored to the control that opened it (a sheet on compact iPhone widths): iOS's popover.
    case popover
}

/// `clear to C` / `clear through C` on a transition: before it pushes, the stack is popped down to C (C stays), or
/// through C (C goes too). Jetpack Navigation's popUpTo / popUpToInclusive.
public struct StackClear: Hashable, Sendable {
    public var screen: Ref
    public var inclusive: Bool
    public var range: SourceRange

    /// As the design writes it: `clear to C`, `clear through C`.
    public var text: String { (inclusive ? "clear through " : "clear to ") + screen.name }
}

public struct Transition: Hashable, Sendable {
    public var style: TransitionStyle
    /// The source screen; for a transition from any screen (`push * -> B`), `*` at the star, until `from(_:)` gives
    /// the copy a particular screen takes.
    public var source: Ref
    public var target: Ref
    public var action: Ref?
    public var data: [Field]
    public var clear: StackClear? = nil
    /// The group the design names as the target (`push Home -> Onboarding`); `target` is then its start screen.
    public var targetGroup: Ref? = nil
    /// `as …`: nil when not written (or not one the language defines: a check reports it).
    public var presentation: PresentationStyle? = nil
    public var presentationRef: Ref? = nil
    public var allows: [Allow]
    public var range: SourceRange
    /// Declared from any screen (`Design.globalTransitions`), or a copy of one taken from a particular screen.
    public var fromAnyScreen = false
    /// `* in Onboarding`: only the group's screens take it (a global action of Navigation's nested graph).
    public var scope: Ref? = nil

    /// How diagrams and messages name the source of a transition from any screen (of the group `scope`).
    public static func anyScreenText(of scope: String?) -> String { "any screen" + (scope.map { " of " + $0 } ?? "") }

    /// How the design writes the source: `*`, `* in Onboarding`, or the screen.
    public var sourceText: String {
        guard fromAnyScreen else { return source.name }
        return scope.map { "* in " + $0.name } ?? "*"
    }

    /// What the transition says besides its ends and action, as the design writes it (`into Onboarding`, `as
    /// dialog`, `clear to Home`): the diagrams' labels.
    public var qualifiers: [String] {
        [targetGroup.map { "into " + $0.name }, presentation.map { "as " + $0.rawValue }, clear?.text].compactMap { $0 }
    }

    /// A push that pops the stack to a screen before its source (the source closes too): the screen cleared to must
    /// open what the push opens (Activities hand it on).
    public var clearsToEarlier: Bool {
        style == .push && clear.map { $0.screen.name != source.name } == true
    }

    /// The source is still under the target once it opens (neither a replace nor a clear takes it away): what the
    /// target returns can reach it.
    public var keepsSource: Bool {
        style != .replace && (clear.map { $0.screen.name == source.name && !$0.inclusive } ?? true)
    }

    /// The transition from any screen as `screen` takes it.
    public func from(_ screen: String) -> Transition {
        var copy = self
        copy.source = Ref(screen, range: source.range)
        return copy
    }

    /// Whether the designer accepted findings of `rule` on this transition (by code or by name).
    public func allows(_ rule: RuleDescriptor) -> Bool {
        allows.contains { $0.code.name == rule.code || $0.code.name == rule.name }
    }
}

/// Going back: `pop A` (to the screen under A), `pop A -> B` (unwinding to B, an earlier screen of A's stack),
/// `dismiss A` (closing the presentation A is in); run by `action` when one is named.
public struct Back: Hashable, Sendable {
    public enum Kind: String, Sendable { case pop, dismiss }
    public var kind: Kind
    public var source: Ref
    public var target: Ref?
    public var action: Ref?
    public var range: SourceRange
}

/// `group Onboarding [Welcome, Terms] start Welcome`: a named flow with its own start; a transition to the group
/// opens its start (Navigation's nested graph).
public struct ScreenGroup: Hashable, Sendable {
    public var name: Ref
    public var members: [Ref]
    public var start: Ref?
    public var range: SourceRange
}

/// `tabs Container [A, B]` or `drawer Container [A, B]`: the children a container switches between; `split Container
/// [List, Detail]`: the list and the detail it opens beside it.
public struct TabGroup: Hashable, Sendable {
    public var style: ContainerStyle = .tabs
    public var container: Ref
    public var children: [Ref]
    public var initial: Ref?
    public var range: SourceRange

    /// The children that are the root of a stack of their own, which the container hands its inputs to: every tab
    /// and drawer item; a split view's list (its detail is what the list opens).
    public var roots: ArraySlice<Ref> { style == .split ? children.prefix(1) : children[...] }
    /// A split view's detail column.
    public var detail: Ref? { style == .split && children.count > 1 ? children[1] : nil }
}

/// `embed Dashboard [Summary, Chart]`: screens shown inside another, below its own views (UIKit child view
/// controllers, SwiftUI child views, Android child Fragments). A child has no place of its own in the navigation: it
/// shows when its parent does, takes the parent's inputs by name, and what it opens opens from the parent's place.
///
/// `pages Library [Loans, Holds]` embeds them as pages: one at a time, under a row of tabs that chooses (Material's
/// tabs on Android, a segmented control on iOS): the tabs at the top of a tab's screen.
public struct Embedding: Hashable, Sendable {
    public var parent: Ref
    public var children: [Ref]
    public var range: SourceRange
    public var paged = false

    public init(parent: Ref, children: [Ref], range: SourceRange, paged: Bool = false) {
        self.parent = parent
        self.children = children
        self.range = range
        self.paged = paged
    }

    /// The statement's keyword.
    public var keyword: String { paged ? "pages" : "embed" }
}

/// A name declared twice; the first declaration wins, the second is reported.
public struct DuplicateDeclaration: Hashable, Sendable {
    public var kind: String
    public var name: String
    public var first: SourceRange
    public var duplicate: SourceRange
}

/// The whole design, merged from every file. Declarations keep source order; references stay by name.
public struct Design: Equatable, Sendable {
    public var app: AppInfo?
    public var requirements: [Requirement] = []
    public var tasks: [DesignTask] = []
    public var models: [Model] = []
    public var enums: [EnumType] = []
    public var screens: [Screen] = []
    public var transitions: [Transition] = []
    /// `push * -> B`: transitions any screen can take (each screen's own copy: `Projection.transitions(from:)`).
    public var globalTransitions: [Transition] = []
    public var backs: [Back] = []
    public var tabGroups: [TabGroup] = []
    /// Screens shown inside other screens, in declaration order.
    public var embeddings: [Embedding] = []
    /// Named flows, each with its start.
    public var groups: [ScreenGroup] = []
    /// Entry points from outside the app, in declaration order.
    public var deepLinks: [DeepLink] = []
    /// Every `start` statement; exactly one is expected.
    public var starts: [Ref] = []
    /// `start Donate (startType: DonateType)`: the data the app is entered with, for the start screen's inputs of
    /// those names. Whoever starts the app passes it (a host app that includes this flow as a module, the Intent that
    /// launches it), as Navigation's start destination takes the arguments its host gives `setGraph`.
    public var entry: [Field] = []
    /// Where the first start statement's `(…)` is, when it has one (a fix-it fills it).
    public var entryRange: SourceRange?
    public var duplicates: [DuplicateDeclaration] = []

    public private(set) var requirementIndex = NameTable()
    public private(set) var taskIndex = NameTable()
    public private(set) var modelIndex = NameTable()
    public private(set) var enumIndex = NameTable()
    public private(set) var screenIndex = NameTable()

    public init() {}

    public func requirement(_ id: String) -> Requirement? { requirementIndex[id].map { requirements[$0] } }
    public func task(_ id: String) -> DesignTask? { taskIndex[id].map { tasks[$0] } }
    public func model(_ name: String) -> Model? { modelIndex[name].map { models[$0] } }
    public func enumeration(_ name: String) -> EnumType? { enumIndex[name].map { enums[$0] } }
    public func screen(_ id: String) -> Screen? { screenIndex[id].map { screens[$0] } }
    public func group(_ name: String) -> ScreenGroup? { groups.first { $0.name.name == name } }

    /// The start screen, when exactly one `start` names a declared screen.
    public var startScreen: Screen? { starts.count == 1 ? screen(starts[0].name) : nil }

    /// The indexes the builder made as it met each first declaration; the enums' is made here when some were dropped
    /// (an enum named as a model).
    mutating func setIndexes(requirements: NameTable, tasks: NameTable, models: NameTable, enums: NameTable?,
                             screens: NameTable) {
        requirementIndex = requirements
        taskIndex = tasks
        modelIndex = models
        enumIndex = enums ?? NameTable(self.enums.map(\.name))
        screenIndex = screens
    }
}
