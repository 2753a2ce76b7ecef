import Foundation
import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemSyntax

/// Checks `embed Parent [A, B]`: an embedded screen lives inside its parent (a child view controller, a child
/// Fragment), so it has no place of its own in the navigation. The generated apps make it only where the parent shows
/// it: a way into it, a way back from it, a result or a second parent would have no code to run.
enum Embeddings: DesignRule {
    static let reads: DeclarationKinds = .modelNavigation
    static let rule = RuleDescriptor(
        code: "TD320", name: "invalid-embed", defaultSeverity: .error,
        summary: "An embedded screen is also opened, closed, returned from or listed elsewhere, or embeds where it cannot.",
        explanation: "'embed Dashboard [Summary, Chart]' shows Summary and Chart inside Dashboard, below its own views: UIKit child view controllers, SwiftUI child views, Android child Fragments. They show when Dashboard does and take its inputs by name; what they push or present opens from Dashboard's place. 'pages Library [Loans, Holds]' embeds them one at a time under a row of tabs (the tabs at the top of a tab's screen): two pages or more, one row per screen. So an embedded screen is not the start, no transition, deep link or group leads to it, it has no 'returns' and no 'pop' or 'dismiss' of its own (close its parent instead), it is embedded once and in no container, it is no container itself, and no screen embeds itself. The parent shows views of its own: a tab, drawer or split container, or a list (its table fills it), embeds nothing.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design
        guard !design.embeddings.isEmpty else { return }
        var embeddedIn: [String: String] = [:]
        var parentSoFar: [String: String] = [:]
        var pagesSoFar: [String: SourceRange] = [:]
        let containerOf = Dictionary(design.tabGroups.flatMap { g in g.children.map { ($0.name, g) } }, uniquingKeysWith: { first, _ in first })
        for embedding in design.embeddings {
            let parentID = embedding.parent.name
            if embedding.children.isEmpty {
                diagnostics.append(Diagnostic(rule, "'\(embedding.keyword) \(parentID)' lists no screen", at: embedding.range,
                                              hint: "list the screens shown inside '\(parentID)', or remove the statement"))
            }
            if embedding.paged, embedding.children.count == 1 {
                diagnostics.append(Diagnostic(rule, "'pages \(parentID)' lists one screen: a row of one tab chooses nothing", at: embedding.range,
                                              hint: "list two pages or more, or show it with 'embed \(parentID) [\(embedding.children[0].name)]'"))
            }
            if embedding.paged {
                if let first = pagesSoFar[parentID] {
                    diagnostics.append(Diagnostic(rule, "screen '\(parentID)' has two rows of pages", at: embedding.parent.range,
                                                  notes: [DiagnosticNote("first 'pages' here", at: first)], hint: "list every page in one 'pages' statement"))
                } else {
                    pagesSoFar[parentID] = embedding.range
                }
            }
            if let parent = design.screen(parentID), parent.isContainer || parent.kind == .list {
                let what = parent.kind.flatMap(\.containerStyle).map { "\($0.containerNoun) '\(parentID)' shows its \($0.childNoun)s" }
                    ?? "list '\(parentID)' is filled by its table"
                diagnostics.append(Diagnostic(rule, "\(what): it has no views of its own to embed screens below",
                                              at: embedding.parent.range,
                                              notes: [DiagnosticNote("screen '\(parentID)' declared here", at: parent.idRange)],
                                              hint: "embed them in a plain, detail or form screen"))
            }
            for ref in embedding.children {
                guard let child = design.screen(ref.name) else { continue }
                if ref.name == parentID {
                    diagnostics.append(Diagnostic(rule, "screen '\(parentID)' embeds itself", at: ref.range, hint: "remove '\(ref.name)' from the list"))
                    continue
                }
                if let first = embeddedIn[ref.name] {
                    diagnostics.append(Diagnostic(rule, "screen '\(ref.name)' is embedded in \(first == parentID ? "'\(first)' twice" : "'\(first)' and in '\(parentID)'")",
                                                  at: ref.range, hint: "give '\(parentID)' a screen of its own (it may share the class: 'ios { class … }')"))
                    continue
                }
                embeddedIn[ref.name] = parentID
                if let group = containerOf[ref.name] {
                    diagnostics.append(Diagnostic(rule, "screen '\(ref.name)' is a \(group.style.childNoun) of '\(group.container.name)' and embedded in '\(parentID)'",
                                                  at: ref.range, notes: [DiagnosticNote("listed here", at: group.range)],
                                                  hint: "give '\(parentID)' a screen of its own"))
                }
                if let style = child.kind?.containerStyle {
                    diagnostics.append(Diagnostic(rule, "\(style.containerNoun) '\(ref.name)' cannot be embedded: it is the root of the navigation it shows",
                                                  at: ref.range, hint: "embed its \(style.childNoun)s, or reach it with 'replace'"))
                }
                // Reported where the cycle closes: the parent is already (directly or not) inside this screen.
                var above = parentSoFar[parentID]
                var steps = 0
                while let next = above, next != ref.name, steps < parentSoFar.count { above = parentSoFar[next]; steps += 1 }
                parentSoFar[ref.name] = parentID
                if above == ref.name {
                    diagnostics.append(Diagnostic(rule, "'\(ref.name)' embeds '\(parentID)', which embeds it: neither can show first",
                                                  at: ref.range, hint: "keep one of the two 'embed' statements"))
                }
                for problem in ownPlaces(of: child, in: analysis) {
                    diagnostics.append(Diagnostic(rule, "embedded screen '\(ref.name)' \(problem.what); it shows only inside '\(parentID)'",
                                                  at: problem.range, notes: [DiagnosticNote("embedded here", at: ref.range)],
                                                  hint: problem.hint.replacingOccurrences(of: "$parent", with: parentID)))
                }
            }
        }
    }

    /// Where the design gives a screen that lives inside another (an embedded screen, a split view's pane) a place of
    /// its own: each one is reported where it is written. `allowed` is the one way in the screen has (a detail's list).
    static func ownPlaces(of child: Screen, in analysis: Analysis, allowed: (Transition) -> Bool = { _ in false })
        -> [(what: String, range: SourceRange, hint: String)] {
        let design = analysis.design
        var places: [(String, SourceRange, String)] = []
        for start in design.starts where start.name == child.id {
            places.append(("is the start screen", start.range, "start at '$parent'"))
        }
        for t in analysis.transitions(into: child.id) where t.targetGroup == nil && !allowed(t) {
            places.append(("is opened by '\(t.style.rawValue) \(t.sourceText) -> \(child.id)'", t.target.range, "open '$parent' instead, or give this way in a screen of its own"))
        }
        for t in design.transitions + design.globalTransitions {
            guard let clear = t.clear, clear.screen.name == child.id else { continue }
            places.append(("has no place in a stack to clear to", clear.screen.range, "clear to '$parent' instead"))
        }
        for b in design.backs where b.target?.name == child.id {
            places.append(("has no place in a stack to go back to", b.target!.range, "'\(b.kind.rawValue) \(b.source.name) -> $parent' instead"))
        }
        for link in design.deepLinks where link.target.name == child.id {
            places.append(("is opened by a deep link", link.target.range, "link to '$parent' instead"))
        }
        for group in design.groups {
            for member in group.members where member.name == child.id {
                places.append(("is in group '\(group.name.name)'", member.range, "list '$parent' in the group instead"))
            }
        }
        for b in design.backs where b.source.name == child.id {
            places.append(("has no stack or presentation of its own to \(b.kind.rawValue)", b.source.range,
                           "'\(b.kind.rawValue) $parent' closes the screen it is in"))
        }
        if let first = child.results.first {
            places.append(("returns '\(first.name)', but no screen receives it", first.range,
                           "remove 'returns'; '$parent' can return it"))
        }
        return places
    }
}
