import Foundation
import Testing
import TandemDiagnostics
import TandemKit
import TandemTestSupport
@testable import TandemLSP

@Suite struct LSPUnitTests {
    /// The background thread runs at the lowest priority and does every piece of work handed to it once; past its
    /// backlog the caller does the work itself (a server kept busy frees its runs as it goes).
    @Test func backgroundWorkRunsOnceEachAtTheLowestPriority() {
        final class Record: @unchecked Sendable {
            let lock = NSLock()
            var done: [Int] = [], priorities: Set<Int32> = [], inline = 0
        }
        let background = Background(), record = Record(), finished = DispatchSemaphore(value: 0)
        let caller = pthread_self()
        for k in 0..<200 {
            background.async {
                let priority = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
                record.lock.withLock {
                    record.done.append(k)
                    if pthread_self() == caller { record.inline += 1 } else { record.priorities.insert(priority) }
                }
                finished.signal()
            }
        }
        for _ in 0..<200 { finished.wait() }
        #expect(record.done.sorted() == Array(0..<200))
        #expect(record.priorities == [19], "\(record.priorities)")
        #expect(record.inline > 0, "\(record.priorities), \(record.inline) done by the caller")
    }

    @Test func utf16PositionsOverMultiByteText() {
        // "é" is 2 bytes and 1 UTF-16 unit; "😀" 4 bytes and 2 units.
        let text = "ab\né😀x\n"
        let bytes = Array(text.utf8)
        let starts = [0, 3, bytes.count]
        #expect(Positions.offset(Position(line: 1, character: 0), bytes: bytes, lineStarts: starts) == 3)
        #expect(Positions.offset(Position(line: 1, character: 1), bytes: bytes, lineStarts: starts) == 5)
        #expect(Positions.offset(Position(line: 1, character: 3), bytes: bytes, lineStarts: starts) == 9)
        #expect(Positions.offset(Position(line: 1, character: 99), bytes: bytes, lineStarts: starts) == 10, "clamped to the line")
    }

    /// Incremental sync: each change's range, in UTF-16 positions of the text before it, replaced by its text.
    @Test func changesApplyToTheirRanges() {
        func change(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int, _ text: String) -> ContentChange {
            ContentChange(range: LSPRange(start: Position(line: l1, character: c1), end: Position(line: l2, character: c2)), text: text)
        }
        let text = "ab\né😀x\ncd"
        #expect(Positions.apply(change(0, 1, 0, 1, "Z"), to: text) == "aZb\né😀x\ncd", "an insertion")
        #expect(Positions.apply(change(1, 1, 1, 3, ""), to: text) == "ab\néx\ncd", "the emoji is two UTF-16 units")
        #expect(Positions.apply(change(0, 1, 2, 1, "-"), to: text) == "a-d", "across lines")
        #expect(Positions.apply(change(1, 99, 1, 99, "!"), to: text) == "ab\né😀x!\ncd", "clamped to the line")
        #expect(Positions.apply(change(9, 0, 9, 0, "\nend"), to: text) == text + "\nend", "past the last line: the end")
        #expect(Positions.apply(change(0, 2, 0, 0, "Y"), to: text) == "abY\né😀x\ncd", "an end before its start is the start")
        #expect(Positions.apply(ContentChange(range: nil, text: "whole"), to: text) == "whole")
        // CRLF and a lone CR end lines as the diagnostics count them.
        #expect(Positions.apply(change(1, 0, 1, 1, "X"), to: "a\r\nb\rc") == "a\r\nX\rc")
        #expect(Positions.apply(change(2, 0, 2, 0, "Y"), to: "a\r\nb\rc") == "a\r\nb\rYc")
    }

    /// A document whose bytes a check holds takes its next change on its spare buffer, which catches up by the edits
    /// since: every text it shows is the one change-by-change editing of a fresh copy gives, and no text a check was
    /// lent changes afterwards, however checks and changes interleave (several changes between two checks, more than
    /// the spare keeps up with, a whole-text replacement, a spare made ahead).
    @Test func aDocumentLentToChecksEditsItsSpareAndChangesNothingLent() {
        var next = SeededRandom(seed: 0x9E37_79B9_7F4A_7C15)
        let pieces = ["", "a", "xyz", "\n", "\r\n", "\r", "é", "😀", "task T { }\n"]
        var document = Document("ab\né😀x\ncd\n")
        var plain = document.text
        var held: [(lent: (bytes: [UInt8], lineStarts: [Int]), text: String)] = []
        for step in 0..<3_000 {
            let lines = plain.split(separator: "\n", omittingEmptySubsequences: false).count
            let start = Position(line: next(lines + 1), character: next(8))
            let end = next(4) == 0 ? start : Position(line: start.line + next(3), character: next(8))
            let change = step % 500 == 499 ? ContentChange(range: nil, text: "whole\n")
                : ContentChange(range: LSPRange(start: start, end: end), text: pieces[next(pieces.count)])
            document.apply(change)
            plain = Positions.apply(change, to: plain)
            #expect(document.text == plain, "step \(step)")
            #expect(document.lineStarts == SourceFile(id: FileID(0), path: "", bytes: Array(plain.utf8)).lineStarts, "step \(step)")
            // Checks come after one change, after a few, or after more than the spare keeps up with.
            if next(step % 300 < 100 ? 2 : step % 300 < 200 ? 6 : 40) == 0 {
                held.append((document.lend(), plain))
                if held.count > 3 { held.removeFirst() }
                // As after a document is opened: a spare made while the user reads, for the next change.
                if next(4) == 0 { document.prepareSpare() }
            }
            #expect(held.allSatisfy { String(decoding: $0.lent.bytes, as: UTF8.self) == $0.text }, "step \(step)")
            #expect(held.allSatisfy { $0.lent.lineStarts == SourceFile(id: FileID(0), path: "", bytes: Array($0.text.utf8)).lineStarts }, "step \(step)")
        }
    }

    @Test func indexResolvesEveryKindOfReference() {
        let outcome = Pipeline.run(["d.tandem"], fileSystem: InMemoryFileSystem(files: ["d.tandem": """
        requirement R1
        task T1 { satisfies R1 }
        model Profile { name: String  level: Level }
        enum Level { low, high }
        screen A { tasks T1 observes Profile element go: button -> go action go input p: [Profile]?  input who: Profile }
        screen B { tasks T1 input p: Profile  input l: Level = low }
        screen C { tasks T1 }
        screen H { tasks T1 }
        screen E { tasks T1 }
        navigation { start A (who: Profile)  push A -> B on go (p: Profile)  pop B  group Flow [C] start C  push A -> Flow  push * in Flow -> H  embed B [E] }
        """]))
        let index = SymbolIndex(outcome.design)
        #expect(index.occurrences(of: .requirement("R1")).count == 2)
        #expect(index.occurrences(of: .task("T1")).count == 6)
        #expect(index.occurrences(of: .model("Profile")).count == 7, "declaration, observes, three inputs' types, carried data's type, the entry's")
        #expect(index.occurrences(of: .input(screen: "A", name: "who")).count == 2, "declaration, what the app is entered with")
        #expect(index.occurrences(of: .enumeration("Level")).count == 3, "declaration, a property's type, an input's type")
        #expect(index.occurrences(of: .screen("B")).count == 4, "declaration, transition, pop, embed")
        #expect(index.occurrences(of: .screen("E")).count == 2, "declaration, embedded")
        #expect(index.occurrences(of: .action(screen: "A", name: "go")).count == 3, "declaration, element, transition")
        #expect(index.occurrences(of: .input(screen: "B", name: "p")).count == 2, "declaration, the data that fills it")
        let group = index.occurrences(of: .group("Flow"))
        #expect(group.count == 3, "declaration, a transition to it, a transition from any of its screens")
        let file0 = outcome.sources.files[0]
        #expect(group.allSatisfy { String(decoding: Array(file0.bytes)[$0.start..<$0.end], as: UTF8.self) == "Flow" })
        let file = outcome.sources.files[0]
        let offset = Array(file.bytes).firstIndex(of: UInt8(ascii: "R"))! + 1
        #expect(index.symbol(in: file.id, at: offset)?.symbol == .requirement("R1"))
    }

    @Test func names() {
        #expect(LanguageServer.isIdentifier("Sign-In_2"))
        #expect(!LanguageServer.isIdentifier("2fa") && !LanguageServer.isIdentifier("a b") && !LanguageServer.isIdentifier("a-"))
    }

    /// A diagnostic carries its fix as data (the range to replace and the text), which the quick fixes, the JSON and
    /// SARIF read: the editor no longer reads it back out of the hint's words.
    @Test func fixItsAreData() {
        let text = """
        requirement R1
        task T1 { satisfies R1 }
        model Profile { name: String }
        screen A { tasks T1 element go: button -> go action go }
        screen B { tasks T1 input p: Profile }
        screen C { tasks T11 element x: label bind q }
        navigation { start A  push A -> B on go  push A -> C on go }
        """
        let outcome = Pipeline.run(["d.tandem"], fileSystem: InMemoryFileSystem(files: ["d.tandem": text]))
        let bytes = Array(outcome.sources.files[0].bytes)
        func slice(_ r: SourceRange) -> String { String(decoding: bytes[r.start..<r.end], as: UTF8.self) }
        let typo = outcome.diagnostics.first { $0.code == "TD101" }
        #expect(typo?.hint == "did you mean 'T1'?" && typo?.fixIts.map(\.replacement) == ["T1"], "\(outcome.diagnostics)")
        #expect(typo.map { slice($0.fixIts[0].range) } == "T11")
        let missing = outcome.diagnostics.first { $0.code == "TD305" }
        #expect(missing?.fixIts.map(\.replacement) == [" (p: Profile)"] && missing?.fixIts.first?.title == "Pass 'p: Profile'", "\(outcome.diagnostics)")
        // Inserted right after the action the transition names.
        let at = missing?.fixIts.first?.range
        #expect(at.map { $0.start == $0.end && String(decoding: bytes[..<$0.start].suffix(5), as: UTF8.self) == "on go" } == true)
    }
}
