import Foundation
import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemSyntax

/// Flags a way back the navigation cannot take: a `pop` of a screen nothing pushes, an unwind to a screen that is
/// never under it on a stack, a `dismiss` of a screen that is not in a presentation. Each platform's generated code
/// would do nothing there (iOS, the Fragment back stack) or close the wrong screen (an Activity).
enum GoingBack: DesignRule {
    static let reads: DeclarationKinds = .modelNavigation
    static let rule = RuleDescriptor(
        code: "TD311", name: "invalid-back", defaultSeverity: .error,
        summary: "A pop or dismiss that the navigation cannot take.",
        explanation: "'pop A' needs a push into A; 'pop A -> B' needs B under A on a stack (push transitions from B lead to A); 'dismiss A' needs A presented modally, or pushed within a stack that is.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design
        // The stacks are made only for ways back to check against (many designs declare none).
        guard !design.backs.isEmpty else { return }
        var stacks = StackShape(analysis)
        let pushedInto = stacks.pushedInto
        // In a presentation: presented itself, or pushed (directly or not) from a presented screen; found once.
        let inPresentation = stacks.above(Array(stacks.presented)).seen.union(stacks.presented)
        var seen: [String: Back] = [:]
        for b in design.backs {
            guard design.screenIndex[b.source.name] != nil else { continue }
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
                    guard design.screenIndex[target.name] != nil else { continue }
                    if !stacks.leads(from: target.name, to: source) {
                        diagnostics.append(Diagnostic(rule, "'\(target.name)' is never under '\(source)' on a stack: no push leads from it to '\(source)'",
                                                      at: target.range, hint: "unwind to a screen that pushes, directly or not, to '\(source)'"))
                    }
                } else if !pushedInto.contains(source) {
                    diagnostics.append(Diagnostic(rule, "nothing pushes '\(source)', so there is nothing under it to pop back to",
                                                  at: b.source.range, hint: "use 'dismiss \(source)' for a presented screen"))
                }
            case .dismiss:
                if !inPresentation.contains(source) {
                    diagnostics.append(Diagnostic(rule, "'\(source)' is never presented, so there is nothing to dismiss",
                                                  at: b.source.range, hint: "present it with 'modal', or go back with 'pop \(source)'"))
                }
            }
        }
    }
}

/// Flags a `clear to` / `clear through` that cannot clear: on a modal or a replace, or to a screen that is never
/// under the source on its stack (Navigation would pop nothing; the Activity and UIKit code would find nothing).
enum StackClearRule: DesignRule {
    static let reads: DeclarationKinds = .modelNavigation
    static let rule = RuleDescriptor(
        code: "TD312", name: "invalid-clear", defaultSeverity: .error,
        summary: "A transition clears the stack to a screen that is never on it, or clears where it cannot.",
        explanation: "'push A -> B clear to C' pops the stack down to C (C stays), 'clear through C' pops C too, then pushes B: C must be A or a screen under A (push transitions lead from C to A). Only a push clears: a modal presents over the stack, and a replace clears all of it already.")
    static let unreceived = RuleDescriptor(
        code: "TD315", name: "unreceived-result", defaultSeverity: .warning,
        summary: "A screen returns results, but the transition into it takes away the screen that would receive them.",
        explanation: "What a screen returns goes back to the screen that opened it. A 'replace', or a clear that pops the source ('clear to' an earlier screen, 'clear through' the source), closes that screen first, so the generated code has no handler and the results are lost. Open the screen without the clear, or stop it returning.")
    static let descriptors = [rule, unreceived]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design
        // Read in place, by index, and copied only to report: a copy of each transition or screen retains all its parts.
        for list in [design.transitions, design.globalTransitions] {
            for i in list.indices where !list[i].keepsSource && (list[i].style == .replace || list[i].clear != nil) {
                guard let s = design.screenIndex[list[i].target.name], !design.screens[s].results.isEmpty else { continue }
                let t = list[i], target = design.screens[s]
                let how = t.style == .replace ? "'replace' closes every screen" : "the clear takes '\(t.fromAnyScreen ? "the source" : t.source.name)' away"
                diagnostics.append(Diagnostic(unreceived, "'\(target.id)' returns \(target.results.map(\.name).joined(separator: ", ")), which nothing receives: \(how)",
                                              at: t.target.range, notes: [DiagnosticNote("returned here", at: target.results[0].range)],
                                              hint: "open it without the clear, or drop its 'returns'"))
            }
        }
        guard design.transitions.contains(where: { $0.clear != nil }) || design.globalTransitions.contains(where: { $0.clear != nil }) else { return }
        var stacks = StackShape(analysis)
        for index in stacks.transitions.indices {
            guard let clear = stacks.transitions[index].clear else { continue }
            let t = stacks.transitions[index]
            guard t.style == .push else {
                diagnostics.append(Diagnostic(rule, "only a push clears the stack; '\(t.style.rawValue)' \(t.style == .replace ? "already clears all of it" : "presents over it")",
                                              at: clear.range, hint: "remove 'clear', or make it a 'push'"))
                continue
            }
            let source = analysis.host(of: t.source.name)
            guard !t.fromAnyScreen, design.screenIndex[source] != nil, design.screenIndex[clear.screen.name] != nil,
                  clear.screen.name != source, !stacks.leads(from: clear.screen.name, to: source, ignoring: index) else { continue }
            diagnostics.append(Diagnostic(rule, "'\(clear.screen.name)' is never under '\(source)' on a stack: there is nothing to clear to",
                                          at: clear.screen.range,
                                          hint: "clear to '\(source)' or to a screen that pushes, directly or not, to '\(source)'"))
        }
    }
}
