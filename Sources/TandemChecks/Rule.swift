import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemPlatform

/// A design rule: it owns its descriptor (stable code, name, default severity) and its messages.
public protocol DesignRule: Sendable {
    static var descriptors: [RuleDescriptor] { get }
    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic])
}

/// Runs every rule over a design and applies `allow` clauses.
public enum Checker {
    public static let rules: [any DesignRule.Type] = [
        UndefinedReference.self, DuplicateDeclarationRule.self, UnknownType.self, UnknownAction.self,
        InvalidValue.self, UnknownAllowCode.self, OneChoice.self,
        UntracedTask.self, UncoveredRequirement.self, TaskWithoutScreen.self, ScreenWithoutTask.self, TaskCycle.self,
        StartScreen.self, UnreachableScreen.self, DataFlow.self, TabGroups.self, Embeddings.self, GoingBack.self, StackClearRule.self, DeepLinks.self, Bindings.self, Groups.self,
        TabsInStack.self, TabBarCovered.self, DrawerNotRoot.self,
        // Names that collide in generated code are design errors too: reported before anyone generates.
        GeneratedNameCollision.self, GeneratedMemberNames.self, SharedClass.self,
    ]

    /// Every descriptor the checks can report, in code order.
    public static var descriptors: [RuleDescriptor] {
        rules.flatMap { $0.descriptors }.sorted { $0.code < $1.code }
    }

    /// Every rule's findings; `targets` are the code-generation targets whose own type names a model may not take.
    public static func check(_ analysis: Analysis, targets: [any TargetAdapter] = []) -> [Diagnostic] {
        // The rules read the analysis and nothing else, so they run on every core, each into its own list; the lists
        // join in the rules' order, so the findings come out the same whatever ran first. Handed out last to first:
        // the costliest rule (generated names) is near the end of the list and should not be the last to start.
        let found = onEveryCore(rules.count) { k in
            var diagnostics: [Diagnostic] = []
            rules[rules.count - 1 - k].check(analysis, into: &diagnostics)
            return diagnostics
        }.reversed()
        var targetFindings: [Diagnostic] = []
        GeneratedNameCollision.checkTargetTypes(analysis, targets: targets, into: &targetFindings)
        return applyAllows(Array(found.joined()) + targetFindings, design: analysis.design)
    }

    /// Drops findings that the designer accepted with `allow CODE` on the transition they point into.
    static func applyAllows(_ diagnostics: [Diagnostic], design: Design) -> [Diagnostic] {
        // Few transitions have one: they are found by index, without a copy of every transition.
        let scoped = [design.transitions, design.globalTransitions].flatMap { list in
            list.indices.filter { !list[$0].allows.isEmpty }.map { list[$0] }
        }
        guard !scoped.isEmpty else { return diagnostics }
        return diagnostics.filter { d in
            guard let range = d.range else { return true }
            return !scoped.contains { t in
                t.range.file == range.file && t.range.start <= range.start && range.end <= t.range.end && t.allows(d.rule)
            }
        }
    }
}

