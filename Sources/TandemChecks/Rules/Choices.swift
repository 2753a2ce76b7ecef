import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemPlatform
import TandemSyntax

/// A picker's, spinner's or segmented control's text is its entries, separated by `|`, where every other element's
/// text is a caption: `picker "Pickup branch"` is a dropdown with one entry, which a user can never change.
enum OneChoice: DesignRule {
    static let reads: DeclarationKinds = .screens
    static let rule = RuleDescriptor(
        code: "TD107", name: "one-choice", defaultSeverity: .warning,
        summary: "A picker, spinner or segmented control offers a single entry.",
        explanation: "The text of a picker, spinner or segmented control is its entries, separated by '|' (picker \"Main | East | West\"); for every other element it is the caption. With one entry there is nothing to choose: write the entries, or leave a picker's text out and fill its entries in code.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let screens = analysis.design.screens
        for i in screens.indices {
            let elements = screens[i].elements
            for j in elements.indices {
                guard let kind = elements[j].kind, kind == .picker || kind == .spinner || kind == .segmented else { continue }
                let entries = Projection.segments(of: elements[j])
                guard entries.count == 1 else { continue }
                let what = kind == .segmented ? "segment" : "entry", called = kind == .segmented ? "segmented control" : kind.rawValue
                let example = kind == .segmented ? "segmented \"Day | Week | Month\"" : "\(kind.rawValue) \"Main | East | West\""
                diagnostics.append(Diagnostic(
                    rule, "\(called) '\(elements[j].name)' offers one \(what), '\(entries[0])': there is nothing to choose",
                    at: elements[j].range,
                    notes: [DiagnosticNote("a \(called)'s text is its \(what == "entry" ? "entries" : "segments"), separated by '|'; other elements' text is a caption")],
                    hint: kind == .segmented ? "write its segments, as in \(example)"
                        : "write its entries, as in \(example), or leave the text out and fill the entries in code"))
            }
        }
    }
}
