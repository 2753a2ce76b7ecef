import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemSyntax

/// Flags a transition's `on ACTION` or an element's `-> ACTION` that names no action of the screen.
/// Actions become methods on both platforms; a dangling name would generate a call to nothing.
enum UnknownAction: DesignRule {
    static let reads: DeclarationKinds = .modelNavigation
    static let rule = RuleDescriptor(
        code: "TD104", name: "unknown-action", defaultSeverity: .error,
        summary: "A transition or element names an action its screen does not declare.",
        explanation: "Declare the action in the screen ('action select(item: Item)') or fix the name. A transition's action belongs to its source screen.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design, screens = design.screens
        // Screens and transitions read in place, by index (a copy of a screen retains all its parts).
        func declares(_ s: Int, _ action: String) -> Bool {
            for k in screens[s].actions.indices where screens[s].actions[k].name == action { return true }
            return false
        }
        for s in screens.indices {
            for e in screens[s].elements.indices {
                if let action = screens[s].elements[e].action, !declares(s, action.name) {
                    report(action, screens[s], &diagnostics)
                }
            }
        }
        for i in design.transitions.indices {
            guard let action = design.transitions[i].action, let s = design.screenIndex[design.transitions[i].source.name]
            else { continue }
            if !declares(s, action.name) { report(action, screens[s], &diagnostics) }
        }
        // From any screen, the action names the transition (Navigation's global action): the screens that declare it
        // trigger it, and every other screen calls its method from code, so no screen needs to.
        for i in design.backs.indices {
            guard let action = design.backs[i].action, let s = design.screenIndex[design.backs[i].source.name] else { continue }
            if !declares(s, action.name) { report(action, screens[s], &diagnostics) }
        }
    }

    static func report(_ action: Ref, _ screen: Screen, _ diagnostics: inout [Diagnostic]) {
        diagnostics.append(Diagnostic(
            rule, "screen '\(screen.id)' has no action '\(action.name)'", at: action.range,
            notes: [DiagnosticNote("screen '\(screen.id)' declared here", at: screen.idRange)])
            .suggesting(closestTo: action.name, in: screen.actions.map(\.name), otherwise: "add 'action \(action.name)' to screen '\(screen.id)'"))
    }
}
