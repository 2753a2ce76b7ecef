import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemPlatform
import TandemSyntax

/// A design rule: it owns its descriptor (stable code, name, default severity) and its messages.
public protocol DesignRule: Sendable {
    static var descriptors: [RuleDescriptor] { get }
    /// The codes its findings carry: its own descriptors, or for a part of another rule (run apart, so the parts run
    /// side by side), the other's. A policy that ignores all of them does not run it
    /// (`Checker.findings(_:targets:after:ignoring:)`); a debug build checks every finding against them.
    static var reports: [RuleDescriptor] { get }
    /// The kinds of declaration its findings depend on, through the model and the analysis (`DeclarationKinds.model…`
    /// says what each part of the model is made from). After an edit that changed none of them, its findings are the
    /// last run's, moved with the text. A test edits declarations of every other kind and holds each rule to it.
    static var reads: DeclarationKinds { get }
    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic])
}

extension DesignRule {
    public static var reports: [RuleDescriptor] { descriptors }
}

/// Runs the rules over a design (those the policy leaves anything to report) and applies `allow` clauses.
public enum Checker {
    public static let rules: [any DesignRule.Type] = [
        UndefinedReference.self, UndefinedReference.InScreens.self, UndefinedReference.InNavigation.self, DuplicateDeclarationRule.self, UnknownType.self, UnknownAction.self,
        InvalidValue.self, UnknownAllowCode.self, OneChoice.self,
        UntracedTask.self, UncoveredRequirement.self, TaskWithoutScreen.self, ScreenWithoutTask.self, TaskCycle.self,
        StartScreen.self, UnreachableScreen.self, DataFlow.self, TabGroups.self, Embeddings.self, GoingBack.self, StackClearRule.self, DeepLinks.self, Bindings.self, Groups.self,
        TabsInStack.self, TabBarCovered.self, DrawerNotRoot.self,
        // Names that collide in generated code are design errors too: reported before anyone generates.
        GeneratedNameCollision.self, GeneratedMemberNames.self, SharedClass.self,
    ]

    /// The codes each list of `findings` carries: each rule's, then the target types'.
    static let reports: [[RuleDescriptor]] = rules.map { $0.reports } + [GeneratedNameCollision.targetTypesReports]

    /// Every descriptor the checks can report, in code order.
    public static var descriptors: [RuleDescriptor] {
        rules.flatMap { $0.descriptors }.sorted { $0.code < $1.code }
    }

    /// Every rule's findings; `targets` are the code-generation targets whose own type names a model may not take.
    public static func check(_ analysis: Analysis, targets: [any TargetAdapter] = []) -> [Diagnostic] {
        check(findings(analysis, targets: targets), design: analysis.design)
    }

    /// The findings of `findings(_:targets:after:ignoring:)`, in the rules' order, without those the designer accepted
    /// with `allow CODE` on the transition they point into: one list, made at its size.
    public static func check(_ findings: [[Diagnostic]], design: Design) -> [Diagnostic] {
        // Few transitions have one: they are found by index, without a copy of every transition.
        let scoped = [design.transitions, design.globalTransitions].flatMap { list in
            list.indices.filter { !list[$0].allows.isEmpty }.map { list[$0] }
        }
        var kept: [Diagnostic] = []
        kept.reserveCapacity(findings.reduce(0) { $0 + $1.count })
        for list in findings {
            guard !scoped.isEmpty else { kept.append(contentsOf: list); continue }
            kept.append(contentsOf: list.lazy.filter { d in
                guard let range = d.range else { return true }
                return !scoped.contains { t in
                    t.range.file == range.file && t.range.start <= range.start && range.end <= t.range.end && t.allows(d.rule)
                }
            })
        }
        return kept
    }

    /// The last run's findings, rule by rule (`findings`), and what an edit changed since.
    public struct Earlier: Sendable {
        public var findings: [[Diagnostic]]
        public var changed: DeclarationKinds
        /// How each file that changed changed.
        public var moves: [FileID: ByteChange]
        public init(findings: [[Diagnostic]], changed: DeclarationKinds, moves: [FileID: ByteChange]) {
            (self.findings, self.changed, self.moves) = (findings, changed, moves)
        }
    }

    /// Each rule's findings, one list per rule in `rules`' order and then the target types' (before `allow` clauses).
    /// After `earlier`, a rule that reads none of the kinds the edit changed keeps its findings, moved with the text;
    /// it runs again when one of them points into the changed text.
    /// - Parameter ignored: codes the severity policy drops (`SeverityPolicy.ignored`): a rule that reports only those
    ///   is not run, and its list is empty (what a run after this one keeps of it is then right for the same policy).
    public static func findings(_ analysis: Analysis, targets: [any TargetAdapter] = [], after earlier: Earlier? = nil,
                                ignoring ignored: Set<String> = []) -> [[Diagnostic]] {
        var found = [[Diagnostic]?](repeating: nil, count: rules.count + 1)
        if !ignored.isEmpty {
            for k in found.indices where !reports[k].isEmpty && reports[k].allSatisfy({ ignored.contains($0.code) }) { found[k] = [] }
        }
        if let earlier, earlier.findings.count == found.count {
            for (k, rule) in rules.enumerated() where found[k] == nil && rule.reads.isDisjoint(with: earlier.changed) {
                found[k] = earlier.findings[k].moved(by: earlier.moves)
            }
            if found[rules.count] == nil, GeneratedNameCollision.targetTypesRead.isDisjoint(with: earlier.changed) {
                found[rules.count] = earlier.findings[rules.count].moved(by: earlier.moves)
            }
        }
        // The rules read the analysis and nothing else, so they run on every core, each into its own list, and so do
        // the target types (the last list); the lists keep the rules' order, so the findings come out the same
        // whatever ran first. Handed out last to first: the costliest rules (generated names) are near the end of the
        // list and should not be the last to start.
        let pending = found.indices.reversed().filter { found[$0] == nil }
        let made = onEveryCore(pending.count) { k in
            var diagnostics: [Diagnostic] = []
            if pending[k] == rules.count {
                GeneratedNameCollision.checkTargetTypes(analysis, targets: targets, into: &diagnostics)
            } else {
                rules[pending[k]].check(analysis, into: &diagnostics)
            }
            assert(diagnostics.allSatisfy { d in reports[pending[k]].contains { $0.code == d.rule.code } },
                   "a finding whose code its rule does not report: skipping the rule when that code is ignored would lose it")
            return diagnostics
        }
        for (k, list) in zip(pending, made) { found[k] = list }
        return found.map { $0 ?? [] }
    }

    /// Builds now, and keeps, the index of names that a misspelt reference's suggestion is chosen from, for each kind
    /// of declaration the design has at least `minimum` of. A language server calls it on a design just opened, off
    /// its main queue: the first reference typed that names nothing (any half-typed name) would otherwise wait for it
    /// (a tenth of a second for 25,000 requirements). Returns the kinds it made.
    @discardableResult
    public static func prepareSuggestions(_ design: Design, minimum: Int = 1_000) -> [String] {
        UndefinedReference.prepareSuggestions(design, minimum: minimum)
    }
}

