import TandemDiagnostics
import TandemModel

/// Flags a task that no screen carries out: the user has no way to do it.
enum TaskWithoutScreen: DesignRule {
    static let rule = RuleDescriptor(
        code: "TD203", name: "task-without-screen", defaultSeverity: .warning,
        summary: "A task is carried out by no screen.",
        explanation: "Each task is accomplished on at least one screen. List it in a screen's 'tasks', or, for a parent task, in a screen of one of its subtasks.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design
        // A parent task is carried out through its subtasks.
        var hasCarriedChild = Set<String>()
        for task in design.tasks where analysis.screensByTask[task.id] != nil {
            var parent = task.parent?.name
            var steps = 0
            while let p = parent, steps < design.tasks.count, hasCarriedChild.insert(p).inserted {
                parent = design.task(p)?.parent?.name
                steps += 1
            }
        }
        for task in design.tasks where analysis.screensByTask[task.id] == nil && !hasCarriedChild.contains(task.id) {
            diagnostics.append(Diagnostic(
                rule, "task '\(task.id)' is carried out by no screen", at: task.idRange,
                hint: "add 'tasks \(task.id)' to the screen where the user does it"))
        }
    }
}
