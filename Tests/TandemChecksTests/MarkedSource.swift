import Foundation
import TandemDiagnostics
import TandemKit
import Testing

/// Marked-up design text: `⟦TD201⟧` stands right before the character the caret must land on.
/// The helper strips the markers, checks the design in memory, and compares (code, offset) pairs exactly.
struct MarkedSource {
    let text: String
    let expected: [Expectation]

    struct Expectation: Hashable, CustomStringConvertible {
        var code: String
        var offset: Int
        var description: String { "\(code)@\(offset)" }
    }

    init(_ marked: String) {
        var text = ""
        var expected: [Expectation] = []
        var rest = Substring(marked)
        while let open = rest.range(of: "⟦") {
            text += rest[..<open.lowerBound]
            let close = rest.range(of: "⟧", range: open.upperBound..<rest.endIndex)!
            expected.append(Expectation(code: String(rest[open.upperBound..<close.lowerBound]), offset: text.utf8.count))
            rest = rest[close.upperBound...]
        }
        text += rest
        self.text = text
        self.expected = expected
    }
}

func check(_ marked: String, severities: [String: Severity] = [:], strict: Bool = false) -> (MarkedSource, Pipeline.Outcome) {
    let source = MarkedSource(marked)
    let fs = InMemoryFileSystem(files: ["design.tandem": source.text])
    let outcome = Pipeline.run(["design.tandem"], policy: SeverityPolicy(overrides: severities, strict: strict), fileSystem: fs)
    return (source, outcome)
}

/// Asserts that checking the text yields exactly the marked diagnostics.
func expectDiagnostics(_ marked: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let (source, outcome) = check(marked)
    let actual = outcome.diagnostics.map { MarkedSource.Expectation(code: $0.code, offset: $0.range?.start ?? -1) }
    #expect(actual.sorted { ($0.offset, $0.code) < ($1.offset, $1.code) }
            == source.expected.sorted { ($0.offset, $0.code) < ($1.offset, $1.code) },
            "\(outcome.diagnostics.map { "\($0.code) \($0.message)" })", sourceLocation: sourceLocation)
}

/// A small clean design that tests extend.
let cleanBase = """
requirement R1 "Log in"
task T1 "Log in" { satisfies R1 }
screen A "A" { tasks T1 }
navigation { start A }

"""
