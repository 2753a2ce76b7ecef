import Foundation
import TandemDiagnostics
import TandemSyntax

/// Stage 1 and 2 of the pipeline: find the design's files, read them, check they are text, parse them,
/// and follow their imports. Each file is read and parsed once, however it is reached.
public struct DesignLoader {
    public let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    public struct Result: Sendable {
        public var sources = SourceMap()
        public var files: [DesignFileSyntax] = []
        public var diagnostics: [Diagnostic] = []
        /// An input path could not be read at all (exit status 2).
        public var inputFailed = false
    }

    public func load(_ paths: [String]) -> Result {
        var result = Result()
        var seen = Set<String>()
        var queue: [(path: String, importedFrom: SourceRange?)] = []

        for path in paths {
            switch fileSystem.kind(of: path) {
            case .missing:
                result.inputFailed = true
                result.diagnostics.append(Diagnostic(LoadRules.unreadable, "no such file or directory: \(path)", at: nil))
            case .file:
                queue.append((path, nil))
            case .directory:
                let found = designFiles(in: path)
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
            guard seen.insert(fileSystem.canonical(path)).inserted else { continue }
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
            let id = result.sources.add(path: path, bytes: bytes)
            let file = result.sources[id]
            if let problem = TextValidator.validate(file) {
                result.diagnostics.append(problem)
                continue
            }
            let (syntax, diagnostics) = Parser.parse(file)
            result.diagnostics += diagnostics
            result.files.append(syntax)
            let directory = (path as NSString).deletingLastPathComponent
            for decl in syntax.imports {
                let target = decl.path.value.hasPrefix("/")
                    ? decl.path.value : (directory.isEmpty ? decl.path.value : directory + "/" + decl.path.value)
                queue.append((target, decl.path.range))
            }
        }
        return result
    }

    /// `.tandem` files under a directory, depth first, sorted by name so every machine loads them in one order.
    /// Hidden entries are skipped, and a symlinked directory is visited once.
    func designFiles(in root: String) -> [String] {
        var found: [String] = []
        var visited = Set<String>()
        var stack = [root]
        while let directory = stack.popLast() {
            guard visited.insert(fileSystem.canonical(directory)).inserted,
                  let names = try? fileSystem.list(directory) else { continue }
            var subdirectories: [String] = []
            for name in names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }) where !name.hasPrefix(".") {
                let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
                switch fileSystem.kind(of: path) {
                case .file where name.hasSuffix(".tandem"): found.append(path)
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
        return (error as NSError).localizedDescription
    }
}
