import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemSyntax

/// Flags a name that points at nothing: a task's requirement, a screen's task, a transition's screens,
/// an observed model. Typos are the usual cause, so the message suggests the nearest declared name.
enum UndefinedReference: DesignRule {
    static let reads: DeclarationKinds = .all
    static let rule = RuleDescriptor(
        code: "TD101", name: "undefined-reference", defaultSeverity: .error,
        summary: "A reference names a requirement, task, screen or model that is not declared.",
        explanation: "Every id used in 'satisfies', 'parent', 'tasks', 'observes', 'start', transitions, 'tabs' and 'embed' must be declared somewhere in the design. Fix the spelling (the hint suggests the nearest name) or declare it.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design
        // Each kind's names are indexed once, on the first unknown reference to that kind (and kept for the next check
        // of the same names: the language server's, a keystroke later).
        var indexes: [String: NameIndex] = [:]
        func report(_ ref: Ref, _ kind: String, _ names: @autoclosure () -> [String]) {
            if indexes[kind] == nil { indexes[kind] = NameIndex.reusing(names(), kind: kind) }
            diagnostics.append(Diagnostic(rule, "unknown \(kind) '\(ref.name)'", at: ref.range).suggesting(indexes[kind]!.nearest(to: ref.name)))
        }
        // Tasks' requirements and screens' tasks were resolved once, by the analysis' trace links: their misses, in order.
        var satisfies = analysis.unresolvedSatisfies[...], screenTasks = analysis.unresolvedScreenTasks[...]
        for t in design.tasks.indices {
            while let miss = satisfies.first, miss.declaration == t {
                report(design.tasks[t].satisfies[miss.reference], "requirement", design.requirements.map(\.id))
                satisfies.removeFirst()
            }
            if let parent = design.tasks[t].parent, design.taskIndex[parent.name] == nil {
                report(parent, "task", design.tasks.map(\.id))
            }
        }
        for s in design.screens.indices {
            while let miss = screenTasks.first, miss.declaration == s {
                report(design.screens[s].tasks[miss.reference], "task", design.tasks.map(\.id))
                screenTasks.removeFirst()
            }
            for m in design.screens[s].observes where design.modelIndex[m.name] == nil { report(m, "model", design.models.map(\.name)) }
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
