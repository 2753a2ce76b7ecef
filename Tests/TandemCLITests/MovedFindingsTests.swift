import Foundation
import Testing
import TandemDiagnostics
import TandemKit
import TandemTestSupport

/// After an edit of comments and blank space only, the language server publishes the last run's findings moved with
/// the text (`DesignLoader.Result.movedOnly`, `Diagnostic.moved(by:)`). They must be what checking the edited
/// design finds.
@Suite struct MovedFindingsTests {
    @Test func aRangeMovesWhenItsEndsLieOutsideTheChange() {
        // "ab cd" → "ab  xcd": prefix 3 ("ab "), suffix 2 ("cd"), the old [3, 3) became [3, 5).
        let change = ByteChange(from: Array("ab cd".utf8), to: Array("ab  xcd".utf8))
        #expect(change.prefix == 3 && change.suffix == 2 && !change.isNone)
        func moved(_ start: Int, _ end: Int) -> [Int]? {
            change.moved(SourceRange(file: FileID(0), start: start, end: end)).map { [$0.start, $0.end] }
        }
        #expect(moved(0, 2) == [0, 2], "before the change")
        #expect(moved(3, 5) == [5, 7], "after it: moved by the bytes it added")
        #expect(moved(0, 5) == [0, 7], "across it")
        #expect(moved(3, 3) == nil, "a point where text was put: before it or after, nothing says")
        #expect(moved(2, 2) == [2, 2] && moved(4, 4) == [6, 6])
        // A byte the edit wrote over: "a b" → "axb".
        let over = ByteChange(from: Array("a b".utf8), to: Array("axb".utf8))
        #expect(over.moved(SourceRange(file: FileID(0), start: 1, end: 2)) == nil)
        #expect(over.moved(SourceRange(file: FileID(0), start: 0, end: 1)) == SourceRange(file: FileID(0), start: 0, end: 1))
        #expect(over.moved(SourceRange(file: FileID(0), start: 2, end: 3)) == SourceRange(file: FileID(0), start: 2, end: 3))
    }

    /// A design as a folder of files, loaded, edited and loaded again with one cache; what the load offers to move.
    final class Folder {
        let dir: URL
        let cache: DesignLoader.SyntaxCache
        let loader = DesignLoader()
        var files: [String: [UInt8]]
        var last: [Diagnostic] = []

        init(_ files: [String: [UInt8]], partSize: Int) throws {
            dir = try temporaryDirectory()
            cache = DesignLoader.SyntaxCache(partSize: partSize)
            self.files = files
            try write()
        }
        deinit { try? FileManager.default.removeItem(at: dir) }

        func write() throws { for (name, bytes) in files { try Data(bytes).write(to: dir.appendingPathComponent(name)) } }

        /// Loads the folder: the moved findings when the load offers them, and what a check of it finds.
        func load() throws -> (moved: [Diagnostic]?, checked: [Diagnostic], clean: Bool) {
            try write()
            let loaded = loader.load([dir.path], cache: cache)
            let checked = Pipeline.run(loaded).diagnostics
            let moved = loaded.movedOnly.flatMap { last.moved(by: $0) }
            last = checked
            return (moved, checked, loaded.diagnostics.isEmpty)
        }
    }

    /// Edits that keep every declaration but move a token other than by the bytes they add: the tree with its ranges
    /// taken away is the same, so only ranges moved through the edit tell them apart (a review found both).
    @Test(arguments: [
        // A comment opened after a copy of the name: the name the finding points at is now the one before it.
        ("requirement R1\ntask T {\n  satisfies R2\n}\n", "  satisfies R2", "  satisfies  R2 //R2"),
        // A string that grows with the same value.
        ("requirement R1\ntask T { satisfies R1 }\nscreen A { tasks T }\nnavigation {\n  start A\n  deeplink \"\" -> A\n}\n",
         "deeplink \"\" -> A", "deeplink \"\"\"\n  \"\"\" -> A"),
    ])
    func anEditThatMovesATokenIsChecked(_ design: String, _ before: String, _ after: String) throws {
        let folder = try Folder(["d.tandem": Array(design.utf8)], partSize: 1 << 16)
        let first = try folder.load()
        #expect(!first.checked.isEmpty, "the design has findings to move")
        folder.files["d.tandem"] = Array(design.replacingOccurrences(of: before, with: after).utf8)
        let edited = try folder.load()
        #expect(edited.moved == nil || edited.moved == edited.checked, "\(edited.moved ?? []) vs \(edited.checked)")
    }

    /// Every bundled design (the examples as the folders they are, imports and all; each broken example and fixture
    /// alone; some again with CRLF line ends or a byte-order mark) edited 30 times at random places (a design of several
    /// files 120 times): a comment or a blank line at a line's start, a space anywhere (inside
    /// a name it is no longer the same design), a line taken out, in any of its files. Each time the moved findings are
    /// offered, they equal a full check's.
    @Test func movedFindingsAreWhatACheckFinds() throws {
        var random = SeededRandom(seed: 0x5851_F42D_4C95_7F2D)
        let designs = try bundledDesignFolders()
        var offered = 0, declined = 0, withFindings = 0, severalFiles = 0
        for design in designs {
            // Parts of 128 bytes: an edit keeps the parts before it and moves those after it.
            let folder = try Folder(design, partSize: 128)
            guard try folder.load().clean else { continue }
            for _ in 0..<(design.count > 1 ? 120 : 30) {
                let name = design.keys.sorted()[random(design.count)]
                var text = folder.files[name]!
                let at = random(text.count + 1)
                let lineStart = text[..<at].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
                switch random(4) {
                case 0: text.insert(contentsOf: Array("// a note\n".utf8), at: lineStart)
                case 1: text.insert(0x0A, at: lineStart)
                case 2: text.insert(0x20, at: at)
                default:
                    if let end = text[lineStart...].firstIndex(of: 0x0A) { text.removeSubrange(lineStart...end) }
                }
                let before = folder.files[name]!
                folder.files[name] = text
                let (moved, checked, clean) = try folder.load()
                if let moved {
                    offered += 1
                    if !checked.isEmpty { withFindings += 1 }
                    if design.count > 1 { severalFiles += 1 }
                    #expect(moved == checked, "\(name): \(String(decoding: text, as: UTF8.self).prefix(200))")
                } else {
                    declined += 1
                }
                // An edit that broke the text is taken back (the next edits start from a design that reads clean).
                if !clean {
                    folder.files[name] = before
                    _ = try folder.load()
                }
            }
        }
        // The test means something: the moved findings were offered often, with findings to move, in designs of
        // several files, and declined too.
        #expect(offered > 100 && withFindings > 30 && severalFiles > 10 && declined > 20,
                "offered \(offered), with findings \(withFindings), in several files \(severalFiles), declined \(declined)")
    }
}
