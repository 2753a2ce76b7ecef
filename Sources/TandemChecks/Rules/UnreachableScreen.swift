import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemSyntax

/// Flags a screen that no path of transitions and tabs reaches from the start screen: users can never see it.
enum UnreachableScreen: DesignRule {
    static let reads: DeclarationKinds = .modelNavigation
    static let rule = RuleDescriptor(
        code: "TD303", name: "unreachable-screen", defaultSeverity: .warning,
        summary: "A screen cannot be reached from the start screen.",
        explanation: "Add a transition (push, modal, replace) or a tab that leads to the screen, or remove it.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        guard let start = analysis.design.startScreen else { return }
        for screen in analysis.gaps.unreachableScreens.indexes.map({ analysis.design.screens[$0] }) {
            diagnostics.append(Diagnostic(
                rule, "screen '\(screen.id)' is unreachable from the start screen '\(start.id)'", at: screen.idRange,
                hint: "add a transition or a tab that leads to '\(screen.id)'"))
        }
    }
}
