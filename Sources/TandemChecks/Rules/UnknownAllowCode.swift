import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemSyntax

/// Flags `allow X` where X is no diagnostic code or name: the suppression would silently do nothing.
enum UnknownAllowCode: DesignRule {
    static let reads: DeclarationKinds = .navigations
    static let rule = RuleDescriptor(
        code: "TD106", name: "unknown-allow", defaultSeverity: .warning,
        summary: "An 'allow' clause names no known diagnostic.",
        explanation: "Write the code (TD402) or the name (tab-bar-covered) of the diagnostic to accept; 'tandem rules' lists them.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        // Only design rules can fire inside a transition, so only they can be allowed there.
        let known = Checker.descriptors
        let names = Set(known.flatMap { [$0.code, $0.name] })
        for t in analysis.design.transitions + analysis.design.globalTransitions {
            for allow in t.allows where !names.contains(allow.code.name) {
                diagnostics.append(Diagnostic(
                    rule, "'allow \(allow.code.name)' names no known diagnostic", at: allow.code.range)
                    .suggesting(closestTo: allow.code.name, in: known.map(\.name)))
            }
        }
    }
}
