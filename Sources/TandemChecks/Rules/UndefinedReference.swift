import TandemAnalysis
import TandemDiagnostics
import TandemModel

/// Flags a name that points at nothing: a task's requirement, a screen's task, a transition's screens,
/// an observed model. Typos are the usual cause, so the message suggests the nearest declared name.
enum UndefinedReference: DesignRule {
    static let rule = RuleDescriptor(
        code: "TD101", name: "undefined-reference", defaultSeverity: .error,
        summary: "A reference names a requirement, task, screen or model that is not declared.",
        explanation: "Every id used in 'satisfies', 'parent', 'tasks', 'observes', 'start', transitions, 'tabs' and 'embed' must be declared somewhere in the design. Fix the spelling (the hint suggests the nearest name) or declare it.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design
        // Each kind's names are indexed once, on the first unknown reference to that kind.
        var indexes: [String: NameIndex] = [:]
        func report(_ ref: Ref, _ kind: String, _ names: @autoclosure () -> [String]) {
            if indexes[kind] == nil { indexes[kind] = NameIndex(names()) }
            diagnostics.append(Diagnostic(rule, "unknown \(kind) '\(ref.name)'", at: ref.range,
                                          hint: indexes[kind]!.nearest(to: ref.name).map { "did you mean '\($0)'?" }))
        }
        for task in design.tasks {
            for r in task.satisfies where design.requirementIndex[r.name] == nil {
                report(r, "requirement", design.requirements.map(\.id))
            }
            if let parent = task.parent, design.taskIndex[parent.name] == nil {
                report(parent, "task", design.tasks.map(\.id))
            }
        }
        for screen in design.screens {
            for t in screen.tasks where design.taskIndex[t.name] == nil { report(t, "task", design.tasks.map(\.id)) }
            for m in screen.observes where design.modelIndex[m.name] == nil { report(m, "model", design.models.map(\.name)) }
        }
        let screenIDs = { design.screens.map(\.id) }
        for start in design.starts where design.screenIndex[start.name] == nil { report(start, "screen", screenIDs()) }
        for t in design.transitions + design.globalTransitions {
            if !t.fromAnyScreen, design.screenIndex[t.source.name] == nil { report(t.source, "screen", screenIDs()) }
            if let scope = t.scope, design.group(scope.name) == nil { report(scope, "group", design.groups.map(\.name.name)) }
            // A group without a start is TD316's.
            if design.screenIndex[t.target.name] == nil, design.group(t.target.name) == nil { report(t.target, "screen", screenIDs()) }
            if let clear = t.clear, design.screenIndex[clear.screen.name] == nil { report(clear.screen, "screen", screenIDs()) }
        }
        for group in design.groups {
            for ref in group.members + (group.start.map { [$0] } ?? []) where design.screenIndex[ref.name] == nil { report(ref, "screen", screenIDs()) }
        }
        for link in design.deepLinks where design.screenIndex[link.target.name] == nil { report(link.target, "screen", screenIDs()) }
        for b in design.backs {
            for ref in [b.source] + (b.target.map { [$0] } ?? []) where design.screenIndex[ref.name] == nil {
                report(ref, "screen", screenIDs())
            }
        }
        for group in design.tabGroups {
            // An unknown initial tab is reported by TabGroups as not one of the tabs.
            for ref in [group.container] + group.children
            where design.screenIndex[ref.name] == nil {
                report(ref, "screen", screenIDs())
            }
        }
        for embedding in design.embeddings {
            for ref in [embedding.parent] + embedding.children where design.screenIndex[ref.name] == nil { report(ref, "screen", screenIDs()) }
        }
    }
}
