import Foundation
import TandemChecks
import TandemDiagnostics
import TandemKit
import TandemModel
import TandemSyntax

/// `tandem lsp`: a Language Server Protocol server over standard input and output. Every change re-runs the pipeline
/// (load, build, analyse, check) over the design the file belongs to, with the editor's unsaved buffers in place of the
/// files on disk (reading again only the parts of a file the change touched), and publishes each file's findings; the
/// symbol index built from that run answers definition, references, hover, symbols, rename and completion.
public final class LanguageServer {
    let input: FileHandle
    let output: FileHandle
    let version: String
    /// Open documents by URI.
    var documents: [String: Document] = [:]
    /// The last run per design folder, and the URIs it published findings for.
    var snapshots: [String: Snapshot] = [:]
    var published: [String: Set<String>] = [:]
    /// Each design's files as last read, by design folder (a file read alone: by its path): an edit reads again only
    /// the part of a file it touched.
    var syntax: [String: DesignLoader.SyntaxCache] = [:]
    /// Where the runs the next one replaces are freed, after their findings are out, at the lowest priority: freeing a
    /// large design's run object by object took a fifth of each re-check, and then a core from the next one.
    let discard = Background.shared
    /// Where a design just opened has its suggestions' indexes made, while its user reads it (`Checker.prepareSuggestions`),
    /// at the lowest priority: a check typed meanwhile comes first.
    let prepare = Background.shared
    var shutdownRequested = false
    /// The folders the client opened (initialize's workspace folders, root URI or root path).
    var workspaceFolders: [String] = []
    /// Each document folder's design folder, and each design folder as last walked: found when first needed after
    /// a document was opened, saved or closed (or files changed), and kept while the user types.
    var designRoots: [String: String] = [:]
    var designFolders: [String: DesignFolder] = [:]
    /// Folders the user was told are too large to read.
    var reportedLarge: Set<String> = []
    /// Documents changed since their design was last checked, in the order of their last changes. A change is checked
    /// when no other message is waiting (or before any other message is handled): changes sent faster than a check
    /// takes (a fast typist in a large design) are checked together, once, so the diagnostics of the last keystroke
    /// come one check after it, not one check per keystroke queued before it. A client that never stops sending still
    /// gets them: at most `changesPerCheck` changes are applied before a check.
    var changed: [String] = []
    var changesSinceCheck = 0
    static let changesPerCheck = 64
    /// Messages are written into one buffer, which keeps its capacity: a publish of many findings is megabytes.
    let wire = WireJSON.Sink()
    /// Set when a write fails: the client is gone, and the server stops.
    public private(set) var outputClosed = false

    public init(input: FileHandle = .standardInput, output: FileHandle = .standardOutput, version: String) {
        self.input = input
        self.output = output
        self.version = version
    }

    /// Serves until `exit`; returns the process's exit status (0 after `shutdown`, 1 otherwise, as LSP says).
    public func run() -> Int32 {
        var reader = MessageReader(handle: input)
        while !outputClosed {
            if !changed.isEmpty, !reader.waiting || changesSinceCheck >= Self.changesPerCheck { checkChanged() }
            guard !outputClosed, let read = reader.next() else { break }
            switch read {
            case .malformed(let reason):
                // No id can be known: JSON-RPC answers such an error with a null id.
                send(error: -32700, message: reason, id: nil)
            case .message(let data):
                switch Self.envelope(of: data) {
                case .failure(let error):
                    send(error: error.code, message: error.message, id: error.id)
                case .success(let envelope):
                    if envelope.method == "exit" { return shutdownRequested ? 0 : 1 }
                    handle(envelope, data)
                }
            }
        }
        // Input ended after changes (a session piped from a file): their diagnostics still go out.
        if !outputClosed { checkChanged() }
        return shutdownRequested && !outputClosed ? 0 : 1
    }

    struct RequestError: Error { var code: Int; var message: String; var id: RequestID? }

    /// A message's id and method. A body that is not JSON is a parse error (-32700); JSON that is no request or
    /// notification (no method, an id that is neither a number nor a string, not an object) an invalid request
    /// (-32600), answered with its id when one can be read.
    static func envelope(of data: Data) -> Result<Envelope, RequestError> {
        let decoder = JSONDecoder()
        if let envelope = try? decoder.decode(Envelope.self, from: data) {
            guard envelope.method != nil else {
                return .failure(RequestError(code: -32600, message: "invalid request: no method", id: envelope.id))
            }
            return .success(envelope)
        }
        guard (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil else {
            return .failure(RequestError(code: -32700, message: "parse error: the message is not JSON", id: nil))
        }
        return .failure(RequestError(code: -32600, message: "invalid request: not a JSON-RPC request or notification",
                                     id: (try? decoder.decode(LooseID.self, from: data))?.id))
    }

    // MARK: - Dispatch

    /// Notifications the server takes and does nothing with (requests are answered after the changes before them).
    static let ignored: Set<String> = ["initialized", "$/cancelRequest", "workspace/didChangeConfiguration"]

    func handle(_ envelope: Envelope, _ data: Data) {
        // Every message but a change (and those that read nothing) sees the design as changed so far, and comes after
        // its diagnostics.
        if envelope.method != "textDocument/didChange", !Self.ignored.contains(envelope.method ?? "") { checkChanged() }
        let decoder = JSONDecoder()
        func params<P: Decodable>(_ type: P.Type) -> P? { (try? decoder.decode(Incoming<P>.self, from: data))?.params }
        let id = envelope.id
        switch envelope.method ?? "" {
        case "initialize":
            if let p = params(InitializeParams.self) {
                workspaceFolders = ((p.workspaceFolders ?? []).map(\.uri) + [p.rootUri].compactMap { $0 }).compactMap(URI.path)
                    + [p.rootPath].compactMap { $0 }.filter { $0.hasPrefix("/") }.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            }
            reply(id, InitializeResult(serverInfo: .init(version: version)))
        case _ where Self.ignored.contains(envelope.method ?? ""):
            break
        case "textDocument/didSave", "workspace/didChangeWatchedFiles":
            forgetFolders()
        case "workspace/didChangeWorkspaceFolders":
            guard let p = params(DidChangeWorkspaceFoldersParams.self) else { return }
            let removed = Set(p.event.removed.compactMap { URI.path($0.uri) })
            workspaceFolders = workspaceFolders.filter { !removed.contains($0) } + p.event.added.compactMap { URI.path($0.uri) }
            forgetFolders()
        case "shutdown":
            shutdownRequested = true
            reply(id, Optional<Int>.none)
        case "textDocument/didOpen":
            guard let p = params(DidOpenParams.self) else { return }
            documents[p.textDocument.uri] = Document(p.textDocument.text)
            forgetFolders()
            if let design = check(p.textDocument.uri)?.madeDesign { prepare.async { Checker.prepareSuggestions(design) } }
            // Made while the user reads, not at the first keystroke: the document's spare, the kept syntax's own lists.
            documents[p.textDocument.uri]?.prepareSpare()
            if let path = URI.path(p.textDocument.uri) { for key in Set([root(of: path), path]) { syntax[key]?.ownLists() } }
        case "textDocument/didChange":
            guard let p = params(DidChangeParams.self), !p.contentChanges.isEmpty else { return }
            let uri = p.textDocument.uri
            // Changes apply in order, each to the text the one before left; a range in a document never opened (the
            // protocol opens it first) has nothing to apply to.
            // Taken out while it changes, so its bytes are not copied for the change.
            guard var document = documents.removeValue(forKey: uri) ?? (p.contentChanges[0].range == nil ? Document("") : nil) else { return }
            for change in p.contentChanges { document.apply(change) }
            documents[uri] = document
            changesSinceCheck += 1
            // In the order of each document's last change, as checking change by change would leave it (a file two
            // designs read shows the findings of the design checked last).
            changed.removeAll { $0 == uri }
            changed.append(uri)
        case "textDocument/didClose":
            guard let p = params(DidCloseParams.self) else { return }
            documents[p.textDocument.uri] = nil
            forgetFolders()
            check(p.textDocument.uri)
            // A file checked on its own keeps its syntax only while it is open (the check above read it once more).
            if let path = URI.path(p.textDocument.uri) { syntax[path] = nil }
        case "textDocument/definition":
            guard let p = params(PositionParams.self) else { return invalid(id) }
            reply(id, definition(p))
        case "textDocument/references":
            guard let p = params(ReferenceParams.self) else { return invalid(id) }
            reply(id, references(p))
        case "textDocument/hover":
            guard let p = params(PositionParams.self) else { return invalid(id) }
            reply(id, hover(p))
        case "textDocument/documentSymbol":
            guard let p = params(DocumentParams.self) else { return invalid(id) }
            reply(id, documentSymbols(p.textDocument.uri))
        case "workspace/symbol":
            guard let p = params(WorkspaceSymbolParams.self) else { return invalid(id) }
            reply(id, workspaceSymbols(p.query))
        case "textDocument/rename":
            guard let p = params(RenameParams.self) else { return invalid(id) }
            rename(p, id: id)
        case "textDocument/formatting":
            guard let p = params(DocumentParams.self) else { return invalid(id) }
            reply(id, formatting(p.textDocument.uri))
        case "textDocument/codeAction":
            guard let p = params(CodeActionParams.self) else { return invalid(id) }
            reply(id, codeActions(p))
        case "textDocument/completion":
            guard let p = params(PositionParams.self) else { return invalid(id) }
            reply(id, completion(p))
        default:
            // Requests get an answer; notifications nobody handles are ignored, as the protocol allows.
            if id != nil { send(error: -32601, message: "method not found: \(envelope.method ?? "")", id: id) }
        }
    }

    func invalid(_ id: RequestID?) { send(error: -32602, message: "invalid params", id: id) }

    // MARK: - Checking

    /// The design folder of a file: the nearest folder above it with a tandem.json, else its own folder. Looked for
    /// once per folder until a document is opened, saved or closed.
    func root(of path: String) -> String {
        let own = PathText.directory(of: path)
        if let known = designRoots[own] { return known }
        var root = own
        var folder = own
        while folder != "/", !folder.isEmpty {
            if FileManager.default.fileExists(atPath: folder + "/" + Configuration.fileName) { root = folder; break }
            folder = PathText.directory(of: folder)
        }
        designRoots[own] = root
        return root
    }

    /// A design folder, walked now if it was not since the last open, save or close. Its subfolders belong to the
    /// design when a tandem.json marks it or it lies in a folder the client opened, as a user who opens a project
    /// expects; otherwise (a document opened alone) only its own .tandem files do. The file system's root, the home
    /// folder and the folders above it are always read alone. A folder with more entries than the walk looks at is
    /// read alone, and one too large even so not at all (only its open documents are checked); the user is told once.
    func designFolder(_ root: String) -> DesignFolder {
        if let known = designFolders[root] { return known }
        var configuration = Configuration()
        let file = Configuration.discover(for: [root])
        if let file, let loaded = try? Configuration.load(file, discovered: true) { configuration = loaded }
        let homes = [ProcessInfo.processInfo.environment["HOME"], FileManager.default.homeDirectoryForCurrentUser.path]
            .compactMap { $0 }.filter { $0.hasPrefix("/") }.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let alone = root == "/" || homes.contains { $0 == root || $0.hasPrefix(root + "/") }
        let opened = workspaceFolders.contains { root == $0 || root.hasPrefix($0 == "/" ? "/" : $0 + "/") }
        var folder = DesignFolder(root: root, recursive: !alone && (file != nil || opened), configuration: configuration)
        if !folder.complete, folder.recursive {
            tooLarge(root, "its subfolders are not read")
            folder = DesignFolder(root: root, recursive: false, configuration: configuration)
        }
        if !folder.complete { tooLarge(root, "only open documents in it are checked") }
        designFolders[root] = folder
        return folder
    }

    func tooLarge(_ root: String, _ consequence: String) {
        guard reportedLarge.insert(root + consequence).inserted else { return }
        notify("window/showMessage", ShowMessageParams(type: 2, message: "tandem: \(root) has more than \(DesignFolder.maximumEntries) entries, so \(consequence). A tandem.json there can exclude folders."))
    }

    /// The next check walks the design folders again: files may have come or gone.
    func forgetFolders() {
        designRoots = [:]
        designFolders = [:]
    }

    /// Checks the documents changed since they were last checked (`changed`).
    func checkChanged() {
        let uris = changed
        changed = []
        changesSinceCheck = 0
        var checked: Set<String> = []
        for uri in uris {
            // Another document of a design checked a moment ago: that check read it too (and published it).
            let root = URI.path(uri).map(root(of:))
            check(uri, unlessUnchanged: root.map(checked.contains) ?? false)
            if let root { checked.insert(root) }
        }
    }

    /// Runs the pipeline for the design holding `uri` and publishes every file's findings.
    /// - Parameter unlessUnchanged: when the design's text is the last run's, byte for byte, that run stands and nothing
    ///   is published again (a document opened again is published, whatever its text).
    @discardableResult
    func check(_ uri: String, unlessUnchanged: Bool = false) -> Snapshot? {
        guard let path = URI.path(uri) else { return nil }
        let root = root(of: path)
        guard let snapshot = analyse(root: root, path: path, unlessUnchanged: unlessUnchanged) else { return snapshots[root] }
        let replaced = Discarded(snapshots.updateValue(snapshot, forKey: root))
        publish(snapshot, root: root)
        discard.async { replaced.value = nil }
        return snapshot
    }

    /// The run for `path` in its design folder `root`; nil, when told, if the design's text is the last run's.
    func analyse(root: String, path: String, unlessUnchanged: Bool) -> Snapshot? {
        var buffers: [String: [UInt8]] = [:], lines: [String: [Int]] = [:]
        for i in documents.indices { if let p = URI.path(documents.keys[i]) { (buffers[p], lines[p]) = documents.values[i].lend() } }
        let folder = designFolder(root)
        let configuration = folder.configuration
        let fileSystem = OverlayFileSystem(buffers: buffers, lines: lines, folder: folder)
        func cache(_ key: String) -> DesignLoader.SyntaxCache {
            if let known = syntax[key] { return known }
            let made = DesignLoader.SyntaxCache()
            syntax[key] = made
            return made
        }
        let policy = configuration.policy
        var loaded = DesignLoader(fileSystem: fileSystem, exclude: configuration.exclude).load([root], cache: cache(root))
        // The syntax the load let go, and below what the last snapshot held besides what this run keeps, are freed on the
        // discard queue once the run is done: a keystroke does not wait for trees and findings freed one by one.
        var leftovers = Leftovers(syntax: loaded.replaced)
        loaded.replaced = []
        defer { discard.async { [leftovers] in _ = leftovers } }
        // A file the folder's walk leaves out (excluded, or outside) is checked on its own; one that is gone (closed after
        // it was deleted) has nothing to check, and the folder's design is what is left.
        let gone = fileSystem.kind(of: path) == .missing
        guard gone || loaded.sources.files.contains(where: { URL(fileURLWithPath: $0.path).standardizedFileURL.path == path }) else {
            let outcome = Pipeline.run([path], policy: policy, fileSystem: fileSystem, cache: cache(path))
            return Snapshot(key: path, policy: policy, outcome: outcome)
        }
        var last = snapshots[root].flatMap { $0.key == root && $0.policy == policy ? $0 : nil }
        if unlessUnchanged, last != nil, loaded.movedOnly?.isEmpty == true { return nil }
        // Only comments and blank space changed since the last run of this folder: its findings, moved with the text
        // (not when one's quick fix is laid out from the design: declaring an input, TD304).
        if let moves = loaded.movedOnly, let last, !last.diagnostics.contains(where: { $0.code == "TD304" }),
           let moved = last.diagnostics.moved(by: moves) {
            return Snapshot(key: root, policy: policy, loaded: loaded, diagnostics: moved, findings: last.findings.flatMap { $0.moved(by: moves) },
                            after: last)
        }
        // Declarations changed: the rules that read none of their kinds keep their findings, moved. What the run keeps of
        // the last one is handed over, and the last snapshot let go first: the model's pieces the edit only moved are
        // then held once, and moved in place.
        let earlier = last?.earlier
        last = nil
        if let retired = snapshots.removeValue(forKey: root) { leftovers.snapshot = retired.leftovers }
        var outcome = Pipeline.run(loaded, policy: policy, after: earlier)
        swap(&leftovers.model, &outcome.replaced)
        return Snapshot(key: root, policy: policy, outcome: outcome)
    }

    /// The snapshot that holds `uri`, made now if there is none.
    func snapshot(for uri: String) -> (Snapshot, FileID)? {
        if let path = URI.path(uri), let s = snapshots[root(of: path)], let id = s.files[uri] { return (s, id) }
        guard let s = check(uri), let id = s.files[uri] else { return nil }
        return (s, id)
    }

    func publish(_ snapshot: Snapshot, root: String) {
        var byURI: [String: [LSPDiagnostic]] = [:]
        for uri in snapshot.files.keys { byURI[uri] = [] }
        for d in snapshot.diagnostics {
            guard let range = d.range, let uri = snapshot.uris[range.file] else { continue }
            byURI[uri, default: []].append(lspDiagnostic(d, range, snapshot))
        }
        // Files that had findings and now have none, or left the design, are cleared.
        for uri in published[root] ?? [] where byURI[uri] == nil { byURI[uri] = [] }
        published[root] = Set(byURI.compactMap { $0.value.isEmpty ? nil : $0.key })
        for uri in byURI.keys.sorted() {
            notify("textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: uri, diagnostics: byURI[uri]!))
        }
    }

    func lspDiagnostic(_ d: Diagnostic, _ range: SourceRange, _ s: Snapshot) -> LSPDiagnostic {
        let severity = switch d.severity {
        case .error: 1
        case .warning: 2
        default: 3
        }
        // The diagnostic's own fix-it (a misspelt name's nearest, a value to pass), else one made from the design.
        let fix = d.fixIts.first.map { FixData(title: $0.title, newText: $0.replacement, range: s.range($0.range)) } ?? declareInputFix(d, range, s)
        let related = d.notes.compactMap { note in note.range.flatMap { s.location($0) }.map { LSPDiagnostic.Related(location: $0, message: note.message) } }
        return LSPDiagnostic(range: s.range(range), severity: severity, code: d.code, source: "tandem",
                             message: d.message + (d.hint.map { "\nhint: " + $0 } ?? ""),
                             relatedInformation: related.isEmpty ? nil : related, data: fix)
    }

    /// Declaring on the target the input a transition passes (TD304): a statement placed in another screen's body,
    /// laid out by its text, which the checks do not read.
    func declareInputFix(_ d: Diagnostic, _ range: SourceRange, _ s: Snapshot) -> FixData? {
        switch d.code {
        case "TD304":
            // Asked for here only: a snapshot of moved findings runs the pipeline when its design is first read.
            let design = s.design
            guard let t = design.transitions.first(where: { $0.data.contains { $0.nameRange == range } }),
                  let field = t.data.first(where: { $0.nameRange == range }), let target = design.screen(t.target.name) else { return nil }
            return declare("input \(field.name): \(field.type.description)", in: target, s).map {
                FixData(title: "Declare 'input \(field.name): \(field.type.description)' on screen \(target.id)", newText: $0.text, range: $0.range)
            }
        default:
            return nil
        }
    }

    /// Where and what to write so `statement` becomes the last statement of a screen's body, laid out as `tandem fmt`
    /// lays it out: a body of its own lines gains a line; a one-line body becomes lines (the formatter keeps a block on
    /// one line only when it holds one statement); a screen without a body gains a one-line one.
    func declare(_ statement: String, in screen: Screen, _ s: Snapshot) -> (text: String, range: LSPRange)? {
        let bytes = s.sources[screen.range.file].bytes
        let end = screen.range.end
        func span(_ from: Int, _ to: Int) -> LSPRange { s.range(SourceRange(file: screen.range.file, start: from, end: to)) }
        guard end > 0, end <= bytes.count, bytes[end - 1] == UInt8(ascii: "}") else { return (" { \(statement) }", span(end, end)) }
        var lineStart = end - 1
        while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
        let before = bytes[lineStart..<(end - 1)]
        if before.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            return (String(decoding: before, as: UTF8.self) + "  " + statement + "\n", span(lineStart, lineStart))
        }
        // The body's `{`: the first outside a string after the header.
        var open = screen.range.start, inString = false
        while open < end - 1 {
            let b = bytes[open]
            if inString { if b == UInt8(ascii: "\\") { open += 1 } else if b == UInt8(ascii: "\"") { inString = false } }
            else if b == UInt8(ascii: "\"") { inString = true }
            else if b == UInt8(ascii: "{") { break }
            open += 1
        }
        guard open >= lineStart else { return ((bytes[end - 2] == 0x20 ? "" : " ") + statement + " ", span(end - 1, end - 1)) }
        var headerStart = screen.range.start
        while headerStart > 0, bytes[headerStart - 1] != 0x0A, bytes[headerStart - 1] != 0x0D { headerStart -= 1 }
        let indent = String(decoding: bytes[headerStart...].prefix(while: { $0 == 0x20 || $0 == 0x09 }), as: UTF8.self)
        let body = String(decoding: bytes[(open + 1)..<(end - 1)], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        let lines = (body.isEmpty ? [] : [body]) + [statement]
        return ("\n" + lines.map { indent + "  " + $0 + "\n" }.joined() + indent, span(open + 1, end - 1))
    }

    // MARK: - Navigation

    func symbol(_ p: PositionParams) -> (Snapshot, Symbol, SourceRange)? {
        guard let (s, id) = snapshot(for: p.textDocument.uri) else { return nil }
        let offset = s.offset(p.position, in: id)
        guard let (symbol, range) = s.index.symbol(in: id, at: offset) else { return nil }
        return (s, symbol, range)
    }

    func definition(_ p: PositionParams) -> [Location] {
        guard let (s, symbol, _) = symbol(p), let declaration = s.index.declarations[symbol], let location = s.location(declaration) else { return [] }
        return [location]
    }

    func references(_ p: ReferenceParams) -> [Location] {
        guard let (s, symbol, _) = symbol(PositionParams(textDocument: p.textDocument, position: p.position)) else { return [] }
        let ranges = (p.context?.includeDeclaration ?? true) ? s.index.occurrences(of: symbol) : (s.index.references[symbol] ?? [])
        return ranges.compactMap(s.location)
    }

    func rename(_ p: RenameParams, id: RequestID?) {
        guard let (s, symbol, _) = symbol(PositionParams(textDocument: p.textDocument, position: p.position)) else {
            return send(error: -32602, message: "no design name at this position", id: id)
        }
        if let problem = Self.renameProblem(p.newName) { return send(error: -32602, message: problem, id: id) }
        if let taken = Self.nameTaken(p.newName, for: symbol, in: s.design) {
            // Valid params, but a rename that would declare the name twice (TD102): the request fails.
            return send(error: -32803, message: taken, id: id)
        }
        var changes: [String: [TextEdit]] = [:]
        for range in s.index.occurrences(of: symbol) {
            guard let uri = s.uris[range.file] else { continue }
            changes[uri, default: []].append(TextEdit(range: s.range(range), newText: p.newName))
        }
        reply(id, WorkspaceEdit(changes: changes))
    }

    /// Why a new name is no name at all: not one identifier, or longer than the lexer takes.
    static func renameProblem(_ name: String) -> String? {
        let shown = name.count > 40 ? "'\(name.prefix(40))…'" : "'\(name)'"
        guard isIdentifier(name) else {
            return "\(shown) is not a name the design language accepts (letters, digits, '_' and inner '-', not starting with a digit)"
        }
        guard name.utf8.count <= Lexer.maxIdentifierBytes else {
            return "\(shown) is \(name.utf8.count) bytes long; a name is at most \(Lexer.maxIdentifierBytes) (TD007)"
        }
        return nil
    }

    /// Why `symbol` cannot take `name`: another item of its name space has it. Screens and groups share one (a
    /// transition names either), models and enums one with the built-in types, actions and inputs are their screen's.
    static func nameTaken(_ name: String, for symbol: Symbol, in design: Design) -> String? {
        guard name != symbol.name else { return nil }
        let holder: String? = switch symbol {
        case .requirement: design.requirement(name) != nil ? "requirement" : nil
        case .task: design.task(name) != nil ? "task" : nil
        case .screen, .group: design.screen(name) != nil ? "screen" : design.group(name) != nil ? "group" : nil
        case .model, .enumeration:
            design.model(name) != nil ? "model" : design.enumeration(name) != nil ? "enum" : Primitive(rawValue: name) != nil ? "built-in type" : nil
        case .action(let screen, _): design.screen(screen)?.action(named: name) != nil ? "action of screen \(screen)" : nil
        case .input(let screen, _): design.screen(screen)?.inputs.contains { $0.name == name } == true ? "input of screen \(screen)" : nil
        }
        return holder.map { "'\(name)' is already the name of a \($0): renaming '\(symbol.name)' to it would declare it twice" }
    }

    /// Letters, digits, `_`, and inner `-`, not starting with a digit (the lexer's identifiers).
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first),
              !name.hasSuffix("-"), !name.contains("--") else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0 == "-" || CharacterSet.alphanumerics.contains($0) }
    }

    // MARK: - Output

    func reply<R: Encodable>(_ id: RequestID?, _ result: R) {
        write(Response(id: id, result: result))
    }

    func notify<P: Encodable>(_ method: String, _ params: P) {
        write(Notification(method: method, params: params))
    }

    func send(error code: Int, message: String, id: RequestID?) {
        write(ErrorResponse(id: id, error: .init(code: code, message: message)))
    }

    func write<M: Encodable>(_ message: M) {
        guard !outputClosed, let body = try? wire.encode(message) else { return }
        do {
            try output.write(contentsOf: Array("Content-Length: \(body.count)\r\n\r\n".utf8))
            try output.write(contentsOf: body)
        } catch {
            // The client stopped reading (it exited, or closed the pipe): nothing more can reach it.
            outputClosed = true
        }
    }
}

struct Response<R: Encodable>: Encodable {
    var id: RequestID?
    var result: R

    enum Keys: String, CodingKey { case jsonrpc, id, result }
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode("2.0", forKey: .jsonrpc)
        try c.encode(id, forKey: .id)  // null when absent
        try c.encode(result, forKey: .result)  // null for an empty result
    }
}

struct ErrorResponse: Encodable {
    struct Body: Encodable { var code: Int; var message: String }
    var jsonrpc = "2.0"
    var id: RequestID?
    var error: Body
    enum Keys: String, CodingKey { case jsonrpc, id, error }
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(jsonrpc, forKey: .jsonrpc)
        try c.encode(id, forKey: .id)
        try c.encode(error, forKey: .error)
    }
}

struct Notification<P: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var method: String
    var params: P
}

/// Reads `Content-Length`-framed messages, in time linear in their size: input is read in blocks into one buffer, the
/// end of a header is searched for from where the last search stopped, and a body is read in one go into storage of
/// its length. A malformed header is reported and skipped: reading goes on at the next `Content-Length` it finds, so
/// one bad message does not lose the session.
struct MessageReader {
    /// A longer body is refused before anything is allocated for it. The largest design the benchmarks check
    /// (100,000 elements) is 8 MB of text, and the server holds a body several times (its bytes, the decoded JSON,
    /// the document's text and bytes): a length past 64 MB is a broken or hostile client, not a design.
    static let maximumLength = 64 << 20
    /// Header lines are a few dozen bytes; this many without the blank line that ends a header is not a header.
    static let maximumHeader = 8 << 10
    static let headerEnd: [UInt8] = Array("\r\n\r\n".utf8)
    static let lengthName: [UInt8] = Array("content-length".utf8)

    enum Read: Equatable {
        case message(Data)
        /// Why a header was refused; reading resumes at the next header.
        case malformed(String)
    }

    let handle: FileHandle
    /// Bytes read and not yet taken; the first `head` of them are taken.
    private var buffer: [UInt8] = []
    private var head = 0
    /// Where the search for the end of the header at `head` goes on from.
    private var searched = 0
    /// After a malformed header: look for the next `Content-Length` before reading a header.
    private var resyncing = false
    /// Where the malformed header ended: a line of it that starts with `Content-Length` was read as part of it.
    private var malformedEnd = 0
    private var atEnd = false

    init(handle: FileHandle) { self.handle = handle }

    mutating func next() -> Read? {
        while true {
            if resyncing {
                guard let found = find(Self.lengthName, from: head, caseless: true) else {
                    // Keep only what could be the start of the name, then read on.
                    head = max(head, buffer.count - (Self.lengthName.count - 1))
                    searched = head
                    if !fill() { return nil }
                    continue
                }
                if found > 0, found < malformedEnd, buffer[found - 1] == 0x0A {
                    head = found + 1
                    continue
                }
                head = found
                searched = found
                resyncing = false
            }
            guard let end = find(Self.headerEnd, from: max(head, searched), caseless: false) else {
                searched = max(head, buffer.count - (Self.headerEnd.count - 1))
                if buffer.count - head > Self.maximumHeader {
                    return malformed("a header of more than \(Self.maximumHeader) bytes", headerEnd: head)
                }
                if !fill() { return nil }
                continue
            }
            if end - head > Self.maximumHeader {
                return malformed("a header of more than \(Self.maximumHeader) bytes", headerEnd: end)
            }
            let length: Int
            switch Self.contentLength(buffer[head..<end]) {
            case .failure(let problem): return malformed(problem.reason, headerEnd: end)
            case .success(let value): length = value
            }
            let bodyStart = end + Self.headerEnd.count
            var body = Data(count: length)
            let buffered = max(0, min(length, buffer.count - bodyStart))
            if buffered > 0 {
                body.withUnsafeMutableBytes { target in
                    buffer.withUnsafeBytes { target.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[bodyStart..<(bodyStart + buffered)])) }
                }
            }
            head = bodyStart + buffered
            searched = head
            if buffered < length, !readFully(into: &body, from: buffered) { return nil }
            compact()
            return .message(body)
        }
    }

    /// Reading goes on at the next `Content-Length` after the start of the refused header: it may be inside it (junk
    /// glued before a header, as a client that counts characters instead of bytes leaves) but not on a line of it.
    private mutating func malformed(_ reason: String, headerEnd: Int) -> Read {
        head += 1
        searched = head
        malformedEnd = headerEnd
        resyncing = true
        return .malformed("malformed message header: " + reason)
    }

    struct HeaderProblem: Error { var reason: String }

    /// The body's length from a header's lines (`Name: value`, `\r\n` between them). Content-Type and unknown
    /// names are ignored.
    static func contentLength(_ header: ArraySlice<UInt8>) -> Result<Int, HeaderProblem> {
        var length: Int?
        for line in header.split(separator: 0x0A, omittingEmptySubsequences: false) {
            var line = line
            if line.last == 0x0D { line = line.dropLast() }
            if line.isEmpty { continue }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                return .failure(HeaderProblem(reason: "a line without ':' (\(shown(line)))"))
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            guard name.lowercased() == "content-length" else { continue }
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            guard !value.isEmpty, value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                return .failure(HeaderProblem(reason: "Content-Length is not a number of bytes (\(shown(line)))"))
            }
            // More digits than the maximum has are more than it, whatever they are: nothing overflows.
            let digits = value.drop { $0 == "0" }
            guard digits.count <= String(maximumLength).count, let n = digits.isEmpty ? 0 : Int(digits), n <= maximumLength else {
                return .failure(HeaderProblem(reason: "Content-Length \(shown(value.utf8)) is more than the \(maximumLength >> 20) MB a message may have"))
            }
            if let length, length != n { return .failure(HeaderProblem(reason: "two different Content-Length values")) }
            length = n
        }
        guard let length else { return .failure(HeaderProblem(reason: "no Content-Length")) }
        return .success(length)
    }

    /// Header text for a message: a short start of it, in UTF-8 where it is.
    static func shown<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        let text = String(decoding: bytes.prefix(40), as: UTF8.self)
        return "'" + text + (bytes.count > 40 ? "…" : "") + "'"
    }

    /// The first occurrence of `needle` at or after `from`, ASCII letters matched in any case when told.
    private func find(_ needle: [UInt8], from: Int, caseless: Bool) -> Int? {
        guard buffer.count - from >= needle.count else { return nil }
        return buffer.withUnsafeBufferPointer { b -> Int? in
            var i = from
            let last = b.count - needle.count
            while i <= last {
                var j = 0
                while j < needle.count, (caseless ? b[i + j] | 0x20 : b[i + j]) == needle[j] { j += 1 }
                if j == needle.count { return i }
                i += 1
            }
            return nil
        }
    }

    /// Whether input is waiting: a header read and not yet taken, or bytes to read now (or the end of input). Bytes
    /// that hold no header (a line end after a body, what is left of a refused header) are not a message waiting.
    var waiting: Bool {
        if atEnd || (!resyncing && find(Self.headerEnd, from: max(head, searched), caseless: false) != nil) { return true }
        var poller = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
        var ready: Int32
        repeat { ready = poll(&poller, 1, 0) } while ready < 0 && errno == EINTR
        return ready != 0
    }

    /// Reads what is there into the buffer; false at the end of input.
    private mutating func fill() -> Bool {
        if atEnd { return false }
        compact()
        let block = 1 << 16
        let old = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: block))
        var n: Int
        repeat {
            n = buffer.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress! + old, block) }
        } while n < 0 && errno == EINTR
        buffer.removeLast(block - max(0, n))
        if n <= 0 { atEnd = true }
        return n > 0
    }

    /// Reads the rest of a body straight into it; false when input ends first.
    private mutating func readFully(into body: inout Data, from start: Int) -> Bool {
        var filled = start
        let total = body.count
        while filled < total {
            let n = body.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress! + filled, total - filled) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 {
                atEnd = true
                return false
            }
            filled += n
        }
        return true
    }

    /// Drops what was taken once it is most of the buffer, so each byte moves a bounded number of times.
    private mutating func compact() {
        guard head > 0, head >= buffer.count / 2 else { return }
        buffer.removeFirst(head)
        searched = max(0, searched - head)
        malformedEnd = max(0, malformedEnd - head)
        head = 0
    }
}
