import TandemAnalysis
import Foundation
import TandemChecks
import TandemCodegen
import TandemDiagnostics
import TandemTemplates

/// The generate stage: design → template context → files → safe writes.
public enum CodeGeneration {
    public struct Problem: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// The bundled templates folder (`templates/` of the repository, copied into the build).
    public static var bundledTemplates: String {
        BundledTemplates.directory ?? "templates"
    }

    public static func templateSet(overrides: String?) -> TemplateSet {
        TemplateSet(overrides: overrides, bundled: bundledTemplates)
    }

    public static func context(for analysis: Analysis) -> TemplateContext {
        ContextBuilder(analysis: analysis, toolVersion: CheckReport.toolVersion).build()
    }

    /// The context as JSON (`--dump-context`): keys sorted, so the output is the same on every run.
    public static func contextJSON(for analysis: Analysis) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(context(for: analysis))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Generates into an output folder: plans or writes the files, keeps a copy of every hand-edited file `force`
    /// overwrites, finds orphans (removing Tandem's own with `prune`), reports the user's overrides of methods the
    /// base classes no longer declare, and records the run in `.tandem/manifest.json`.
    public static func run(_ files: [GeneratedFile], into directory: String, force: Bool, prune: Bool, dryRun: Bool) throws
        -> (entries: [OutputWriter.Entry], findings: GenerationFindings) {
        let writer = OutputWriter(outputDirectory: directory, force: force)
        let previous = GenerationLedger.read(in: directory)
        var findings = GenerationFindings()
        let planned = try writer.plan(files)
        if dryRun {
            findings.orphans = try writer.orphans(of: files, previous: previous, prune: prune, dryRun: true)
            return (planned, findings)
        }
        for entry in planned where entry.action == .forced {
            findings.backups.append((entry.path, try writer.backUp(entry.path)))
        }
        let entries = try writer.write(files)
        findings.orphans = try writer.orphans(of: files, previous: previous, prune: prune, dryRun: false)
        let methods = GenerationLedger.methods(of: files)
        findings.staleOverrides = writer.staleOverrides(of: files, methods: methods, previous: previous)
        let ledger = GenerationLedger(files: files, methods: methods, orphans: findings.orphans, previous: previous)
        // Rewritten only when it changes, like every other file.
        let ledgerPath = try writer.destination(GenerationLedger.path)
        if FileManager.default.contents(atPath: ledgerPath) != ledger.data() { try AtomicFile.write(ledger.data(), to: ledgerPath) }
        return (entries, findings)
    }

    /// Every file of the given targets, in a stable order.
    public static func files(for analysis: Analysis, targets: [String], templates: TemplateSet) throws -> [GeneratedFile] {
        let context = context(for: analysis)
        let generator = Generator(templates: templates)
        var files: [GeneratedFile] = []
        for target in targets {
            do { files += try generator.generate(target: target, context: context) } catch {
                throw Problem(description: "\(error)")
            }
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
    }

    public let outputDirectory: String
    public var force = false

    public init(outputDirectory: String, force: Bool = false) {
        self.outputDirectory = outputDirectory
        self.force = force
    }

    static let marker = "tandem-checksum:"

    /// The checksum line for a file, in its language's comment syntax.
    static func checksumLine(for path: String, body: String) -> String {
        let sum = checksum(body)
        if path.hasSuffix(".xml") { return "<!-- \(marker) \(sum) -->\n" }
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

    /// Whether a Tandem-owned file on disk is exactly as Tandem wrote it.
    static func isPristine(_ text: String) -> Bool {
        guard let range = text.range(of: "\n", options: .backwards, range: text.startIndex..<text.index(before: text.endIndex)),
              text.hasSuffix("\n") else { return false }
        let body = String(text[..<range.upperBound])
        let last = text[range.upperBound...]
        guard last.contains(marker) else { return false }
        return last.contains(checksum(body))
    }

    public func plan(_ files: [GeneratedFile]) throws -> [Entry] {
        let destinations = try files.map { try destination($0.path) }
        // A first run into a new folder creates everything: no need to look for ten thousand files one by one.
        if !FileManager.default.fileExists(atPath: outputDirectory) {
            return files.map { Entry(path: $0.path, action: .create, owner: $0.owner) }
        }
        // Reading thousands of small files is latency-bound: two threads keep the disk busy.
        nonisolated(unsafe) var entries = [Entry?](repeating: nil, count: files.count)
        let force = force
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            entries[i] = Self.entry(for: files[i], at: destinations[i], force: force)
        }
        return entries.map { $0! }
    }

    static func entry(for file: GeneratedFile, at path: String, force: Bool) -> Entry {
        guard let data = FileManager.default.contents(atPath: path) else {
            return Entry(path: file.path, action: .create, owner: file.owner)
        }
        if file.owner == .user { return Entry(path: file.path, action: .keep, owner: .user) }
        let existing = String(decoding: data, as: UTF8.self)
        if existing == stamped(file) { return Entry(path: file.path, action: .unchanged, owner: .tandem) }
        if !isPristine(existing) { return Entry(path: file.path, action: force ? .forced : .edited, owner: .tandem) }
        return Entry(path: file.path, action: .update, owner: .tandem)
    }

    /// Carries out a plan; returns it. Files are written in parallel, each atomically.
    @discardableResult
    public func write(_ files: [GeneratedFile]) throws -> [Entry] {
        let entries = try plan(files)
        let pending = zip(files, entries).filter { [.create, .update, .forced].contains($0.1.action) }.map(\.0)
        // Directories first, once each, so parallel writers never race to create them.
        for directory in Set(try pending.map { (try destination($0.path) as NSString).deletingLastPathComponent }).sorted() {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        nonisolated(unsafe) var failures = [String?](repeating: nil, count: pending.count)
        let destinations = try pending.map { try destination($0.path) }
        DispatchQueue.concurrentPerform(iterations: pending.count) { i in
            do { try AtomicFile.write(Self.stamped(pending[i]), to: destinations[i]) } catch { failures[i] = "\(error)" }
        }
        if let failure = failures.compactMap({ $0 }).first { throw CodeGeneration.Problem(description: failure) }
        return entries
    }

    /// The destination path, refusing anything that would leave the output folder (absolute paths, `..`).
    func destination(_ relative: String) throws -> String {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !relative.hasPrefix("/"), !parts.contains(where: { $0 == ".." || $0.isEmpty }) else {
            throw CodeGeneration.Problem(description: "refusing to write \(relative): it is outside \(outputDirectory)")
        }
        return (outputDirectory.hasSuffix("/") ? outputDirectory : outputDirectory + "/") + relative
    }
}
