import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemSyntax

/// Flags a second declaration of the same id (requirements, tasks, models, screens, and members within a
/// model or screen). Ids are how the design refers to things, so each must be unique.
enum DuplicateDeclarationRule: DesignRule {
    static let reads: DeclarationKinds = .all
    static let rule = RuleDescriptor(
        code: "TD102", name: "duplicate-declaration", defaultSeverity: .error,
        summary: "An id or member name is declared more than once.",
        explanation: "Requirements, tasks, models and screens each need a unique id, and names within a screen or model must be unique. The first declaration is used; rename or remove the other.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        for d in analysis.design.duplicates {
            diagnostics.append(Diagnostic(
                rule, "duplicate \(d.kind) '\(d.name)'", at: d.duplicate,
                notes: [DiagnosticNote("first declared here", at: d.first)],
                hint: "rename or remove one of the declarations"))
        }
    }
}
