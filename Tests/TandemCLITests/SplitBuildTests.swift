import Foundation
import Testing
import TandemDiagnostics
import TandemKit
import TandemModel
import TandemSyntax

/// A large file is read in parts and the model builder reads the parts as one file: the design, duplicates and their
/// order included, is the one a single pass gives.
@Suite struct SplitBuildTests {
    /// Declarations of every kind, with duplicates early and late, so each part holds some.
    func design(_ n: Int) -> String {
        var text = "app \"Split\"\nrequirement R0 \"dup early\"\ntask T0 \"dup early\"\nscreen S0 \"dup early\"\n"
        for i in 0..<n {
            text += "requirement R\(i) \"Requirement \(i)\" { priority should }\n"
            text += "task T\(i) \"Task \(i)\" { satisfies R\(i) }\n"
            text += "model M\(i) { x: Int\n  x: String }\nenum E\(i) { a, b, a }\n"
            text += "screen S\(i) \"Screen \(i)\" {\n  tasks T\(i)\n  element go: button \"Go\" -> go\n  element go: label\n  action go\n}\n"
            text += "navigation { push S\(i) -> S\((i + 1) % n) }\n"
        }
        return text + "app \"Again\"\nrequirement R1 \"dup late\"\nmodel M2 { y: Int }\nenum M3 { c }\nscreen S3 \"dup late\"\n"
    }

    func expectSame(_ split: Design, _ whole: Design) {
        #expect(split.app == whole.app)
        #expect(split.requirements == whole.requirements)
        #expect(split.tasks == whole.tasks)
        #expect(split.models == whole.models)
        #expect(split.enums == whole.enums)
        #expect(split.screens == whole.screens)
        #expect(split.transitions == whole.transitions)
        #expect(split.duplicates == whole.duplicates)
        #expect(split.screenIndex == whole.screenIndex && split.taskIndex == whole.taskIndex)
    }

    @Test(arguments: [2, 4, 7])
    func partsBuildTheDesignOnePassBuilds(_ count: Int) throws {
        let file = SourceFile(id: FileID(0), path: "d.tandem", bytes: Array(design(60).utf8))
        let (parts, diagnostics) = Parser.parseInParts(file, splitFrom: 0, parts: count)
        #expect(diagnostics.isEmpty)
        #expect(parts.count == count && parts.allSatisfy { $0.file == FileID(0) })
        let whole = Parser.parse(file, splitFrom: .max).syntax
        #expect(DesignFileSyntax.joined(parts) == whole)
        let design = DesignBuilder.build(parts)
        #expect(design.duplicates.count > 60 * 3)
        expectSame(design, DesignBuilder.build([whole]))
        // Two files, the first in parts: still one pass, file by file.
        let other = SourceFile(id: FileID(1), path: "e.tandem", bytes: Array("requirement R5 \"again\"\nscreen S7 \"again\"\napp \"Third\"\n".utf8))
        let second = Parser.parse(other).syntax
        expectSame(DesignBuilder.build(parts + [second]), DesignBuilder.build([whole, second]))
    }

    /// Through the loader: a large design file is read in parts, and `check` says what it says of the file read whole.
    @Test func aLargeFileChecksAsOnePass() throws {
        let text = design(3_800)
        #expect(text.utf8.count > 1 << 20)
        let fs = InMemoryFileSystem(files: ["d.tandem": text])
        let outcome = Pipeline.run(["d.tandem"], fileSystem: fs)
        #expect(outcome.syntax.count == 2)  // about one part per megabyte
        let whole = DesignBuilder.build([Parser.parse(outcome.sources[FileID(0)], splitFrom: .max).syntax])
        expectSame(outcome.design, whole)
        #expect(outcome.diagnostics.contains { $0.code == "TD102" })
    }
}
