import Foundation

/// The file access the pipeline needs, behind a protocol so tests can run in memory.
public protocol FileSystem: Sendable {
    func kind(of path: String) -> FileKind
    func read(_ path: String) throws -> [UInt8]
    /// Entry names (not paths) of a directory, unsorted.
    func list(_ path: String) throws -> [String]
    /// A canonical absolute path, to recognise one file reached by two spellings.
    func canonical(_ path: String) -> String
}

public enum FileKind: Sendable {
    case missing, file, directory
}

public struct LocalFileSystem: FileSystem {
    public init() {}

    public func kind(of path: String) -> FileKind {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        return isDirectory.boolValue ? .directory : .file
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
