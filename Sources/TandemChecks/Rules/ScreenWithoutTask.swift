import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemSyntax

/// Flags a screen that serves no task: a screen nobody needs. Tab containers are exempt; they serve
/// their children's tasks.
enum ScreenWithoutTask: DesignRule {
    static let reads: DeclarationKinds = DeclarationKinds.modelScreens.union(.requirements)
    static let rule = RuleDescriptor(
        code: "TD204", name: "screen-without-task", defaultSeverity: .warning,
        summary: "A screen serves no task.",
        explanation: "Every screen exists to carry out a task (prefer one task per screen). Add 'tasks T…' to the screen, or remove it. Tab containers are exempt, and so is every screen of a navigation-only design (one that declares no requirement).")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        for screen in analysis.gaps.tasklessScreens.indexes.map({ analysis.design.screens[$0] }) {
            diagnostics.append(Diagnostic(
                rule, "screen '\(screen.id)' serves no task", at: screen.idRange,
                hint: "add 'tasks <task id>' to the screen"))
        }
    }
}
