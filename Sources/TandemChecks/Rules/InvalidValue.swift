import TandemAnalysis
import TandemDiagnostics
import TandemModel

/// Flags a keyword value the language does not know: a priority, a screen kind, an element kind,
/// a lifecycle hook. Generators map each to a native construct, so the set is closed.
enum InvalidValue: DesignRule {
    static let rule = RuleDescriptor(
        code: "TD105", name: "invalid-value", defaultSeverity: .error,
        summary: "A priority, screen kind, element kind or lifecycle hook that the language does not define.",
        explanation: "Priorities: must, should, could, wont. Screen kinds: plain, list, detail, form, web, map, tabs. Lifecycle hooks: create, resume, pause. Element kinds are listed in docs/language.md.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        func report(_ ref: Ref, _ what: String, _ allowed: [String]) {
            diagnostics.append(Diagnostic(
                rule, "unknown \(what) '\(ref.name)'", at: ref.range,
                notes: [DiagnosticNote("expected one of: " + allowed.joined(separator: ", "))],
                hint: Diagnostic.suggestion(for: ref.name, in: allowed)))
        }
        let design = analysis.design
        for r in design.requirements where r.priority == nil {
            if let ref = r.priorityRef { report(ref, "priority", Priority.allCases.map(\.rawValue)) }
        }
        for screen in design.screens {
            if screen.kind == nil, let ref = screen.kindRef { report(ref, "screen kind", ScreenKind.allCases.map(\.rawValue)) }
            for e in screen.elements where e.kind == nil {
                report(e.kindRef, "element kind", ElementKind.allCases.map(\.rawValue))
            }
            for hook in screen.lifecycleRefs where LifecycleHook(rawValue: hook.name) == nil {
                report(hook, "lifecycle hook", LifecycleHook.allCases.map(\.rawValue))
            }
        }
    }
}
