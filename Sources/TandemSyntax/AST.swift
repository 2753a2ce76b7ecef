import TandemDiagnostics

// The syntax tree of one `.tandem` file. Every node keeps its source range; names are not resolved here.

public struct Identifier: Hashable, Sendable {
    public var name: String
    public var range: SourceRange
    public init(_ name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }
}

public struct StringLiteral: Hashable, Sendable {
    public var value: String
    public var range: SourceRange
}

/// A type as written: `String`, `Profile?`, `[Announcement]`, `[String: Int]`.
/// Only the cases that hold types are boxed: a name (most types) is made and moved without an allocation.
public enum TypeSyntax: Hashable, Sendable {
    case named(Identifier)
    indirect case optional(TypeSyntax, SourceRange)
    indirect case list(TypeSyntax, SourceRange)
    indirect case map(key: TypeSyntax, value: TypeSyntax, SourceRange)

    public var range: SourceRange {
        switch self {
        case .named(let id): id.range
        case .optional(_, let r), .list(_, let r), .map(_, _, let r): r
        }
    }

    /// Canonical spelling, used in messages and to compare types.
    public var description: String {
        switch self {
        case .named(let id): id.name
        case .optional(let t, _): t.description + "?"
        case .list(let t, _): "[" + t.description + "]"
        case .map(let k, let v, _): "[" + k.description + ": " + v.description + "]"
        }
    }
}

/// `name: Type`, used for properties, parameters, inputs, results and carried data.
public struct TypedName: Hashable, Sendable {
    public var name: Identifier
    public var type: TypeSyntax
    /// `= 2`: what a screen's input is when nobody hands it one.
    public var defaultValue: LiteralSyntax? = nil
    public var range: SourceRange { name.range.union(defaultValue?.range ?? type.range) }
}

/// A literal as written after `=`: a number (`2`, `-1`, `2.5`), a string, `true`, `false`, `nil`, or a name (an
/// enum's case).
public struct LiteralSyntax: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case number, string, bool, null, identifier }
    public var kind: Kind
    /// The number's or the string's text, `true` / `false`, `nil`.
    public var text: String
    public var range: SourceRange
}

public struct ImportDecl: Hashable, Sendable {
    public var path: StringLiteral
    public var range: SourceRange
}

public struct AppDecl: Hashable, Sendable {
    public var name: StringLiteral?
    public var iosBundleID: StringLiteral?
    public var androidPackage: StringLiteral?
    public var range: SourceRange
    public var keyword: SourceRange
}

public struct RequirementDecl: Hashable, Sendable {
    public var id: Identifier
    public var title: StringLiteral?
    public var priority: Identifier?
    public var tags: [Identifier] = []
    public var text: StringLiteral?
    public var range: SourceRange
}

public struct TaskDecl: Hashable, Sendable {
    public var id: Identifier
    public var title: StringLiteral?
    public var satisfies: [Identifier] = []
    public var parent: Identifier?
    public var range: SourceRange
}

public struct MethodDecl: Hashable, Sendable {
    public var name: Identifier
    public var parameters: [TypedName] = []
    public var returnType: TypeSyntax?
    public var range: SourceRange
}

public struct ModelDecl: Hashable, Sendable {
    public var name: Identifier
    public var title: StringLiteral?
    public var properties: [TypedName] = []
    public var methods: [MethodDecl] = []
    public var range: SourceRange
}

/// `enum Difficulty "Title" { easy, medium, hard }`
public struct EnumDecl: Hashable, Sendable {
    public var name: Identifier
    public var title: StringLiteral?
    public var cases: [Identifier] = []
    public var range: SourceRange
}

/// `element name: kind "Label" -> action`
public struct ElementDecl: Hashable, Sendable {
    public var name: Identifier
    public var kind: Identifier
    public var label: StringLiteral?
    public var action: Identifier?
    /// `bind announcement.title`: an input, then model properties.
    public var binding: [Identifier] = []
    public var range: SourceRange
}

/// `action name(param: Type, …)`
public struct ActionDecl: Hashable, Sendable {
    public var name: Identifier
    public var parameters: [TypedName] = []
    public var range: SourceRange
}

/// `ios { … }` or `android { … }` inside a screen.
public struct PlatformDecl: Hashable, Sendable {
    public var platform: Identifier
    public var className: StringLiteral?
    public var notes: [StringLiteral] = []
    public var range: SourceRange
}

public struct ScreenDecl: Hashable, Sendable {
    public var id: Identifier
    public var title: StringLiteral?
    public var kind: Identifier?
    /// `icon home`: what shows beside its title as a tab or drawer item.
    public var icon: Identifier?
    public var tasks: [Identifier] = []
    public var elements: [ElementDecl] = []
    public var actions: [ActionDecl] = []
    public var inputs: [TypedName] = []
    public var results: [TypedName] = []
    public var observes: [Identifier] = []
    public var lifecycle: [Identifier] = []
    public var platforms: [PlatformDecl] = []
    public var range: SourceRange
}

/// `allow CODE "reason"`: the designer accepts a finding at this place.
public struct AllowClause: Hashable, Sendable {
    public var code: Identifier
    public var reason: StringLiteral?
    public var range: SourceRange
}

/// `push A -> B on action (name: Type, …) clear to C allow CODE "why"`; `push * -> B` from any screen.
public struct TransitionDecl: Hashable, Sendable {
    /// The source a transition from any screen writes (Jetpack Navigation's global action).
    public static let anyScreen = "*"
    public var style: Identifier  // push | modal | replace
    /// A screen id, or `*` (`anyScreen`) with the star's range.
    public var source: Identifier
    /// `in Onboarding` after `*`: only the group's screens take the transition.
    public var scope: Identifier? = nil
    public var target: Identifier
    public var action: Identifier?
    public var data: [TypedName] = []
    /// `as fullScreen`: how a modal presents.
    public var presentation: Identifier?
    public var clear: ClearClause?
    public var allows: [AllowClause] = []
    public var range: SourceRange

    public var isFromAnyScreen: Bool { source.name == Self.anyScreen }
}

/// `clear to C` (pop the stack down to C, then push) or `clear through C` (C goes too): Jetpack's popUpTo.
public struct ClearClause: Hashable, Sendable {
    public var keyword: Identifier  // to | through
    public var screen: Identifier
    public var range: SourceRange
    public var isInclusive: Bool { keyword.name == "through" }
}

/// `pop A -> B on done`, `pop A`, `dismiss A on close`: going back.
public struct BackDecl: Hashable, Sendable {
    public var kind: Identifier  // pop | dismiss
    public var source: Identifier
    public var target: Identifier?
    public var action: Identifier?
    public var range: SourceRange
}

/// `group Onboarding [Welcome, Terms] start Welcome`: a flow with its own start (Navigation's nested graph).
public struct GroupDecl: Hashable, Sendable {
    public var name: Identifier
    public var members: [Identifier] = []
    public var start: Identifier?
    public var range: SourceRange
}

/// How a container shows its children: a tab bar, or a drawer (iOS: a sidebar).
public enum ContainerStyle: String, CaseIterable, Hashable, Sendable {
    /// A tab bar; a drawer (iOS: a sidebar); a split view (a list and the detail it shows, side by side where there
    /// is room).
    case tabs, drawer, split

    /// How messages and diagrams name a child ("tab", "drawer item", "column"), one in a diagram's edge label, and
    /// the container ("tab container", "drawer", "split view").
    public var childNoun: String {
        switch self {
        case .tabs: "tab"
        case .drawer: "drawer item"
        case .split: "column"
        }
    }
    public var shortChildNoun: String { self == .drawer ? "item" : childNoun }
    public var containerNoun: String {
        switch self {
        case .tabs: "tab container"
        case .drawer: "drawer"
        case .split: "split view"
        }
    }
    /// A menu lists the children (a tab bar, a drawer); a split view has none: its list is its first column.
    public var hasMenu: Bool { self != .split }
}

/// `tabs Container [A, B, C] initial B`, `drawer Container [A, B, C] initial B`, `split Container [List, Detail]`
public struct TabsDecl: Hashable, Sendable {
    public var style: ContainerStyle = .tabs
    public var container: Identifier
    public var children: [Identifier] = []
    public var initial: Identifier?
    public var range: SourceRange
}

/// `embed Dashboard [Summary, Chart]`: screens shown inside another screen, below its own views; `pages Library
/// [Loans, Holds]`: the same, one at a time under a row of tabs.
public struct EmbedDecl: Hashable, Sendable {
    public var parent: Identifier
    public var children: [Identifier] = []
    public var paged = false
    public var range: SourceRange
}

/// `deeplink "example.com/plant/{plantId}" -> PlantDetail`: an entry point from outside the app.
public struct DeepLinkDecl: Hashable, Sendable {
    public var pattern: StringLiteral
    public var target: Identifier
    public var range: SourceRange
}

/// `start Home`, or `start Donate (startType: DonateType)`: where the app begins, and the data it is entered with
/// (passed by whoever starts it: a host app that includes the flow, the Intent that launches it).
public struct StartDecl: Hashable, Sendable {
    public var screen: Identifier
    public var data: [TypedName] = []
    /// `(…)`, parentheses included, when written.
    public var dataRange: SourceRange? = nil
    public var range: SourceRange
}

public struct NavigationDecl: Hashable, Sendable {
    public var starts: [StartDecl] = []
    public var transitions: [TransitionDecl] = []
    public var backs: [BackDecl] = []
    public var tabs: [TabsDecl] = []
    public var embeds: [EmbedDecl] = []
    public var deepLinks: [DeepLinkDecl] = []
    public var groups: [GroupDecl] = []
    public var range: SourceRange
}

/// One parsed file: its declarations in source order, by kind.
public struct DesignFileSyntax: Hashable, Sendable {
    public var file: FileID
    public var imports: [ImportDecl] = []
    public var apps: [AppDecl] = []
    public var requirements: [RequirementDecl] = []
    public var tasks: [TaskDecl] = []
    public var models: [ModelDecl] = []
    public var enums: [EnumDecl] = []
    public var screens: [ScreenDecl] = []
    public var navigations: [NavigationDecl] = []
    /// What an editor needs beyond the declarations: the text each syntax error made the parser skip (an error
    /// node: the broken statement, kept rather than vanishing), the word that starts each statement, and the comments.
    public var skipped: [SourceRange] = []
    public var keywords: [SourceRange] = []
    public var comments: [SourceRange] = []

    public init(file: FileID) { self.file = file }

    /// One file's parts as one syntax: the first part's declarations, then the next one's, ….
    public static func joined(_ parts: [DesignFileSyntax]) -> DesignFileSyntax {
        guard var syntax = parts.first else { preconditionFailure("a file has at least one part") }
        for part in parts.dropFirst() { syntax.append(part) }
        return syntax
    }

    /// `other`'s declarations after these: a file read in parts is the first part's syntax, then the next one's, ….
    mutating func append(_ other: DesignFileSyntax) {
        imports += other.imports
        apps += other.apps
        requirements += other.requirements
        tasks += other.tasks
        models += other.models
        enums += other.enums
        screens += other.screens
        navigations += other.navigations
        skipped += other.skipped
        keywords += other.keywords
        comments += other.comments
    }

    /// Where its last token ends (a declaration's, skipped text's, a keyword's or a comment's); nil when it has none.
    var tokensEnd: Int? {
        [imports.last?.range.end, apps.last?.range.end, requirements.last?.range.end, tasks.last?.range.end,
         models.last?.range.end, enums.last?.range.end, screens.last?.range.end, navigations.last?.range.end,
         skipped.last?.end, keywords.last?.end, comments.last?.end].compactMap { $0 }.max()
    }

    public var isEmpty: Bool {
        apps.isEmpty && requirements.isEmpty && tasks.isEmpty && models.isEmpty && screens.isEmpty && navigations.isEmpty
    }
}
