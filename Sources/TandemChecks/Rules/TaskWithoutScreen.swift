import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemSyntax

/// Flags a task that no screen carries out: the user has no way to do it.
enum TaskWithoutScreen: DesignRule {
    static let reads: DeclarationKinds = DeclarationKinds.modelScreens.union(.tasks)
    static let rule = RuleDescriptor(
        code: "TD203", name: "task-without-screen", defaultSeverity: .warning,
        summary: "A task is carried out by no screen.",
        explanation: "Each task is accomplished on at least one screen. List it in a screen's 'tasks', or, for a parent task, in a screen of one of its subtasks.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        for task in analysis.gaps.screenlessTasks.indexes.map({ analysis.design.tasks[$0] }) {
            diagnostics.append(Diagnostic(
                rule, "task '\(task.id)' is carried out by no screen", at: task.idRange,
                hint: "add 'tasks \(task.id)' to the screen where the user does it"))
        }
    }
}
