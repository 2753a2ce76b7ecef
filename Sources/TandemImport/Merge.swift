import Foundation
import TandemModel
import TandemPlatform
import TandemSyntax

/// Importing into an existing design: what the app has that the design lacks, as a file that sits beside the design's
/// own (a folder is one design), so the designer's files are never rewritten. A screen of the app is the design's
/// screen when their ids, or the app's class and the design's class for that platform, name the same thing once the
/// platform suffixes are set aside (`loginFragment`, `LoginActivity`, `LoginViewController` and `Login` all do).
/// Matched screens are not repeated; the app's transitions between them that the design already has are dropped;
/// what differs is listed at the top of the file and on standard error.
extension ImportedDesign {
    public func merged(into existing: Design) -> ImportedDesign {
        let platform: Platform = screens.first?.platform == "ios" ? .ios : .android
        // The existing screens by every name they go by.
        var byStem: [String: String] = [:]
        for screen in existing.screens {
            for name in [screen.id, screen.notes(for: platform)?.className].compactMap({ $0 }) {
                let stem = Self.stem(name)
                if !stem.isEmpty, byStem[stem] == nil { byStem[stem] = screen.id }
            }
        }
        var merged = self
        var rename: [String: String] = [:]
        var matched: [String] = []
        for screen in screens {
            let names = [screen.id] + [Self.appClass(className: screen.className, notes: screen.notes)].compactMap { $0 }
            guard let id = names.lazy.map(Self.stem).compactMap({ byStem[$0] }).first else { continue }
            rename[screen.id] = id
            matched.append(screen.id == id ? id : "\(id) ← \(screen.id)")
        }
        func renamed(_ id: String) -> String { rename[id] ?? id }

        // Matched screens stay the design's; their inputs the design lacks are differences.
        var differences: [String] = []
        merged.screens = []
        for screen in screens {
            guard let id = rename[screen.id], let mine = existing.screen(id) else {
                merged.screens.append(screen)
                continue
            }
            for input in screen.inputs {
                let parts = Self.fieldParts(input)
                let (name, type) = (parts.name, parts.type.trimmingCharacters(in: .whitespaces))
                guard let declared = mine.inputs.first(where: { $0.name == name }) else {
                    differences.append("screen \(id): the app passes input \(input), which the design does not declare")
                    continue
                }
                if declared.type.description != type {
                    differences.append("screen \(id): input \(name) is \(declared.type.description) in the design and \(type) in the app")
                }
            }
            for input in mine.inputs where !screen.inputs.contains(where: { Self.fieldParts($0).name == input.name }) {
                differences.append("screen \(id): the design's input \(input.name) is not an argument in the app")
            }
        }
        merged.transitions = []
        let existingTransitions = existing.transitions + existing.globalTransitions
        for var t in transitions {
            t.source = renamed(t.source)
            t.target = renamed(t.target)
            t.clear = t.clear.map(renamed)
            // Into a screen of the design, a transition passes what the design's screen asks (its required inputs,
            // typed as the design types them); how the app's arguments differ is listed with the screen.
            if let target = existing.screen(t.target) {
                t.data = target.inputs.filter(\.isRequired).map { "\($0.name): \($0.type.description)" }
            }
            let key = "\(t.sourceText)\u{0}\(t.target)"
            if let mine = existingTransitions.first(where: { "\($0.sourceText)\u{0}\($0.target.name)" == key }) {
                if mine.style.rawValue != t.style {
                    differences.append("\(t.source) -> \(t.target) is \(mine.style.rawValue) in the design and \(t.style) in the app")
                }
                continue
            }
            // An action the design's own screen does not declare cannot be named from this file.
            if let action = t.action, let source = existing.screen(t.source), !source.actions.contains(where: { $0.name == action }) {
                differences.append("\(t.line): screen \(t.source) has no action \(action) in the design, so the transition is added without it")
                t.action = nil
            }
            differences.append("\(t.line): only in the app")
            merged.transitions.append(t)
        }
        for t in existingTransitions {
            let app = transitions.contains { other in
                var other = other
                other.source = renamed(other.source)
                return other.sourceText == t.sourceText && renamed(other.target) == t.target.name
            }
            let mapped = Set(rename.values)
            if !app, t.fromAnyScreen || mapped.contains(t.source.name), mapped.contains(t.target.name) {
                differences.append("\(t.style.rawValue) \(t.sourceText) -> \(t.target.name): only in the design")
            }
        }
        merged.backs = backs.compactMap { b in
            var b = b
            b.source = renamed(b.source)
            b.target = b.target.map(renamed)
            if existing.backs.contains(where: { $0.source.name == b.source && $0.target?.name == b.target }) { return nil }
            if let action = b.action, let source = existing.screen(b.source), !source.actions.contains(where: { $0.name == action }) {
                b.action = nil
            }
            return b
        }
        merged.dismisses = dismisses.compactMap { b in
            var b = b
            b.source = renamed(b.source)
            if existing.backs.contains(where: { $0.kind == .dismiss && $0.source.name == b.source }) { return nil }
            if let action = b.action, let source = existing.screen(b.source), !source.actions.contains(where: { $0.name == action }) {
                b.action = nil
            }
            return b
        }
        merged.groups = groups.compactMap { g in
            existing.group(g.name) == nil ? Group(name: g.name, members: g.members.map(renamed), start: renamed(g.start)) : nil
        }
        merged.deepLinks = deepLinks.map { ($0.pattern, renamed($0.target)) }
            .filter { link in !existing.deepLinks.contains { $0.pattern.text == link.0 } }
        merged.tabs = tabs.compactMap { group in
            let container = renamed(group.container)
            if existing.tabGroups.contains(where: { $0.container.name == container }) { return nil }
            return Tabs(style: group.style, container: container, children: group.children.map(renamed), initial: group.initial.map(renamed))
        }
        merged.embeds = embeds.compactMap { e in
            let parent = renamed(e.parent)
            return existing.embeddings.contains(where: { $0.parent.name == parent }) ? nil : (parent, e.children.map(renamed))
        }
        if !existing.starts.isEmpty {
            if let start, let mine = existing.startScreen?.id, renamed(start) != mine {
                differences.append("the app starts on \(renamed(start)), the design on \(mine)")
            }
            merged.start = nil
        } else {
            merged.start = start.map(renamed)
        }
        merged.models = models.filter { existing.model($0) == nil && existing.enumeration($0) == nil }
        merged.enums = enums.filter { existing.model($0.key) == nil && existing.enumeration($0.key) == nil }

        merged.merge = ["\(matched.count) of the app's \(screens.count) screens are the design's"
            + (matched.isEmpty ? "" : " (\(matched.joined(separator: ", ")))") + "; \(merged.screens.count) added"] + differences
        return merged
    }

    /// `org.example.LoginFragment` → `login`; `login-screen` → `login`: a name without its package, platform
    /// suffix and punctuation, lowercased.
    static func stem(_ name: String) -> String {
        var base = String(name.split(separator: ".").last ?? Substring(name))
        for suffix in ["ViewController", "Controller", "Fragment", "Activity", "Screen", "Dialog", "Scene"]
        where base.count > suffix.count && base.lowercased().hasSuffix(suffix.lowercased()) {
            base = String(base.dropLast(suffix.count))
            break
        }
        return base.lowercased().filter { $0.isLetter || $0.isNumber }
    }

    /// The app's class an import wrote for a screen: its `class`, else the class its first note names (`fragment
    /// org.example.WebFragment`, for a class behind several destinations).
    public static func appClass(className: String?, notes: [String]) -> String? {
        if let className { return className }
        guard let words = notes.first?.split(separator: " "), words.count == 2, !words[1].hasPrefix("(") else { return nil }
        return String(words[1])
    }
}
