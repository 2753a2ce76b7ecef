import Foundation
import Testing
import TandemSyntax

/// A minimal LSP client over the real `tandem lsp` process.
final class LSPClient: @unchecked Sendable {
    let process = Process()
    let stdin = Pipe(), stdout = Pipe()
    private let lock = NSLock()
    private var buffer = Data()
    private var nextID = 1

    init(environment: [String: String] = [:]) throws {
        process.executableURL = tandemExecutable
        process.arguments = ["lsp"]
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        signal(SIGPIPE, SIG_IGN)
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        stdout.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.lock(); self.buffer.append(data); self.lock.unlock()
        }
        try process.run()
    }

    func send(_ object: [String: Any]) { write(Self.framed(object)) }

    /// A message as it goes over the wire (several can be written at once).
    static func framed(_ object: [String: Any]) -> Data {
        var message = object
        message["jsonrpc"] = "2.0"
        let body = try! JSONSerialization.data(withJSONObject: message)
        return Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    /// A framed change inserting `text` at the start of `line`, as an editor sends a line typed.
    static func insertion(_ uri: String, version: Int, line: Int, _ text: String) -> Data {
        let start = ["line": line, "character": 0]
        return framed(["method": "textDocument/didChange", "params": [
            "textDocument": ["uri": uri, "version": version], "contentChanges": [["range": ["start": start, "end": start], "text": text]]]])
    }

    /// Bytes as they are, framed or not.
    func sendRaw(_ bytes: String) { write(Data(bytes.utf8)) }

    /// A server that died fails the test that talks to it: the write fails (SIGPIPE is ignored) instead of ending the
    /// test process.
    func write(_ data: Data) { try? stdin.fileHandleForWriting.write(contentsOf: data) }

    /// Sends a request and waits for its response.
    func request(_ method: String, _ params: [String: Any], timeout: TimeInterval = 10) -> Any? {
        let response = answer(method, params, timeout: timeout)
        return response?["result"] ?? response?["error"]
    }

    /// Sends a request and waits for the whole response (nil when none comes in time).
    func answer(_ method: String, _ params: [String: Any], timeout: TimeInterval = 10) -> [String: Any]? {
        let id = nextID
        nextID += 1
        send(["id": id, "method": method, "params": params])
        return wait(timeout: timeout) { $0["id"] as? Int == id }
    }

    func notify(_ method: String, _ params: [String: Any]) { send(["method": method, "params": params]) }

    /// Messages received so far (parsed), consumed as they are read.
    private var received: [[String: Any]] = []

    private func drain() {
        lock.lock(); defer { lock.unlock() }
        while let header = buffer.range(of: Data("\r\n\r\n".utf8)) {
            let text = String(decoding: buffer[buffer.startIndex..<header.lowerBound], as: UTF8.self)
            guard let length = Int(text.replacingOccurrences(of: "Content-Length: ", with: "")),
                  buffer.count - (header.upperBound - buffer.startIndex) >= length else { return }
            let body = buffer[header.upperBound..<(header.upperBound + length)]
            buffer = Data(buffer[(header.upperBound + length)...])
            if let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] { received.append(object) }
        }
    }

    /// The first message (received or to come within `timeout`) that matches, removed from the queue.
    func wait(timeout: TimeInterval = 10, _ matches: ([String: Any]) -> Bool) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            drain()
            if let i = received.firstIndex(where: matches) { return received.remove(at: i) }
            usleep(5_000)
        }
        return nil
    }

    /// The latest diagnostics published for `uri`, each as JSON with sorted keys (to compare two servers' whole).
    func publishedJSON(for uri: String) -> [String] {
        (diagnostics(for: uri) ?? []).map { String(decoding: try! JSONSerialization.data(withJSONObject: $0, options: .sortedKeys), as: UTF8.self) }
    }

    /// Initializes the server, opens `text` as `uri` and returns what it publishes for it (`publishedJSON`).
    func open(_ uri: String, _ text: String) -> [String] {
        _ = request("initialize", ["processId": NSNull(), "capabilities": [:]])
        notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "tandem", "version": 1, "text": text]])
        return publishedJSON(for: uri)
    }

    /// Every list of diagnostics published for `uri` and received so far, oldest first, taken from the queue.
    func everyPublish(for uri: String) -> [[[String: Any]]] {
        drain()
        func isPublish(_ m: [String: Any]) -> Bool {
            m["method"] as? String == "textDocument/publishDiagnostics" && ((m["params"] as? [String: Any])?["uri"] as? String) == uri
        }
        let found = received.filter(isPublish).map { (($0["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? [] }
        received.removeAll(where: isPublish)
        return found
    }

    /// The first publish for `uri` (received or to come within `timeout`) with a diagnostic saying `message`.
    func waitForPublish(for uri: String, saying message: String, timeout: TimeInterval = 10) -> [String: Any]? {
        wait(timeout: timeout) { received in
            let params = received["params"] as? [String: Any]
            return received["method"] as? String == "textDocument/publishDiagnostics" && params?["uri"] as? String == uri
                && ((params?["diagnostics"] as? [[String: Any]]) ?? []).contains { $0["message"] as? String == message }
        }
    }

    /// The latest diagnostics published for `uri`.
    func diagnostics(for uri: String) -> [[String: Any]]? {
        var latest: [[String: Any]]?
        while let message = wait({ $0["method"] as? String == "textDocument/publishDiagnostics" && (($0["params"] as? [String: Any])?["uri"] as? String) == uri }) {
            latest = (message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
            drain()
            if !received.contains(where: { $0["method"] as? String == "textDocument/publishDiagnostics" && (($0["params"] as? [String: Any])?["uri"] as? String) == uri }) { break }
        }
        return latest
    }
}

/// `tandem lsp` over the protocol, on a copy of NPS Muster (three files).
@Suite(.serialized) struct LSPTests {
    func position(of needle: String, in text: String, occurrence: Int = 1, plus: Int = 0) -> [String: Int] {
        var rest = text[...]
        var found: Range<String.Index>?
        for _ in 0..<occurrence { found = rest.range(of: needle); rest = text[found!.upperBound...] }
        let before = text[..<found!.lowerBound]
        let line = before.filter { $0 == "\n" }.count
        let column = before.split(separator: "\n", omittingEmptySubsequences: false).last.map { String($0).utf16.count } ?? 0
        return ["line": line, "character": column + plus]
    }

    @Test func theServerAnswersWhatEditorsAsk() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let design = dir.appendingPathComponent("design")
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("examples/nps-muster"), to: design)
        let muster = design.appendingPathComponent("muster.tandem"), requirements = design.appendingPathComponent("requirements.tandem")
        let uri = muster.absoluteString, requirementsURI = requirements.absoluteString
        var text = try String(contentsOf: muster, encoding: .utf8)

        let client = try LSPClient()
        defer { client.process.terminate() }
        let initialized = client.request("initialize", ["processId": NSNull(), "rootUri": design.absoluteString, "capabilities": [:]]) as? [String: Any]
        #expect((initialized?["capabilities"] as? [String: Any])?["definitionProvider"] as? Bool == true)
        client.notify("initialized", [:])

        // An unsaved typo: the diagnostic comes with its hint and a quick fix.
        let typo = text.replacingOccurrences(of: "  tasks ReadAnnouncements\n  input profile", with: "  tasks ReadAnouncements\n  input profile")
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "tandem", "version": 1, "text": typo]])
        let diagnostics = try #require(client.diagnostics(for: uri))
        let undefined = try #require(diagnostics.first { $0["code"] as? String == "TD101" }, "\(diagnostics)")
        #expect((undefined["message"] as? String)?.contains("hint: did you mean 'ReadAnnouncements'?") == true, "\(undefined)")
        let actions = client.request("textDocument/codeAction", ["textDocument": ["uri": uri], "range": undefined["range"]!,
                                                                 "context": ["diagnostics": [undefined]]]) as? [[String: Any]]
        let edit = ((actions?.first?["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]]
        #expect(edit?.first?["newText"] as? String == "ReadAnnouncements", "\(actions ?? [])")

        // Fixed: the findings clear.
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": text]]])
        #expect(client.diagnostics(for: uri)?.contains { $0["code"] as? String == "TD101" } == false)

        // Definition: a requirement referenced in muster.tandem is declared in requirements.tandem.
        let definition = client.request("textDocument/definition", ["textDocument": ["uri": uri], "position": position(of: "R3", in: text, plus: 1)]) as? [[String: Any]]
        #expect(definition?.first?["uri"] as? String == requirementsURI)
        let requirementsText = try String(contentsOf: requirements, encoding: .utf8)
        #expect(((definition?.first?["range"] as? [String: Any])?["start"] as? [String: Int]) == position(of: "R3", in: requirementsText))

        // References of a screen: its declaration and the transition that targets it.
        let references = client.request("textDocument/references", ["textDocument": ["uri": uri], "position": position(of: "AnnouncementDetail", in: text),
                                                                    "context": ["includeDeclaration": true]]) as? [[String: Any]]
        #expect(references?.count == 2, "\(references ?? [])")

        // Hover on a requirement names its title and priority.
        let hover = client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": position(of: "R1", in: text)]) as? [String: Any]
        let hoverText = (hover?["contents"] as? [String: Any])?["value"] as? String
        #expect(hoverText?.contains("Provide credentials") == true && hoverText?.contains("priority: must") == true, "\(hoverText ?? "")")
        // A screen's inputs, their types as the design writes them.
        let screenHover = client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": position(of: "Home \"NPS Muster\"", in: text)]) as? [String: Any]
        let screenText = (screenHover?["contents"] as? [String: Any])?["value"] as? String
        #expect(screenText?.contains("inputs: `profile: Profile`") == true, "\(screenText ?? "")")

        // The outline, and workspace symbols.
        let outline = client.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]]) as? [[String: Any]]
        let login = outline?.first { $0["name"] as? String == "LoginScreen" }
        #expect((login?["children"] as? [[String: Any]])?.contains { $0["name"] as? String == "login()" } == true)
        let found = client.request("workspace/symbol", ["query": "announce"]) as? [[String: Any]]
        let foundNames = Set(found?.compactMap { $0["name"] as? String } ?? [])
        #expect(foundNames.isSuperset(of: ["AnnouncementList", "AnnouncementDetail", "Announcement", "ReadAnnouncements"]), "\(foundNames)")

        // Rename a requirement: its declaration in one file, its uses in another.
        let rename = client.request("textDocument/rename", ["textDocument": ["uri": uri], "position": position(of: "R1", in: text), "newName": "R-LOGIN"]) as? [String: Any]
        let changes = rename?["changes"] as? [String: [[String: Any]]]
        #expect(changes?[requirementsURI]?.count == 1 && changes?[uri]?.count == 1, "\(rename ?? [:])")
        let refused = client.request("textDocument/rename", ["textDocument": ["uri": uri], "position": position(of: "R1", in: text), "newName": "two words"]) as? [String: Any]
        #expect(refused?["code"] as? Int == -32602)

        // Completion in context.
        text += "\nnavigation {\n  push LoginScreen -> \n}\n"
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 3], "contentChanges": [["text": text]]])
        let afterArrow = client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": position(of: "-> \n}", in: text, plus: 3)]) as? [String: Any]
        #expect((afterArrow?["items"] as? [[String: Any]])?.compactMap { $0["label"] as? String }.contains("MusterScreen") == true)
        let keywords = client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": position(of: "  element login", in: text)]) as? [String: Any]
        let keywordLabels = Set((keywords?["items"] as? [[String: Any]])?.compactMap { $0["label"] as? String } ?? [])
        #expect(keywordLabels.isSuperset(of: ["element", "action", "input"]), "\(keywordLabels)")

        // What may follow each keyword, in the one-line forms the starter writes too.
        let more = """

        enum Size { small, large }
        task Child "Child" { parent Child2, C }
        task Child2 "Other" { satisfies R }
        requirement R9 "Nine" { priority }
        screen Pick { kind 
          icon 
          element size: 
          input big: 
        }
        navigation {
          modal LoginScreen -> MusterScreen as 
        }

        """
        let withMore = text + more
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 4], "contentChanges": [["text": withMore]]])
        func labels(after needle: String, plus: Int = 0) -> Set<String> {
            let answer = client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": position(of: needle, in: withMore, plus: plus)]) as? [String: Any]
            return Set((answer?["items"] as? [[String: Any]])?.compactMap { $0["label"] as? String } ?? [])
        }
        let parents = labels(after: "Child2, C }", plus: 8)
        #expect(parents.contains("Child2") && !parents.contains("Child"), "a task is no parent of itself: \(parents)")
        #expect(labels(after: "satisfies R }", plus: 11).contains("R1"), "requirements after satisfies, one-line")
        #expect(labels(after: "{ priority }", plus: 11) == ["must", "should", "could", "wont"])
        #expect(labels(after: "{ kind \n", plus: 7).isSuperset(of: ["plain", "list", "tabs", "drawer"]))
        #expect(labels(after: "size: \n", plus: 6).isSuperset(of: ["button", "picker", "segmented"]))
        #expect(labels(after: "icon \n", plus: 5).isSuperset(of: ["home", "search", "settings", "notifications"]))
        let types = labels(after: "big: \n", plus: 5)
        #expect(types.isSuperset(of: ["String", "Profile", "Size"]), "types, models and enums: \(types)")
        #expect(labels(after: "as \n", plus: 3) == Set(["sheet", "fullScreen", "bottomSheet", "dialog", "popover"]))

        // Positions count UTF-16 units: a name after an emoji.
        let emoji = "screen S \"😀😀\" { tasks Login }\n"
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 5], "contentChanges": [["text": text + emoji]]])
        _ = client.diagnostics(for: uri)
        let jump = client.request("textDocument/definition", ["textDocument": ["uri": uri], "position": position(of: "Login }", in: text + emoji, plus: 2)]) as? [[String: Any]]
        #expect(((jump?.first?["range"] as? [String: Any])?["start"] as? [String: Int]) == position(of: "task Login", in: text, plus: 5), "\(jump ?? [])")

        // Formatting a messy buffer.
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 6], "contentChanges": [["text": "screen  A {kind plain}\n"]]])
        let format = client.request("textDocument/formatting", ["textDocument": ["uri": uri], "options": ["tabSize": 2, "insertSpaces": true]]) as? [[String: Any]]
        #expect(format?.first?["newText"] as? String == "screen A { kind plain }\n")

        #expect(client.request("shutdown", [:]) is NSNull)
        client.notify("exit", [:])
        client.process.waitUntilExit()
        #expect(client.process.terminationStatus == 0)
    }

    /// The server asks for incremental changes: each carries a range of the text as the change before it left it (UTF-16
    /// positions) and its replacement, and what is checked is the text they make.
    @Test func incrementalChangesEditTheOpenText() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("d.tandem"), uri = file.absoluteString
        let text = "requirement R1\ntask T1 \"😀 first\" { satisfies R1 }\nscreen A { tasks T1 }\nnavigation { start A }\n"
        try text.write(to: file, atomically: true, encoding: .utf8)
        let client = try LSPClient()
        defer { client.process.terminate() }
        let capabilities = (client.request("initialize", ["processId": NSNull(), "capabilities": [:]]) as? [String: Any])?["capabilities"] as? [String: Any]
        #expect(capabilities?["textDocumentSync"] as? Int == 2)
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "tandem", "version": 1, "text": text]])
        #expect(client.diagnostics(for: uri)?.isEmpty == true)
        // `R1` after the emoji (two UTF-16 units) becomes `R2`: an undefined requirement.
        let r1 = ["line": 1, "character": 31]
        func range(_ start: [String: Int], _ length: Int) -> [String: Any] {
            ["start": start, "end": ["line": start["line"]!, "character": start["character"]! + length]]
        }
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["range": range(r1, 2), "text": "R2"]]])
        let broken = client.diagnostics(for: uri) ?? []
        #expect(broken.contains { ($0["message"] as? String)?.contains("'R2'") == true }, "\(broken.compactMap { $0["message"] as? String })")
        // Two changes in one notification, the second on the text the first left: back to `R1`.
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 3], "contentChanges": [
            ["range": range(r1, 2), "text": "Rx"], ["range": range(r1, 2), "text": "R1"],
        ]])
        #expect(client.diagnostics(for: uri)?.isEmpty == true)
    }

    /// A document of several parts (the server keeps a large file's syntax in parts of 64 KB and reads again the parts
    /// an edit touched): after each edit, in the middle and at the ends, breaking it and mending it, comments and line
    /// breaks between declarations typed, the findings are those a server that opens the edited text finds.
    @Test func editsInALargeDocumentFindWhatAFreshReadFinds() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("d.tandem"), uri = file.absoluteString
        var text = (0..<4_000).map { "requirement R\($0) \"Requirement \($0)\"\ntask T\($0) \"Task \($0)\" { satisfies R\($0) }\n" }.joined()
            + "screen A { tasks T1 }\nnavigation { start A }\n"
        #expect(text.utf8.count > 4 * 65_536)
        try text.write(to: file, atomically: true, encoding: .utf8)
        func published(_ client: LSPClient) -> [String] { client.publishedJSON(for: uri) }
        func open(_ client: LSPClient, _ text: String) -> [String] { client.open(uri, text) }
        let client = try LSPClient()
        defer { client.process.terminate() }
        let opened = open(client, text)
        #expect(opened.count == 3_999, "the tasks no screen carries out")
        func before(_ anchor: String, _ inserted: String) -> (String) -> (Range<String.Index>, String) {
            { text in let at = text.range(of: anchor)!.lowerBound; return (at..<at, inserted) }
        }
        func after(_ anchor: String, _ inserted: String) -> (String) -> (Range<String.Index>, String) {
            { text in let at = text.range(of: anchor)!.upperBound; return (at..<at, inserted) }
        }
        let edits: [(String) -> (Range<String.Index>, String)] = [
            before("task T1000 ", "task Typed \"Typed\" { satisfies Missing }\n"),
            before("requirement R1200 ", "screen Open {\n"),
            after("screen Open {\n", "}\n"),
            { text in (text.range(of: "task T5 \"Task 5\" { satisfies R5 }\n")!, "") },
            before("requirement R0 ", "/* open\n"),
            after("/* open\n", "*/\n"),
            before("navigation", "requirement Last \"L\"\n"),
            // Declarations after lines of comment or blank space alone (whose check keeps the model and analysis before
            // them): after all the tasks, then after a line break among them.
            before("navigation", "// a note\n"),
            before("navigation", "task Late \"Late\" { satisfies Last }\n"),
            before("task T3000 ", "\n"),
            before("navigation", "task Later { satisfies Nothing }\n"),
            before("navigation", "requirement Nothing \"N\"\n"),
        ]
        func position(_ index: String.Index, in text: String) -> [String: Int] {
            let before = text[..<index]
            let line = before.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
            let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
            return ["line": line, "character": text[lineStart..<index].utf16.count]
        }
        for (version, edit) in edits.enumerated() {
            let (range, inserted) = edit(text)
            let change: [String: Any] = ["range": ["start": position(range.lowerBound, in: text), "end": position(range.upperBound, in: text)], "text": inserted]
            text.replaceSubrange(range, with: inserted)
            client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": version + 2], "contentChanges": [change]])
            let kept = published(client)
            let fresh = try LSPClient()
            defer { fresh.process.terminate() }
            #expect(kept == open(fresh, text), "after edit \(version + 1): \(inserted.debugDescription)")
            #expect(!kept.isEmpty)
        }
    }

    /// A comment typed publishes the last findings moved with the text (nothing else changed): they are what a fresh
    /// server finds, and a request after it (made from the run it did not need) answers at the new places.
    @Test func aCommentTypedMovesTheFindings() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("d.tandem"), uri = file.absoluteString
        var text = "requirement R1 \"One\"\ntask T1 { satisfies R1 }\ntask T2 { satisfies R9 }\nscreen A { tasks T1 }\nnavigation { start A }\n"
        try text.write(to: file, atomically: true, encoding: .utf8)
        func published(_ client: LSPClient) -> [String] { client.publishedJSON(for: uri) }
        func open(_ client: LSPClient, _ text: String) -> [String] { client.open(uri, text) }
        let client = try LSPClient()
        defer { client.process.terminate() }
        let opened = open(client, text)
        #expect(opened.count >= 2 && opened.contains { $0.contains("R9") }, "\(opened)")
        for (version, (line, typed)) in [(0, "// a note\n"), (2, "\n\n"), (2, "  // another\n")].enumerated() {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            text = (lines[..<line] + [Substring(typed.dropLast())] + lines[line...]).joined(separator: "\n")
            client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": version + 2], "contentChanges": [
                ["range": ["start": ["line": line, "character": 0], "end": ["line": line, "character": 0]], "text": typed],
            ]])
            let moved = published(client)
            let fresh = try LSPClient()
            defer { fresh.process.terminate() }
            #expect(moved == open(fresh, text), "after \(typed.debugDescription) at line \(line)")
        }
        // Go to definition, after edits that never built the model: from T1's R1 to the requirement, where it now is.
        let definition = client.request("textDocument/definition", ["textDocument": ["uri": uri], "position": position(of: "R1 }", in: text)]) as? [[String: Any]]
        #expect(((definition?.first?["range"] as? [String: Any])?["start"] as? [String: Int]) == position(of: "R1 \"One\"", in: text), "\(definition ?? [])")
        // The configuration changes (a task without a screen becomes an error): the next comment is checked under it.
        try #"{"severity": {"TD203": "error"}}"#.write(to: dir.appendingPathComponent("tandem.json"), atomically: true, encoding: .utf8)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": dir.appendingPathComponent("tandem.json").absoluteString, "type": 1]]])
        text = "// again\n" + text
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 9], "contentChanges": [
            ["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "text": "// again\n"],
        ]])
        let stricter = published(client)
        #expect(stricter.contains { $0.contains("\"TD203\"") && $0.contains("\"severity\":1") }, "\(stricter)")
        let fresh = try LSPClient()
        defer { fresh.process.terminate() }
        #expect(stricter == open(fresh, text))
    }

    /// The data-flow quick fixes: pass the input a transition leaves out, declare the input a transition passes, in
    /// each layout a screen's body has; a formatted design stays formatted (`tandem fmt` would change nothing).
    @Test func quickFixesMendTheDataFlow() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("d.tandem"), uri = file.absoluteString
        var text = """
        requirement R1
        task T1 { satisfies R1 }
        screen A {
          tasks T1
          element go: button -> go
          action go
        }
        screen B {
          tasks T1
          input user: String
        }
        screen C { tasks T1 }
        screen D "D {" { tasks T1 }
        screen E
        screen F {
          tasks T1
        }
        navigation {
          start A
          push A -> B on go
          push B -> C (note: String)
          push B -> D (note: String)
          push B -> E (note: String)
          push B -> F (note: String)
        }

        """
        #expect(Formatter.laidOut(text) == text)
        try text.write(to: file, atomically: true, encoding: .utf8)
        let client = try LSPClient()
        defer { client.process.terminate() }
        _ = client.request("initialize", ["processId": NSNull(), "capabilities": [:]])
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "tandem", "version": 1, "text": text]])
        let diagnostics = try #require(client.diagnostics(for: uri))
        // E, with no body, serves no task (TD204, a warning).
        #expect(Set(diagnostics.compactMap { $0["code"] as? String }) == ["TD304", "TD305", "TD204"], "\(diagnostics)")
        typealias Point = (line: Int, character: Int)
        var edits: [(start: Point, end: Point, text: String)] = []
        for d in diagnostics where d["code"] as? String != "TD204" {
            let actions = client.request("textDocument/codeAction", ["textDocument": ["uri": uri], "range": d["range"]!, "context": ["diagnostics": [d]]]) as? [[String: Any]]
            let edit = try #require((((actions?.first?["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]])?.first, "\(d)")
            func point(_ key: String) -> Point {
                let p = (edit["range"] as? [String: Any])?[key] as? [String: Int]
                return (p?["line"] ?? 0, p?["character"] ?? 0)
            }
            edits.append((point("start"), point("end"), edit["newText"] as? String ?? ""))
        }
        #expect(edits.count == 5)
        // Applied from the end, as an editor does (these are ASCII: characters are UTF-16 units).
        var lines = text.components(separatedBy: "\n")
        func offset(_ p: Point) -> Int { lines[..<p.line].reduce(0) { $0 + $1.count + 1 } + p.character }
        for e in edits.sorted(by: { ($0.start.line, $0.start.character) > ($1.start.line, $1.start.character) }) {
            var whole = lines.joined(separator: "\n")
            whole.replaceSubrange(whole.index(whole.startIndex, offsetBy: offset(e.start))..<whole.index(whole.startIndex, offsetBy: offset(e.end)), with: e.text)
            lines = whole.components(separatedBy: "\n")
        }
        text = lines.joined(separator: "\n")
        #expect(text.contains("push A -> B on go (user: String)"), "\(text)")
        #expect(text.contains("screen C {\n  tasks T1\n  input note: String\n}"), "\(text)")
        #expect(text.contains("screen D \"D {\" {\n  tasks T1\n  input note: String\n}"), "\(text)")
        #expect(text.contains("screen E { input note: String }"), "\(text)")
        #expect(text.contains("screen F {\n  tasks T1\n  input note: String\n}"), "\(text)")
        #expect(Formatter.laidOut(text) == text, "the fixes leave the design as tandem fmt lays it out:\n\(text)")
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": text]]])
        #expect(client.diagnostics(for: uri)?.map { $0["code"] as? String } == ["TD204"], "\(client.diagnostics(for: uri) ?? [])")
    }

    /// A small design in a folder of its own, opened; the client and the document's URI.
    func openDesign(_ text: String, in dir: URL) throws -> (LSPClient, String) {
        let file = dir.appendingPathComponent("d.tandem")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let client = try LSPClient()
        _ = client.request("initialize", ["processId": NSNull(), "rootUri": dir.absoluteString, "capabilities": [:]])
        client.notify("textDocument/didOpen", ["textDocument": ["uri": file.absoluteString, "languageId": "tandem", "version": 1, "text": text]])
        return (client, file.absoluteString)
    }

    static let smallDesign = "requirement R1\ntask T1 { satisfies R1 }\nscreen A { tasks T1 }\nnavigation { start A }\n"

    /// Positions before the text, past it, huge or between the halves of a surrogate pair are clamped (a change) or
    /// answered (a request); the server never stops.
    @Test func positionsAnywhereAreAnswered() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (client, uri) = try openDesign(Self.smallDesign + "screen E \"😀\" { tasks T1 }\n", in: dir)
        defer { client.process.terminate() }
        #expect(client.diagnostics(for: uri)?.isEmpty == false)

        // A change at line −2 is a change at the start.
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [
            ["range": ["start": ["line": -2, "character": 0], "end": ["line": -2, "character": 0]], "text": "requirement R9\n"],
        ]])
        let afterChange = client.diagnostics(for: uri) ?? []
        #expect(afterChange.contains { ($0["message"] as? String)?.contains("R9") == true }, "\(afterChange)")

        let positions: [[String: Int]] = [
            ["line": -2, "character": 0], ["line": 0, "character": -1], ["line": -1, "character": -1],
            ["line": Int.max, "character": Int.max], ["line": Int.min, "character": Int.min], ["line": 5, "character": 11],
        ]
        for position in positions {
            for method in ["textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/references"] {
                let response = client.answer(method, ["textDocument": ["uri": uri], "position": position, "context": ["includeDeclaration": true]])
                #expect(response != nil && response?["error"] == nil, "\(method) at \(position): \(response ?? [:])")
            }
            let rename = client.answer("textDocument/rename", ["textDocument": ["uri": uri], "position": position, "newName": "X"])
            #expect(rename != nil, "rename at \(position)")
        }
        // A document never opened is read from disk only when it is a regular file: a device would never end.
        for method in ["textDocument/completion", "textDocument/formatting"] {
            let device = client.answer(method, ["textDocument": ["uri": "file:///dev/zero"], "position": ["line": 0, "character": 0], "options": [:]])
            #expect(device != nil && device?["error"] == nil, "\(method) of /dev/zero: \(device ?? [:])")
        }
        // Numbers no position holds are invalid params, answered as such.
        let huge = client.answer("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 1e30, "character": 0.5]])
        #expect((huge?["error"] as? [String: Any])?["code"] as? Int == -32602, "\(huge ?? [:])")
        #expect(client.request("shutdown", [:]) is NSNull)
    }

    /// Broken frames and bodies get their JSON-RPC errors, and the requests after them their answers.
    @Test func brokenMessagesDoNotEndTheSession() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (client, _) = try openDesign(Self.smallDesign, in: dir)
        defer { client.process.terminate() }
        func isError(_ code: Int, id: Int?) -> ([String: Any]) -> Bool {
            { message in
                (message["error"] as? [String: Any])?["code"] as? Int == code && (id.map { message["id"] as? Int == $0 } ?? (message["id"] is NSNull))
            }
        }
        let broken: [(String, Int, Int?)] = [
            ("Content-Length: abc\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":90,\"method\":\"shutdown\"}", -32700, nil),
            ("Content-Length 12\r\n\r\n{\"id\":91}", -32700, nil),
            ("Content-Length: -5\r\n\r\n{}", -32700, nil),
            ("Content-Type: application/json\r\n\r\n{}", -32700, nil),
            ("Content-Length: 99999999999999999999\r\n\r\n{}", -32700, nil),
            ("Content-Length: 8\r\n\r\nnot json", -32700, nil),
            ("Content-Length: 9\r\n\r\n{\"id\":92}", -32600, 92),
        ]
        for (bytes, code, id) in broken {
            client.sendRaw(bytes)
            let error = client.wait(isError(code, id: id))
            #expect(error != nil, "no error \(code) for \(bytes.debugDescription)")
            let symbols = client.request("workspace/symbol", ["query": "R1"]) as? [[String: Any]]
            #expect(symbols?.first?["name"] as? String == "R1", "after \(bytes.debugDescription)")
        }
        #expect(client.request("shutdown", [:]) is NSNull)
        client.notify("exit", [:])
        client.process.waitUntilExit()
        #expect(client.process.terminationStatus == 0)
    }

    /// Reading a message takes time in proportion to its size: a 50 MB document is read, checked and answered about
    /// well within a minute (it took 97 s to read alone when each block read searched the whole buffer again).
    @Test func aFiftyMegabyteDocumentIsRead() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("big.tandem"), uri = file.absoluteString
        let filler = "// a comment that pads the design out to fifty megabytes, line after line, as a large file would\n"
        let text = String(repeating: filler, count: (50 << 20) / filler.utf8.count) + Self.smallDesign
        let client = try LSPClient()
        defer { client.process.terminate() }
        _ = client.request("initialize", ["processId": NSNull(), "capabilities": [:]])
        let body = try JSONSerialization.data(withJSONObject: ["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": uri, "languageId": "tandem", "version": 1, "text": text]]])
        #expect(body.count > 50 << 20)
        DispatchQueue.global().async { client.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body) }
        let line = text.utf8.filter { $0 == 0x0A }.count - 4
        let hover = client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": line, "character": 13]], timeout: 60) as? [String: Any]
        #expect(((hover?["contents"] as? [String: Any])?["value"] as? String)?.contains("requirement R1") == true, "\(hover ?? [:])")
    }

    /// Rename refuses a name another item of the same kind has, and one the lexer would not read, saying why.
    @Test func renameRefusesTakenAndInvalidNames() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = Self.smallDesign + "requirement R2\ntask T2 { satisfies R2 }\nscreen B { tasks T2 }\n"
        let (client, uri) = try openDesign(text, in: dir)
        defer { client.process.terminate() }
        _ = client.diagnostics(for: uri)
        func rename(_ needle: String, plus: Int = 0, _ newName: String) -> [String: Any]? {
            client.answer("textDocument/rename", ["textDocument": ["uri": uri], "position": position(of: needle, in: text, plus: plus), "newName": newName])
        }
        let taken = rename("R1", "R2")?["error"] as? [String: Any]
        #expect(taken?["code"] as? Int == -32803, "\(taken ?? [:])")
        #expect((taken?["message"] as? String)?.contains("'R2' is already the name of a requirement") == true, "\(taken ?? [:])")
        let screen = rename("screen A", plus: 7, "B")?["error"] as? [String: Any]
        #expect(screen?["code"] as? Int == -32803, "\(screen ?? [:])")
        let long = rename("R1", String(repeating: "x", count: 201))?["error"] as? [String: Any]
        #expect(long?["code"] as? Int == -32602 && (long?["message"] as? String)?.contains("at most 200") == true, "\(long ?? [:])")
        let invalid = rename("R1", "R 3")?["error"] as? [String: Any]
        #expect(invalid?["code"] as? Int == -32602, "\(invalid ?? [:])")
        // A free name, and a screen's name given to a requirement (another name space), are renames.
        #expect(((rename("R1", "R3")?["result"] as? [String: Any])?["changes"] as? [String: Any])?[uri] != nil)
        #expect(((rename("R1", "A")?["result"] as? [String: Any])?["changes"] as? [String: Any])?[uri] != nil)
    }

    /// Whether diagnostics for `uri` were published (or come within half a second).
    func published(_ client: LSPClient, _ uri: String) -> Bool {
        client.wait(timeout: 0.5) { $0["method"] as? String == "textDocument/publishDiagnostics" && (($0["params"] as? [String: Any])?["uri"] as? String) == uri } != nil
    }

    /// A document opened alone in the home folder, or at the file system's root, is checked with the .tandem files
    /// beside it, never with everything below: opening one walked the whole tree on every change.
    @Test func aDocumentOpenedAloneIsReadWithItsOwnFolder() throws {
        let home = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home.appendingPathComponent("project"), withIntermediateDirectories: true)
        let other = home.appendingPathComponent("project/other.tandem")
        try "screen Z { tasks Missing }\n".write(to: other, atomically: true, encoding: .utf8)
        let notes = home.appendingPathComponent("notes.tandem")
        try Self.smallDesign.write(to: notes, atomically: true, encoding: .utf8)

        let client = try LSPClient(environment: ["HOME": home.path])
        defer { client.process.terminate() }
        _ = client.request("initialize", ["processId": NSNull(), "rootUri": home.absoluteString, "capabilities": [:]])
        client.notify("textDocument/didOpen", ["textDocument": ["uri": notes.absoluteString, "languageId": "tandem", "version": 1, "text": Self.smallDesign]])
        #expect(client.diagnostics(for: notes.absoluteString)?.isEmpty == true)
        #expect(!published(client, other.absoluteString), "the home folder's subfolders are not the document's design")

        // At the root: the document alone (it is not on disk), answered as fast as any other.
        let rootURI = "file:///tandem-lsp-\(UUID().uuidString).tandem"
        client.notify("textDocument/didOpen", ["textDocument": ["uri": rootURI, "languageId": "tandem", "version": 1, "text": "screen Q { tasks Nowhere }\n"]])
        let diagnostics = client.diagnostics(for: rootURI) ?? []
        #expect(diagnostics.contains { ($0["message"] as? String)?.contains("Nowhere") == true }, "\(diagnostics)")
        #expect(client.wait(timeout: 0.5) { ($0["params"] as? [String: Any])?["uri"] as? String != rootURI && $0["method"] as? String == "textDocument/publishDiagnostics" } == nil,
                "no other file on the disk is read")
    }

    /// Changes that arrive together (sent faster than the server checks) are checked together: one check, one publish,
    /// of the text after the last of them.
    @Test func changesSentTogetherAreCheckedOnce() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let uri = dir.appendingPathComponent("a.tandem").absoluteString
        let text = "requirement R1 \"One\"\ntask T1 \"One\" { satisfies R1 }\nscreen Home \"Home\" { tasks T1 }\nnavigation { start Home }\n"
        let client = try LSPClient()
        defer { client.process.terminate() }
        _ = client.request("initialize", ["processId": NSNull(), "rootUri": dir.absoluteString, "capabilities": [:]])
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "tandem", "version": 1, "text": text]])
        _ = client.request("workspace/symbol", ["query": ""])
        #expect(client.everyPublish(for: uri).count == 1, "the opening is checked")
        // Six tasks typed, each naming a requirement that does not exist, written at once (under PIPE_BUF: one write
        // the server reads whole).
        var batch = Data()
        for k in 0..<6 {
            batch += LSPClient.insertion(uri, version: 2 + k, line: 4 + k, "task Typed\(k) { satisfies Missing\(k) }\n")
        }
        #expect(batch.count < 4_096)
        client.write(batch)
        _ = client.request("workspace/symbol", ["query": ""])
        let publishes = client.everyPublish(for: uri)
        #expect(publishes.count == 1, "one check for the six changes, not \(publishes.count)")
        let messages = Set((publishes.last ?? []).compactMap { $0["message"] as? String })
        #expect((0..<6).allSatisfy { messages.contains("unknown requirement 'Missing\($0)'") }, "\(messages)")
    }

    /// Two documents of one design changed together are checked once: the second finds the design as the first left it,
    /// and publishes nothing again.
    @Test func twoFilesChangedTogetherAreCheckedOnce() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let texts = [("a.tandem", "requirement R1 \"One\"\ntask T1 \"One\" { satisfies R1 }\n"),
                     ("b.tandem", "screen Home \"Home\" { tasks T1 }\nnavigation { start Home }\n")]
        for (name, text) in texts { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        func uri(_ name: String) -> String { dir.appendingPathComponent(name).absoluteString }
        let client = try LSPClient()
        defer { client.process.terminate() }
        _ = client.request("initialize", ["processId": NSNull(), "rootUri": dir.absoluteString, "capabilities": [:]])
        for (name, text) in texts {
            client.notify("textDocument/didOpen", ["textDocument": ["uri": uri(name), "languageId": "tandem", "version": 1, "text": text]])
        }
        _ = client.request("workspace/symbol", ["query": ""])
        _ = (client.everyPublish(for: uri("a.tandem")), client.everyPublish(for: uri("b.tandem")))
        var batch = Data()
        for (name, line) in [("a.tandem", 2), ("b.tandem", 2)] {
            batch += LSPClient.insertion(uri(name), version: 2, line: line, "task X\(name.prefix(1)) { satisfies Missing }\n")
        }
        client.write(batch)
        _ = client.request("workspace/symbol", ["query": ""])
        let (a, b) = (client.everyPublish(for: uri("a.tandem")), client.everyPublish(for: uri("b.tandem")))
        #expect(a.count == 1 && b.count == 1, "publishes: a \(a.count), b \(b.count)")
        #expect(a.last?.contains { $0["message"] as? String == "unknown requirement 'Missing'" } == true)
        #expect(b.last?.contains { $0["message"] as? String == "unknown requirement 'Missing'" } == true)
    }

    /// A document closed and opened again, or replaced by the same text, is published again: a client may have dropped
    /// what it showed for it.
    @Test func aDocumentOpenedAgainUnchangedIsPublished() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("a.tandem"), text = "requirement R1 \"One\"\ntask T9 { satisfies Missing9 }\n"
        try text.write(to: file, atomically: true, encoding: .utf8)
        let uri = file.absoluteString
        let client = try LSPClient()
        defer { client.process.terminate() }
        _ = client.request("initialize", ["processId": NSNull(), "rootUri": dir.absoluteString, "capabilities": [:]])
        func open() { client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "tandem", "version": 1, "text": text]]) }
        open()
        _ = client.request("workspace/symbol", ["query": ""])
        #expect(client.everyPublish(for: uri).count == 1)
        client.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
        open()
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": text]]])
        _ = client.request("workspace/symbol", ["query": ""])
        let publishes = client.everyPublish(for: uri)
        #expect(publishes.count == 3, "close, open and the same text again: \(publishes.count) publishes")
        #expect(publishes.allSatisfy { $0.contains { $0["message"] as? String == "unknown requirement 'Missing9'" } })
    }

    /// Bytes after a message that begin no other (a line end a client writes after each body) do not hold back the
    /// change's diagnostics until the client sends more.
    @Test func aLineEndAfterAChangeDoesNotHoldItsDiagnostics() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let uri = dir.appendingPathComponent("a.tandem").absoluteString
        let client = try LSPClient()
        defer { client.process.terminate() }
        _ = client.request("initialize", ["processId": NSNull(), "rootUri": dir.absoluteString, "capabilities": [:]])
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "tandem", "version": 1, "text": "requirement R1 \"One\"\n"]])
        _ = client.request("workspace/symbol", ["query": ""])
        _ = client.everyPublish(for: uri)
        client.write(LSPClient.insertion(uri, version: 2, line: 1, "task T9 { satisfies Missing9 }\n") + Data("\r\n".utf8))
        let published = client.waitForPublish(for: uri, saying: "unknown requirement 'Missing9'")
        #expect(published != nil)
    }

    /// Input that ends after changes (a session piped from a file, or a client that quits) still gets their diagnostics.
    @Test func changesAtTheEndOfInputArePublished() throws {
        let uri = "file:///nowhere/a.tandem"
        let client = try LSPClient()
        defer { client.process.terminate() }
        var session = LSPClient.framed(["id": 1, "method": "initialize", "params": ["processId": NSNull(), "capabilities": [:]]])
        session += LSPClient.framed(["method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": uri, "languageId": "tandem", "version": 1, "text": "requirement R1 \"One\"\n"]]])
        session += LSPClient.insertion(uri, version: 2, line: 1, "task T9 { satisfies Missing9 }\n")
        client.write(session)
        try client.stdin.fileHandleForWriting.close()
        let published = client.waitForPublish(for: uri, saying: "unknown requirement 'Missing9'")
        #expect(published != nil)
    }

    /// A client that never pauses (input always waiting: here a file) still gets diagnostics while it sends: a check at
    /// least every 64 changes.
    @Test func changesAreNotHeldForeverWhileInputKeepsComing() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let uri = "file:///nowhere/a.tandem"
        var session = LSPClient.framed(["id": 1, "method": "initialize", "params": ["processId": NSNull(), "capabilities": [:]]])
        session += LSPClient.framed(["method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": uri, "languageId": "tandem", "version": 1, "text": "requirement R1 \"One\"\n"]]])
        for k in 0..<640 {
            session += LSPClient.insertion(uri, version: 2 + k, line: 1, "// \(k)\n")
        }
        let input = dir.appendingPathComponent("session"), output = dir.appendingPathComponent("out")
        try session.write(to: input)
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = Process()
        process.executableURL = tandemExecutable
        process.arguments = ["lsp"]
        process.standardInput = try FileHandle(forReadingFrom: input)
        process.standardOutput = try FileHandle(forWritingTo: output)
        try process.run()
        process.waitUntilExit()
        let text = try String(contentsOf: output, encoding: .utf8)
        // The opening's, then one for each 64 changes (the last of them at the end of input).
        #expect(text.components(separatedBy: "textDocument/publishDiagnostics").count - 1 == 11)
    }

    /// A client that stops reading (it crashed, or closed the pipe) ends the session with a line on standard error and
    /// status 1: a write that fails is no crash, and the server reads no further.
    @Test func aClientThatClosesTheServersOutputEndsTheSession() throws {
        var session = LSPClient.framed(["id": 1, "method": "initialize", "params": ["processId": NSNull(), "capabilities": [:]]])
        session += LSPClient.framed(["id": 2, "method": "shutdown"]) + LSPClient.framed(["method": "exit"])
        let input = Pipe(), output = Pipe(), errors = Pipe()
        let process = Process()
        process.executableURL = tandemExecutable
        process.arguments = ["lsp"]
        (process.standardInput, process.standardOutput, process.standardError) = (input, output, errors)
        try output.fileHandleForReading.close()
        try process.run()
        try output.fileHandleForWriting.close()
        try input.fileHandleForWriting.write(contentsOf: session)
        // Input stays open: the server stops because of its output, not because input ended.
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try input.fileHandleForWriting.close()
        #expect(process.terminationReason == .exit && process.terminationStatus == 1)
        #expect(String(decoding: stderr, as: UTF8.self) == "error: the client closed the language server's output; the server stopped\n")
    }

    /// A design file deleted on disk and then closed leaves the design; the other files keep the findings a fresh server
    /// publishes for what is left (the deleted file was checked alone, and that check replaced the folder's: every other
    /// file's findings were cleared). Its own findings are cleared.
    @Test func aFileDeletedAndClosedLeavesTheRestOfTheDesignChecked() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let texts = [("a.tandem", "requirement R1 \"One\"\ntask T1 \"One\" { satisfies R1 }\ntask T2 \"Two\" { satisfies R1 }\n"),
                     ("b.tandem", "screen Home \"Home\" { tasks T1 }\nnavigation { start Home }\n"),
                     ("c.tandem", "model Extra { x: Int }\nscreen Lost { tasks Nowhere }\n")]
        for (name, text) in texts { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        func uri(_ name: String) -> String { dir.appendingPathComponent(name).absoluteString }
        // A request answered after the notifications before it: everything they published has arrived.
        func settle(_ client: LSPClient) { _ = client.request("workspace/symbol", ["query": ""]) }
        let client = try LSPClient()
        defer { client.process.terminate() }
        _ = client.request("initialize", ["processId": NSNull(), "rootUri": dir.absoluteString, "capabilities": [:]])
        for (name, text) in texts {
            client.notify("textDocument/didOpen", ["textDocument": ["uri": uri(name), "languageId": "tandem", "version": 1, "text": text]])
        }
        settle(client)
        #expect(client.diagnostics(for: uri("c.tandem"))?.isEmpty == false, "c.tandem has a finding to clear")
        let before = client.publishedJSON(for: uri("a.tandem"))
        try FileManager.default.removeItem(at: dir.appendingPathComponent("c.tandem"))
        client.notify("textDocument/didClose", ["textDocument": ["uri": uri("c.tandem")]])
        settle(client)
        #expect(client.diagnostics(for: uri("c.tandem"))?.isEmpty == true, "the deleted file's findings are cleared")
        let after = client.publishedJSON(for: uri("a.tandem"))

        // What a fresh server publishes for the two files left.
        let fresh = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: fresh) }
        for (name, text) in texts.prefix(2) { try text.write(to: fresh.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let other = try LSPClient()
        defer { other.process.terminate() }
        _ = other.request("initialize", ["processId": NSNull(), "rootUri": fresh.absoluteString, "capabilities": [:]])
        for (name, text) in texts.prefix(2) {
            other.notify("textDocument/didOpen", ["textDocument": ["uri": fresh.appendingPathComponent(name).absoluteString, "languageId": "tandem", "version": 1, "text": text]])
        }
        settle(other)
        let expected = other.publishedJSON(for: fresh.appendingPathComponent("a.tandem").absoluteString)
        #expect(!expected.isEmpty, "a.tandem has a finding of its own (a task no screen carries out)")
        #expect(before == expected)
        #expect(after == expected)
    }

    /// A folder the client opened is a design with its subfolders; the walk is made when files may have changed
    /// (a document opened, saved or closed), not on each change, and a folder too large to walk is read alone.
    @Test func theWorkspaceFolderIsReadWithItsSubfoldersOncePerSave() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try "requirement R2\ntask T2 { satisfies R2 }\nscreen B { tasks T2 }\n".write(to: dir.appendingPathComponent("sub/more.tandem"), atomically: true, encoding: .utf8)
        let file = dir.appendingPathComponent("d.tandem"), uri = file.absoluteString
        let text = Self.smallDesign + "task T3 { satisfies R2, R3 }\nscreen C { tasks T3 }\n"
        try text.write(to: file, atomically: true, encoding: .utf8)
        func undefined(_ diagnostics: [[String: Any]]?) -> Set<String> {
            Set((diagnostics ?? []).compactMap { d in
                guard d["code"] as? String == "TD101", let m = d["message"] as? String else { return nil }
                return ["R2", "R3"].first { m.contains("'\($0)'") }
            })
        }

        // Opened alone (no workspace folder holds it): the subfolder is not read.
        let alone = try LSPClient()
        defer { alone.process.terminate() }
        _ = alone.request("initialize", ["processId": NSNull(), "capabilities": [:]])
        alone.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "tandem", "version": 1, "text": text]])
        #expect(undefined(alone.diagnostics(for: uri)) == ["R2", "R3"])

        let client = try LSPClient()
        defer { client.process.terminate() }
        _ = client.request("initialize", ["processId": NSNull(), "workspaceFolders": [["uri": dir.absoluteString, "name": "d"]], "capabilities": [:]])
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "tandem", "version": 1, "text": text]])
        #expect(undefined(client.diagnostics(for: uri)) == ["R3"], "the subfolder belongs to the workspace's design")

        // A file made on disk is not seen by a keystroke, and is after a save.
        try "requirement R3\n".write(to: dir.appendingPathComponent("sub/r3.tandem"), atomically: true, encoding: .utf8)
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": text + "\n"]]])
        #expect(undefined(client.diagnostics(for: uri)) == ["R3"])
        client.notify("textDocument/didSave", ["textDocument": ["uri": uri]])
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 3], "contentChanges": [["text": text]]])
        #expect(undefined(client.diagnostics(for: uri)).isEmpty)

        // Past the walk's limit the folder is read alone, and the user is told why.
        let crowd = dir.appendingPathComponent("sub/crowd")
        try FileManager.default.createDirectory(at: crowd, withIntermediateDirectories: true)
        for i in 0..<10_001 { _ = FileManager.default.createFile(atPath: crowd.appendingPathComponent("f\(i)").path, contents: nil) }
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": crowd.absoluteString, "type": 1]]])
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 4], "contentChanges": [["text": text]]])
        #expect(undefined(client.diagnostics(for: uri)) == ["R2", "R3"])
        let message = client.wait { $0["method"] as? String == "window/showMessage" }
        #expect(((message?["params"] as? [String: Any])?["message"] as? String)?.contains("its subfolders are not read") == true, "\(message ?? [:])")
    }
}
