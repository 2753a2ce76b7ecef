import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TandemPlatform
import TandemModel

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
    }

    public var tool: String
    public var files: [String]
    public var models: Set<String> = []
    public var screens: [Screen] = []
    public var start: String?
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

        public var line: String {
            "pop \(source)" + (target.map { " -> \($0)" } ?? "") + (action.map { " on \($0)" } ?? "")
        }
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

        public var line: String {
            "\(style.rawValue) \(container) [\(children.joined(separator: ", "))]" + (initial.map { " initial \($0)" } ?? "")
        }
    }
    /// What the design could not say, one line each.
    public var notModelled: [String] = []
    /// Imported into an existing design: what matched and what differs, one line each.
    public var merge: [String] = []

    /// The screens that can sit above `start` on its stack: those a chain of pushes leads to from it. An imported way
    /// back is a pop only where the app shows the earlier screen under the one going back.
    func pushedAbove(_ start: String) -> Set<String> {
        var pushes: [String: [String]] = [:]
        for t in transitions where t.style == "push" { pushes[t.source, default: []].append(t.target) }
        var seen: Set<String> = [], queue = [start]
        while let next = queue.popLast() { for t in pushes[next] ?? [] where seen.insert(t).inserted { queue.append(t) } }
        return seen
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

    public func result() -> Result {
        var out = "// Imported by `\(tool)` from \(files.joined(separator: ", ")).\n"
        if !merge.isEmpty {
            out += "// Merged into an existing design: only what it lacks is here (read this file with it, as one folder).\n"
            for line in merge { out += "//   \(line)\n" }
        }
        if !notModelled.isEmpty {
            out += "// Not modelled (the design language cannot say these yet, or they were not given):\n"
            for line in notModelled { out += "//   \(line)\n" }
        }
        out += "\n"
        for model in models.sorted() { out += "model \(model)\n" }
        if !models.isEmpty { out += "\n" }
        for s in screens {
            out += "screen \(s.id)" + (s.title.map { " " + Literal.design($0) } ?? "") + " {\n"
            if let style = s.container { out += "  kind \(style.rawValue)\n" }
            for input in s.inputs { out += "  input \(input)\n" }
            for action in s.actions { out += "  action \(action)\n" }
            if !s.notes.isEmpty { out += "  \(s.platform) { " + s.notes.map { "note " + Literal.design($0) }.joined(separator: " ") + " }\n" }
            out += "}\n"
        }
        out += "\nnavigation {\n"
        if let start { out += "  start \(start)\n" }
        for t in tabs { out += "  \(t.line)\n" }
        for e in embeds { out += "  embed \(e.parent) [\(e.children.joined(separator: ", "))]\n" }
        for g in groups { out += "  group \(g.name) [\(g.members.joined(separator: ", "))] start \(g.start)\n" }
        for t in transitions { out += "  \(t.line)\n" }
        for b in backs { out += "  \(b.line)\n" }
        for b in dismisses { out += "  dismiss \(b.source)" + (b.action.map { " on \($0)" } ?? "") + "\n" }
        for link in deepLinks { out += "  deeplink \(Literal.design(link.pattern)) -> \(link.target)\n" }
        out += "}\n"
        return Result(text: out, notModelled: notModelled, merge: merge, screens: screens.count, transitions: transitions.count,
                      inputs: screens.reduce(0) { $0 + $1.inputs.count })
    }
}

extension XMLElement {
    /// An attribute by namespace URI and local name, whatever prefix the file gives the namespace.
    func attribute(_ uri: String, _ local: String) -> String? {
        attribute(forLocalName: local, uri: uri)?.stringValue
    }

    /// An attribute without a namespace.
    func plain(_ name: String) -> String? { attribute(forName: name)?.stringValue }

    var elements: [XMLElement] { children?.compactMap { $0 as? XMLElement } ?? [] }

    func descendants(named name: String) -> [XMLElement] {
        var found: [XMLElement] = []
        for child in elements {
            if child.localName == name { found.append(child) }
            found += child.descendants(named: name)
        }
        return found
    }
}
