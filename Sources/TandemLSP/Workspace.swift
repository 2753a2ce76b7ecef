import Foundation
import TandemDiagnostics
import TandemKit
import TandemModel
import TandemSyntax

/// The files on disk with the editor's unsaved buffers laid over them: the pipeline checks what the user sees. Inside
/// the design folder, what the folder holds is what its walk found (`DesignFolder`), not what the disk holds now.
struct OverlayFileSystem: FileSystem {
    let base = LocalFileSystem()
    /// Open buffers by absolute path, and where their lines start.
    let buffers: [String: [UInt8]]
    var lines: [String: [Int]] = [:]
    var folder: DesignFolder?

    func kind(of path: String) -> FileKind {
        if buffers[standard(path)] != nil { return .file }
        return folder?.kinds[path] ?? base.kind(of: path)
    }

    func read(_ path: String) throws -> [UInt8] {
        if let bytes = buffers[standard(path)] { return bytes }
        return try base.read(path)
    }

    func lineStarts(_ path: String) -> [Int]? { lines[standard(path)] }

    func list(_ path: String) throws -> [String] {
        let directory = standard(path)
        var names: Set<String>
        if let folder, let listed = folder.listings[path] ?? folder.listings[directory] {
            names = Set(listed)
        } else if let folder, folder.holds(directory) {
            names = []  // not walked: a subfolder of a folder read alone, or past the walk's limit
        } else {
            names = Set((try? base.list(path)) ?? [])
            if names.isEmpty, base.kind(of: path) != .directory, !buffers.keys.contains(where: { PathText.directory(of: $0) == directory }) {
                return try base.list(path)
            }
        }
        for buffer in buffers.keys where PathText.directory(of: buffer) == directory {
            names.insert((buffer as NSString).lastPathComponent)
        }
        return Array(names)
    }

    func canonical(_ path: String) -> String {
        if let known = folder?.canonicals[path] { return known }
        return buffers[standard(path)] != nil && base.kind(of: path) == .missing ? standard(path) : base.canonical(path)
    }

    func identity(of path: String) -> String? { folder?.identities[path] ?? base.identity(of: path) }

    func standard(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
}

/// A design folder as the loader walks it, read from the disk once (when a document is opened, saved or closed, or
/// the client says files changed), never on a keystroke: its `.tandem` files and, when its subfolders belong to the
/// design, its subfolders, with what the loader asks of each. The walk looks at `maximumEntries` entries at most
/// (hidden ones and those `exclude` names included): a folder with more is not read, whatever it is (`/`, a home
/// folder, a repository's build products).
struct DesignFolder {
    /// A design of 10,000 files is far past any written by hand; walking this many entries takes milliseconds.
    static let maximumEntries = 10_000

    let root: String
    let recursive: Bool
    let configuration: Configuration
    /// Folder → the names in it the loader reads.
    private(set) var listings: [String: [String]] = [:]
    private(set) var kinds: [String: FileKind] = [:]
    private(set) var canonicals: [String: String] = [:]
    private(set) var identities: [String: String] = [:]
    /// Every entry was looked at within the limit; when not, nothing on disk is read (only open documents).
    private(set) var complete = true

    init(root: String, recursive: Bool, configuration: Configuration, limit: Int = maximumEntries) {
        self.root = root
        self.recursive = recursive
        self.configuration = configuration
        let base = LocalFileSystem()
        let rootCanonical = base.canonical(root)
        // Patterns as DesignLoader reads them, so the walk does not spend its entries on what the loader leaves out.
        let exclude = ExcludePatterns(configuration.exclude)
        let top = root.hasSuffix("/") ? root : root + "/"
        var budget = limit
        var visited = Set<String>()
        var stack = [root]
        while let directory = stack.popLast() {
            let canonical = base.canonical(directory)
            guard canonical == rootCanonical || canonical.hasPrefix(rootCanonical == "/" ? "/" : rootCanonical + "/"),
                  let identity = base.identity(of: directory), visited.insert(identity).inserted else { continue }
            guard let names = Self.names(in: directory, budget: &budget) else {
                complete = false
                break
            }
            kinds[directory] = .directory
            canonicals[directory] = canonical
            identities[directory] = identity
            var kept: [String] = []
            for name in names where !name.hasPrefix(".") {
                let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
                let relative = String(path.dropFirst(top.count))
                if exclude.matches(relative) { continue }
                switch base.kind(of: path) {
                case .file where name.hasSuffix(".tandem"):
                    kept.append(name)
                    kinds[path] = .file
                    canonicals[path] = base.canonical(path)
                case .directory where recursive:
                    kept.append(name)
                    stack.append(path)
                default:
                    break
                }
            }
            listings[directory] = kept
        }
        if !complete {
            // Part of a design reads as a design with references missing: none of it is read.
            listings = [root: []]
            kinds = [root: .directory]
        }
    }

    /// Whether a folder lies in this one (and so is answered by the walk alone).
    func holds(_ path: String) -> Bool { path == root || path.hasPrefix(root == "/" ? "/" : root + "/") }

    /// A folder's entry names, nil when there are more than `budget` left (each one counts, read or not).
    static func names(in directory: String, budget: inout Int) -> [String]? {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = directoryEntryName(entry)
            if name == "." || name == ".." { continue }
            guard budget > 0 else { return nil }
            budget -= 1
            names.append(name)
        }
        return names
    }
}

/// One run of the pipeline over a design, with what the editor features need from it.
struct Snapshot {
    /// What the run read: the design folder, or a file read alone (`DesignLoader.SyntaxCache`'s key).
    let key: String
    let policy: SeverityPolicy
    let sources: SourceMap
    /// The findings, as published.
    let diagnostics: [Diagnostic]
    /// Each rule's findings (`Pipeline.Outcome.findings`), for the next run after an edit; nil when not known.
    let findings: [[Diagnostic]]?
    /// What the next run after an edit can keep: the findings, and the model and analysis if they were made (they are
    /// not made for it).
    var earlier: Pipeline.Earlier? {
        guard let findings else { return nil }
        if let made = run.ifMade { return Pipeline.Earlier(findings: findings, ignoring: policy.ignored, analysis: made.analysis, model: made.model) }
        return Pipeline.Earlier(findings: findings, ignoring: policy.ignored, analysis: inherited?.analysis, model: inherited?.model,
                                movedSince: inherited?.movedSince ?? [:])
    }
    /// After edits of comments and blank space only, the model and analysis of the last run that made them, and where
    /// those edits began: the next declaration edit keeps what they allow (`Pipeline.Earlier.movedSince`), as it would
    /// after that run, where a full check would otherwise follow every new line typed.
    private var inherited: Pipeline.Earlier?
    /// The model and analysis. After an edit of comments and blank space only, the findings are the last run's, moved
    /// with the text, and these are made when a request first needs them.
    var outcome: Pipeline.Outcome { run.value }
    var design: Design { outcome.design }
    /// The design, if this run made it (not one of moved findings whose design is made when first asked for).
    var madeDesign: Design? { run.ifMade?.design }
    /// Where every name is declared and used, made when first asked (go to definition, references, rename, hover,
    /// workspace symbols): indexing a design of 10,000 elements took a third of each re-check, and the diagnostics sent
    /// after every change do not need it.
    var index: SymbolIndex { indexed.value }
    /// What a snapshot let go of holds besides its model and analysis (which the next run takes over): its findings as
    /// published and as each rule found them, the engine's, its files, and the index if a request made it.
    var leftovers: Leftovers.LastSnapshot {
        Leftovers.LastSnapshot(diagnostics: diagnostics, findings: findings, engine: run.ifMade?.engine, sources: sources, index: indexed.ifMade)
    }
    private let run: Once<Pipeline.Outcome>
    private let indexed: Once<SymbolIndex>
    /// Each loaded file's URI, and back.
    let uris: [FileID: String]
    let files: [String: FileID]

    init(key: String, policy: SeverityPolicy, outcome: Pipeline.Outcome) {
        // The syntax stays with the loader's cache alone, which moves it in place through the next edit: a second
        // holder would make every moved part a copy.
        var outcome = outcome
        outcome.syntax = []
        self.init(key: key, policy: policy, sources: outcome.sources, diagnostics: outcome.diagnostics,
                  findings: outcome.findings, run: Once(outcome))
    }

    /// A run whose findings are the last one's moved (`Diagnostic.moved(by:)`), and so are its rules'.
    init(key: String, policy: SeverityPolicy, loaded: DesignLoader.Result, diagnostics: [Diagnostic], findings: [[Diagnostic]]?,
         after last: Snapshot) {
        self.init(key: key, policy: policy, sources: loaded.sources, diagnostics: diagnostics, findings: findings,
                  run: Once { Pipeline.run(loaded, policy: policy) })
        if var kept = last.earlier, kept.model != nil, kept.analysis != nil {
            kept.movedSince.merge((loaded.movedOnly ?? [:]).mapValues(\.prefix), uniquingKeysWith: min)
            inherited = kept
        }
    }

    private init(key: String, policy: SeverityPolicy, sources: SourceMap, diagnostics: [Diagnostic], findings: [[Diagnostic]]?,
                 run: Once<Pipeline.Outcome>) {
        self.key = key
        self.policy = policy
        self.sources = sources
        self.diagnostics = diagnostics
        self.findings = findings
        self.run = run
        indexed = Once { SymbolIndex(run.value.design) }
        var uris: [FileID: String] = [:], files: [String: FileID] = [:]
        for file in sources.files {
            let uri = URI.from(path: file.path)
            uris[file.id] = uri
            files[uri] = file.id
        }
        self.uris = uris
        self.files = files
    }

    // MARK: Positions: byte offsets in files, UTF-16 positions in the protocol

    func position(_ offset: Int, in id: FileID) -> Position {
        let file = sources[id]
        let clamped = min(max(0, offset), file.bytes.count)
        let line = file.lineIndex(of: clamped)
        let start = file.lineStarts[line]
        return Position(line: line, character: String(decoding: file.bytes[start..<clamped], as: UTF8.self).utf16.count)
    }

    func offset(_ position: Position, in id: FileID) -> Int {
        Positions.offset(position, bytes: sources[id].bytes, lineStarts: sources[id].lineStarts)
    }

    func range(_ r: SourceRange) -> LSPRange { LSPRange(start: position(r.start, in: r.file), end: position(r.end, in: r.file)) }
    func location(_ r: SourceRange) -> Location? { uris[r.file].map { Location(uri: $0, range: range(r)) } }
}

/// A value made once, when first asked (a lock: requests may ask from any thread).
final class Once<Value>: @unchecked Sendable {
    private var made: Value?
    private var make: (() -> Value)?
    private let lock = NSLock()

    init(_ value: Value) { made = value }
    init(_ make: @escaping () -> Value) { self.make = make }

    /// The value if it was made, without making it.
    var ifMade: Value? { lock.withLock { made } }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let value = make!()
        made = value
        make = nil
        return value
    }
}

enum Positions {
    /// The byte offset of a UTF-16 position. Any position a client sends has one: a line before the first is the
    /// text's start and one past the last its end; a character before the line's start is the start, one past its end
    /// the end, and one between the two units of a surrogate pair the end of that character. A malformed UTF-8
    /// sequence (a file on disk) counts one unit and never runs into the next line.
    static func offset(_ position: Position, bytes: [UInt8], lineStarts: [Int]) -> Int {
        guard position.line >= 0, !lineStarts.isEmpty else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let lineEnd = min(position.line + 1 < lineStarts.count ? lineStarts[position.line + 1] : bytes.count, bytes.count)
        var i = min(lineStarts[position.line], bytes.count)
        var units = 0
        while i < lineEnd, units < position.character, bytes[i] != 0x0A, bytes[i] != 0x0D {
            let b = bytes[i]
            let length = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
            units += length == 4 ? 2 : 1
            let end = min(lineEnd, i + length)
            i += 1
            while i < end, bytes[i] & 0xC0 == 0x80 { i += 1 }
        }
        return i
    }

    /// `text` after one change (see `Document.apply`).
    static func apply(_ change: ContentChange, to text: String) -> String {
        var document = Document(text)
        document.apply(change)
        return document.text
    }
}

/// An open document: its bytes and where its lines start, kept up to date change by change. A change costs the bytes
/// it changes, not a scan of the document (the server applies one on every keystroke).
struct Document {
    private(set) var bytes: [UInt8]
    private(set) var lineStarts: [Int]
    /// Whether a check holds `bytes` and `lineStarts` (`lend`): editing them then would copy the whole document for a
    /// keystroke (9 MB and 1.8 MB at 100,000 elements, and the kernel's fresh pages for them).
    private var lent = false
    /// The buffers of an earlier text (which the check before the last one held, or copies made ahead: `prepareSpare`),
    /// and the edits made since (byte ranges of the text each was made to, and the bytes put there). When the current
    /// text is lent, the spare catches up by those few edits in place and becomes the text; nil until a lent text is
    /// first changed (unless made ahead), and when it fell too far behind.
    private var spare: (bytes: [UInt8], lineStarts: [Int])?
    private var behind: [(range: Range<Int>, text: [UInt8])] = []
    /// More edits than this since the spare's text, and it is dropped (a burst of changes between two checks).
    private static let catchUpLimit = 16

    init(_ text: String) {
        bytes = Self.roomy(text.utf8)
        lineStarts = Self.roomy(SourceFile(id: FileID(0), path: "", bytes: bytes).lineStarts)
    }

    /// The bytes, or the line starts, with room to grow (`reserveCapacity(growingFrom:)`).
    static func roomy<Elements: Collection>(_ elements: Elements) -> [Elements.Element] {
        var buffer: [Elements.Element] = []
        buffer.reserveCapacity(growingFrom: elements.count)
        buffer.append(contentsOf: elements)
        return buffer
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The bytes and their line starts, for a check that keeps them (the loader's file takes the line starts as they
    /// are, instead of a copy of the last file's moved through the edit): the next change is made to the spare instead.
    mutating func lend() -> (bytes: [UInt8], lineStarts: [Int]) {
        lent = true
        return (bytes, lineStarts)
    }

    /// A spare made now, while the user reads what was just opened, for a check that holds the text: the first change
    /// is then made in it rather than in a copy of the document made for that keystroke (9 MB at 100,000 elements, on
    /// fresh pages). Nothing to do when there is one, or when no check holds the text.
    mutating func prepareSpare() {
        guard lent, spare == nil else { return }
        spare = (bytes.withUnsafeBufferPointer { Self.roomy($0) }, lineStarts.withUnsafeBufferPointer { Self.roomy($0) })
        behind = []
    }

    /// The change's range (UTF-16 positions, each clamped to its line as `Positions.offset` does; an end before the
    /// start is the start) replaced by its text, or the whole text replaced when it has no range. Lines end as
    /// `SourceFile` ends them (LF, CRLF or a lone CR), so positions mean what the diagnostics' positions mean.
    mutating func apply(_ change: ContentChange) {
        guard let range = change.range else { return self = Document(change.text) }
        let start = Positions.offset(range.start, bytes: bytes, lineStarts: lineStarts)
        let end = max(start, Positions.offset(range.end, bytes: bytes, lineStarts: lineStarts))
        let text = Array(change.text.utf8)
        if lent {
            if var next = spare.take() {
                // `take` leaves it unique: unless a discarded check still holds it, these edits are made in place.
                for edit in behind { Self.replace(edit.range, with: edit.text, in: &next.bytes, &next.lineStarts) }
                Self.replace(start..<end, with: text, in: &next.bytes, &next.lineStarts)
                swap(&bytes, &next.bytes)
                swap(&lineStarts, &next.lineStarts)
                spare = next
            } else {
                spare = (bytes, lineStarts)
                Self.replace(start..<end, with: text, in: &bytes, &lineStarts)  // copies: the check holds both
            }
            behind = [(start..<end, text)]
            lent = false
        } else {
            Self.replace(start..<end, with: text, in: &bytes, &lineStarts)
            if spare != nil {
                behind.append((start..<end, text))
                if behind.count > Self.catchUpLimit { (spare, behind) = (nil, []) }
            }
        }
    }

    /// `range` of `bytes` replaced by `text`, and `lineStarts` made the line starts of the result where they lie.
    private static func replace(_ range: Range<Int>, with text: [UInt8], in bytes: inout [UInt8], _ lineStarts: inout [Int]) {
        let count = bytes.count
        bytes.replaceSubrange(range, with: text)
        SourceFile.updateLineStarts(&lineStarts, of: bytes, oldCount: count, prefix: range.lowerBound, suffix: count - range.upperBound)
    }
}

enum URI {
    static func path(_ uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }

    static func from(path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.absoluteString
    }
}

/// Work the server does when a core is free: one thread of the lowest priority (nice 19), which the checks' threads
/// come before, so freeing the last run does not slow the next check down (it took a core from a check typed in the
/// middle of a large design). A client that keeps the server busy does not pile runs up: past `backlog` waiting, the
/// caller does the work itself. The thread lives as long as the process: servers share one (`shared`; the fuzzer
/// runs a server per input).
/// What a check lets go of, to be freed on the discard queue: the syntax the load replaced, the pieces of the model the
/// run made again, and what the last snapshot held besides the model and analysis the run took over (which must not be
/// held here: the run moves them in place).
struct Leftovers: @unchecked Sendable {
    struct LastSnapshot {
        var diagnostics: [Diagnostic]
        var findings: [[Diagnostic]]?
        var engine: DiagnosticEngine?
        var sources: SourceMap
        var index: SymbolIndex?
    }
    var syntax: [DesignFileSyntax]
    var model = DesignBuilder.Replaced()
    var snapshot: LastSnapshot?
}

final class Background: @unchecked Sendable {
    static let shared = Background()
    private let condition = NSCondition()
    private var pending: [@Sendable () -> Void] = []
    static let backlog = 2

    init() {
        let thread = Thread { [self] in
            // On Linux a thread's nice value is its own: this lowers this thread alone.
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
            while true {
                condition.lock()
                while pending.isEmpty { condition.wait() }
                let work = pending.removeFirst()
                condition.unlock()
                work()
            }
        }
        thread.name = "tandem.lsp.background"
        thread.start()
    }

    func async(_ work: @escaping @Sendable () -> Void) {
        condition.lock()
        guard pending.count < Self.backlog else {
            condition.unlock()
            return work()
        }
        pending.append(work)
        condition.signal()
        condition.unlock()
    }
}

/// A run handed to the server's discarding queue and freed there: it holds the last reference.
final class Discarded: @unchecked Sendable {
    var value: Snapshot?
    init(_ value: Snapshot?) { self.value = value }
}
