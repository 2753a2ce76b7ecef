import Foundation

/// The file access the pipeline needs, behind a protocol so tests can run in memory.
public protocol FileSystem: Sendable {
    func kind(of path: String) -> FileKind
    func read(_ path: String) throws -> [UInt8]
    /// Entry names (not paths) of a directory, unsorted.
    func list(_ path: String) throws -> [String]
    /// A canonical absolute path, to recognise one file reached by two spellings.
    func canonical(_ path: String) -> String
    /// The device and inode of a directory, so a walk never enters one twice whatever links lead there; nil where
    /// there are none (in memory).
    func identity(of path: String) -> String?
}

extension FileSystem {
    public func identity(of path: String) -> String? { nil }
}

/// Path text without Foundation's NSString path methods: on Linux (swift-corelibs-foundation with Swift 6.3)
/// `deletingLastPathComponent` traps on a one-character path (`a`, `.`, `x/`), and users name any path they like.
public enum PathText {
    /// The folder part of `path`, as `deletingLastPathComponent` means it: "" for a bare name, "/" for a name at the
    /// root; trailing slashes are ignored.
    public static func directory(of path: String) -> String {
        var p = Substring(path)
        while p.count > 1, p.hasSuffix("/") { p = p.dropLast() }
        guard let slash = p.lastIndex(of: "/") else { return "" }
        if slash == p.startIndex { return "/" }
        var head = p[..<slash]
        while head.count > 1, head.hasSuffix("/") { head = head.dropLast() }
        return String(head)
    }
}

public enum FileKind: Sendable, Equatable {
    case missing, file, directory
    /// A named pipe, a device or a socket: reading one could block forever or never end.
    case special(String)
}

public struct LocalFileSystem: FileSystem {
    public init() {}

    public func kind(of path: String) -> FileKind {
        switch AtomicFile.kind(path, followingLinks: true) {
        case .missing: .missing
        case .file: .file
        case .directory: .directory
        case .symlink: .missing  // a link that leads nowhere
        case .other(let what): .special(what)
        }
    }

    public func identity(of path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_dev):\(info.st_ino)"
    }

    public func read(_ path: String) throws -> [UInt8] {
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: path])
        }
        return try [UInt8](Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe))
    }

    public func list(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path)
    }

    public func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}

/// Files held in memory: for tests, fuzzing and editors that check unsaved buffers.
public struct InMemoryFileSystem: FileSystem {
    public var files: [String: [UInt8]]
    /// Paths that exist but fail to read, to exercise I/O errors without root-proof permissions.
    public var unreadable: Set<String>

    /// Paths are kept as the loader will ask for them: `./a/b`, `a//b` and `/a/b` are all `a/b`.
    public init(files: [String: String] = [:], unreadable: Set<String> = []) {
        self.files = Dictionary(files.map { (Self.normalize($0.key), Array($0.value.utf8)) }, uniquingKeysWith: { first, _ in first })
        self.unreadable = Set(unreadable.map(Self.normalize))
    }

    public init(bytes: [String: [UInt8]]) {
        self.files = Dictionary(bytes.map { (Self.normalize($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.unreadable = []
    }

    public func kind(of path: String) -> FileKind {
        let path = normalize(path)
        if files[path] != nil || unreadable.contains(path) { return .file }
        let prefix = path == "." ? "" : path + "/"
        return files.keys.contains { $0.hasPrefix(prefix) } ? .directory : .missing
    }

    public func read(_ path: String) throws -> [UInt8] {
        let path = normalize(path)
        guard let bytes = files[path], !unreadable.contains(path) else {
            throw CocoaError(.fileReadNoPermission)
        }
        return bytes
    }

    public func list(_ path: String) throws -> [String] {
        let prefix = normalize(path) == "." ? "" : normalize(path) + "/"
        var names = Set<String>()
        for key in files.keys where key.hasPrefix(prefix) {
            names.insert(String(key.dropFirst(prefix.count).split(separator: "/")[0]))
        }
        return Array(names)
    }

    public func canonical(_ path: String) -> String { normalize(path) }

    /// Removes `./`, empty and `..` components; in-memory paths are always relative.
    func normalize(_ path: String) -> String { Self.normalize(path) }

    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".", "": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
