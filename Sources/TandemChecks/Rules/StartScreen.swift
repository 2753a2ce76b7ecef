import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemSyntax

/// Flags a design without a start screen, or with more than one: the app needs exactly one entry point
/// (iOS root view controller, Android launcher activity).
enum StartScreen: DesignRule {
    static let reads: DeclarationKinds = .modelNavigation
    static let missing = RuleDescriptor(
        code: "TD301", name: "missing-start", defaultSeverity: .error,
        summary: "The design has no start screen.",
        explanation: "Declare the entry point in a navigation block: 'navigation { start Login }'. It becomes the iOS root view controller and the Android launcher activity.")
    static let duplicate = RuleDescriptor(
        code: "TD302", name: "duplicate-start", defaultSeverity: .error,
        summary: "The design declares more than one start screen.",
        explanation: "An app has one entry point; keep one 'start' statement.")
    static let descriptors = [missing, duplicate]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design
        if design.starts.isEmpty, !design.screens.isEmpty {
            diagnostics.append(Diagnostic(
                missing, "the design has no start screen", at: design.screens[0].idRange,
                hint: "add 'navigation { start \(design.screens[0].id) }' naming the first screen users see"))
        }
        for extra in design.starts.dropFirst() {
            diagnostics.append(Diagnostic(
                duplicate, "more than one start screen: '\(extra.name)'", at: extra.range,
                notes: [DiagnosticNote("the start screen is first declared here", at: design.starts[0].range)],
                hint: "keep one 'start' statement"))
        }
    }
}
