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

/// `tandem help language` prints docs/language.md, compiled in so that a copied binary carries its reference.
@Suite struct LanguageReferenceTests {
    /// The Swift source holding the page: one raw literal with more `#` than any run in the text.
    static func swiftSource(_ markdown: String) -> String {
        var longest = 0, run = 0
        for c in markdown.unicodeScalars { run = c == "#" ? run + 1 : 0; longest = max(longest, run) }
        let hashes = String(repeating: "#", count: longest + 1)
        return """
        // Made from docs/language.md by LanguageReferenceTests: do not edit; after changing the page, run
        // TANDEM_RECORD=1 swift test --filter LanguageReference

        /// The design language's reference (docs/language.md), printed by `tandem help language`.
        public enum LanguageReference {
            public static let markdown = \(hashes)\"\"\"
        \(markdown)
        \"\"\"\(hashes)
        }

        """
    }

    @Test func theSwiftFileIsMadeFromThePage() throws {
        let markdown = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/language.md"), encoding: .utf8)
        try expectGoldenFile(Self.swiftSource(markdown), at: "Sources/TandemKit/LanguageReference.swift")
    }

    @Test func helpLanguagePrintsThePage() throws {
        let markdown = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/language.md"), encoding: .utf8)
        let run = try runTandem(["help", "language"])
        #expect(run.status == 0)
        #expect(run.stdout == markdown)
        // The root help says where the reference is.
        #expect(try runTandem(["--help"]).stdout.contains("tandem help language"))
    }
}
