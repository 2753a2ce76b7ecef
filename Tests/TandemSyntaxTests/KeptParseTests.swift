import Foundation
import Testing
@testable import TandemDiagnostics
@testable import TandemSyntax
import TandemTestSupport

/// The language server keeps a file's syntax between edits and reads again only the parts an edit touched
/// (`ParsedFile`). Whatever the edits, what it holds must be what one pass over the edited file gives.
@Suite struct KeptParseTests {
    func readWhole(_ file: SourceFile) -> (DesignFileSyntax, [Diagnostic]) { Parser.parse(file, from: 0, to: file.bytes.count) }

    /// - Parameter before: the text `kept` was read after: the kinds it says changed are those whose declarations in one
    ///   pass over that text, moved through the edit, are not those of one pass over this one (findings or not).
    func expectOnePass(_ kept: ParsedFile, _ file: SourceFile, _ what: String, after before: [UInt8]? = nil,
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let (syntax, diagnostics) = readWhole(file)
        #expect(DesignFileSyntax.joined(kept.parts) == syntax, "\(what)", sourceLocation: sourceLocation)
        #expect(kept.diagnostics == diagnostics, "\(what)", sourceLocation: sourceLocation)
        #expect(kept.bytes == file.bytes, sourceLocation: sourceLocation)
        if let before {
            let (old, _) = readWhole(SourceFile(id: file.id, path: file.path, bytes: before))
            let changed = Parser.changedKinds([old], [syntax], through: ByteChange(from: before, to: file.bytes))
            #expect(kept.changed == changed, "\(what): changed \(kept.changed), not \(changed)", sourceLocation: sourceLocation)
        }
    }

    var bundledDesigns: [(path: String, bytes: [UInt8])] {
        get throws {
            let root = repositoryRoot
            let paths = ["examples", "Tests/Fixtures"].flatMap { folder in
                (FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)?.compactMap { $0 as? String } ?? [])
                    .filter { $0.hasSuffix(".tandem") && !$0.hasSuffix("/.tandem") && $0 != ".tandem" }.map { folder + "/" + $0 }
            }.sorted()
            return try paths.map { ($0, try [UInt8](Data(contentsOf: root.appendingPathComponent($0)))) }
        }
    }

    /// What someone typing does to a file: lines and declarations typed and removed, a brace, a quote or a comment
    /// opened and closed, bytes replaced, a stretch across parts deleted.
    static let typed = ["// a comment\n", "\r", "\r\n", "task Typed \"Typed\" { satisfies R1 }\n", "requirement RX \"X\"\n", "{", "}", "\"",
                        "/*", "*/", "screen ", "\n", "x", "\"\"\"\n", "screen S { element e: button \"E\" -> go }\n"]

    /// Every design the repository holds, good and broken, in parts of 64 bytes, edited 40 times at random places
    /// (the same places every run): after each edit the kept syntax is one pass's.
    @Test func everyBundledDesignEditedAtRandomReadsAsOnePass() throws {
        var random = SeededRandom(seed: 0x9E37_79B9_7F4A_7C15)
        // Edits after which a part with findings was read with the next, not to the end (`ParsedFile.recovered`).
        var recovered = 0
        // Edits with findings before or after them whose changed kinds were not all.
        var exactWithFindings = 0
        var designs = try bundledDesigns
        #expect(designs.count > 30)
        // Some again with CRLF and with lone-CR line ends (each a line end to the lexer, and a place a part can start).
        designs += designs.prefix(8).map { ($0.path + " (CRLF)", $0.bytes.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] }) }
            + designs.dropFirst(8).prefix(8).map { ($0.path + " (CR)", $0.bytes.map { $0 == 0x0A ? 0x0D : $0 }) }
        for (path, original) in designs {
            var bytes = original
            var kept = Parser.parse(SourceFile(id: FileID(0), path: path, bytes: bytes), after: nil, partSize: 64)
            expectOnePass(kept, SourceFile(id: FileID(0), path: path, bytes: bytes), "\(path) as read")
            for step in 0..<40 {
                let at = random(bytes.count + 1)
                // At a line's start half the time, where declarations are typed.
                let start = random(2) == 0 ? (bytes[..<at].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) : at
                let removed = random(3) == 0 ? min(random(200), bytes.count - start) : 0
                let inserted = random(4) == 0 ? [] : Array(Self.typed[random(Self.typed.count)].utf8)
                let before = bytes
                bytes.replaceSubrange(start..<(start + removed), with: inserted)
                let file = SourceFile(id: FileID(0), path: path, bytes: bytes)
                let clean = kept.diagnostics.isEmpty
                kept = Parser.parse(file, after: kept, partSize: 64)
                expectOnePass(kept, file, "\(path) after edit \(step) at \(start)", after: before)
                if kept.recovered { recovered += 1 }
                if !(clean && kept.diagnostics.isEmpty), kept.changed != .all { exactWithFindings += 1 }
            }
        }
        #expect(recovered > 50, "edits read as far as a part with findings recovers: \(recovered)")
        #expect(exactWithFindings > 200, "edits with findings that changed some kinds, not all: \(exactWithFindings)")
    }

    /// What an edit changed is found a block, then a word, then a byte at a time from each end: wherever the edit
    /// falls against the blocks and the words, it is what comparing byte by byte finds, an insertion or a removal then
    /// moved back to the start of its line when the bytes before it are its own last ones.
    @Test func aChangeIsWhatComparingByteByByteFinds() {
        var random = SeededRandom(seed: 0x9E37_79B9_7F4A_7C15)
        func naive(_ a: [UInt8], _ b: [UInt8]) -> (prefix: Int, suffix: Int) {
            var p = 0
            while p < min(a.count, b.count), a[p] == b[p] { p += 1 }
            var s = 0
            while s < min(a.count, b.count) - p, a[a.count - s - 1] == b[b.count - s - 1] { s += 1 }
            // Only bytes inserted or removed move: back while the bytes after the change stay the same, to a line start.
            let (inserted, removed) = (a.count - s == p, b.count - s == p)
            guard inserted != removed else { return (p, s) }
            let longer = inserted ? b : a
            func startsLine(_ o: Int) -> Bool { o == 0 || longer[o - 1] == 0x0A || longer[o - 1] == 0x0D && longer[o] != 0x0A }
            // Not from a line's end: the end of the line before would be taken in.
            guard p < min(a.count, b.count), ![0x0A, 0x0D].contains(longer[p]), !startsLine(p) else { return (p, s) }
            for k in stride(from: 1, through: min(p, ByteChange.lineReach), by: 1) {
                guard Array(a.suffix(s + k)) == Array(b.suffix(s + k)) else { break }
                if startsLine(p - k) { return (p - k, s + k) }
            }
            return (p, s)
        }
        let block = ByteChange.block
        for count in [0, 1, 7, 8, 9, block - 1, block, block + 1, 2 * block + 3, 5 * block] {
            let bytes = (0..<count).map { _ in UInt8(97 + random(3)) }
            for at in Set([0, 1, count / 2, block - 1, block, block + 1, count - 1, count, random(count + 1)]) where at >= 0 && at <= count {
                for (removed, inserted) in [(0, [UInt8(120)]), (min(1, count - at), []), (min(9, count - at), [UInt8(97), 98]),
                                            (count - at, []), (0, [UInt8](repeating: 97, count: block + 5))] {
                    var edited = bytes
                    edited.replaceSubrange(at..<at + removed, with: inserted)
                    let change = ByteChange(from: bytes, to: edited), expected = naive(bytes, edited)
                    #expect(change.prefix == expected.prefix && change.suffix == expected.suffix, "\(count) bytes, \(removed) at \(at) replaced by \(inserted.count)")
                }
            }
        }
        // Lines that begin alike, every kind of line end: whole lines and pieces of them typed, removed or replaced.
        let lines = ["task A\n", "task B\r\n", "task A\r", "\n", "ta\n", "screen S\n"].map { Array($0.utf8) }
        for _ in 0..<2_000 {
            let bytes = (0..<random(12)).flatMap { _ in lines[random(lines.count)] }
            let at = random(bytes.count + 1), removed = random(min(8, bytes.count - at) + 1)
            let inserted = random(2) == 0 ? lines[random(lines.count)] : Array(lines[random(lines.count)].prefix(random(4)))
            var edited = bytes
            edited.replaceSubrange(at..<at + removed, with: inserted)
            let change = ByteChange(from: bytes, to: edited), expected = naive(bytes, edited)
            #expect(change.prefix == expected.prefix && change.suffix == expected.suffix,
                    "\(String(decoding: bytes, as: UTF8.self).debugDescription) → \(String(decoding: edited, as: UTF8.self).debugDescription)")
        }
        // A line typed before one that begins as it does is the change, whole; one typed after a last line without a line
        // break leaves that line's end out of the change (the declaration ending there is not taken in).
        let typed = ByteChange(from: Array("task A\ntask B\n".utf8), to: Array("task A\ntask N\ntask B\n".utf8))
        #expect((typed.prefix, typed.suffix) == (7, 7))
        let after = ByteChange(from: Array("task A {\n}".utf8), to: Array("task A {\n}\ntask B {\n}".utf8))
        #expect((after.prefix, after.suffix) == (10, 0))
    }

    /// The one shift a move through an edit gives a declaration (`Through.shift(within:)`) is taken only where every
    /// range within the declaration moves by it through the edit, and it is given for every declaration after the edit.
    @Test func aDeclarationAfterAnEditTakesTheEditsShiftOnly() {
        let file = FileID(0)
        let old = Array("ab cd ef gh".utf8)
        for at in 0...old.count {
            for removed in 0...min(3, old.count - at) {
                for inserted in [[], [UInt8(120)], Array("xyz".utf8)] {
                    var new = old
                    new.replaceSubrange(at..<at + removed, with: inserted)
                    let change = ByteChange(from: old, to: new), end = change.oldCount - change.suffix
                    for start in 0...old.count {
                        for stop in start...old.count {
                            let declaration = SourceRange(file: file, start: start, end: stop)
                            let shift = Through(change).shift(within: declaration)
                            #expect((shift != nil) == (start > end), "\(declaration) through \(change)")
                            guard let shift else { continue }
                            #expect(Through(change, in: FileID(1)).shift(within: declaration) == nil, "another file's edit")
                            for s in start...stop {
                                for e in s...stop {
                                    let range = SourceRange(file: file, start: s, end: e), through = Through(change)
                                    #expect(through(range) == shift(range) && !through.lost, "\(range) in \(declaration) through \(change)")
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// A file made again after an edit scans only the changed bytes for line breaks and checks only them (and the
    /// characters they touch) as text: the line table, the columns and the text's problems are a whole scan's, for
    /// edits of every kind of line end, of characters beyond ASCII, of broken UTF-8 and NUL bytes, at random places.
    @Test func aFileMadeAgainAfterAnEditIsAWholeScan() {
        var random = SeededRandom(seed: 0x2545_F491_4F6C_DD1D)
        let pieces: [[UInt8]] = ["\r\n", "\r", "\n", "é", "😀", "task T { }\n", "\n\n", "x"].map { Array($0.utf8) }
            + [[0xE2, 0x82], [0x82], [0x00], [0xF0, 0x9F]]
        // Edits inside a character: its end removed, a byte put in it, a continuation byte left after a new character.
        for (text, range, inserted) in [("aé b", 2..<3, ""), ("a😀 b", 2..<4, "x"), ("aé", 2..<2, "x"), ("é", 0..<1, "x"),
                                        ("a😀", 1..<2, "é")] as [(String, Range<Int>, String)] {
            var edited = Array(text.utf8)
            edited.replaceSubrange(range, with: Array(inserted.utf8))
            let change = ByteChange(from: Array(text.utf8), to: edited)
            let problem = TextValidator.validate(edited, of: FileID(0))
            #expect(problem != nil, "\(text) \(range)")
            #expect(TextValidator.validate(edited, of: FileID(0), changedFrom: change.prefix, to: edited.count - change.suffix) == problem)
        }
        var broken = 0
        for round in 0..<60 {
            // Some rounds start as ASCII text, whose columns are byte offsets until an edit puts a wider character in.
            let texts = ["requirement R1\r\ntask T1 \"é\" { satisfies R1 }\n", "a\rb\n😀c\r\n", "requirement R1\ntask T1 { satisfies R1 }\r"]
            var bytes = Array(texts[round % 3].utf8)
            bytes = Array(repeating: bytes, count: 1 + random(300)).flatMap { $0 }
            var file = SourceFile(id: FileID(0), path: "t", bytes: bytes)
            #expect(TextValidator.validate(bytes, of: FileID(0)) == nil)
            for _ in 0..<30 {
                let start = random(bytes.count + 1)
                let end = min(bytes.count, start + (random(3) == 0 ? random(40) : 0))
                var edited = bytes
                edited.replaceSubrange(start..<end, with: random(5) == 0 ? [] : pieces[random(pieces.count)])
                let change = ByteChange(from: bytes, to: edited)
                let again = SourceFile(id: FileID(0), path: "t", bytes: edited, after: file, change: change)
                let whole = SourceFile(id: FileID(0), path: "t", bytes: edited)
                #expect(again.lineStarts == whole.lineStarts)
                #expect(again.scalarsBeforeBlock == whole.scalarsBeforeBlock)
                // With the line starts an open document kept (the language server's), taken as they are.
                let lent = SourceFile(id: FileID(0), path: "t", bytes: edited, lineStarts: whole.lineStarts, after: file, change: change)
                #expect(lent.lineStarts == whole.lineStarts && lent.scalarsBeforeBlock == whole.scalarsBeforeBlock)
                // Documents keep their line tables the same way, with the change's own range.
                #expect(SourceFile.lineStarts(of: edited, after: file.lineStarts, oldCount: bytes.count, prefix: start,
                                              suffix: bytes.count - end).0 == whole.lineStarts)
                // The file before is valid text (as a file kept between edits is); an edit that breaks it is checked, and
                // the next edit is made to the text before it.
                let problem = TextValidator.validate(edited, of: FileID(0))
                #expect(TextValidator.validate(edited, of: FileID(0), changedFrom: change.prefix, to: edited.count - change.suffix) == problem)
                if problem == nil { (bytes, file) = (edited, again) } else { broken += 1 }
            }
        }
    }

    /// Declarations enough for many parts.
    func design(_ count: Int) -> String {
        (0..<count).map { "requirement R\($0) \"Requirement \($0)\" { priority must text \"Text \($0).\" }\ntask T\($0) \"Task \($0)\" { satisfies R\($0) }\n" }.joined()
    }

    /// A line typed in the middle of a large file reads that line's part again, not the file; the parts after it are
    /// kept and moved. Half a declaration (a title's string not closed: the state between most keystrokes) is read with
    /// its part and the next: one pass is back at the top level at the next declaration. Only a syntax error one pass
    /// does not come back from (a brace or a comment left open) makes the rest of the file be read again, until it is
    /// fixed.
    @Test func anEditReadsOnlyThePartItTouched() {
        var text = design(400)  // about 53 KB: 200 parts of 256 bytes
        let size = 256
        var kept = Parser.parse(sourceFile(text), after: nil, partSize: size)
        #expect(kept.parts.count > 150 && kept.bytesRead == text.utf8.count)
        func edit(_ change: (inout String) -> Void) -> ParsedFile {
            let before = Array(text.utf8)
            change(&text)
            let file = sourceFile(text)
            kept = Parser.parse(file, after: kept, partSize: size)
            expectOnePass(kept, file, text.prefix(40) + "…", after: before)
            return kept
        }
        let middle = { (text: String) in text.range(of: "requirement R200 ")!.lowerBound }
        #expect(edit { $0.insert(contentsOf: "task Typed \"Typed\" { satisfies R3 }\n", at: middle($0)) }.bytesRead < 3 * size)
        #expect(edit { $0.insert(contentsOf: "// a comment\n", at: middle($0)) }.bytesRead < 3 * size)
        #expect(edit { $0.removeSubrange($0.range(of: "// a comment\n")!) }.bytesRead < 3 * size)
        let half = edit { $0.insert(contentsOf: "task Half \"Ha\n", at: middle($0)) }
        #expect(!half.diagnostics.isEmpty && half.recovered && half.bytesRead < 4 * size)
        // One more keystroke, then the string closed: the part is clean again. Each changed the tasks alone (the task's
        // title), findings before and after or not.
        #expect(half.changed == .tasks)
        let more = edit { $0 = $0.replacingOccurrences(of: "\"Ha\n", with: "\"Hal\n") }
        #expect(more.recovered && more.bytesRead < 4 * size && more.changed == .tasks)
        let whole = edit { $0 = $0.replacingOccurrences(of: "\"Hal\n", with: "\"Half\"\n") }
        #expect(whole.diagnostics.isEmpty && !whole.recovered && whole.changed == .tasks && whole.bytesRead < 4 * size)
        // A comment left open swallows the rest: read to the end, and again once it is closed.
        let comment = edit { $0.insert(contentsOf: "/* open\n", at: middle($0)) }
        #expect(!comment.diagnostics.isEmpty && !comment.recovered && comment.bytesRead > text.utf8.count / 3)
        #expect(edit { $0 = $0.replacingOccurrences(of: "/* open\n", with: "") }.diagnostics.isEmpty)
        // At the ends: the first and the last part.
        #expect(edit { $0.insert(contentsOf: "requirement First \"F\"\n", at: $0.startIndex) }.bytesRead < 3 * size)
        #expect(edit { $0 += "requirement Last \"L\"\n" }.bytesRead < 3 * size)
        // A brace left open: read from there to the end, and again while it is open; closed, the parts are back.
        let open = edit { $0.insert(contentsOf: "screen Open {\n", at: middle($0)) }
        #expect(!open.diagnostics.isEmpty && open.bytesRead > text.utf8.count / 3)
        let closed = edit { $0.insert(contentsOf: "}\n", at: $0.range(of: "screen Open {\n")!.upperBound) }
        #expect(closed.diagnostics.isEmpty && closed.parts.count > 150)
        #expect(edit { $0.insert(contentsOf: "x", at: $0.range(of: "Task 350\"")!.lowerBound) }.bytesRead < 3 * size)
        // Nothing changed: nothing read.
        #expect(edit { _ in }.bytesRead == 0)
        // Everything gone, and back.
        #expect(edit { $0 = "" }.parts.count == 1)
        #expect(edit { $0 = design(3) }.diagnostics.isEmpty)
    }

    /// Text typed after the last token of a part (the end of a file whose last declaration is longer than a part, a
    /// navigation of many transitions) is read from the line after it: the part is kept. Text that continues that
    /// declaration (a requirement's body after it) is read with the part again, as one pass reads it.
    @Test func textTypedAfterALongLastDeclarationReadsOnlyItself() {
        let size = 256
        let navigation = "navigation {\n" + (0..<200).map { "  push S\($0) -> S\($0 + 1) on next\n" }.joined() + "}\n"
        var text = design(40) + navigation
        var kept = Parser.parse(sourceFile(text), after: nil, partSize: size)
        func type(_ typed: String, at place: ((String) -> String.Index)? = nil) -> ParsedFile {
            let before = Array(text.utf8)
            text.insert(contentsOf: typed, at: place?(text) ?? text.endIndex)
            let file = sourceFile(text)
            kept = Parser.parse(file, after: kept, partSize: size)
            expectOnePass(kept, file, typed, after: before)
            return kept
        }
        #expect(navigation.utf8.count > 20 * size)
        for typed in ["// a note\n", "\n", "task Late \"L\" { satisfies R1 }\n", "// and another\n", "requirement Last \"L\""] {
            #expect(type(typed).bytesRead < 2 * size, "\(typed)")
        }
        // The requirement's body typed after it, on the next line: read with it (each step as one pass reads it).
        _ = type("\n")
        for typed in ["{", " priority must", " }"] { _ = type(typed) }
        #expect(kept.diagnostics.isEmpty && DesignFileSyntax.joined(kept.parts).requirements.last?.priority?.name == "must")
        // A comment after them (a part that starts without a declaration), and much pasted after it, in parts of its
        // own: the next line typed reads only the last.
        _ = type("\n")
        #expect(type("// a note again\n").bytesRead < 2 * size)
        _ = type((0..<40).map { "task Pasted\($0) \"P\" { satisfies R1 }\n" }.joined())
        #expect(type("// the end\n").bytesRead < 2 * size)
        // The same at the end of a part that starts with a declaration (the file's last), after a comment that ends its
        // line: the part is read again with the body.
        text = design(40) + "requirement Again \"A\" // why\n"
        kept = Parser.parse(sourceFile(text), after: nil, partSize: size)
        for typed in ["{", " priority could }"] { _ = type(typed) }
        #expect(kept.diagnostics.isEmpty && DesignFileSyntax.joined(kept.parts).requirements.last?.priority?.name == "could")
        text += navigation
        // Typed on the navigation's last line, and after its brace on the same line: the navigation is read again.
        let brace = { (text: String) in text.index(before: text.range(of: "on next\n}")!.upperBound) }
        kept = Parser.parse(sourceFile(text), after: nil, partSize: size)
        #expect(type("  push S1 -> S3 on next\n", at: brace).bytesRead > navigation.utf8.count)
        #expect(type(" ", at: { text in text.index(after: brace(text)) }).diagnostics.isEmpty)
    }

    /// The parts after an edit are moved where they lie when the syntax is handed over (the language server's cache
    /// holds the only copy), not copied.
    @Test func thePartsAfterAnEditAreMovedInPlace() {
        var text = design(400)
        var kept = Parser.parse(sourceFile(text), after: nil, partSize: 256)
        // Where the last part's lists lie: its tasks, its words that start statements.
        func places(_ parsed: ParsedFile) -> [UInt?] {
            let last = parsed.parts[parsed.parts.count - 1]
            return [last.tasks.withUnsafeBufferPointer { $0.baseAddress.map { UInt(bitPattern: $0) } },
                    last.keywords.withUnsafeBufferPointer { $0.baseAddress.map { UInt(bitPattern: $0) } }]
        }
        let before = places(kept)
        #expect(!before.contains(nil))
        text.insert(contentsOf: "task Typed \"Typed\" { satisfies R3 }\n", at: text.range(of: "requirement R200 ")!.lowerBound)
        let file = sourceFile(text)
        kept = Parser.parse(file, after: consume kept, partSize: 256)
        expectOnePass(kept, file, "a task typed in the middle")
        #expect(places(kept) == before)
    }

    /// A tree moved along its file is the tree read at the new place: every range in every node moves (parsed with
    /// blank lines in front, and back).
    @Test func movedTreesAreTheTreesReadThere() throws {
        for (path, bytes) in try bundledDesigns where !bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            let here = readWhole(SourceFile(id: FileID(0), path: path, bytes: bytes)).0
            let there = readWhole(SourceFile(id: FileID(0), path: path, bytes: Array(repeating: 0x0A, count: 7) + bytes)).0
            var moved = here
            moved.shift(by: 7)
            #expect(moved == there, "\(path)")
            moved.shift(by: -7)
            #expect(moved == here, "\(path)")
        }
    }
}
