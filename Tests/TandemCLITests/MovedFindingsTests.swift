import Foundation
import Testing
import TandemDiagnostics
import TandemKit
import TandemTestSupport

/// After an edit of comments and blank space only, the language server publishes the last run's findings moved with
/// the text (`DesignLoader.Result.movedOnly`, `Pipeline.findings(_:movedBy:)`). They must be what checking the edited
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

    /// Every bundled design that reads clean (with or without findings of its checks), edited 30 times at random
    /// places: a comment or a blank line at a line's start, a space anywhere (inside a name it is no longer the same
    /// design), a line taken out. Each time the moved findings are offered, they equal a full check's.
    @Test func movedFindingsAreWhatACheckFinds() throws {
        var seed: UInt64 = 0x5851_F42D_4C95_7F2D
        func random(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return n <= 0 ? 0 : Int((seed >> 33) % UInt64(n))
        }
        let root = repositoryRoot
        let designs = ["examples", "Tests/Fixtures/designs"].flatMap { folder in
            (FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".tandem") && !$0.contains("/.") }.map { root.appendingPathComponent(folder + "/" + $0) }
        }
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var offered = 0, declined = 0, withFindings = 0
        for design in designs {
            var text = try [UInt8](Data(contentsOf: design))
            let file = dir.appendingPathComponent("d.tandem")
            try Data(text).write(to: file)
            // Parts of 128 bytes: an edit keeps the parts before it and moves those after it.
            let cache = DesignLoader.SyntaxCache(partSize: 128)
            let loader = DesignLoader()
            let first = loader.load([file.path], cache: cache)
            guard first.diagnostics.isEmpty else { continue }
            var last = Pipeline.run(first).diagnostics
            for _ in 0..<30 {
                let at = random(text.count + 1)
                let lineStart = text[..<at].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
                switch random(4) {
                case 0: text.insert(contentsOf: Array("// a note\n".utf8), at: lineStart)
                case 1: text.insert(0x0A, at: lineStart)
                case 2: text.insert(0x20, at: at)
                default:
                    if let end = text[lineStart...].firstIndex(of: 0x0A) { text.removeSubrange(lineStart...end) }
                }
                try Data(text).write(to: file)
                let loaded = loader.load([file.path], cache: cache)
                let checked = Pipeline.run(loaded).diagnostics
                if let moves = loaded.movedOnly, let moved = Pipeline.findings(last, movedBy: moves) {
                    offered += 1
                    if !checked.isEmpty { withFindings += 1 }
                    #expect(moved == checked, "\(design.lastPathComponent): \(String(decoding: text, as: UTF8.self).prefix(200))")
                } else {
                    declined += 1
                }
                last = checked
            }
        }
        // The test means something: the moved findings were offered often, with findings to move, and declined too.
        #expect(offered > 100 && withFindings > 30 && declined > 20, "offered \(offered), with findings \(withFindings), declined \(declined)")
    }
}
