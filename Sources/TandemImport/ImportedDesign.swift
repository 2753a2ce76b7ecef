import Foundation
import TandemAnalysis
import TandemModel
import TandemPlatform
import TandemSyntax

/// A design read from an app's files, before it is written as `.tandem` text: the one writer both importers use, so
/// an imported design reads the same whichever platform it came from.
public struct ImportedDesign: Sendable {
    public struct Screen: Sendable {
        public var id: String
        public var title: String?
        /// Tabs or a drawer when the screen is a container.
        public var container: ContainerStyle?
        /// `name: Type` each.
        public var inputs: [String] = []
        public var actions: [String] = []
        /// Platform notes: "android" or "ios" → lines.
        public var platform: String
        public var notes: [String] = []
        /// The app's class for the screen (`ios { class "…" }`, `android { class "…" }`).
        public var className: String? = nil
        /// `icon home`: what its image as a tab or drawer item names.
        public var icon: IconName? = nil
    }

    /// The icon an app's image for a tab or drawer item names, by its words: a drawable (`ic_home_24dp`,
    /// `baseline_mail_outline`), an asset (`icon_user`, `Settings`) or an SF Symbol (`house.fill`); nil when no word
    /// names one of the language's.
    static func icon(forImage image: String) -> IconName? {
        var words: [String] = [], word = ""
        for character in image {
            if character.isLetter {
                // camelCase splits too: `iconUser` → icon, user.
                if character.isUppercase, let last = word.last, last.isLowercase { words.append(word); word = "" }
                word.append(character)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        for word in words.map({ $0.lowercased() }) {
            if let icon = IconName(rawValue: word) ?? iconWords[word] { return icon }
        }
        return nil
    }

    /// Other words apps name these icons by (Material's, SF Symbols', common asset names).
    static let iconWords: [String: IconName] = [
        "house": .home, "magnifyingglass": .search, "find": .search, "gear": .settings, "gearshape": .settings,
        "preferences": .settings, "account": .person, "profile": .person, "user": .person, "heart": .favorite,
        "favourite": .favorite, "favorites": .favorite, "like": .favorite, "about": .info, "bell": .notifications,
        "notification": .notifications, "alerts": .notifications, "mail": .email, "envelope": .email, "inbox": .email,
        "event": .calendar, "date": .calendar, "today": .calendar, "schedule": .calendar, "location": .place, "map": .place,
        "mappin": .place, "pin": .place, "phone": .call, "shopping": .cart, "basket": .cart, "pencil": .edit,
        "create": .edit, "checkmark": .check, "done": .check, "exclamationmark": .warning, "alert": .warning,
        "error": .warning, "bullet": .list,
    ]

    public var tool: String
    public var files: [String]
    public var models: Set<String> = []
    /// `enum Name { a, b }`: an enum with the cases read.
    public var enums: [String: [String]] = [:]
    public var screens: [Screen] = []
    public var start: String?
    /// `start A (x: T)`: the data the app is entered with (`name: Type`).
    public var entry: [String] = []
    public var transitions: [Transition] = []
    public var backs: [Back] = []
    /// `dismiss A on done` (a Back without a target).
    public var dismisses: [Back] = []
    public var tabs: [Tabs] = []
    /// `embed Parent [A, B]`: a storyboard's container views (embed segues), in order.
    public var embeds: [(parent: String, children: [String])] = []
    /// `group Flow [A, B] start A`.
    public struct Group: Sendable, Equatable {
        public var name: String
        public var members: [String]
        public var start: String
    }
    public var groups: [Group] = []
    /// `deeplink "pattern" -> Screen`.
    public var deepLinks: [(pattern: String, target: String)] = []

    /// `pop A -> B on back`.
    public struct Back: Sendable, Equatable {
        public var source: String
        public var target: String?
        public var action: String?
    }

    /// `push A -> B on go (x: T) clear to C`; the source `*` for a transition from any screen.
    public struct Transition: Sendable, Equatable {
        public var style: String
        public var source: String
        /// `* in Flow`: from any screen of that group.
        public var scope: String? = nil
        public var target: String
        public var action: String?
        /// `name: Type` each.
        public var data: [String] = []
        /// The group the transition opens (its start is `target`).
        public var targetGroup: String? = nil
        /// `as fullScreen`: a modal's presentation style.
        public var presentation: String? = nil
        /// The screen the stack is cleared to first (`clear to`), or through (`clear through`, when inclusive).
        public var clear: String? = nil
        public var clearInclusive = false

        /// As the design writes the source: `*`, `* in Flow`, or the screen.
        public var sourceText: String { scope.map { source + " in " + $0 } ?? source }

        /// As the design writes it, for the merge's notes (the design text itself is written by `result()`).
        public var line: String {
            "\(style) \(sourceText) -> \(targetGroup ?? target)" + (action.map { " on \($0)" } ?? "") + (data.isEmpty ? "" : " (\(data.joined(separator: ", ")))")
                + (presentation.map { " as " + $0 } ?? "")
                + (clear.map { " clear \(clearInclusive ? "through" : "to") \($0)" } ?? "")
        }
    }

    /// `tabs Home [A, B] initial A`, `drawer Main [A, B]`.
    public struct Tabs: Sendable, Equatable {
        public var style: ContainerStyle = .tabs
        public var container: String
        public var children: [String]
        public var initial: String?
    }
    /// What the design could not say, one line each.
    public var notModelled: [String] = []
    /// Imported into an existing design: what matched and what differs, one line each.
    public var merge: [String] = []

    /// Each screen's actions in the order first met, each once (a list per screen searched before each append made
    /// a screen of many actions take the square of their number).
    struct ScreenActions {
        private var lists: [String: [String]] = [:]
        private var seen = Set<String>()

        mutating func add(_ action: String, to screen: String) {
            if seen.insert(screen + "\u{0}" + action).inserted { lists[screen, default: []].append(action) }
        }

        subscript(screen: String) -> [String] { lists[screen] ?? [] }
    }

    /// The screen whose stack a screen's pushes go onto: an embedded screen's outermost parent, else the screen.
    func hosts() -> (String) -> String {
        var parent: [String: String] = [:]
        for e in embeds { for child in e.children where parent[child] == nil { parent[child] = e.parent } }
        return { screen in
            var current = screen, seen: Set<String> = [screen]
            while let p = parent[current], seen.insert(p).inserted { current = p }
            return current
        }
    }

    /// The stack shape of the transitions, as the checker builds it from the design they will be (TD311, TD312): an
    /// imported way back or clear is one the checker accepts.
    func stackShape() -> StackShape {
        let host = hosts()
        let members = Dictionary(groups.map { ($0.name, $0.members) }, uniquingKeysWith: { first, _ in first })
        return StackShape(transitions.map { t in
            let anywhere = t.source == TransitionDecl.anyScreen
            return StackShape.Move(style: TransitionStyle(rawValue: t.style) ?? .push, source: anywhere ? t.source : host(t.source), target: t.target,
                                   clear: t.clear.map { ($0, t.clearInclusive) }, fromAnyScreen: anywhere, scopeMembers: t.scope.map { members[$0] ?? [] })
        })
    }

    /// Takes away the clears the stack model rejects (TD312: the screen is never under the source), all of a pass at
    /// once, until a pass rejects none (a clear taken away is a plain push, which changes what is under what): the
    /// indices of the transitions that lost their clear, in order. (One at a time, a graph of many rejected clears
    /// took the square of its size.)
    mutating func settleClears() -> [Int] {
        let host = hosts()
        var dropped: [Int] = []
        while true {
            var stacks = stackShape()
            let rejected = transitions.indices.filter { i in
                let t = transitions[i]
                guard let clear = t.clear, t.source != TransitionDecl.anyScreen else { return false }
                return clear != host(t.source) && !stacks.leads(from: clear, to: host(t.source), ignoring: i)
            }
            guard !rejected.isEmpty else { return dropped.sorted() }
            for i in rejected {
                transitions[i].clear = nil
                transitions[i].clearInclusive = false
            }
            dropped += rejected
        }
    }

    public struct Problem: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// The result of an import: the text, what was not modelled, and the counts the tests compare with the source.
    public struct Result: Sendable {
        public var text: String
        public var notModelled: [String]
        public var merge: [String]
        public var screens: Int
        public var transitions: Int
        public var inputs: Int
    }

    /// `name: Type = default`, as the importers hold an input or a carried value, in its parts (the one reader of
    /// them: the printer and the merge).
    static func fieldParts(_ text: String) -> (name: String, type: String, defaultValue: String?) {
        let colon = text.firstIndex(of: ":") ?? text.endIndex
        let rest = text[colon...].dropFirst()
        let equals = rest.range(of: " = ")
        let type = equals.map { rest[..<$0.lowerBound] } ?? rest
        return (text[..<colon].trimmingCharacters(in: .whitespaces), String(type), equals.map { String(rest[$0.upperBound...]) })
    }

    /// How every imported design begins: an import setting aside what an earlier one wrote knows it by this.
    public static let header = "// Imported by "

    public func result() -> Result {
        // The one printer of imported design text: names read from the app are words of the design (an id that is
        // not one is made one, and listed), text is a quoted string, and comment lines stay one line each, so no
        // value can become a statement of its own.
        var renamed: [(from: String, to: String)] = []
        var seen: Set<String> = []
        func name(_ raw: String) -> String {
            let id = DesignText.identifier(raw)
            if id != raw, seen.insert(raw).inserted { renamed.append((raw, id)) }
            return id
        }
        func names(_ raws: [String]) -> String { raws.map(name).joined(separator: ", ") }
        /// `name: Type = default` with the name and the type's words made identifiers (the default is a literal already).
        func field(_ text: String) -> String {
            let parts = Self.fieldParts(text)
            // `[K: V]?`: brackets, `?`, `:` and `,` are the type's shape; what lies between them is one word each.
            var type = "", word = ""
            func flush() {
                let trimmed = word.trimmingCharacters(in: .whitespacesAndNewlines)
                if !trimmed.isEmpty { type += name(trimmed) }
                word = ""
            }
            for c in parts.type {
                if "[]?:,".contains(c) { flush(); type += c == ":" || c == "," ? "\(c) " : "\(c)" } else { word.append(c) }
            }
            flush()
            return name(parts.name) + ": " + (type.isEmpty ? "String" : type) + (parts.defaultValue.map { " = " + $0 } ?? "")
        }
        func comment(_ text: String) -> String { Literal.comment(text) }

        var body = ""
        for model in models.sorted() { body += "model \(name(model))\n" }
        for (enumName, cases) in enums.sorted(by: { $0.key < $1.key }) { body += "enum \(name(enumName)) { \(names(cases)) }\n" }
        if !models.isEmpty || !enums.isEmpty { body += "\n" }
        for s in screens {
            body += "screen \(name(s.id))" + (s.title.map { " " + Literal.design($0) } ?? "") + " {\n"
            if let style = s.container { body += "  kind \(style.rawValue)\n" }
            if let icon = s.icon { body += "  icon \(icon.rawValue)\n" }
            for input in s.inputs { body += "  input \(field(input))\n" }
            for action in s.actions { body += "  action \(name(action))\n" }
            let platformLines = (s.className.map { ["class " + Literal.design($0)] } ?? []) + s.notes.map { "note " + Literal.design($0) }
            if !platformLines.isEmpty { body += "  \(s.platform) { " + platformLines.joined(separator: " ") + " }\n" }
            body += "}\n"
        }
        body += "\nnavigation {\n"
        if let start { body += "  start \(name(start))" + (entry.isEmpty ? "" : " (\(entry.map(field).joined(separator: ", ")))") + "\n" }
        for t in tabs {
            body += "  \(t.style.rawValue) \(name(t.container)) [\(names(t.children))]" + (t.initial.map { " initial \(name($0))" } ?? "") + "\n"
        }
        for e in embeds { body += "  embed \(name(e.parent)) [\(names(e.children))]\n" }
        for g in groups { body += "  group \(name(g.name)) [\(names(g.members))] start \(name(g.start))\n" }
        for t in transitions {
            let source = t.source == TransitionDecl.anyScreen ? t.source : name(t.source)
            body += "  \(t.style) \(source)" + (t.scope.map { " in " + name($0) } ?? "") + " -> \(name(t.targetGroup ?? t.target))"
                + (t.action.map { " on \(name($0))" } ?? "") + (t.data.isEmpty ? "" : " (\(t.data.map(field).joined(separator: ", ")))")
                + (t.presentation.map { " as " + name($0) } ?? "")
                + (t.clear.map { " clear \(t.clearInclusive ? "through" : "to") \(name($0))" } ?? "") + "\n"
        }
        for b in backs { body += "  pop \(name(b.source))" + (b.target.map { " -> \(name($0))" } ?? "") + (b.action.map { " on \(name($0))" } ?? "") + "\n" }
        for b in dismisses { body += "  dismiss \(name(b.source))" + (b.action.map { " on \(name($0))" } ?? "") + "\n" }
        for link in deepLinks { body += "  deeplink \(Literal.design(link.pattern)) -> \(name(link.target))\n" }
        body += "}\n"

        var out = Self.header + "`\(tool)` from \(comment(files.joined(separator: ", "))).\n"
        if !merge.isEmpty {
            out += "// Merged into an existing design: only what it lacks is here (read this file with it, as one folder).\n"
            for line in merge { out += "//   \(comment(line))\n" }
        }
        let notes = notModelled + renamed.map { "'\($0.from)' is written \($0.to): a name in a design is letters, digits, '_' and inner '-'" }
        if !notes.isEmpty {
            out += "// Not modelled (the design language cannot say these yet, or they were not given):\n"
            for line in notes { out += "//   \(comment(line))\n" }
        }
        out += "\n" + body
        // Laid out as `tandem fmt` lays it out: the design a team adopts passes `fmt --check` from its first commit.
        return Result(text: Formatter.laidOut(out), notModelled: notes, merge: merge, screens: screens.count, transitions: transitions.count,
                      inputs: screens.reduce(0) { $0 + $1.inputs.count })
    }
}
