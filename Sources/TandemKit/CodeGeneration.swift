import TandemAnalysis
import Foundation
import TandemChecks
import TandemCodegen
import TandemPlatform
import TandemDiagnostics
import TandemTargetCode
import TandemTargets

/// The generate stage: design → template context → files → safe writes.
public enum CodeGeneration {
    public struct Problem: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// The bundled templates (`templates/` of the repository), compiled into Tandem.
    public static let bundledTemplates = TemplateRoot.embedded(EmbeddedTemplates.files)

    /// What `generate` makes unless told otherwise: one app per platform, UIKit and Activities. The SwiftUI and
    /// single-activity targets are asked for by name (`--target swiftui,android-navigation`), or with `all`.
    public static let defaultTargets = Targets.defaults

    /// The targets a `--target` value names: a comma-separated list, or `all` for every bundled target.
    public static func targets(named value: String, in set: TemplateSet) throws -> [String] {
        if value == "all" { return Targets.bundled.map(\.name) }
        var names: [String] = []
        for name in value.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            if name == "all" {
                for bundled in Targets.bundled.map(\.name) where !names.contains(bundled) { names.append(bundled) }
                continue
            }
            _ = try set.definition(of: name)
            if !names.contains(name) { names.append(name) }
        }
        // `--target ""` (an unset shell variable) made nothing and said all was well.
        guard !names.isEmpty else { throw Problem(description: "--target names no target; name one or more: \(Targets.bundled.map(\.name).joined(separator: ", ")), or all") }
        return names
    }

    public static func templateSet(overrides: String?) -> TemplateSet {
        TemplateSet(overrides: overrides, bundled: bundledTemplates)
    }

    /// The template context a target renders: the neutral context with the names of `adapter` (`native`) and code
    /// spelled in `language`; without them, the neutral context alone.
    public static func context(for analysis: Analysis, adapter: (any TargetAdapter)? = nil, language: Language? = nil) -> TemplateContext {
        builder(for: analysis, adapter: adapter, language: language).build()
    }

    static func builder(for analysis: Analysis, adapter: (any TargetAdapter)?, language: Language?) -> ContextBuilder {
        ContextBuilder(analysis: analysis, toolVersion: CheckReport.toolVersion, adapter: adapter, language: language)
    }

    /// The language a target's templates are written in (its target.json's `language`), if Tandem spells it.
    public static func language(of target: String, in set: TemplateSet) -> Language? {
        (try? set.definition(of: target)).flatMap { Language(rawValue: $0.language) }
    }

    /// The adapter whose names a target's templates read: its own, else the one of the target it extends (a Java
    /// target made from templates extends `android`), and so on; nil when none has one.
    public static func adapter(of target: String, in set: TemplateSet) -> (any TargetAdapter)? {
        var name: String? = target
        var seen = Set<String>()
        while let current = name, seen.insert(current).inserted {
            if let adapter = Targets.named(current) { return adapter }
            name = (try? set.definition(of: current))?.extends
        }
        return nil
    }

    /// The context each target renders, as JSON keyed by target name (`--dump-context`): keys sorted, so the output
    /// is the same on every run.
    public static func contextJSON(for analysis: Analysis, targets: [String] = CodeGeneration.defaultTargets,
                                   templates: TemplateSet = CodeGeneration.templateSet(overrides: nil)) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var contexts: [String: TemplateContext] = [:]
        for target in targets {
            contexts[target] = context(for: analysis, adapter: adapter(of: target, in: templates), language: language(of: target, in: templates))
        }
        let data = (try? encoder.encode(contexts)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Generates into an output folder: plans or writes the files, keeps a copy of every hand-edited file `force`
    /// overwrites, finds orphans (removing Tandem's own with `prune`), reports the user's overrides of methods the
    /// base classes no longer declare, and records the run in `.tandem/manifest.json`.
    /// `fingerprint`: what the files were made from (`UnchangedRun`); a clean run records it, so that the next run
    /// made from the same need not render.
    public static func run(_ files: [GeneratedFile], into directory: String, force: Bool, prune: Bool, dryRun: Bool,
                           fingerprint: String? = nil) throws -> (entries: [OutputWriter.Entry], findings: GenerationFindings) {
        guard !directory.isEmpty else { throw Problem(description: "the output folder is empty: name a folder with --out") }
        return try run(files, into: directory, ledger: GenerationLedger.read(in: directory), force: force, prune: prune, dryRun: dryRun,
                       fingerprint: fingerprint)
    }

    /// What `generate` does, for the command and for `watch`: a run made from what the last clean run was made from,
    /// into the files it left, renders nothing (`UnchangedRun`); any other renders only the files whose inputs changed
    /// since the last run, or that are not on disk as it left them (`Generator.Reuse`), and writes what differs.
    /// `remembers`: the run may answer from the last one's record and leave one (not for templates from a folder,
    /// whose text the binary's identity does not cover); `--force`, `--prune`, `--check` and `--dry-run` never do.
    /// `kept`: the contexts the last run built, for this one to keep what the edit since cannot have changed, and to
    /// keep its own for the next; `output`: what the last run left in the folder, believed where the kernel reported
    /// no change since (both `tandem watch`).
    public static func generate(_ analysis: Analysis, sources: SourceMap, targets: [String], templates: TemplateSet, into directory: String,
                                remembers: Bool, force: Bool = false, prune: Bool = false, dryRun: Bool = false,
                                kept: KeptContexts? = nil, output: KeptOutput? = nil) throws
        -> (entries: [OutputWriter.Entry], findings: GenerationFindings, rendered: Int) {
        guard !directory.isEmpty else { throw Problem(description: "the output folder is empty: name a folder with --out") }
        let remembers = remembers && !(force || prune || dryRun)
        let fingerprint = remembers ? UnchangedRun.fingerprint(sources: sources, targets: targets) : nil
        // What the last run left is read with the folder's lock held, through to this run's record: another run
        // writing in between would make the stamps it holds say what they do not.
        var lock: Int32? = nil
        if remembers, case .directory = AtomicFile.kind(directory) {
            do { lock = try OutputWriter(outputDirectory: directory).lock() } catch let failure as AtomicFile.Failure {
                throw Problem(description: failure.description)
            }
        }
        defer { if let lock { close(lock) } }
        let known = lock == nil ? nil : output?.take(directory)
        if lock != nil, let fingerprint,
           let unchanged = UnchangedRun.entries(fingerprint: fingerprint, in: directory, targets: targets, known: known) {
            // Nothing written: what was kept still holds.
            if let known {
                output?.keep(directory, ledger: known.ledger, ledgerText: known.ledgerText, record: (known.recordBytes, known.record, nil))
            }
            return (unchanged, GenerationFindings(), 0)
        }
        let ledger = try known.map(\.ledger) ?? GenerationLedger.read(in: directory)
        let reuse = remembers ? UnchangedRun.binary().map {
            UnchangedRun.reuse(in: directory, seed: $0, ledger: lock == nil ? nil : ledger, known: known)
        } : nil
        let files = try files(for: analysis, targets: targets, templates: templates, reuse: reuse, kept: kept.map { ($0, sources) })
        let (entries, findings) = try run(files, into: directory, ledger: ledger, force: force, prune: prune, dryRun: dryRun,
                                          fingerprint: fingerprint, locked: lock != nil, known: known, output: output)
        return (entries, findings, files.count { !$0.isReused })
    }

    /// `locked`: the caller holds the folder's lock. `known`: what `watch` kept of the last run, read instead of the
    /// disk, and `output` keeps this run's.
    static func run(_ files: [GeneratedFile], into directory: String, ledger: GenerationLedger?, force: Bool, prune: Bool, dryRun: Bool,
                    fingerprint: String?, locked: Bool = false, known: KeptOutput.Known? = nil, output: KeptOutput? = nil) throws
        -> (entries: [OutputWriter.Entry], findings: GenerationFindings) {
        let writer = OutputWriter(outputDirectory: directory, force: force)
        // A run for some targets judges only their files: another target's files are neither orphans nor stale, and
        // keep their entries in the ledger.
        let made = Set(files.map { GenerationLedger.target(of: $0.path) })
        let previous = ledger?.restricted(to: made), others = ledger?.restricted(to: made, keeping: false).files ?? []
        var findings = GenerationFindings()
        if dryRun {
            let planned = try writer.plan(files)
            findings.orphans = try writer.orphans(of: files, previous: previous, prune: prune, dryRun: true)
            findings.staleOverrides = writer.staleOverrides(of: files, methods: GenerationLedger.methods(of: files), previous: previous)
            findings.proposals = try writer.proposals(of: files, entries: planned, previous: previous, dryRun: true)
            return (planned, findings)
        }
        var lock: Int32 = -1
        if !locked {
            do { lock = try writer.lock() } catch let failure as AtomicFile.Failure { throw Problem(description: failure.description) }
        }
        defer { if lock >= 0 { close(lock) } }
        let carried = fingerprint == nil || others.isEmpty ? [] : UnchangedRun.others(in: directory, besides: made, known: known)
        try UnchangedRun.forget(in: directory)
        findings.removedTemporaries = writer.removeStaleTemporaries(of: files, in: known?.changedFolders)
        let planned = try writer.plan(files)
        for entry in planned where entry.action == .forced {
            findings.backups.append((entry.path, try writer.backUp(entry.path)))
        }
        let entries = try writer.write(files, planned: planned)
        findings.orphans = try writer.orphans(of: files, previous: previous, prune: prune, dryRun: false)
        let methods = GenerationLedger.methods(of: files, previous: previous)
        findings.staleOverrides = writer.staleOverrides(of: files, methods: methods, previous: previous)
        do { findings.proposals = try writer.proposals(of: files, entries: entries, previous: previous, dryRun: false) } catch let failure as AtomicFile.Failure {
            throw Problem(description: failure.description)
        }
        var updated = GenerationLedger(files: files, methods: methods, orphans: findings.orphans, previous: previous)
        updated.files = (updated.files + others).sorted { $0.path < $1.path }
        // Rewritten only when it changes, like every other file (the one `watch` kept is the one on disk, and its
        // entries that did not change are copied from it).
        let text = known.flatMap { GenerationLedger.same($0.ledger, updated) ? $0.ledgerText : nil }
            ?? updated.serialized(reusing: known.map { ($0.ledger, $0.ledgerText.bytes, $0.ledgerText.entries) })
        var known = known
        if try known.map({ $0.ledgerText.bytes }) ?? writer.onDisk(GenerationLedger.path) != text.bytes {
            try writer.writeInside(Data(text.bytes), to: GenerationLedger.path)
            known?.changed.insert(GenerationLedger.path)
        }
        if let fingerprint, !force, !prune {
            let clean = findings.isClean && entries.allSatisfy { [.create, .update, .unchanged, .keep].contains($0.action) }
            let record = try UnchangedRun.record(fingerprint: clean ? fingerprint : nil, entries: entries, files: files, carried: carried,
                                                 writer: writer, known: known)
            if let output, let record {
                output.keep(directory, ledger: updated, ledgerText: text, record: (record.bytes, (record.fingerprint, record.lines), record.stamp))
            }
        }
        return (entries, findings)
    }

    /// Every file of the given targets, in a stable order.
    /// `reuse`: what may be taken from the last run instead of rendered. `kept`: the contexts the last run built, and
    /// the text this design was read from (`KeptContexts`).
    public static func files(for analysis: Analysis, targets: [String], templates: TemplateSet, reuse: Generator.Reuse? = nil,
                             kept: (contexts: KeptContexts, sources: SourceMap)? = nil) throws -> [GeneratedFile] {
        let generator = Generator(templates: templates)
        // One context per adapter and language: targets that share both share it. Each context is built on one core
        // and its targets' files made right after, side by side with the next context's: the parts of a target that
        // run on one core (its context, its templates parsed, its items boxed) overlap another's.
        let adapters = targets.map { adapter(of: $0, in: templates) }, languages = targets.map { language(of: $0, in: templates) }
        let keys = targets.indices.map { (adapters[$0]?.name ?? "") + "/" + (languages[$0]?.rawValue ?? "") }
        let distinct = keys.indices.filter { keys.firstIndex(of: keys[$0]) == $0 }
        nonisolated(unsafe) var made = [Result<[GeneratedFile], any Error>?](repeating: nil, count: targets.count)
        let changes = kept.map { $0.contexts.changes(to: analysis.design, sources: $0.sources) }
        DispatchQueue.concurrentPerform(iterations: distinct.count) { k in
            let builder = CodeGeneration.builder(for: analysis, adapter: adapters[distinct[k]], language: languages[distinct[k]])
            let (context, prints) = kept.map { $0.contexts.context(keys[distinct[k]], builder: builder, changes: changes!, prints: reuse != nil) }
                ?? (builder.build(), nil)
            for i in targets.indices where keys[i] == keys[distinct[k]] {
                made[i] = Result {
                    try generator.generate(target: targets[i], context: context, code: adapters[i].flatMap(Targets.code(of:)), reuse: reuse,
                                           screenPrints: prints, kept: kept?.contexts.renders)
                }
            }
        }
        var files: [GeneratedFile] = []
        for result in made {
            do { files += try result!.get() } catch { throw Problem(description: "\(error)") }
        }
        return files
    }
}

/// Writes generated files without ever losing work:
/// - files Tandem owns carry a checksum line; one whose body no longer matches was edited by hand and is left
///   alone (reported), unless `force`;
/// - files the user owns are created once and never touched again;
/// - unchanged files are not rewritten (timestamps stay, builds stay incremental);
/// - every write is atomic, and nothing is written outside the output folder.
public struct OutputWriter {
    public enum Action: String, Sendable {
        case create, update, unchanged
        /// A user file that exists: never touched.
        case keep
        /// A Tandem file edited by hand: not overwritten.
        case edited
        /// A Tandem file edited by hand, overwritten because of `--force`; a copy is kept in `.tandem/backups/`.
        case forced
    }

    public struct Entry: Sendable {
        public var path: String
        public var action: Action
        public var owner: TargetDefinition.Owner
        /// What the disk showed of the file when the run compared, wrote or found it (`AtomicFile.stamp`): the run's
        /// record believes the file only while the disk still shows that.
        var stamp: String? = nil
    }

    public let outputDirectory: String
    public var force = false

    public init(outputDirectory: String, force: Bool = false) {
        self.outputDirectory = outputDirectory
        self.force = force
    }

    static let marker = "tandem-checksum:"

    /// The checksum line for a file, in its format's comment syntax.
    static func checksumLine(for path: String, body: String) -> String {
        let sum = checksum(body)
        let name = (path as NSString).lastPathComponent
        if name.hasSuffix(".xml") || name.hasSuffix(".plist") { return "<!-- \(marker) \(sum) -->\n" }
        if name.hasSuffix(".yml") || name.hasSuffix(".yaml") || name.hasSuffix(".properties") || name.hasSuffix(".pro")
            || name.hasSuffix(".toml") {
            return "# \(marker) \(sum)\n"
        }
        return "// \(marker) \(sum)\n"
    }

    /// The body's FNV-1a hash as 16 hex digits: it detects edits, it does not defend against forgery.
    static func checksum(_ text: String) -> String {
        let hex = String(StableHash.fnv1a64(text), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// What a Tandem-owned file looks like on disk: its body and the checksum line.
    static func stamped(_ file: GeneratedFile) -> String {
        file.owner == .tandem ? file.contents + checksumLine(for: file.path, body: file.contents) : file.contents
    }

    /// The bytes a file is written as: a Tandem file stamped, a user's as made (text or an image).
    static func written(_ file: GeneratedFile) -> Data {
        guard file.owner == .tandem else { return Data(file.bytes) }
        var data = Data(file.contents.utf8)
        data.append(contentsOf: checksumLine(for: file.path, body: file.contents).utf8)
        return data
    }

    /// Whether a Tandem-owned file on disk is exactly as Tandem wrote it: a body, then, as its last line, exactly the
    /// checksum line of that body. Anything else (an empty file, text after the checksum, another checksum) is a
    /// hand edit, kept.
    static func isPristine(_ text: String, path: String = "") -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 2, bytes.last == 0x0A else { return false }
        var start = bytes.count - 2
        while start >= 0 && bytes[start] != 0x0A { start -= 1 }
        let body = String(decoding: bytes[0..<(start + 1)], as: UTF8.self)
        let last = String(decoding: bytes[(start + 1)...], as: UTF8.self)
        if !path.isEmpty { return last == checksumLine(for: path, body: body) }
        // Without a path, any of the comment syntaxes.
        return ["a.swift", "a.xml", "a.yml"].contains { last == checksumLine(for: $0, body: body) }
    }

    public func plan(_ files: [GeneratedFile]) throws -> [Entry] {
        let destinations = try files.map { try destination($0.path) }
        // Every name must fit the file system before the first file is written: all or nothing.
        for file in files where Self.hasLongName(file.path) {
            let long = file.path.split(separator: "/").first { $0.utf8.count > 255 } ?? ""
            throw CodeGeneration.Problem(description: "cannot write \(file.path): the name '\(long.prefix(40))…' is longer than a file system allows (255 bytes); nothing was written")
        }
        // A first run into a new folder creates everything: no need to look for ten thousand files one by one.
        if case .missing = AtomicFile.kind(outputDirectory) {
            return files.map { Entry(path: $0.path, action: .create, owner: $0.owner) }
        }
        // No link below the output folder is followed: each folder is checked once, each file where it is read. A file
        // in a folder that is not there yet (a target's first run) is created without a look.
        var folders: [String: Bool] = [:]
        for file in files {
            let folder = PathText.directory(of: file.path)
            if folders[folder] == nil { folders[folder] = try checkFolders(file.path) }
        }
        // Reading thousands of small files is latency-bound: two threads keep the disk busy.
        nonisolated(unsafe) var entries = [Result<Entry, AtomicFile.Failure>?](repeating: nil, count: files.count)
        let force = force, present = folders
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            // Found as made a moment ago (`Generator.Reuse`): never written, so nothing can be lost by trusting it.
            if let found = files[i].found {
                return entries[i] = .success(Entry(path: files[i].path, action: files[i].owner == .tandem ? .unchanged : .keep, owner: files[i].owner,
                                                   stamp: found))
            }
            guard present[PathText.directory(of: files[i].path)] == true else {
                return entries[i] = .success(Entry(path: files[i].path, action: .create, owner: files[i].owner))
            }
            entries[i] = Result { try Self.entry(for: files[i], at: destinations[i], force: force) }
                .mapError { $0 as? AtomicFile.Failure ?? AtomicFile.Failure("\($0)") }
        }
        return try entries.map { try $0!.get() }
    }

    /// Whether the folders of `relative` are all there; a link or a file among them is refused.
    func checkFolders(_ relative: String) throws -> Bool {
        do { return try AtomicFile.checkFolders(relative, under: root) } catch let failure as AtomicFile.Failure {
            throw CodeGeneration.Problem(description: failure.description)
        }
    }

    /// The output folder without a trailing slash.
    var root: String { outputDirectory.count > 1 && outputDirectory.hasSuffix("/") ? String(outputDirectory.dropLast()) : outputDirectory }

    static func entry(for file: GeneratedFile, at path: String, force: Bool) throws -> Entry {
        switch AtomicFile.kind(path) {
        case .missing: return Entry(path: file.path, action: .create, owner: file.owner)
        case .file: break
        case .symlink:
            throw AtomicFile.Failure("refusing to write \(path): it is a link to \(AtomicFile.linkTarget(path)), and Tandem never follows or replaces links")
        case .directory: throw AtomicFile.Failure("cannot write \(path): it is a folder")
        case .other(let what): throw AtomicFile.Failure("cannot write \(path): it is \(what)")
        }
        if file.owner == .user { return Entry(path: file.path, action: .keep, owner: .user) }
        // Taken before the bytes are read: a change after it shows in the stamp the run records.
        let stamp = AtomicFile.stamp(atPath: path)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AtomicFile.Failure("cannot read \(path): \(AtomicFile.reason())")
        }
        let existing = String(decoding: data, as: UTF8.self)
        if existing == stamped(file) { return Entry(path: file.path, action: .unchanged, owner: .tandem, stamp: stamp) }
        if !isPristine(existing, path: file.path) { return Entry(path: file.path, action: force ? .forced : .edited, owner: .tandem) }
        return Entry(path: file.path, action: .update, owner: .tandem)
    }

    /// Carries out a plan; returns it. Files are written in parallel, each atomically; a user's file is created only
    /// if nothing is there at that moment (one step, never checked first and written later).
    /// - Parameter planned: `plan(files)`, when the caller has just made it.
    @discardableResult
    public func write(_ files: [GeneratedFile], planned: [Entry]? = nil) throws -> [Entry] {
        var entries = try planned ?? plan(files)
        let pending = zip(files, entries).enumerated().filter { [.create, .update, .forced].contains($0.element.1.action) }
        do {
            try AtomicFile.makeDirectory(root)
            // Folders first, once each, so parallel writers never race to create them.
            for folder in Set(pending.map { PathText.directory(of: $0.element.0.path) }).sorted() {
                try AtomicFile.makeDirectory(folder, under: root)
            }
        } catch let failure as AtomicFile.Failure {
            throw CodeGeneration.Problem(description: failure.description)
        }
        nonisolated(unsafe) var failures = [String?](repeating: nil, count: pending.count)
        nonisolated(unsafe) var raced = [Bool](repeating: false, count: pending.count)
        nonisolated(unsafe) var stamps = [String?](repeating: nil, count: pending.count)
        // One thread per folder at a time: creating files in one folder takes the folder's lock, and two threads
        // taking turns at it spend their time waiting. The biggest folders go first, so the threads finish together.
        // Each folder is opened once, when its turn comes, and closed after (templates may make a folder per screen:
        // thousands of them open at once would run out of file descriptors); files are created in it by name.
        var byFolder: [String: [Int]] = [:]
        for (i, item) in pending.enumerated() { byFolder[PathText.directory(of: item.element.0.path), default: []].append(i) }
        let groups = byFolder.sorted { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key }
        let root = root
        DispatchQueue.concurrentPerform(iterations: groups.count) { g in
            let folder: AtomicFile.Folder
            do { folder = try AtomicFile.Folder(groups[g].key, under: root) } catch {
                for i in groups[g].value { failures[i] = "\(error)" }
                return
            }
            for i in groups[g].value {
                let file = pending[i].element.0
                let name = (file.path as NSString).lastPathComponent
                do {
                    if file.owner == .user {
                        raced[i] = try !folder.create(Self.written(file), at: name)
                    } else {
                        try folder.write(Self.written(file), to: name)
                        stamps[i] = folder.stamp(of: name)
                    }
                } catch { failures[i] = "\(error)" }
            }
        }
        if let failure = failures.compactMap({ $0 }).first { throw CodeGeneration.Problem(description: failure) }
        // A user's file that appeared between the plan and the write was kept, not overwritten.
        for (i, item) in pending.enumerated() {
            if raced[i] { entries[item.offset].action = .keep }
            entries[item.offset].stamp = stamps[i]
        }
        return entries
    }

    /// The destination path, refusing anything that would leave the output folder (absolute paths, `..`).
    func destination(_ relative: String) throws -> String {
        guard Self.isInside(relative) else {
            throw CodeGeneration.Problem(description: "refusing to write \(relative): it is outside \(outputDirectory)")
        }
        return (outputDirectory.hasSuffix("/") ? outputDirectory : outputDirectory + "/") + relative
    }

    /// Whether a part of `path` between slashes is longer than 255 bytes: one pass over the bytes (asked of every file).
    static func hasLongName(_ path: String) -> Bool {
        var part = 0
        for byte in path.utf8 {
            part = byte == UInt8(ascii: "/") ? 0 : part + 1
            if part > 255 { return true }
        }
        return false
    }

    /// Whether `relative` names a place inside the output folder: not absolute, no `..` or empty part, no NUL.
    static func isInside(_ relative: String) -> Bool { Generator.isRelativePath(relative) }

    /// A file below the output folder as it is on disk (nil when there is none), read without following a link.
    func onDisk(_ relative: String) throws -> [UInt8]? {
        _ = try destination(relative)
        do { return try AtomicFile.read(relative, under: root) } catch let failure as AtomicFile.Failure {
            throw CodeGeneration.Problem(description: failure.description)
        }
    }

    /// Writes a file of Tandem's own below the output folder (the manifest, a backup, a proposal), making its folders,
    /// never through a link.
    func writeInside(_ data: Data, to relative: String) throws {
        _ = try destination(relative)
        do {
            let folder = PathText.directory(of: relative)
            try AtomicFile.makeDirectory(folder, under: root)
            try AtomicFile.Folder(folder, under: root).write(data, to: (relative as NSString).lastPathComponent)
        } catch let failure as AtomicFile.Failure {
            throw CodeGeneration.Problem(description: failure.description)
        }
    }
}
