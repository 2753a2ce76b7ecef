import Foundation
import TandemDiagnostics
import TandemSyntax

/// Stage 1 and 2 of the pipeline: find the design's files, read them, check they are text, parse them,
/// and follow their imports. Each file is read and parsed once, however it is reached.
public struct DesignLoader {
    public let fileSystem: any FileSystem
    /// Read files outside the design's folders (imports, links) too.
    public let allowOutside: Bool
    /// Paths or globs, relative to a folder given, that its walk leaves out (see `Configuration.exclude`).
    public let exclude: ExcludePatterns

    public init(fileSystem: any FileSystem = LocalFileSystem(), allowOutside: Bool = false, exclude: [String] = []) {
        self.fileSystem = fileSystem
        self.allowOutside = allowOutside
        self.exclude = ExcludePatterns(exclude)
    }


    /// Whether a canonical path lies inside one of the design's folders.
    func isInside(_ canonical: String, _ roots: [String]) -> Bool {
        allowOutside || roots.contains { root in
            // In memory, paths are relative and "." holds them all.
            if root == "." { return !canonical.hasPrefix("/") && !canonical.hasPrefix("..") }
            return canonical == root || canonical.hasPrefix(root == "/" ? "/" : root + "/")
        }
    }

    /// Each file as read and parsed by a load (a file with text problems is not kept), by path, for the next load of
    /// the same design.
    public final class SyntaxCache: @unchecked Sendable {
        var files: [String: (file: SourceFile, syntax: ParsedFile)] = [:]
        /// The paths the last load read, in order.
        var order: [String] = []
        /// Bytes per kept part (`Parser.keptPartSize`; tests use small ones to have many).
        let partSize: Int
        public init(partSize: Int = Parser.keptPartSize) { self.partSize = partSize }

        /// Every kept file's syntax with its lists its own (`DesignFileSyntax.ownLists`).
        public func ownLists() {
            // Taken out while it changes: changed through the dictionary, it was held twice and every list was copied.
            for key in Array(files.keys) {
                guard var kept = files.removeValue(forKey: key) else { continue }
                kept.syntax.ownLists()
                files[key] = kept
            }
        }
    }

    public struct Result: Sendable {
        public var sources = SourceMap()
        /// Each file's syntax in load order; a large file as several parts, consecutive and with one file id (the
        /// model builder reads them as one file).
        public var files: [DesignFileSyntax] = []
        public var diagnostics: [Diagnostic] = []
        /// An input path could not be read at all (exit status 2).
        public var inputFailed = false
        /// Set when a load with a cache read the files of the last load, in the same order, findings or not.
        public var edit: Edit?
        /// The syntax of the last load this one let go (`ParsedFile.replaced`), for the caller to free where it will.
        public var replaced: [DesignFileSyntax] = []
        /// How each file that changed changed, when only comments and blank space did: no declaration changed, this load
        /// reported nothing, and the last one read no syntax finding in these files (a stray brace changes no
        /// declaration).
        public var movedOnly: [FileID: ByteChange]? { edit.flatMap { $0.changed.isEmpty && !$0.findings ? $0.moves : nil } }
    }

    /// What an edit did to the files of the last load: how each file that changed changed, and the kinds of
    /// declaration that are not what they were, moved (`ParsedFile.changed`).
    public struct Edit: Sendable {
        public var moves: [FileID: ByteChange]
        public var changed: DeclarationKinds
        /// This load reported something, or the last one read syntax findings in these files: the findings are this
        /// load's own, not the last ones moved.
        public var findings: Bool
    }

    /// - Parameter cache: each file's syntax from the last load, kept for the next (the language server's): a file
    ///   read again keeps what an edit left alone (`ParsedFile`).
    public func load(_ paths: [String], cache: SyntaxCache? = nil) -> Result {
        var result = Result()
        var kept: [String: (file: SourceFile, syntax: ParsedFile)] = [:], order: [String] = []
        var moved: [FileID: ByteChange] = [:], changed: DeclarationKinds = [], findingsBefore = false
        let readBefore = cache.map { !$0.order.isEmpty } ?? false
        defer {
            cache?.files = kept
            cache?.order = order
        }
        var seen = Set<String>()
        var queue: [(path: String, importedFrom: SourceRange?)] = []
        // The design's folders: each folder given, and the folder of each file given. Nothing outside is read.
        var roots: [String] = []

        for path in paths {
            if path.isEmpty {
                // An empty argument (often an unset shell variable) would otherwise read as "no such file: ".
                result.inputFailed = true
                result.diagnostics.append(Diagnostic(
                    LoadRules.unreadable, "an empty path is not a design", at: nil,
                    hint: "pass a .tandem file or a folder of them"))
                continue
            }
            switch fileSystem.kind(of: path) {
            case .missing:
                result.inputFailed = true
                result.diagnostics.append(Diagnostic(LoadRules.unreadable, "no such file or directory: \(path)", at: nil))
            case .special(let what):
                result.inputFailed = true
                result.diagnostics.append(Diagnostic(
                    LoadRules.unreadable, "cannot read \(path): it is \(what), not a design file", at: nil,
                    hint: "pass a .tandem file or a folder of them"))
            case .file:
                roots.append(fileSystem.canonical(PathText.directory(of: path).isEmpty ? "." : PathText.directory(of: path)))
                queue.append((path, nil))
            case .directory:
                roots.append(fileSystem.canonical(path))
                let found = designFiles(in: path, root: fileSystem.canonical(path))
                if found.isEmpty {
                    result.inputFailed = true
                    result.diagnostics.append(Diagnostic(
                        LoadRules.noDesignFiles, "no .tandem files in directory \(path)", at: nil,
                        hint: "design files end in .tandem"))
                }
                queue += found.map { ($0, nil) }
            }
        }

        var head = 0
        while head < queue.count {
            let (path, importedFrom) = queue[head]
            head += 1
            let canonical = fileSystem.canonical(path)
            guard seen.insert(canonical).inserted else { continue }
            // Refused before it is read: a design must not make Tandem read (and quote) files elsewhere.
            guard isInside(canonical, roots) else {
                result.diagnostics.append(Diagnostic(
                    LoadRules.outsideDesign, "'\(path)' is outside the design's folder, so it was not read", at: importedFrom,
                    hint: "move it into the design's folder, or pass --allow-outside if you trust this design"))
                if importedFrom == nil { result.inputFailed = true }
                continue
            }
            if case .special(let what) = fileSystem.kind(of: path) {
                result.diagnostics.append(Diagnostic(
                    importedFrom == nil ? LoadRules.unreadable : LoadRules.importNotFound,
                    "cannot read \(path): it is \(what), not a design file", at: importedFrom))
                if importedFrom == nil { result.inputFailed = true }
                continue
            }
            let bytes: [UInt8]
            do {
                guard fileSystem.kind(of: path) == .file else { throw CocoaError(.fileNoSuchFile) }
                bytes = try fileSystem.read(path)
            } catch {
                if let importedFrom {
                    result.diagnostics.append(Diagnostic(
                        LoadRules.importNotFound, "cannot read imported file '\(path)'", at: importedFrom,
                        hint: "import paths are relative to the importing file"))
                } else {
                    result.inputFailed = true
                    result.diagnostics.append(Diagnostic(
                        LoadRules.unreadable, "cannot read \(path): \(Self.reason(error))", at: nil))
                }
                continue
            }
            let id = result.sources.nextID
            let file: SourceFile, textProblem: Diagnostic?
            // Taken out of the cache, so that the syntax is held once and its parts after the edit are moved in place.
            var previous: SourceFile?, previousSyntax: ParsedFile?
            if case let (read, syntax)? = cache?.files.removeValue(forKey: path), read.id == id {
                (previous, previousSyntax) = (read, syntax)
                if !syntax.diagnostics.isEmpty { findingsBefore = true }
            }
            let change = previous.map { ByteChange(from: $0.bytes, to: bytes) }
            if let previous, let change {
                // Read before: only what changed is scanned and checked again, and the line starts an open document
                // kept are taken as they are.
                if let starts = fileSystem.lineStarts(path), starts.first == 0, starts.last! <= bytes.count {
                    file = SourceFile(id: id, path: path, bytes: bytes, lineStarts: starts, after: previous, change: change)
                } else {
                    file = SourceFile(id: id, path: path, bytes: bytes, after: previous, change: change)
                }
                textProblem = TextValidator.validate(bytes, of: id, changedFrom: change.prefix, to: bytes.count - change.suffix)
            } else if bytes.count >= Parser.largeFile {
                // Finding the line starts and checking the text are two scans of every byte: for a large file, one on each core.
                (file, textProblem) = onBothCores({ SourceFile(id: id, path: path, bytes: bytes) }, { TextValidator.validate(bytes, of: id) })
            } else {
                (file, textProblem) = (SourceFile(id: id, path: path, bytes: bytes), TextValidator.validate(bytes, of: id))
            }
            result.sources.add(file)
            if let problem = textProblem {
                result.diagnostics.append(problem)
                continue
            }
            let parts: [DesignFileSyntax], diagnostics: [Diagnostic]
            if let cache {
                var parsed = Parser.parse(file, after: previousSyntax.take(), change: change, partSize: cache.partSize)
                result.replaced += parsed.replaced
                parsed.replaced = []
                kept[path] = (file, parsed)
                order.append(path)
                changed.formUnion(parsed.changed)
                if let change, !change.isNone { moved[id] = change }
                (parts, diagnostics) = (parsed.parts, parsed.diagnostics)
            } else {
                (parts, diagnostics) = Parser.parseInParts(file)
            }
            result.diagnostics += diagnostics
            result.files += parts
            let directory = PathText.directory(of: path)
            for decl in parts.flatMap(\.imports) {
                let target = decl.path.value.hasPrefix("/")
                    ? decl.path.value : (directory.isEmpty ? decl.path.value : directory + "/" + decl.path.value)
                queue.append((target, decl.path.range))
            }
        }
        // Findings or not: the files' trees are what one pass over each gives (`ParsedFile`), so what the kinds the edit
        // left alone were made into is kept.
        if readBefore, order == cache?.order, !result.inputFailed {
            result.edit = Edit(moves: moved, changed: changed, findings: findingsBefore || !result.diagnostics.isEmpty)
        }
        return result
    }

    /// The design files the paths name: each file given, and the `.tandem` files under each folder given (as `load`
    /// walks them); a path that is neither is left to the caller to report.
    public func files(of paths: [String]) -> [String] {
        paths.flatMap { path -> [String] in
            fileSystem.kind(of: path) == .directory ? designFiles(in: path, root: fileSystem.canonical(path)) : [path]
        }
    }

    /// `.tandem` files under a directory, depth first, sorted by name so every machine loads them in one order.
    /// Hidden entries are skipped; the walk never leaves `root` (a link to `/` or `..` is not followed) and never
    /// enters a directory twice (by device and inode, whatever links lead there).
    func designFiles(in directory: String, root: String) -> [String] {
        var found: [String] = []
        var visited = Set<String>()
        let top = directory.hasSuffix("/") ? directory : directory + "/"
        var stack = [directory]
        while let directory = stack.popLast() {
            let canonical = fileSystem.canonical(directory)
            guard isInside(canonical, [root]),
                  visited.insert(fileSystem.identity(of: directory) ?? canonical).inserted,
                  let names = try? fileSystem.list(directory) else { continue }
            var subdirectories: [String] = []
            for name in names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }) where !name.hasPrefix(".") {
                let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
                if !exclude.isEmpty, exclude.matches(String(path.dropFirst(top.count))) { continue }
                switch fileSystem.kind(of: path) {
                case .file where name.hasSuffix(".tandem") && isInside(fileSystem.canonical(path), [root]): found.append(path)
                case .directory: subdirectories.append(path)
                default: break
                }
            }
            stack += subdirectories.reversed()
        }
        return found.sorted { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }
    }

    static func reason(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError {
            switch cocoa.code {
            case .fileReadNoPermission: return "permission denied"
            case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file"
            default: break
            }
        }
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)).lowercased() }
        return (error as NSError).localizedDescription
    }
}

/// `exclude` patterns of a configuration: paths or globs relative to the folder a design is read from. The loader's
/// walk and the language server's read them alike.
public struct ExcludePatterns: Sendable {
    let patterns: [String]

    public init(_ patterns: [String]) {
        self.patterns = patterns.map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    }

    public var isEmpty: Bool { patterns.isEmpty }

    /// Whether a path relative to the walked folder is left out: a pattern names it or a folder above it, or matches
    /// it as a glob.
    public func matches(_ relative: String) -> Bool {
        patterns.contains { pattern in
            relative == pattern || relative.hasPrefix(pattern + "/") || fnmatch(pattern, relative, FNM_PATHNAME) == 0
        }
    }
}
