import Foundation
import TandemCodegen

/// What Tandem generated into an output folder, kept at `.tandem/manifest.json` inside it: every file with its
/// owner, and the methods each Tandem-owned file declared. The next run uses it to find files the design no longer
/// makes (orphans: reported, and Tandem's own removed with `--prune`) and the user's overrides of methods the base
/// classes no longer declare (an action renamed in the design).
public struct GenerationLedger: Codable, Sendable, Equatable {
    public struct File: Codable, Sendable, Equatable {
        public var path: String
        public var owner: TargetDefinition.Owner
        /// The methods a Tandem-owned source file declares (for the stale-override report).
        public var methods: [String]?
    }

    public var version = 1
    public var files: [File]

    public static let path = ".tandem/manifest.json"
    public static let backups = ".tandem/backups"

    /// This run's files, and the orphans still on disk, so a later run still knows them (to prune or report).
    public init(files: [GeneratedFile], orphans: [GenerationFindings.Orphan] = [], previous: GenerationLedger? = nil) {
        let kept = orphans.filter { !$0.removed }.map { orphan in
            previous?.files.first { $0.path == orphan.path } ?? File(path: orphan.path, owner: orphan.owner, methods: nil)
        }
        self.files = (files.map { file in
            File(path: file.path, owner: file.owner,
                 methods: file.owner == .tandem ? SourceMethods.declared(in: file.contents, path: file.path).nilIfEmpty : nil)
        } + kept).sorted { $0.path < $1.path }
    }

    /// The ledger of an earlier run, or nil when there is none (or it cannot be read: then nothing is called an orphan).
    public static func read(in directory: String) -> GenerationLedger? {
        guard let data = FileManager.default.contents(atPath: directory + "/" + path) else { return nil }
        return try? JSONDecoder().decode(GenerationLedger.self, from: data)
    }

    public func data() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }
}

extension Array {
    var nilIfEmpty: Self? { isEmpty ? nil : self }
}

/// Method declarations and overrides in generated and hand-written sources, by their language's keywords: enough to
/// match names, not a parser.
public enum SourceMethods {
    static let swiftDeclaration = try! NSRegularExpression(pattern: #"\bfunc\s+([A-Za-z_][A-Za-z0-9_]*)\s*\("#)
    static let kotlinDeclaration = try! NSRegularExpression(pattern: #"\bfun\s+([A-Za-z_][A-Za-z0-9_]*)\s*\("#)
    static let javaDeclaration = try! NSRegularExpression(pattern: #"\b(?:public|protected)\s+(?:static\s+)?[A-Za-z_][A-Za-z0-9_<>\[\], .?]*\s+([A-Za-z_][A-Za-z0-9_]*)\s*\("#)
    static let swiftOverride = try! NSRegularExpression(pattern: #"\boverride\s+(?:public\s+|open\s+)?func\s+([A-Za-z_][A-Za-z0-9_]*)\s*\("#)
    static let kotlinOverride = try! NSRegularExpression(pattern: #"\boverride\s+fun\s+([A-Za-z_][A-Za-z0-9_]*)\s*\("#)
    static let javaOverride = try! NSRegularExpression(pattern: #"@Override\s+(?:public|protected)\s+[A-Za-z_][A-Za-z0-9_<>\[\], .?]*\s+([A-Za-z_][A-Za-z0-9_]*)\s*\("#)

    static func language(of path: String) -> (declaration: NSRegularExpression, override: NSRegularExpression)? {
        if path.hasSuffix(".swift") { return (swiftDeclaration, swiftOverride) }
        if path.hasSuffix(".kt") { return (kotlinDeclaration, kotlinOverride) }
        if path.hasSuffix(".java") { return (javaDeclaration, javaOverride) }
        return nil
    }

    public static func declared(in text: String, path: String) -> [String] {
        guard let language = language(of: path) else { return [] }
        return Array(Set(matches(language.declaration, text).map(\.name))).sorted()
    }

    /// Each override in a source file, with its 1-based line.
    public static func overrides(in text: String, path: String) -> [(name: String, line: Int)] {
        guard let language = language(of: path) else { return [] }
        return matches(language.override, text)
    }

    static func matches(_ expression: NSRegularExpression, _ text: String) -> [(name: String, line: Int)] {
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            guard let name = Range(match.range(at: 1), in: text), let whole = Range(match.range, in: text) else { return nil }
            let line = text[..<whole.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            return (String(text[name]), line)
        }
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
    /// Hand-edited files `--force` overwrote, and where their copy went.
    public var backups: [(path: String, copy: String)] = []
}

extension OutputWriter {
    /// Files the previous run made that this one does not: Tandem's own are removed with `prune` when pristine;
    /// the user's are only ever reported.
    func orphans(of files: [GeneratedFile], previous: GenerationLedger?, prune: Bool, dryRun: Bool) throws -> [GenerationFindings.Orphan] {
        guard let previous else { return [] }
        let current = Set(files.map(\.path))
        var orphans: [GenerationFindings.Orphan] = []
        for file in previous.files where !current.contains(file.path) {
            let path = try destination(file.path)
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let edited = file.owner == .tandem && !Self.isPristine(String(decoding: data, as: UTF8.self))
            let removable = file.owner == .tandem && !edited && prune
            if removable, !dryRun {
                do { try FileManager.default.removeItem(atPath: path) } catch {
                    throw CodeGeneration.Problem(description: "cannot remove \(path): \(error.localizedDescription)")
                }
            }
            orphans.append(.init(path: file.path, owner: file.owner, removed: removable, edited: edited))
        }
        return orphans
    }

    /// Overrides in the user's files of methods an earlier run's base classes declared and this run's no longer do.
    func staleOverrides(of files: [GeneratedFile], previous: GenerationLedger?) -> [GenerationFindings.StaleOverride] {
        guard let previous else { return [] }
        let before = Set(previous.files.flatMap { $0.methods ?? [] })
        let now = Set(files.filter { $0.owner == .tandem }.flatMap { SourceMethods.declared(in: $0.contents, path: $0.path) })
        let gone = before.subtracting(now)
        guard !gone.isEmpty else { return [] }
        var stale: [GenerationFindings.StaleOverride] = []
        for file in files where file.owner == .user {
            guard let path = try? destination(file.path), let data = FileManager.default.contents(atPath: path) else { continue }
            for (name, line) in SourceMethods.overrides(in: String(decoding: data, as: UTF8.self), path: file.path) where gone.contains(name) {
                stale.append(.init(path: file.path, line: line, method: name))
            }
        }
        return stale
    }

    /// Copies a hand-edited file `--force` is about to overwrite into `.tandem/backups/`, never over an older copy.
    func backUp(_ relative: String) throws -> String {
        let source = try destination(relative)
        var copy = GenerationLedger.backups + "/" + relative
        var n = 1
        while FileManager.default.fileExists(atPath: try destination(copy)) {
            n += 1
            copy = GenerationLedger.backups + "/" + relative + ".\(n)"
        }
        guard let data = FileManager.default.contents(atPath: source) else { return copy }
        try AtomicFile.write(data, to: try destination(copy))
        return copy
    }
}
