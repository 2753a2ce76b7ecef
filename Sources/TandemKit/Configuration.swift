import Foundation
import TandemDiagnostics

/// Severity overrides, strictness and what a folder's walk leaves out, from a `tandem.json` file and the command line.
///
/// ```json
/// { "strict": false, "severity": { "screen-without-task": "error", "TD402": "ignore" }, "exclude": ["drafts", "old/*.tandem"] }
/// ```
public struct Configuration: Sendable {
    public var overrides: [String: Severity] = [:]
    public var strict = false
    /// Paths or globs (`*`, `?`, `[…]`, never across a `/`) relative to the folder a design is read from; matching
    /// files and folders are not read when that folder is walked (a file named on the command line or imported is).
    public var exclude: [String] = []

    public init() {}

    public static let fileName = "tandem.json"

    public struct Problem: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// Applies one `CODE=LEVEL` (or `name=level`) override.
    public mutating func set(_ key: String, _ level: String) throws {
        guard let rule = RuleCatalog.find(key) else {
            let hint = NameSuggester.nearest(to: key, in: RuleCatalog.all.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
            throw Problem(description: "unknown diagnostic '\(key)'\(hint) ('tandem rules' lists them)")
        }
        guard let severity = Severity(rawValue: level) else {
            throw Problem(description: "unknown severity '\(level)' for \(key); use error, warning, note or ignore")
        }
        overrides[rule.code] = severity
    }

    public mutating func set(assignment: String) throws {
        let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            throw Problem(description: "expected CODE=LEVEL (for example TD204=error), got '\(assignment)'")
        }
        try set(parts[0], parts[1])
    }

    /// Reads a configuration file; unknown keys are errors so typos never pass silently. One found beside the design
    /// (`discovered`) is the design's: a link from there to a file outside the design's folder is refused, as an
    /// import of one is (TD024), so a design cannot make Tandem read, and quote, a file elsewhere.
    public static func load(_ path: String, discovered: Bool = false, fileSystem: any FileSystem = LocalFileSystem()) throws -> Configuration {
        if discovered, case .symlink = AtomicFile.kind(path) {
            let folder = fileSystem.canonical(PathText.directory(of: path).isEmpty ? "." : PathText.directory(of: path))
            let target = fileSystem.canonical(path)
            guard target.hasPrefix(folder == "/" ? "/" : folder + "/") else {
                throw Problem(description: "\(path) is a link to a file outside the design's folder; it is not read (copy the file there, or name it with --config)")
            }
        }
        let bytes: [UInt8]
        do { bytes = try fileSystem.read(path) } catch {
            throw Problem(description: "cannot read configuration \(path)")
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
            throw Problem(description: "\(path): not a JSON object")
        }
        var config = Configuration()
        for key in object.keys.sorted() {
            switch key {
            case "strict":
                guard let strict = object[key] as? Bool else { throw Problem(description: "\(path): 'strict' must be true or false") }
                config.strict = strict
            case "severity":
                guard let map = object[key] as? [String: String] else {
                    throw Problem(description: "\(path): 'severity' must map diagnostic codes to levels")
                }
                for code in map.keys.sorted() {
                    do { try config.set(code, map[code]!) } catch let problem as Problem {
                        throw Problem(description: "\(path): \(problem.description)")
                    }
                }
            case "exclude":
                guard let patterns = object[key] as? [String], !patterns.contains(where: \.isEmpty) else {
                    throw Problem(description: "\(path): 'exclude' must be a list of paths or globs, relative to the design's folder")
                }
                config.exclude = patterns
            default:
                throw Problem(description: "\(path): unknown key '\(key)'; expected 'severity', 'strict' or 'exclude'")
            }
        }
        return config
    }

    /// The `tandem.json` beside the design: in the directory given, or in the directory of the file given.
    public static func discover(for paths: [String], fileSystem: any FileSystem = LocalFileSystem()) -> String? {
        guard let first = paths.first else { return nil }
        let directory = fileSystem.kind(of: first) == .directory ? first : PathText.directory(of: first)
        let candidate = (directory.isEmpty ? "." : directory) + "/" + fileName
        return fileSystem.kind(of: candidate) == .file ? candidate : nil
    }

    public var policy: SeverityPolicy { SeverityPolicy(overrides: overrides, strict: strict) }
}
