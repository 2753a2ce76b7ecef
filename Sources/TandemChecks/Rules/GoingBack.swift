import Foundation
import TandemAnalysis
import TandemDiagnostics
import TandemModel

/// Flags a way back the navigation cannot take: a `pop` of a screen nothing pushes, an unwind to a screen that is
/// never under it on a stack, a `dismiss` of a screen that is not in a presentation. Each platform's generated code
/// would do nothing there (iOS, the Fragment back stack) or close the wrong screen (an Activity).
enum GoingBack: DesignRule {
    static let rule = RuleDescriptor(
        code: "TD311", name: "invalid-back", defaultSeverity: .error,
        summary: "A pop or dismiss that the navigation cannot take.",
        explanation: "'pop A' needs a push into A; 'pop A -> B' needs B under A on a stack (push transitions from B lead to A); 'dismiss A' needs A presented modally, or pushed within a stack that is.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design
        var pushesFrom: [String: [String]] = [:], pushedInto: Set<String> = [], presented: Set<String> = []
        for t in design.transitions {
            switch t.style {
            case .push:
                pushesFrom[t.source.name, default: []].append(t.target.name)
                pushedInto.insert(t.target.name)
            case .modal: presented.insert(t.target.name)
            case .replace: break
            }
        }
        /// Screens reachable from `start` along pushes (the screens that can sit above it on its stack).
        func above(_ start: String) -> Set<String> {
            var seen: Set<String> = [], queue = [start]
            while let next = queue.popLast() {
                for target in pushesFrom[next] ?? [] where seen.insert(target).inserted { queue.append(target) }
            }
            return seen
        }
        var seen: [String: Back] = [:]
        for b in design.backs {
            guard design.screen(b.source.name) != nil else { continue }
            let key = "\(b.kind.rawValue) \(b.source.name) \(b.target?.name ?? "")"
            if let first = seen[key] {
                diagnostics.append(Diagnostic(rule, "'\(key.trimmingCharacters(in: .whitespaces))' is declared twice", at: b.range,
                                              notes: [DiagnosticNote("first declared here", at: first.range)],
                                              hint: "keep one; another action can call its method"))
                continue
            }
            seen[key] = b
            let source = b.source.name
            switch b.kind {
            case .pop:
                if let target = b.target {
                    guard design.screen(target.name) != nil else { continue }
                    if !above(target.name).contains(source) {
                        diagnostics.append(Diagnostic(rule, "'\(target.name)' is never under '\(source)' on a stack: no push leads from it to '\(source)'",
                                                      at: target.range, hint: "unwind to a screen that pushes, directly or not, to '\(source)'"))
                    }
                } else if !pushedInto.contains(source) {
                    diagnostics.append(Diagnostic(rule, "nothing pushes '\(source)', so there is nothing under it to pop back to",
                                                  at: b.source.range, hint: "use 'dismiss \(source)' for a presented screen"))
                }
            case .dismiss:
                // In a presentation: presented itself, or pushed (directly or not) from a presented screen.
                let inside = presented.contains(source) || presented.contains { above($0).contains(source) }
                if !inside {
                    diagnostics.append(Diagnostic(rule, "'\(source)' is never presented, so there is nothing to dismiss",
                                                  at: b.source.range, hint: "present it with 'modal', or go back with 'pop \(source)'"))
                }
            }
        }
    }
}
