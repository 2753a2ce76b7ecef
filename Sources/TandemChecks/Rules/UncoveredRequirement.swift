import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemSyntax

/// Flags a requirement that no task satisfies: the app would ship without it. An error for `must`,
/// a warning for lower priorities (a `wont` requirement is expected to stay uncovered and is skipped).
enum UncoveredRequirement: DesignRule {
    static let reads: DeclarationKinds = [.requirements, .tasks]
    static let rule = RuleDescriptor(
        code: "TD202", name: "uncovered-requirement", defaultSeverity: .error,
        summary: "A requirement is covered by no task (an error for 'must', a warning for 'should' and 'could').",
        explanation: "Every requirement the app must meet needs a task that satisfies it. Add 'satisfies' to a task, add a task, or lower the priority to 'wont' if it is out of scope.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        for r in analysis.gaps.uncoveredRequirements.indexes.map({ analysis.design.requirements[$0] }) {
            guard let priority = r.priority else { continue }
            diagnostics.append(Diagnostic(
                rule, "\(priority.rawValue) requirement '\(r.id)' is covered by no task", at: r.idRange,
                severity: priority == .must ? .error : .warning,
                hint: "add 'satisfies \(r.id)' to the task that fulfils it"))
        }
    }
}
