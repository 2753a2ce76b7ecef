import Foundation
import Testing
import TandemKit
import TandemModel
@testable import TandemLSP
import TandemTestSupport

/// What a broken or hostile client can send: positions anywhere, headers that lie, bodies that are not JSON.
@Suite struct HostileInputTests {
    // MARK: Positions

    @Test func everyPositionHasAnOffset() {
        let text = "ab\né😀x\ncd"
        let bytes = Array(text.utf8)
        let starts = [0, 3, 11]
        func offset(_ line: Int, _ character: Int) -> Int {
            Positions.offset(Position(line: line, character: character), bytes: bytes, lineStarts: starts)
        }
        #expect(offset(-2, 0) == 0, "a line before the first is the start")
        #expect(offset(Int.min, Int.min) == 0)
        #expect(offset(1, -1) == 3, "a character before the line is its start")
        #expect(offset(1, Int.min) == 3)
        #expect(offset(1, Int.max) == 10, "past the line's end is its end, before the line break")
        #expect(offset(Int.max, 0) == bytes.count, "past the last line is the end")
        #expect(offset(1, 2) == 9, "between the two units of the emoji: after it")
        // Bytes from disk need not be UTF-8: a lead byte with no continuation stops at the line's end.
        let broken: [UInt8] = [0x61, 0xF0, 0x0A, 0x62]
        #expect(Positions.offset(Position(line: 0, character: 9), bytes: broken, lineStarts: [0, 3]) == 2)
        #expect(Positions.offset(Position(line: 1, character: 9), bytes: broken, lineStarts: [0, 3]) == 4)
    }

    @Test func changesAnywhereApply() {
        func change(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int, _ text: String) -> ContentChange {
            ContentChange(range: LSPRange(start: Position(line: l1, character: c1), end: Position(line: l2, character: c2)), text: text)
        }
        let text = "ab\né😀x\ncd"
        #expect(Positions.apply(change(-2, 0, -2, 0, "Z"), to: text) == "Z" + text)
        #expect(Positions.apply(change(-2, -5, 0, -1, "Z"), to: text) == "Z" + text)
        #expect(Positions.apply(change(Int.max, Int.max, Int.min, Int.min, "Z"), to: text) == text + "Z", "an end before the start is the start")
        #expect(Positions.apply(change(1, 2, 1, 3, ""), to: text) == text, "both ends in the emoji's pair: nothing")
        #expect(Positions.apply(change(1, 1, 1, 2, ""), to: text) == "ab\néx\ncd", "a range ending inside the pair takes the emoji whole")
    }

    // MARK: Message framing

    /// The messages a reader gets from `bytes`, written from another thread as a client would.
    func read(_ bytes: [UInt8]) -> [MessageReader.Read] {
        let pipe = Pipe()
        let writer = pipe.fileHandleForWriting
        DispatchQueue.global().async {
            writer.write(Data(bytes))
            try? writer.close()
        }
        var reader = MessageReader(handle: pipe.fileHandleForReading)
        var reads: [MessageReader.Read] = []
        while let read = reader.next() { reads.append(read) }
        return reads
    }

    func framed(_ body: String) -> [UInt8] { Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8) }

    @Test(arguments: [
        ("Content-Length: abc\r\n\r\n{\"id\":1}", "not a number"),
        ("Content-Type: application/json\r\n\r\n{\"id\":1}", "no Content-Length"),
        ("Content-Length: -5\r\n\r\n{\"id\":1}", "not a number"),
        ("Content-Length 8\r\n\r\n{\"id\":1}", "without ':'"),
        ("Content-Length: 99999999999999999999999999\r\n\r\n{}", "more than the 64 MB"),
        ("Content-Length: 67108865\r\n\r\n{}", "more than the 64 MB"),
        ("Content-Length: 3\r\ncontent-length: 4\r\n\r\n{}", "two different"),
        ("9 KB of junk", "more than 8192 bytes"),
    ])
    func aBadHeaderIsSkippedAndReadingGoesOn(bad: String, reason: String) {
        let good = #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#
        let junk = bad == "9 KB of junk" ? String(repeating: "x", count: 9 << 10) : bad
        let reads = read(Array(junk.utf8) + framed(good) + framed(good))
        guard case .malformed(let message)? = reads.first else {
            Issue.record("\(reads)")
            return
        }
        #expect(message.contains(reason), "\(message)")
        #expect(Array(reads.dropFirst()) == [.message(Data(good.utf8)), .message(Data(good.utf8))], "\(reads)")
    }

    @Test func bodiesOfAnySizeAndSplitHeadersAreRead() {
        // A header glued to junk before it, a zero-length body, a large body, lower-case and padded names.
        let large = "{\"text\":\"" + String(repeating: "a", count: 3 << 20) + "\"}"
        let bytes = Array("junk".utf8) + framed("{}") + Array("Content-Length: 0\r\n\r\n".utf8) + framed(large)
            + Array("content-length:  2 \r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8)
        let reads = read(bytes)
        #expect(reads.count == 5)
        #expect(reads.first.map { if case .malformed = $0 { true } else { false } } == true, "the junk")
        #expect(Array(reads.dropFirst()) == [.message(Data("{}".utf8)), .message(Data()), .message(Data(large.utf8)), .message(Data("{}".utf8))])
    }

    /// An absurd length is refused before anything is allocated for it, and a truncated body ends the input.
    @Test func aLengthIsNotTrustedWithMemory() {
        let reads = read(Array("Content-Length: 67108864\r\n\r\n{\"id\":1}".utf8))
        #expect(reads.isEmpty, "a length within the limit whose body never comes: the input ends")
        let refused = read(Array("Content-Length: 9223372036854775807\r\n\r\n{}".utf8) + framed("{}"))
        #expect(refused.count == 2 && refused.last == .message(Data("{}".utf8)), "\(refused)")
    }

    // MARK: Messages

    @Test func bodiesThatAreNoRequestsGetTheirErrors() {
        func error(_ body: String) -> LanguageServer.RequestError? {
            if case .failure(let e) = LanguageServer.envelope(of: Data(body.utf8)) { return e }
            return nil
        }
        #expect(error("not json")?.code == -32700 && error("not json")?.id == nil)
        #expect(error("")?.code == -32700)
        #expect(error(#"{"id":7}"#)?.code == -32600 && error(#"{"id":7}"#)?.id == .int(7), "no method")
        let method = #"{"id":"a","method":5}"#
        #expect(error(method)?.code == -32600 && error(method)?.id == .string("a"), "a method that is not a string")
        let id = #"{"id":true,"method":"x"}"#
        #expect(error(id)?.code == -32600 && error(id)?.id == nil, "an id no response can carry")
        #expect(error("[1,2]")?.code == -32600)
        #expect(error(#"{"id":1,"method":"initialize"}"#) == nil)
    }

    // MARK: Rename

    @Test func aNewNameMustBeFreeAndValid() {
        let design = Pipeline.run(["d.tandem"], fileSystem: InMemoryFileSystem(files: ["d.tandem": """
        requirement R1
        requirement R2
        task T1 { satisfies R1, R2 }
        task T2 { satisfies R1 }
        model Profile { name: String }
        enum Level { low, high }
        screen A { tasks T1 element go: button -> go action go action back input p: Profile input q: Level }
        screen B { tasks T2 action go }
        screen C { tasks T1 }
        navigation { start A  push A -> B on go  group Flow [C] start C }
        """])).design
        #expect(LanguageServer.nameTaken("R2", for: .requirement("R1"), in: design)?.contains("already the name of a requirement") == true)
        #expect(LanguageServer.nameTaken("T2", for: .task("T1"), in: design) != nil)
        #expect(LanguageServer.nameTaken("B", for: .screen("A"), in: design)?.contains("screen") == true)
        #expect(LanguageServer.nameTaken("Flow", for: .screen("A"), in: design)?.contains("group") == true, "a screen and a group share names")
        #expect(LanguageServer.nameTaken("A", for: .group("Flow"), in: design) != nil)
        #expect(LanguageServer.nameTaken("Level", for: .model("Profile"), in: design)?.contains("enum") == true)
        #expect(LanguageServer.nameTaken("String", for: .enumeration("Level"), in: design)?.contains("built-in type") == true)
        #expect(LanguageServer.nameTaken("back", for: .action(screen: "A", name: "go"), in: design) != nil)
        #expect(LanguageServer.nameTaken("q", for: .input(screen: "A", name: "p"), in: design) != nil)
        // Free names, names of another kind or another screen, and the name itself are fine.
        #expect(LanguageServer.nameTaken("R3", for: .requirement("R1"), in: design) == nil)
        #expect(LanguageServer.nameTaken("T1", for: .requirement("R1"), in: design) == nil)
        #expect(LanguageServer.nameTaken("back", for: .action(screen: "B", name: "go"), in: design) == nil)
        #expect(LanguageServer.nameTaken("R1", for: .requirement("R1"), in: design) == nil)

        #expect(LanguageServer.renameProblem("R-3") == nil)
        #expect(LanguageServer.renameProblem(String(repeating: "a", count: 200)) == nil)
        let long = LanguageServer.renameProblem(String(repeating: "a", count: 201))
        #expect(long?.contains("201 bytes long; a name is at most 200") == true, "\(long ?? "")")
        #expect((long?.count ?? 0) < 200, "the name is not echoed whole")
        for bad in ["", "two words", "2fa", "a-", "a--b", "a\nb", "a{b"] {
            #expect(LanguageServer.renameProblem(bad)?.contains("is not a name") == true, "\(bad)")
        }
    }

    // MARK: Design folders

    @Test func theWalkOfADesignFolderIsBounded() throws {
        let dir = try temporaryDirectory("tandem-folder")
        defer { try? FileManager.default.removeItem(at: dir) }
        for folder in ["sub", "skipped", ".hidden"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["a.tandem", "b.tandem", "notes.txt", "sub/c.tandem", "skipped/d.tandem", ".hidden/e.tandem"] {
            _ = FileManager.default.createFile(atPath: dir.appendingPathComponent(file).path, contents: Data())
        }
        let root = dir.path
        var configuration = Configuration()
        configuration.exclude = ["skipped/"]
        let whole = DesignFolder(root: root, recursive: true, configuration: configuration)
        #expect(whole.complete)
        #expect(Set(whole.listings[root] ?? []) == ["a.tandem", "b.tandem", "sub"])
        #expect(whole.listings[root + "/sub"] == ["c.tandem"])
        #expect(whole.listings[root + "/skipped"] == nil && whole.listings[root + "/.hidden"] == nil)
        let alone = DesignFolder(root: root, recursive: false, configuration: Configuration())
        #expect(Set(alone.listings[root] ?? []) == ["a.tandem", "b.tandem"] && alone.listings.count == 1)
        // Seven entries at the top: a limit of five stops the walk, and nothing of it is read.
        let cut = DesignFolder(root: root, recursive: true, configuration: Configuration(), limit: 5)
        #expect(!cut.complete && cut.listings == [root: []])

        let files = OverlayFileSystem(buffers: [root + "/new.tandem": []], folder: alone)
        #expect(Set(try files.list(root)) == ["a.tandem", "b.tandem", "new.tandem"], "an unsaved document is in its folder")
        #expect(try files.list(root + "/sub").isEmpty, "a subfolder of a folder read alone holds nothing")
    }
}
