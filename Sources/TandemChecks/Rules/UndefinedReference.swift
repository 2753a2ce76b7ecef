import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemSyntax

/// Flags a name that points at nothing: a task's requirement, a screen's task, a transition's screens,
/// an observed model. Typos are the usual cause, so the message suggests the nearest declared name.
/// In three parts, by the kind of declaration that holds the reference (tasks', screens', the navigation's), each a rule
/// of the checker's list that reads only what its references can name: a task typed checks the tasks' references again,
/// not every transition's.
enum UndefinedReference: DesignRule {
    static let reads: DeclarationKinds = [.requirements, .tasks]
    static let rule = RuleDescriptor(
        code: "TD101", name: "undefined-reference", defaultSeverity: .error,
        summary: "A reference names a requirement, task, screen or model that is not declared.",
        explanation: "Every id used in 'satisfies', 'parent', 'tasks', 'observes', 'start', transitions, 'tabs' and 'embed' must be declared somewhere in the design. Fix the spelling (the hint suggests the nearest name) or declare it.")
    static let descriptors = [rule]

    /// Reports references that name nothing, each with the nearest declared name of its kind. Each kind's names are
    /// indexed once, on the first unknown reference to that kind (and kept for the next check of the same names: the
    /// language server's, a keystroke later).
    struct Reporter {
        let design: Design
        var indexes: [Kind: NameIndex] = [:]
        mutating func report(_ ref: Ref, _ kind: Kind, into diagnostics: inout [Diagnostic]) {
            if indexes[kind] == nil { indexes[kind] = kind.index(of: design) }
            diagnostics.append(Diagnostic(rule, "unknown \(kind.rawValue) '\(ref.name)'", at: ref.range).suggesting(indexes[kind]!.nearest(to: ref.name)))
        }
    }

    /// What a reference can name, and the names the nearest is chosen from.
    enum Kind: String, CaseIterable {
        case requirement, task, screen, model, group

        func names(_ design: Design) -> [String] {
            switch self {
            case .requirement: design.requirements.map(\.id)
            case .task: design.tasks.map(\.id)
            case .screen: design.screens.map(\.id)
            case .model: design.models.map(\.name)
            case .group: design.groups.map(\.name.name)
            }
        }

        func index(of design: Design) -> NameIndex { NameIndex.reusing(names(design), kind: rawValue) }
    }

    /// Builds the index of every kind with at least `minimum` names, as the first misspelt reference to it would: a
    /// language server calls this while its user reads a large design just opened, so that the first keystroke does
    /// not wait for it.
    static func prepareSuggestions(_ design: Design, minimum: Int) -> [String] {
        Kind.allCases.filter { $0.names(design).count >= minimum }.map { _ = $0.index(of: design); return $0.rawValue }
    }

    /// Tasks' requirements and parents.
    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design
        var reporter = Reporter(design: design)
        func report(_ ref: Ref, _ kind: Kind) { reporter.report(ref, kind, into: &diagnostics) }
        // Tasks' requirements were resolved once, by the analysis' trace links: their misses, in order.
        var satisfies = analysis.unresolvedSatisfies[...]
        for t in design.tasks.indices {
            while let miss = satisfies.first, miss.declaration == t {
                report(design.tasks[t].satisfies[miss.reference], .requirement)
                satisfies.removeFirst()
            }
            if let parent = design.tasks[t].parent, design.taskIndex[parent.name] == nil {
                report(parent, .task)
            }
        }
    }
}

extension UndefinedReference {
    /// Screens' tasks and observed models (TD101's second part).
    enum InScreens: DesignRule {
        static let descriptors: [RuleDescriptor] = []
        static var reports: [RuleDescriptor] { UndefinedReference.descriptors }
        static let reads: DeclarationKinds = DeclarationKinds.modelScreens.union(.tasks)

        static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
            let design = analysis.design
            var reporter = Reporter(design: design)
            func report(_ ref: Ref, _ kind: Kind) { reporter.report(ref, kind, into: &diagnostics) }
            // Screens' tasks were resolved once, by the analysis: their misses, in order.
            var screenTasks = analysis.unresolvedScreenTasks[...]
            for s in design.screens.indices {
                while let miss = screenTasks.first, miss.declaration == s {
                    report(design.screens[s].tasks[miss.reference], .task)
                    screenTasks.removeFirst()
                }
                for m in design.screens[s].observes where design.modelIndex[m.name] == nil { report(m, .model) }
            }
        }
    }

    /// The navigation's screens and groups (TD101's third part).
    enum InNavigation: DesignRule {
        static let descriptors: [RuleDescriptor] = []
        static var reports: [RuleDescriptor] { UndefinedReference.descriptors }
        static let reads: DeclarationKinds = .modelNavigation

        static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
            let design = analysis.design
            var reporter = Reporter(design: design)
            func report(_ ref: Ref, _ kind: Kind) { reporter.report(ref, kind, into: &diagnostics) }
            func screen(_ ref: Ref) { if design.screenIndex[ref.name] == nil { report(ref, .screen) } }
            func screens(_ refs: [Ref]) { for ref in refs { screen(ref) } }
            screens(design.starts)
            // Transitions and ways back are read in place, by index: a copy of each retains all its parts, and a list
            // made of its references is an allocation, for each of a large design's thousands.
            for list in [design.transitions, design.globalTransitions] {
                for i in list.indices {
                    if !list[i].fromAnyScreen { screen(list[i].source) }
                    if let scope = list[i].scope, design.group(scope.name) == nil { report(scope, .group) }
                    // A group without a start is TD316's.
                    if design.screenIndex[list[i].target.name] == nil, design.group(list[i].target.name) == nil { report(list[i].target, .screen) }
                    if let clear = list[i].clear { screen(clear.screen) }
                }
            }
            for group in design.groups {
                screens(group.members)
                if let start = group.start { screen(start) }
            }
            for i in design.deepLinks.indices { screen(design.deepLinks[i].target) }
            for i in design.backs.indices {
                screen(design.backs[i].source)
                if let target = design.backs[i].target { screen(target) }
            }
            // An unknown initial tab is reported by TabGroups as not one of the tabs.
            for group in design.tabGroups {
                screen(group.container)
                screens(group.children)
            }
            for embedding in design.embeddings {
                screen(embedding.parent)
                screens(embedding.children)
            }
        }
    }
}
