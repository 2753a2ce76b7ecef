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
    /// Where the lines of `read(path)`'s bytes start (`SourceFile.lineStarts`), when this file system keeps them (the
    /// language server's open documents, which keep them keystroke by keystroke); nil when it does not.
    func lineStarts(_ path: String) -> [Int]?
}

extension FileSystem {
    public func identity(of path: String) -> String? { nil }
    public func lineStarts(_ path: String) -> [Int]? { nil }
}

/// Path text without Foundation's NSString path methods: on Linux (swift-corelibs-foundation with Swift 6.3)
/// `deletingLastPathComponent` traps on a one-character path (`a`, `.`, `x/`), and users name any path they like.
public enum PathText {
    /// The folder part of `path`, as `deletingLastPathComponent` means it: "" for a bare name, "/" for a name at the
    /// root; trailing slashes are ignored.
    public static func directory(of path: String) -> String {
        // On the UTF-8 bytes: a `/` is one byte and never part of another character (counting characters made this a
        // noticeable part of writing 25,000 files).
        let bytes = path.utf8, slash = UInt8(ascii: "/"), start = bytes.startIndex
        guard !bytes.isEmpty else { return "" }
        let second = bytes.index(after: start)
        var end = bytes.endIndex
        while end > second, bytes[bytes.index(before: end)] == slash { end = bytes.index(before: end) }
        guard let found = bytes[start..<end].lastIndex(of: slash) else { return "" }
        if found == start { return "/" }
        var head = found
        while head > second, bytes[bytes.index(before: head)] == slash { head = bytes.index(before: head) }
        return String(path[start..<head])
    }
}

/// A directory entry's name, read up to its NUL: the record readdir(3) returns may be shorter than `dirent`, so its
/// `d_name` is never copied whole (a fuzzer found the 256-byte copy reading past the record).
public func directoryEntryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
    let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    return String(cString: UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self))
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

    /// The file's bytes, read straight into the array the lexer reads (through `Data` and a copy, every page was
    /// touched twice: a 9 MB design took 15 ms to read instead of 4).
    public func read(_ path: String) throws -> [UInt8] {
        // Non-blocking: a FIFO put in the file's place since it was looked at reads as empty instead of waiting forever.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw Self.readError(errno, path) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Self.readError(errno, path) }
        return try Self.readAll(fd, size: Int(info.st_size), path: path)
    }

    /// Everything left to read from `fd`, whose size `fstat` gave as `size`.
    static func readAll(_ fd: Int32, size: Int, path: String) throws -> [UInt8] {
        // The size stat gives and one byte more, to see the end; a file that grew (or reports no size) reads on.
        let size = max(size, 0)
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            count = Self.fill(UnsafeMutableRawBufferPointer(buffer), from: fd, failure: &failure)
        }
        var chunk = [UInt8](repeating: 0, count: bytes.count > size ? 1 << 16 : 0)
        while failure == 0, !chunk.isEmpty {
            let n = chunk.withUnsafeMutableBytes { Self.fill($0, from: fd, failure: &failure) }
            bytes += chunk[..<n]
            if n < chunk.count { break }
        }
        if failure != 0 { throw Self.readError(failure, path) }
        return bytes
    }

    /// Reads until `buffer` is full or the file ends; how many bytes came.
    private static func fill(_ buffer: UnsafeMutableRawBufferPointer, from fd: Int32, failure: inout Int32) -> Int {
        var filled = 0
        while filled < buffer.count {
            let n = Foundation.read(fd, buffer.baseAddress! + filled, buffer.count - filled)
            if n > 0 { filled += n } else if n == 0 || errno != EINTR { failure = n == 0 ? 0 : errno; break }
        }
        return filled
    }

    static func readError(_ code: Int32, _ path: String) -> any Error {
        switch code {
        case EACCES, EPERM: CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: path])
        case ENOENT: CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        default: POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
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
