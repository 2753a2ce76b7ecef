import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemSyntax

/// Flags a cycle in the task hierarchy (`parent` links that lead back to the start): a task cannot be its
/// own ancestor. Each cycle is reported once, at its first task in declaration order.
enum TaskCycle: DesignRule {
    static let reads: DeclarationKinds = .tasks
    static let rule = RuleDescriptor(
        code: "TD205", name: "task-cycle", defaultSeverity: .error,
        summary: "Task 'parent' links form a cycle.",
        explanation: "Subtasks form a tree. Remove one 'parent' link of the cycle the message lists.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design
        // 0 = unvisited, 1 = on the current path, 2 = done, by task index (declaration order). Iterative: each task
        // has one parent, so a path walk; each parent is looked up once.
        let tasks = design.tasks
        var state = [UInt8](repeating: 0, count: tasks.count)
        // One path buffer for every walk; a task without a parent ends its own walk (most tasks of a design).
        var path: [Int] = []
        for index in tasks.indices where state[index] == 0 {
            guard tasks[index].parent != nil else { state[index] = 2; continue }
            path.removeAll(keepingCapacity: true)
            var current: Int? = index
            while let i = current, state[i] == 0 {
                state[i] = 1
                path.append(i)
                current = tasks[i].parent.flatMap { design.taskIndex[$0.name] }
            }
            if let i = current, state[i] == 1, let start = path.firstIndex(of: i) {
                let cycle = Array(path[start...])
                let first = cycle.min()!
                let t = tasks[first]
                let rotated = Array(cycle.drop { $0 != first }) + Array(cycle.prefix { $0 != first })
                diagnostics.append(Diagnostic(
                    rule, "task hierarchy has a cycle: " + (rotated + [first]).map { tasks[$0].id }.joined(separator: " → "),
                    at: t.parent?.range ?? t.idRange,
                    hint: "remove one 'parent' link of the cycle"))
            }
            for i in path { state[i] = 2 }
        }
    }
}
