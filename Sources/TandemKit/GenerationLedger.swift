import Foundation
import TandemCodegen
import TandemDiagnostics
import TandemPlatform
import TandemStatus

/// What Tandem generated into an output folder, kept at `.tandem/manifest.json` inside it: every file with its
/// owner, the methods each Tandem-owned file declared, and for each of the user's project files (Info.plist, the
/// manifest, the Gradle scripts: one per app) what Tandem last rendered for it. The next run uses it to find files the
/// design no longer makes (orphans: reported, and Tandem's own removed with `--prune`), the user's overrides of
/// methods the base classes no longer declare (an action renamed in the design), and the user's project files the
/// design now needs changed (a URL scheme a new deep link uses): proposed, never written over.
public struct GenerationLedger: Codable, Sendable, Equatable {
    public struct File: Codable, Sendable, Equatable {
        public var path: String
        public var owner: TargetDefinition.Owner
        /// The methods a Tandem-owned source file declares (for the stale-override report).
        public var methods: [String]?
        /// For the user's project files, a checksum of what Tandem rendered for it last (`proposals`).
        public var rendered: String? = nil
    }

    public var version = 1
    public var files: [File]

    public static let path = ".tandem/manifest.json"
    public static let backups = ".tandem/backups"
    public static let proposed = ".tandem/proposed"

    /// This run's files with the methods each declares, and the orphans still on disk, so a later run still knows
    /// them (to prune or report).
    public init(files: [GeneratedFile], methods: [[String]], orphans: [GenerationFindings.Orphan] = [],
                previous: GenerationLedger? = nil) {
        let kept = orphans.filter { !$0.removed }.map { orphan in
            previous?.files.first { $0.path == orphan.path } ?? File(path: orphan.path, owner: orphan.owner, methods: nil)
        }
        self.files = (zip(files, methods).map { file, methods in
            File(path: file.path, owner: file.owner, methods: methods.nilIfEmpty, rendered: Self.rendered(file))
        } + kept).sorted { $0.path < $1.path }
    }

    /// The checksum of a user's project file as rendered (nil for Tandem's files and for the user's code, which is a
    /// starting point meant to grow apart from what Tandem would write).
    static func rendered(_ file: GeneratedFile) -> String? {
        guard file.owner == .user, file.scope == .app else { return nil }
        return String(StableHash.fnv1a64(file.bytes), radix: 16)
    }

    /// The methods each Tandem-owned source declares (none for the user's files), scanned on every core; a file not
    /// rendered again (`GeneratedFile.isReused`) declares what the ledger says it did.
    public static func methods(of files: [GeneratedFile], previous: GenerationLedger? = nil) -> [[String]] {
        let before = files.contains(where: \.isReused)
            ? Dictionary(previous?.files.map { ($0.path, $0.methods ?? []) } ?? [], uniquingKeysWith: { first, _ in first }) : [:]
        nonisolated(unsafe) var methods = [[String]](repeating: [], count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            guard files[i].owner == .tandem else { return }
            methods[i] = files[i].isReused ? before[files[i].path] ?? [] : SourceMethods.declared(in: files[i].contents, path: files[i].path)
        }
        return methods
    }

    /// The ledger of an earlier run, or nil when there is none (or it does not decode: then nothing is called an
    /// orphan). It is read like any other input: a link in its place is refused, and every path in it must name a
    /// place inside the output folder.
    public static func read(in directory: String) throws -> GenerationLedger? {
        let bytes: [UInt8]?
        do { bytes = try AtomicFile.read(path, under: directory) } catch { throw CodeGeneration.Problem(description: "\(error)") }
        guard let bytes, let ledger = GenerationLedger(parsing: bytes) else { return nil }
        if let bad = ledger.files.first(where: { !OutputWriter.isInside($0.path) }) {
            throw CodeGeneration.Problem(description: "\(directory)/\(path) names '\(bad.path.prefix(200))', which is not a path inside the output folder; the manifest was edited, so nothing is pruned or compared: remove that entry, or the manifest")
        }
        return ledger
    }

    /// A ledger as `data()` writes it and `JSONDecoder` would read it (keys in any order, others ignored; a missing
    /// or mistyped field is no ledger), through the one JSON reader: `JSONDecoder` took a tenth of a one-screen
    /// regeneration of a large app.
    init?(parsing bytes: [UInt8]) {
        guard let root = JSONValue(parsing: bytes), case .int(let version)? = root["version"], case .array(let entries)? = root["files"]
        else { return nil }
        var files: [File] = []
        files.reserveCapacity(entries.count)
        for entry in entries {
            guard let members = entry.members else { return nil }
            var path: String?, owner: TargetDefinition.Owner?, methods: [String]?, rendered: String?
            for (key, value) in members {
                switch (key, value) {
                case ("path", .string(let text)): path = text
                case ("owner", .string(let text)): guard let known = TargetDefinition.Owner(rawValue: text) else { return nil }; owner = known
                case ("methods", .array(let names)):
                    methods = []
                    for name in names { guard case .string(let text) = name else { return nil }; methods!.append(text) }
                case ("rendered", .string(let text)): rendered = text
                case ("methods", .null), ("rendered", .null): break
                case ("path", _), ("owner", _), ("methods", _), ("rendered", _): return nil
                default: break
                }
            }
            guard let path, let owner else { return nil }
            files.append(File(path: path, owner: owner, methods: methods, rendered: rendered))
        }
        self.version = version
        self.files = files
    }

    /// The target that made a file: the first folder of its path (`ios/Generated/…` → `ios`).
    public static func target(of path: String) -> Substring {
        // Asked of every file, twice a run: the common case without splitting the path.
        if let slash = path.utf8.firstIndex(of: UInt8(ascii: "/")), slash != path.startIndex { return path[..<slash] }
        return path.split(separator: "/", maxSplits: 1).first ?? ""
    }

    /// The entries of the given targets only: a run for some targets judges only their files (the others' stay as
    /// the ledger has them).
    public func restricted(to targets: Set<Substring>, keeping: Bool = true) -> GenerationLedger {
        var copy = self
        copy.files = files.filter { targets.contains(Self.target(of: $0.path)) == keeping }
        return copy
    }

    /// The ledger as JSON, keys sorted (what `JSONDecoder` reads back; written through the one JSON writer, which
    /// took a twentieth of the time Foundation's encoder took for the 25,000 files of a large app's four targets).
    public func data() -> Data { Data(serialized().bytes) }

    /// The ledger's JSON as `data()` writes it, and where each file's entry lies in it (from its `{` to its `}`).
    /// `earlier`: a ledger serialized before, and its text: each entry the same there is copied, not written again
    /// (`tandem watch` writes the ledger of a large app at every save, and one save changes a few entries).
    func serialized(reusing earlier: (ledger: GenerationLedger, bytes: [UInt8], entries: [Range<Int>])? = nil)
        -> (bytes: [UInt8], entries: [Range<Int>]) {
        func entry(_ file: File) -> JSONValue {
            var members: [(String, JSONValue)] = []
            if let methods = file.methods { members.append(("methods", .array(methods.map { .string($0) }))) }
            members += [("owner", .string(file.owner.rawValue)), ("path", .string(file.path))]
            if let rendered = file.rendered { members.append(("rendered", .string(rendered))) }
            return .object(members)
        }
        // The document as the JSON writer lays it out, an entry at a time (an empty list is `[]`).
        guard !files.isEmpty else { return (JSONValue.object([("files", .array([])), ("version", .int(version))]).serializedBytes(), []) }
        let earlier = earlier.flatMap { $0.ledger.files.count == $0.entries.count ? $0 : nil }
        var bytes = Array("{\n  \"files\": [\n".utf8), entries: [Range<Int>] = []
        bytes.reserveCapacity((earlier?.bytes.count ?? files.count * 120) + 1024)
        entries.reserveCapacity(files.count)
        // Both lists are sorted by path: walked side by side.
        var k = 0
        for (index, file) in files.enumerated() {
            bytes += "    ".utf8
            let start = bytes.count
            while let earlier, k < earlier.ledger.files.count, earlier.ledger.files[k].path < file.path { k += 1 }
            if let earlier, k < earlier.ledger.files.count, Self.same(earlier.ledger.files[k], file) {
                bytes += earlier.bytes[earlier.entries[k]]
            } else {
                entry(file).write(into: &bytes, indent: 2)
            }
            entries.append(start..<bytes.count)
            bytes += (index + 1 < files.count ? ",\n" : "\n").utf8
        }
        bytes += "  ],\n  \"version\": \(version)\n}\n".utf8
        return (bytes, entries)
    }

    /// Whether two ledgers would be written as the same bytes (`same` for each entry).
    static func same(_ a: GenerationLedger, _ b: GenerationLedger) -> Bool {
        a.version == b.version && a.files.count == b.files.count && zip(a.files, b.files).allSatisfy { same($0, $1) }
    }

    /// Whether two entries would be written as the same bytes (`==` on strings holds for texts that differ in
    /// their Unicode normalization, and the writer keeps each as it is).
    static func same(_ a: File, _ b: File) -> Bool {
        func bytes(_ x: String?, _ y: String?) -> Bool { x.map { x in y.map { x.utf8.elementsEqual($0.utf8) } ?? false } ?? (y == nil) }
        return a.owner == b.owner && bytes(a.path, b.path) && bytes(a.rendered, b.rendered) && a.methods?.count == b.methods?.count
            && zip(a.methods ?? [], b.methods ?? []).allSatisfy { bytes($0, $1) }
    }
}

extension Array {
    var nilIfEmpty: Self? { isEmpty ? nil : self }
}

/// Method declarations and overrides in generated and hand-written sources, found by their language's keywords in
/// one pass over the bytes (a 2,000-screen app is 20 MB of source): enough to match names, not a parser.
public enum SourceMethods {
    enum Language { case swift, kotlin, java }

    static func language(of path: String) -> Language? {
        if path.hasSuffix(".swift") { return .swift }
        if path.hasSuffix(".kt") { return .kotlin }
        if path.hasSuffix(".java") { return .java }
        return nil
    }

    public static func declared(in text: String, path: String) -> [String] {
        guard let language = language(of: path) else { return [] }
        return Array(Set(scan(text, language).filter { !$0.isOverride || language != .java }.map(\.name))).sorted()
    }

    /// Each override in a file of the user's, with its 1-based line. Swift and Kotlin are read by the parsers
    /// `tandem status` reads them with (a commented-out override is none); Java, which has no reader of its own, by
    /// the scan. A file too deeply nested to read has none.
    public static func overrides(in text: String, path: String) -> [(name: String, line: Int)] {
        guard let language = language(of: path) else { return [] }
        let classes: [SourceClass]
        switch language {
        case .swift: classes = (try? SwiftStructure.classes(in: text)) ?? []
        case .kotlin: classes = (try? KotlinStructure.classes(in: text)) ?? []
        case .java: return scan(text, language).filter(\.isOverride).map { ($0.name, $0.line) }
        }
        return classes.flatMap(\.methods).filter(\.isOverride).map { ($0.name, $0.line) }
    }

    struct Found { var name: String; var line: Int; var isOverride: Bool }

    static func isIdentifier(_ b: UInt8) -> Bool {
        (b >= 97 && b <= 122) || (b >= 65 && b <= 90) || (b >= 48 && b <= 57) || b == 95
    }

    /// Swift and Kotlin: `func NAME(` / `fun NAME(`, an override when `override` precedes it on the line. Java: on a
    /// line starting with `public` or `protected`, the identifier before the first `(` (no `=`, `new` or `class`
    /// before it); an override when the previous line is `@Override`.
    static func scan(_ text: String, _ language: Language) -> [Found] {
        var text = text
        text.makeContiguousUTF8()
        var found: [Found] = []
        var lineNumber = 0
        var previousWasOverride = false
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != 10 { end += 1 }
                lineNumber += 1
                let line = bytes[start..<end]
                switch language {
                case .swift, .kotlin:
                    let keyword: [UInt8] = language == .swift ? Array("func ".utf8) : Array("fun ".utf8)
                    if let k = find(keyword, in: line), k == line.startIndex || !isIdentifier(line[k - 1]) {
                        var i = k + keyword.count
                        while i < line.endIndex && line[i] == 32 { i += 1 }
                        let nameStart = i
                        while i < line.endIndex && isIdentifier(line[i]) { i += 1 }
                        if i > nameStart, i < line.endIndex, line[i] == 40 {
                            let before = line[line.startIndex..<k]
                            found.append(Found(name: String(decoding: line[nameStart..<i], as: UTF8.self), line: lineNumber,
                                               isOverride: find(Array("override".utf8), in: before) != nil))
                        }
                    }
                case .java:
                    var i = line.startIndex
                    while i < line.endIndex && (line[i] == 32 || line[i] == 9) { i += 1 }
                    let rest = line[i...]
                    if starts(rest, "@Override") { previousWasOverride = true; start = end + 1; continue }
                    if starts(rest, "public ") || starts(rest, "protected "), let paren = rest.firstIndex(of: 40) {
                        let head = rest[rest.startIndex..<paren]
                        if head.firstIndex(of: 61) == nil, find(Array(" new ".utf8), in: head) == nil,
                           find(Array("class ".utf8), in: head) == nil {
                            var j = paren
                            while j > head.startIndex && isIdentifier(head[j - 1]) { j -= 1 }
                            if j < paren {
                                found.append(Found(name: String(decoding: head[j..<paren], as: UTF8.self), line: lineNumber,
                                                   isOverride: previousWasOverride))
                            }
                        }
                    }
                    previousWasOverride = false
                }
                start = end + 1
            }
        }
        return found
    }

    static func starts(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ prefix: String) -> Bool {
        bytes.starts(with: prefix.utf8)
    }

    static func find(_ needle: [UInt8], in haystack: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var i = haystack.startIndex
        while i + needle.count <= haystack.endIndex {
            if haystack[i] == needle[0] {
                var k = 1
                while k < needle.count && haystack[i + k] == needle[k] { k += 1 }
                if k == needle.count { return i }
            }
            i += 1
        }
        return nil
    }
}

/// What a run found beyond the files it wrote.
public struct GenerationFindings: Sendable {
    public struct Orphan: Sendable, Equatable {
        public var path: String
        public var owner: TargetDefinition.Owner
        /// Removed by `--prune` (only a pristine Tandem-owned file is).
        public var removed: Bool
        /// A Tandem-owned orphan that was edited by hand: kept even with `--prune`.
        public var edited: Bool
    }

    public struct StaleOverride: Sendable, Equatable {
        public var path: String
        public var line: Int
        public var method: String
    }

    public var orphans: [Orphan] = []
    public var staleOverrides: [StaleOverride] = []
    /// The user's project files the design now renders differently (`path`), the new version written beside the
    /// output at `proposal` (under `.tandem/proposed/`) for the user to compare and merge.
    public var proposals: [(path: String, proposal: String)] = []
    /// Hand-edited files `--force` overwrote, and where their copy went.
    public var backups: [(path: String, copy: String)] = []
    /// Temporary files a killed run had left, removed.
    public var removedTemporaries: [String] = []

    public init() {}

    /// Nothing to report.
    public var isClean: Bool {
        orphans.isEmpty && staleOverrides.isEmpty && proposals.isEmpty && backups.isEmpty && removedTemporaries.isEmpty
    }
}

extension OutputWriter {
    /// Files the previous run made that this one does not: Tandem's own are removed with `prune` when pristine;
    /// the user's are only ever reported.
    func orphans(of files: [GeneratedFile], previous: GenerationLedger?, prune: Bool, dryRun: Bool) throws -> [GenerationFindings.Orphan] {
        guard let previous else { return [] }
        let current = Set(files.map(\.path))
        var orphans: [GenerationFindings.Orphan] = []
        for file in previous.files where !current.contains(file.path) {
            guard let data = try onDisk(file.path) else { continue }
            let edited = file.owner == .tandem && !Self.isPristine(String(decoding: data, as: UTF8.self), path: file.path)
            let removable = file.owner == .tandem && !edited && prune
            if removable, !dryRun {
                do { try AtomicFile.remove(file.path, under: root) } catch let failure as AtomicFile.Failure {
                    throw CodeGeneration.Problem(description: failure.description)
                }
            }
            orphans.append(.init(path: file.path, owner: file.owner, removed: removable, edited: edited))
        }
        return orphans
    }

    /// Overrides in the user's files of methods an earlier run's base classes declared and this run's no longer do.
    func staleOverrides(of files: [GeneratedFile], methods: [[String]], previous: GenerationLedger?) -> [GenerationFindings.StaleOverride] {
        guard let previous else { return [] }
        // Nothing is gone when each file the last run declared methods in is still made and declares them all again
        // (a file taken from the last run shares the ledger's very list): checked file by file, without a set of every
        // method of the app.
        let index = Dictionary(files.indices.map { (files[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
        let lost = previous.files.contains { file in
            guard let declared = file.methods, !declared.isEmpty else { return false }
            guard let i = index[file.path] else { return true }
            return methods[i] != declared && !Set(methods[i]).isSuperset(of: declared)
        }
        guard lost else { return [] }
        let gone = Set(previous.files.flatMap { $0.methods ?? [] }).subtracting(Set(methods.joined()))
        guard !gone.isEmpty else { return [] }
        var stale: [GenerationFindings.StaleOverride] = []
        for file in files where file.owner == .user {
            guard let data = (try? onDisk(file.path)) ?? nil else { continue }
            for (name, line) in SourceMethods.overrides(in: String(decoding: data, as: UTF8.self), path: file.path) where gone.contains(name) {
                stale.append(.init(path: file.path, line: line, method: name))
            }
        }
        return stale
    }

    /// The user's project files this run renders differently from the last (the design changed what they should say)
    /// and that do not already say it: their new versions go to `.tandem/proposed/<path>`; the user's file is kept.
    /// A proposal the user's file has caught up with is removed.
    func proposals(of files: [GeneratedFile], entries: [OutputWriter.Entry], previous: GenerationLedger?, dryRun: Bool) throws
        -> [(path: String, proposal: String)] {
        guard let previous else { return [] }
        // The few project files of yours (a handful per target) are looked up among the ledger's tens of thousands.
        let kept = zip(files, entries).filter { $1.action == .keep && $0.owner == .user && $0.scope == .app }
        guard !kept.isEmpty else { return [] }
        let paths = Set(kept.map(\.0.path))
        var before: [String: String?] = [:]
        for file in previous.files where paths.contains(file.path) && before[file.path] == nil { before[file.path] = file.rendered }
        var proposals: [(path: String, proposal: String)] = []
        for (file, _) in kept {
            guard let now = GenerationLedger.rendered(file), let was = before[file.path] ?? nil else { continue }
            let proposal = GenerationLedger.proposed + "/" + file.path
            if try onDisk(file.path) == file.bytes {
                if !dryRun { _ = try? AtomicFile.remove(proposal, under: root) }
                continue
            }
            guard now != was else { continue }
            if !dryRun { try writeInside(Data(file.bytes), to: proposal) }
            proposals.append((file.path, proposal))
        }
        return proposals
    }

    /// Copies a hand-edited file `--force` is about to overwrite into `.tandem/backups/`, never over an older copy.
    func backUp(_ relative: String) throws -> String {
        var copy = GenerationLedger.backups + "/" + relative
        var n = 1
        while case .some = try onDisk(copy) {
            n += 1
            copy = GenerationLedger.backups + "/" + relative + ".\(n)"
        }
        guard let data = try onDisk(relative) else { return copy }
        try writeInside(Data(data), to: copy)
        return copy
    }

    /// Removes the temporary files a killed run left in the folders this run writes to (with the lock held, no other
    /// run is writing, so every one of them is stale). `changed`: the only folders one can be in (those the kernel
    /// reported a change in since the last run, `KeptOutput`); nil: all of them.
    func removeStaleTemporaries(of files: [GeneratedFile], in changed: Set<String>? = nil) -> [String] {
        var removed: [String] = []
        var folders = Set(files.map { PathText.directory(of: $0.path) } + ["", ".tandem"])
        if let changed { folders.formIntersection(changed) }
        for folder in folders.sorted() {
            // A folder reached through a link is not this run's to clean.
            guard let names = (try? AtomicFile.names(in: folder, under: root)) ?? nil else { continue }
            for name in names where AtomicFile.isTemporaryName(name) {
                let relative = folder.isEmpty ? name : folder + "/" + name
                if (try? AtomicFile.remove(relative, under: root)) == true { removed.append(relative) }
            }
        }
        return removed
    }

    /// Holds `.tandem/lock` for the run, so two runs never write one folder at once (released when the process ends,
    /// even if it is killed).
    func lock() throws -> Int32 {
        try AtomicFile.makeDirectory(root)
        try AtomicFile.makeDirectory(".tandem", under: root)
        let path = root + "/.tandem/lock"
        // Read-only: flock needs no more, and closing it then tells a watch on the folder nothing (`KeptOutput`).
        let fd = open(path, O_RDONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { throw AtomicFile.Failure("cannot lock \(path): \(AtomicFile.reason())") }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            close(fd)
            throw AtomicFile.Failure("another tandem is generating into \(root); run again when it has finished")
        }
        return fd
    }
}
