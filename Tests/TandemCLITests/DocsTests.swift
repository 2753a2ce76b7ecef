import Foundation
import Testing
import TandemDiagnostics
import TandemKit
import TandemSyntax

@Suite struct DocsTests {
    @Test func diagnosticsReferenceIsCurrent() throws {
        try expectGoldenFile(RuleCatalog.markdownReference(), at: "docs/diagnostics.md")
    }

    /// Every ```tandem block in the docs parses without a syntax error.
    @Test(arguments: ["docs/language.md", "README.md"])
    func tandemSnippetsParse(_ path: String) throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
        let blocks = text.components(separatedBy: "```tandem\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(!blocks.isEmpty || path == "README.md")
        for block in blocks {
            let file = SourceFile(id: FileID(0), path: path, bytes: Array(block.utf8))
            let (_, diagnostics) = Parser.parse(file)
            #expect(diagnostics.isEmpty, "\(path): \(diagnostics.map(\.message))")
        }
    }
}

/// A checked-in file that is generated: TANDEM_RECORD=1 regenerates it.
func expectGoldenFile(_ actual: String, at path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    try expectGolden(actual, at: repositoryRoot.appendingPathComponent(path), sourceLocation: sourceLocation)
}
