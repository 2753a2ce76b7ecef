import Foundation
import Testing
import TandemDiagnostics
@testable import TandemSyntax
import TandemTestSupport

/// A large file is read in parts at once; what comes out must be what one pass over the file gives.
@Suite struct SplitParseTests {
    func readWhole(_ file: SourceFile) -> (DesignFileSyntax, [Diagnostic]) { Parser.parse(file, from: 0, to: file.bytes.count) }
    func readSplit(_ file: SourceFile) -> (DesignFileSyntax, [Diagnostic]) { Parser.parse(file, splitFrom: 0) }

    /// Declarations enough that the middle falls between two of them.
    func design(_ middle: String) -> String {
        let head = (0..<40).map { "requirement R\($0) \"Requirement \($0)\" { priority must text \"Text \($0).\" }\n" }.joined()
        let tail = (0..<40).map { "task T\($0) \"Task \($0)\" { satisfies R\($0) }\n" }.joined()
        return head + middle + tail
    }

    /// A file with no errors: it splits in two, both parts read clean, and the split read is the one-pass read.
    func readCleanSplit(_ file: SourceFile) -> DesignFileSyntax {
        let splits = Parser.splitPoints(file.bytes, parts: 2)
        #expect(splits.count == 1)
        #expect(Parser.parseParts(file, at: splits).rereadFrom == nil)
        let (syntax, diagnostics) = readSplit(file)
        #expect(diagnostics.isEmpty)
        #expect(syntax == readWhole(file).0)
        return syntax
    }

    @Test func aCleanFileSplitsAndReadsAsOnePass() throws {
        let file = sourceFile(design("screen S \"S\" {\n  element go: button \"Go\" -> go\n  action go\n}\n"))
        let syntax = readCleanSplit(file)
        #expect(syntax.requirements.count == 40 && syntax.tasks.count == 40 && syntax.screens.count == 1)
        #expect(syntax.keywords.map(\.start) == syntax.keywords.map(\.start).sorted())
    }

    /// More parts than declarations: each split is a declaration's line, ascending, none twice; the parts join as one
    /// pass reads the file.
    @Test(arguments: [3, 4, 8, 500])
    func manyPartsJoinInFileOrder(_ parts: Int) throws {
        let file = sourceFile(design("screen S \"S\" {\n  action go\n}\n"))
        let splits = Parser.splitPoints(file.bytes, parts: parts)
        #expect(splits.count >= min(parts - 1, 40) && splits.count <= parts - 1)
        #expect(splits == splits.sorted() && Set(splits).count == splits.count)
        #expect(splits.allSatisfy { file.bytes[$0 - 1] == 0x0A })
        let (syntax, _, rereadFrom) = Parser.parseParts(file, at: splits)
        #expect(rereadFrom == nil && syntax.count == splits.count + 1)
        #expect(DesignFileSyntax.joined(syntax) == readWhole(file).0)
        #expect(Parser.parse(file, splitFrom: 0, parts: parts).syntax == readWhole(file).0)
    }

    /// CRLF line ends and a byte-order mark split as plain text does.
    @Test(arguments: ["crlf", "bom"])
    func lineEndsAndByteOrderMarksSplitToo(_ variant: String) throws {
        let text = design("screen S \"S\" {\n  action go\n}\n")
        let bytes = variant == "crlf" ? Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8) : [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        let syntax = readCleanSplit(SourceFile(id: FileID(0), path: "t.tandem", bytes: bytes))
        #expect(syntax.requirements.count == 40 && syntax.tasks.count == 40)
    }

    /// A line that starts like a declaration but sits inside a string, a comment or a body is no place to split: the
    /// first half then has something to report, and the file is read again whole.
    @Test(arguments: [
        "requirement X \"\"\"\n" + String(repeating: "task Inside \"string\"\n", count: 200) + "\"\"\"\n",
        "/*\n" + String(repeating: "task Inside \"comment\"\n", count: 200) + "*/\n",
        "screen S \"S\" {\n" + String(repeating: "task Inside\n", count: 200) + "}\n",
    ])
    func aSplitInsideAStatementFallsBackToOnePass(_ middle: String) {
        let file = sourceFile(design(middle))
        let splits = Parser.splitPoints(file.bytes, parts: 2)
        #expect(splits.count == 1)
        #expect(Parser.parseParts(file, at: splits).rereadFrom == 0)
        let (syntax, diagnostics) = readSplit(file)
        let (expected, expectedDiagnostics) = readWhole(file)
        #expect(syntax == expected)
        #expect(diagnostics == expectedDiagnostics)
    }

    /// Errors in a later part: the clean parts before it are kept, and from the first part with errors on the file is
    /// read again in one pass; syntax and diagnostics are one pass's, however many errors there are.
    @Test(arguments: [1, 3, 60])
    func anErrorInALaterPartRereadsFromThatPart(_ errors: Int) throws {
        let broken = String(repeating: "task Broken \"no closing brace\" { satisfies R1\n", count: errors)
        let file = sourceFile(design("") + broken)
        for parts in [2, 4] {
            let splits = Parser.splitPoints(file.bytes, parts: parts)
            let (syntax, diagnostics, rereadFrom) = Parser.parseParts(file, at: splits)
            #expect(rereadFrom.map { $0 > 0 } == true, "the first part (requirements) reads clean")
            let (expected, expectedDiagnostics) = readWhole(file)
            #expect(!expectedDiagnostics.isEmpty)
            #expect(DesignFileSyntax.joined(syntax) == expected)
            #expect(diagnostics == expectedDiagnostics)
        }
    }

    /// Every design the repository holds, good and broken, split at its middle.
    @Test func everyBundledDesignReadsAsOnePass() throws {
        let root = repositoryRoot
        let paths = ["examples", "Tests/Fixtures"].flatMap { folder in
            (FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".tandem") && !$0.hasSuffix("/.tandem") && $0 != ".tandem" }.map { folder + "/" + $0 }
        }.sorted()
        #expect(paths.count > 30)
        for path in paths {
            let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(path)))
            let file = SourceFile(id: FileID(0), path: path, bytes: bytes)
            let (syntax, diagnostics) = readSplit(file)
            let (expected, expectedDiagnostics) = readWhole(file)
            #expect(syntax == expected, "\(path)")
            #expect(diagnostics == expectedDiagnostics, "\(path)")
        }
    }
}
