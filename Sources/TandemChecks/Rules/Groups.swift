import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemSyntax

/// Checks named flows (`group Onboarding [Welcome, Terms] start Welcome`): a group holds screens, starts at one of
/// them (a transition to it opens its start), shares no name with a screen, and a screen is in one group at most (a
/// Navigation destination belongs to one graph).
enum Groups: DesignRule {
    static let reads: DeclarationKinds = .modelNavigation
    static let rule = RuleDescriptor(
        code: "TD316", name: "invalid-group", defaultSeverity: .error,
        summary: "A group has no screens, no start among them, or shares a name or a screen with another.",
        explanation: "'group Onboarding [Welcome, Terms] start Welcome' names a flow: 'push Home -> Onboarding' opens Welcome. The start must be one of the group's screens, a group needs a start for a transition to open it, a screen belongs to one group, and a group's name is not a screen's.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design
        guard !design.groups.isEmpty else { return }
        var groupOf: [String: ScreenGroup] = [:]
        for group in design.groups {
            if let screen = design.screen(group.name.name) {
                diagnostics.append(Diagnostic(rule, "group '\(group.name.name)' has the name of a screen", at: group.name.range,
                                              notes: [DiagnosticNote("screen declared here", at: screen.idRange)], hint: "name the group after its flow"))
            }
            if group.members.isEmpty {
                diagnostics.append(Diagnostic(rule, "group '\(group.name.name)' has no screens", at: group.name.range,
                                              hint: "list its screens: 'group \(group.name.name) [First, Second] start First'"))
            }
            if let start = group.start, !group.members.contains(where: { $0.name == start.name }) {
                diagnostics.append(Diagnostic(rule, "'\(start.name)' is not a screen of group '\(group.name.name)'", at: start.range)
                    .suggesting(closestTo: start.name, in: group.members.map(\.name), otherwise: "start at one of its screens"))
            }
            for member in group.members where design.screenIndex[member.name] != nil {
                if let first = groupOf[member.name], first.name != group.name {
                    diagnostics.append(Diagnostic(rule, "screen '\(member.name)' is in groups '\(first.name.name)' and '\(group.name.name)'", at: member.range,
                                                  notes: [DiagnosticNote("first listed here", at: first.range)], hint: "keep it in one group"))
                } else {
                    groupOf[member.name] = group
                }
            }
        }
        // A transition to a group without a start opens nothing.
        for transitions in [design.transitions, design.globalTransitions] {
            for i in transitions.indices where design.screenIndex[transitions[i].target.name] == nil {
                guard let group = design.group(transitions[i].target.name), group.start == nil else { continue }
                let t = transitions[i]
                diagnostics.append(Diagnostic(rule, "group '\(group.name.name)' has no start, so '\(t.style.rawValue)' cannot open it", at: t.target.range,
                                              notes: [DiagnosticNote("group declared here", at: group.range)],
                                              hint: "add 'start \(group.members.first?.name ?? "Screen")' to the group"))
            }
        }
    }
}
