import TandemAnalysis
import TandemChecks
import TandemDiagnostics
import TandemModel
import TandemPlatform
import TandemSyntax
import TandemTargets

/// What changed between two versions of a design, and what a changed requirement touches: the tasks that
/// satisfy it, the screens that carry them out, and the controllers to revisit on each platform.
public struct DesignDiff: Sendable {
    public enum Change: String, Sendable {
        case added, removed, changed
    }

    public struct Item: Sendable {
        public var kind: String
        public var id: String
        public var change: Change
        /// What changed, for `changed` items: `priority: should → must`.
        public var details: [String]
    }

    public struct Impact: Sendable {
        public var requirement: String
        public var change: Change
        public var tasks: [String]
        public var screens: [String]
        public var iosControllers: [String]
        public var androidControllers: [String]
    }

    public var items: [Item] = []
    public var impacts: [Impact] = []

    public var isEmpty: Bool { items.isEmpty }

    public init(old: Analysis, new: Analysis) {
        let a = old.design, b = new.design
        compare("requirement", a.requirements, b.requirements, id: \.id) { x, y in
            var d: [String] = []
            if x.title != y.title { d.append("title: \"\(x.title)\" → \"\(y.title)\"") }
            if x.priority != y.priority { d.append("priority: \(x.priority?.rawValue ?? "?") → \(y.priority?.rawValue ?? "?")") }
            if x.text != y.text { d.append("text changed") }
            if x.tags.map(\.name) != y.tags.map(\.name) { d.append("tags: \(x.tags.map(\.name).joined(separator: ", ")) → \(y.tags.map(\.name).joined(separator: ", "))") }
            return d
        }
        compare("task", a.tasks, b.tasks, id: \.id) { x, y in
            var d: [String] = []
            if x.title != y.title { d.append("title: \"\(x.title)\" → \"\(y.title)\"") }
            let xs = x.satisfies.map(\.name), ys = y.satisfies.map(\.name)
            if xs != ys { d.append("satisfies: \(xs.joined(separator: ", ")) → \(ys.joined(separator: ", "))") }
            if x.parent?.name != y.parent?.name { d.append("parent: \(x.parent?.name ?? "none") → \(y.parent?.name ?? "none")") }
            return d
        }
        compare("model", a.models, b.models, id: \.name) { x, y in
            var d: [String] = []
            d += Self.memberChange("property", Self.fields(x.properties), Self.fields(y.properties))
            d += Self.memberChange("method", x.methods.map { ($0.name, Self.signature($0)) }, y.methods.map { ($0.name, Self.signature($0)) })
            return d
        }
        compare("screen", a.screens, b.screens, id: \.id) { x, y in
            var d: [String] = []
            if x.title != y.title { d.append("title: \"\(x.title)\" → \"\(y.title)\"") }
            if x.kind != y.kind { d.append("kind: \(x.kind?.rawValue ?? "?") → \(y.kind?.rawValue ?? "?")") }
            d += Self.listChange("task", x.tasks.map(\.name), y.tasks.map(\.name))
            d += Self.listChange("element", x.elements.map { "\($0.name): \($0.kindRef.name)" }, y.elements.map { "\($0.name): \($0.kindRef.name)" })
            // An element on both sides may have a new label (a user-visible text) or trigger another action.
            let before = Dictionary(x.elements.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            for e in y.elements {
                guard let old = before[e.name], old.kindRef.name == e.kindRef.name else { continue }
                if old.label != e.label {
                    d.append("element \(e.name): label \(old.label.map { "\"\($0)\"" } ?? "none") → \(e.label.map { "\"\($0)\"" } ?? "none")")
                }
                if old.action?.name != e.action?.name {
                    d.append("element \(e.name): triggers \(old.action?.name ?? "nothing") → \(e.action?.name ?? "nothing")")
                }
                let (was, now) = (old.binding.map(\.name).joined(separator: "."), e.binding.map(\.name).joined(separator: "."))
                if was != now { d.append("element \(e.name): bind \(was.isEmpty ? "nothing" : was) → \(now.isEmpty ? "nothing" : now)") }
            }
            let action: (Action) -> (name: String, description: String) = { a in
                (a.name, "\(a.name)(\(a.parameters.map { "\($0.name): \($0.type.description)" }.joined(separator: ", ")))")
            }
            d += Self.memberChange("action", x.actions.map(action), y.actions.map(action))
            d += Self.memberChange("input", Self.fields(x.inputs), Self.fields(y.inputs))
            d += Self.memberChange("result", Self.fields(x.results), Self.fields(y.results))
            d += Self.listChange("observed model", x.observes.map(\.name), y.observes.map(\.name))
            return d
        }
        let key: (Transition) -> String = { "\($0.style.rawValue) \($0.sourceText) -> \($0.target.name)" + ($0.action.map { " on \($0.name)" } ?? "") }
        let clear: (Transition) -> [String] = { t in
            (t.clear.map { [$0.text] } ?? []) + (t.presentation.map { ["as " + $0.rawValue] } ?? [])
        }
        compare("transition", a.transitions + a.globalTransitions, b.transitions + b.globalTransitions, id: key) { x, y in
            Self.memberChange("data", Self.fields(x.data), Self.fields(y.data)) + Self.listChange("clear", clear(x), clear(y))
                + Self.listChange("allow", x.allows.map(\.code.name), y.allows.map(\.code.name))
        }
        compare("enum", a.enums, b.enums, id: \.name) { x, y in Self.listChange("case", x.cases, y.cases) }
        // How screens hold each other: a container's children (tabs, drawer items, a split's columns), embedded screens.
        compare("container", a.tabGroups, b.tabGroups, id: \.container.name) { x, y in
            var d: [String] = []
            if x.style != y.style { d.append("\(x.style.rawValue) → \(y.style.rawValue)") }
            if x.children.map(\.name) != y.children.map(\.name) {
                d.append("\(y.style.rawValue): \(x.children.map(\.name).joined(separator: ", ")) → \(y.children.map(\.name).joined(separator: ", "))")
            }
            if x.initial?.name != y.initial?.name { d.append("initial: \(x.initial?.name ?? "first") → \(y.initial?.name ?? "first")") }
            return d
        }
        compare("embed", a.embeddings, b.embeddings, id: \.parent.name) { x, y in
            (x.children.map(\.name) == y.children.map(\.name) ? []
                : ["shows inside: \(x.children.map(\.name).joined(separator: ", ")) → \(y.children.map(\.name).joined(separator: ", "))"])
                + (x.paged == y.paged ? [] : [x.paged ? "pages → embed (all shown)" : "embed → pages (one at a time, under tabs)"])
        }
        let back: (Back) -> String = { "\($0.kind.rawValue) \($0.source.name)" + ($0.target.map { " -> " + $0.name } ?? "") + ($0.action.map { " on " + $0.name } ?? "") }
        compare("back", a.backs, b.backs, id: back) { _, _ in [] }
        compare("group", a.groups, b.groups, id: \.name.name) { x, y in
            Self.listChange("screen", x.members.map(\.name), y.members.map(\.name))
                + (x.start?.name != y.start?.name ? ["start: \(x.start?.name ?? "none") → \(y.start?.name ?? "none")"] : [])
        }
        compare("deeplink", a.deepLinks, b.deepLinks, id: \.pattern.text) { x, y in
            x.target.name == y.target.name ? [] : ["opens: \(x.target.name) → \(y.target.name)"]
        }
        let entry = Self.memberChange("entered with", Self.fields(a.entry), Self.fields(b.entry))
        if a.startScreen?.id != b.startScreen?.id || !entry.isEmpty {
            items.append(Item(kind: "start", id: b.startScreen?.id ?? "none", change: .changed,
                              details: (a.startScreen?.id != b.startScreen?.id ? ["start: \(a.startScreen?.id ?? "none") → \(b.startScreen?.id ?? "none")"] : []) + entry))
        }

        // Impact of each requirement that changed, appeared or went: through tasks (old and new) to screens.
        for item in items where item.kind == "requirement" {
            var tasks: [String] = []
            for t in old.tasks(satisfying: item.id) + new.tasks(satisfying: item.id) where !tasks.contains(t) { tasks.append(t) }
            var screens: [String] = []
            for t in tasks {
                for s in old.screens(carryingOut: t) + new.screens(carryingOut: t) where !screens.contains(s) { screens.append(s) }
            }
            let (ios, android) = (Targets.named("ios")!, Targets.named("android")!)
            let controllers = screens.compactMap { id in
                b.screen(id).map { Projection(new).controller($0, targets: [ios, android]) }
                    ?? a.screen(id).map { Projection(old).controller($0, targets: [ios, android]) }
            }
            impacts.append(Impact(requirement: item.id, change: item.change, tasks: tasks, screens: screens,
                                  iosControllers: controllers.map { $0.className(on: ios) },
                                  androidControllers: controllers.map { $0.className(on: android) }))
        }
    }

    mutating func compare<T>(_ kind: String, _ old: [T], _ new: [T], id: (T) -> String, details: (T, T) -> [String]) {
        var oldByID: [String: T] = [:]
        for item in old where oldByID[id(item)] == nil { oldByID[id(item)] = item }
        var newIDs = Set<String>()
        for item in new {
            let key = id(item)
            guard newIDs.insert(key).inserted else { continue }
            if let before = oldByID[key] {
                let d = details(before, item)
                if !d.isEmpty { items.append(Item(kind: kind, id: key, change: .changed, details: d)) }
            } else {
                items.append(Item(kind: kind, id: key, change: .added, details: []))
            }
        }
        for item in old where !newIDs.contains(id(item)) {
            items.append(Item(kind: kind, id: id(item), change: .removed, details: []))
            newIDs.insert(id(item))
        }
    }

    static func listChange(_ what: String, _ old: [String], _ new: [String]) -> [String] {
        let removed = old.filter { !new.contains($0) }
        let added = new.filter { !old.contains($0) }
        return removed.map { "\(what) removed: \($0)" } + added.map { "\(what) added: \($0)" }
    }

    /// Named members (`count: Int`, `save(item: Item)`): one on both sides whose type or parameters differ is a
    /// change (`input count: Int → String`), not a removal and an addition.
    static func memberChange(_ what: String, _ old: [(name: String, description: String)], _ new: [(name: String, description: String)]) -> [String] {
        let before = Dictionary(old.map { ($0.name, $0.description) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(new.map { ($0.name, $0.description) }, uniquingKeysWith: { first, _ in first })
        var out: [String] = []
        for item in old where after[item.name] == nil { out.append("\(what) removed: \(item.description)") }
        for item in new {
            if let was = before[item.name] {
                if was != item.description { out.append("\(what) \(item.name): \(Self.shape(was, item.name)) → \(Self.shape(item.description, item.name))") }
            } else {
                out.append("\(what) added: \(item.description)")
            }
        }
        return out
    }

    /// `count: Int` → `Int`; `save(item: Item) -> Bool` → `(item: Item) -> Bool`: what follows the name.
    static func shape(_ description: String, _ name: String) -> String {
        let rest = description.dropFirst(name.count)
        return rest.hasPrefix(": ") ? String(rest.dropFirst(2)) : String(rest)
    }

    static func fields(_ fields: [Field]) -> [(name: String, description: String)] {
        fields.map { ($0.name, "\($0.name): \($0.type.description)") }
    }

    static func signature(_ m: Method) -> String {
        "\(m.name)(\(m.parameters.map { "\($0.name): \($0.type.description)" }.joined(separator: ", ")))" + (m.returnType.map { " -> \($0.description)" } ?? "")
    }

    public func human() -> String {
        guard !items.isEmpty else { return "no changes\n" }
        var out = ""
        let symbol: [Change: String] = [.added: "+", .removed: "-", .changed: "~"]
        for kind in ["requirement", "task", "model", "screen", "transition", "start"] {
            let group = items.filter { $0.kind == kind }
            guard !group.isEmpty else { continue }
            out += "\(kind == "start" ? "start screen" : kind + "s"):\n"
            for item in group {
                out += "  \(symbol[item.change]!) \(item.id)" + (item.change == .changed ? "" : " (\(item.change.rawValue))") + "\n"
                // Details quote the designs' strings: one line each.
                for d in item.details { out += "      \(TerminalText.line(d))\n" }
            }
        }
        if !impacts.isEmpty {
            out += "impact:\n"
            for i in impacts {
                out += "  requirement \(i.requirement) (\(i.change.rawValue)): "
                if i.screens.isEmpty {
                    out += i.tasks.isEmpty ? "no task or screen traces to it\n" : "tasks \(i.tasks.joined(separator: ", ")); no screen\n"
                } else {
                    out += "tasks \(i.tasks.joined(separator: ", ")) → screens \(i.screens.joined(separator: ", "))\n"
                    out += "      revisit iOS \(i.iosControllers.joined(separator: ", ")); Android \(i.androidControllers.joined(separator: ", "))\n"
                }
            }
        }
        let counts = [Change.added, .removed, .changed].compactMap { c -> String? in
            let n = items.filter { $0.change == c }.count
            return n > 0 ? "\(n) \(c.rawValue)" : nil
        }
        return out + counts.joined(separator: ", ") + "\n"
    }

    public func json() -> String {
        JSONValue.object([
            ("changes", .array(items.map { i in
                .object([("kind", .string(i.kind)), ("id", .string(i.id)), ("change", .string(i.change.rawValue)),
                         ("details", .array(i.details.map { .string($0) }))])
            })),
            ("impact", .array(impacts.map { i in
                .object([
                    ("requirement", .string(i.requirement)), ("change", .string(i.change.rawValue)),
                    ("tasks", .array(i.tasks.map { .string($0) })), ("screens", .array(i.screens.map { .string($0) })),
                    ("iosControllers", .array(i.iosControllers.map { .string($0) })),
                    ("androidControllers", .array(i.androidControllers.map { .string($0) })),
                ])
            })),
        ]).serialized()
    }
}
