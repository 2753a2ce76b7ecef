import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemPlatform
import TandemSyntax

/// Screens that name the same platform class (`ios { class "NoteEditor" }` on each) are one class in generated code,
/// generated once from the first of them: they must ask the same of it, or the others would get the first one's
/// interface, title and ways out.
enum SharedClass: DesignRule {
    static let reads: DeclarationKinds = .modelNavigation
    static let rule = RuleDescriptor(
        code: "TD503", name: "shared-class-differs", defaultSeverity: .error,
        summary: "Screens that share a platform class ask different things of it.",
        explanation: "Two screens may name the same class on a platform ('ios { class \"NoteEditor\" }' on both): Tandem then generates that class once, from the first screen. The screens must agree on everything the class holds: kind, title, inputs, results, elements, actions, lifecycle hooks, observed models, every way out (transitions, pop, dismiss), their place in a container and the ways in that need code (being presented, deep links). Nothing may unwind or clear the stack to such a screen: the generated apps find that screen by its class. Make them agree, or give one of them a class of its own.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design
        let projection = Projection(analysis)
        var interfaces: [String: [String]] = [:]
        func interface(_ screen: Screen) -> [String] {
            if let known = interfaces[screen.id] { return known }
            let lines = projection.classInterface(of: screen)
            interfaces[screen.id] = lines
            return lines
        }
        for platform in Platform.allCases {
            let shared = Projection.sharedClasses(design, on: platform)
            // The generated apps find an earlier screen to unwind or clear to by its class: with two screens behind
            // it, they could land on the other one.
            let sharers = Set(shared.keys).union(shared.values)
            guard !sharers.isEmpty else { continue }
            for b in design.backs {
                guard let target = b.target, sharers.contains(target.name), let screen = design.screen(target.name) else { continue }
                diagnostics.append(Diagnostic(
                    rule, "'\(b.source.name)' unwinds to '\(target.name)', whose \(platform == .ios ? "iOS" : "Android") class '\(screen.notes(for: platform)?.className ?? "")' another screen shares",
                    at: target.range, notes: [DiagnosticNote("the generated apps find the screen to go back to by its class")],
                    hint: "give '\(target.name)' a class of its own, or go back one with 'pop \(b.source.name)'"))
            }
            for t in design.transitions + design.globalTransitions {
                guard let clear = t.clear, sharers.contains(clear.screen.name), let screen = design.screen(clear.screen.name) else { continue }
                diagnostics.append(Diagnostic(
                    rule, "\(t.sourceText) -> \(t.target.name) clears to '\(clear.screen.name)', whose \(platform == .ios ? "iOS" : "Android") class '\(screen.notes(for: platform)?.className ?? "")' another screen shares",
                    at: clear.screen.range, notes: [DiagnosticNote("the generated apps find the screen to clear to by its class")],
                    hint: "give '\(clear.screen.name)' a class of its own"))
            }
            for (id, ownerID) in shared.sorted(by: { $0.key < $1.key }) {
                guard let screen = design.screen(id), let owner = design.screen(ownerID) else { continue }
                let mine = interface(screen), theirs = interface(owner)
                guard mine != theirs else { continue }
                let onlyMine = mine.filter { !theirs.contains($0) }, onlyTheirs = theirs.filter { !mine.contains($0) }
                var differences = onlyMine.prefix(3).map { "'\(id)': \($0)" } + onlyTheirs.prefix(3).map { "'\(ownerID)': \($0)" }
                if differences.isEmpty { differences = ["the same lines in another order"] }
                let className = screen.notes(for: platform)?.className ?? ""
                diagnostics.append(Diagnostic(
                    rule, "screens '\(id)' and '\(ownerID)' share the \(platform == .ios ? "iOS" : "Android") class '\(className)' but differ: " + differences.joined(separator: "; "),
                    at: screen.notes(for: platform)?.range ?? screen.idRange,
                    notes: [DiagnosticNote("'\(ownerID)' names the class here; it is generated from that screen", at: owner.notes(for: platform)?.range ?? owner.idRange)],
                    hint: "make the two screens agree, or give '\(id)' a class of its own"))
            }
        }
    }
}
