import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemSyntax

/// Flags a task that satisfies no requirement: design drift ("requirements creep"), work nobody asked for.
enum UntracedTask: DesignRule {
    static let reads: DeclarationKinds = [.requirements, .tasks]
    static let rule = RuleDescriptor(
        code: "TD201", name: "untraced-task", defaultSeverity: .error,
        summary: "A task satisfies no requirement.",
        explanation: "In the Unified Design Process every task serves at least one requirement; a task that serves none is requirements creep. Trace it with 'satisfies R…', or remove it. A design that declares no requirement at all is navigation only (an imported navigation graph, say): there nothing is traced and this rule stays silent.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        for task in analysis.gaps.untracedTasks.indexes.map({ analysis.design.tasks[$0] }) {
            diagnostics.append(Diagnostic(
                rule, "task '\(task.id)' satisfies no requirement", at: task.idRange,
                notes: [DiagnosticNote("a task that serves no requirement is design drift (requirements creep)")],
                hint: "add 'satisfies <requirement id>' to the task, or remove it"))
        }
    }
}
