import TandemAnalysis
import TandemDiagnostics
import TandemModel

/// Flags a cycle in the task hierarchy (`parent` links that lead back to the start): a task cannot be its
/// own ancestor. Each cycle is reported once, at its first task in declaration order.
enum TaskCycle: DesignRule {
    static let rule = RuleDescriptor(
        code: "TD205", name: "task-cycle", defaultSeverity: .error,
        summary: "Task 'parent' links form a cycle.",
        explanation: "Subtasks form a tree. Remove one 'parent' link of the cycle the message lists.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design
        // 0 = unvisited, 1 = on the current path, 2 = done. Iterative: each task has one parent, so a path walk.
        var state = [String: UInt8]()
        for task in design.tasks where state[task.id] == nil {
            var path: [String] = []
            var current: String? = task.id
            while let id = current, state[id] == nil {
                state[id] = 1
                path.append(id)
                current = design.task(id)?.parent?.name
                if let next = current, design.taskIndex[next] == nil { current = nil }
            }
            if let id = current, state[id] == 1, let start = path.firstIndex(of: id) {
                let cycle = Array(path[start...])
                let first = cycle.min { design.taskIndex[$0]! < design.taskIndex[$1]! }!
                let t = design.task(first)!
                let rotated = Array(cycle.drop { $0 != first }) + Array(cycle.prefix { $0 != first })
                diagnostics.append(Diagnostic(
                    rule, "task hierarchy has a cycle: " + (rotated + [first]).joined(separator: " → "),
                    at: t.parent?.range ?? t.idRange,
                    hint: "remove one 'parent' link of the cycle"))
            }
            for id in path { state[id] = 2 }
        }
    }
}
