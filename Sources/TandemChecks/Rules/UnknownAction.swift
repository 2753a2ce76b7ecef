import TandemAnalysis
import TandemDiagnostics
import TandemModel

/// Flags a transition's `on ACTION` or an element's `-> ACTION` that names no action of the screen.
/// Actions become methods on both platforms; a dangling name would generate a call to nothing.
enum UnknownAction: DesignRule {
    static let rule = RuleDescriptor(
        code: "TD104", name: "unknown-action", defaultSeverity: .error,
        summary: "A transition or element names an action its screen does not declare.",
        explanation: "Declare the action in the screen ('action select(item: Item)') or fix the name. A transition's action belongs to its source screen.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design
        for screen in design.screens {
            for element in screen.elements {
                if let action = element.action, screen.action(named: action.name) == nil {
                    report(action, screen, &diagnostics)
                }
            }
        }
        for t in design.transitions {
            guard let action = t.action, let source = design.screen(t.source.name) else { continue }
            if source.action(named: action.name) == nil { report(action, source, &diagnostics) }
        }
        // From any screen, the action names the transition (Navigation's global action): the screens that declare it
        // trigger it, and every other screen calls its method from code, so no screen needs to.
        for b in design.backs {
            guard let action = b.action, let source = design.screen(b.source.name) else { continue }
            if source.action(named: action.name) == nil { report(action, source, &diagnostics) }
        }
    }

    static func report(_ action: Ref, _ screen: Screen, _ diagnostics: inout [Diagnostic]) {
        diagnostics.append(Diagnostic(
            rule, "screen '\(screen.id)' has no action '\(action.name)'", at: action.range,
            notes: [DiagnosticNote("screen '\(screen.id)' declared here", at: screen.idRange)],
            hint: Diagnostic.suggestion(for: action.name, in: screen.actions.map(\.name))
                ?? "add 'action \(action.name)' to screen '\(screen.id)'"))
    }
}
