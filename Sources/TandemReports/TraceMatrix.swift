import TandemAnalysis
import TandemChecks
import TandemModel
import TandemSyntax

/// The traceability matrix: each requirement with the tasks that satisfy it and the screens that carry those out,
/// coverage per priority, and the reverse view from screens back to requirements.
public struct TraceMatrix: Sendable {
    public enum Status: String, Sendable {
        /// Satisfied by a task that a screen carries out.
        case covered
        /// Satisfied by tasks, none of which has a screen yet.
        case noScreen = "no screen"
        /// No task satisfies it.
        case uncovered
        /// Uncovered, and the design says it will not be done.
        case outOfScope = "out of scope"
    }

    public struct RequirementRow: Sendable {
        public var id: String
        public var title: String
        public var priority: String
        public var tasks: [String]
        public var screens: [String]
        public var status: Status
    }

    public struct PriorityCoverage: Sendable {
        public var priority: String
        public var covered: Int
        public var total: Int
    }

    public struct ScreenRow: Sendable {
        public var id: String
        public var title: String
        public var tasks: [String]
        public var requirements: [String]
        public var reachable: Bool
    }

    public var requirements: [RequirementRow] = []
    public var priorities: [PriorityCoverage] = []
    public var screens: [ScreenRow] = []
    /// Tasks that satisfy no declared requirement.
    public var untracedTasks: [String] = []

    /// - Parameters: `requirement` or `screen` narrow the matrix to what traces to or from it.
    public init(_ analysis: Analysis, requirement: String? = nil, screen: String? = nil) {
        let design = analysis.design
        var screenFilter: Set<String>?
        var requirementFilter: Set<String>?
        if let screen, let s = design.screen(screen) {
            screenFilter = [screen]
            requirementFilter = Set(s.tasks.flatMap { design.task($0.name)?.satisfies.map(\.name) ?? [] })
        }
        if let requirement {
            requirementFilter = [requirement]
            let tasks = analysis.tasks(satisfying: requirement)
            screenFilter = Set(tasks.flatMap(analysis.screens(carryingOut:)))
        }

        for r in design.requirements where requirementFilter?.contains(r.id) ?? true {
            let tasks = analysis.tasks(satisfying: r.id)
            var screens: [String] = []
            for t in tasks { for s in analysis.screens(carryingOut: t) where !screens.contains(s) { screens.append(s) } }
            let status: Status = !tasks.isEmpty ? (screens.isEmpty ? .noScreen : .covered) : (r.priority == .wont ? .outOfScope : .uncovered)
            requirements.append(RequirementRow(id: r.id, title: r.title, priority: r.priority?.rawValue ?? "?",
                                               tasks: tasks, screens: screens, status: status))
        }
        for priority in Priority.allCases {
            let rows = requirements.filter { $0.priority == priority.rawValue }
            guard !rows.isEmpty else { continue }
            priorities.append(PriorityCoverage(priority: priority.rawValue, covered: rows.filter { $0.status == .covered }.count,
                                               total: rows.count))
        }
        for s in design.screens where !s.isContainer && (screenFilter?.contains(s.id) ?? true) {
            var reqs: [String] = []
            for t in s.tasks {
                for r in design.task(t.name)?.satisfies ?? [] where design.requirementIndex[r.name] != nil && !reqs.contains(r.name) {
                    reqs.append(r.name)
                }
            }
            screens.append(ScreenRow(id: s.id, title: s.title, tasks: s.tasks.map(\.name), requirements: reqs,
                                     reachable: analysis.reachable.contains(s.id)))
        }
        if requirementFilter == nil {
            untracedTasks = design.tasks.filter { t in !t.satisfies.contains { design.requirementIndex[$0.name] != nil } }.map(\.id)
        }
    }

    public var coveredCount: Int { requirements.filter { $0.status == .covered }.count }
}
