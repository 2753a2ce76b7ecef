import Foundation

/// The repository root, found from this file's path (Tests/TandemTestSupport/…).
public let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A fresh temporary directory, removed by the caller.
public func temporaryDirectory(_ prefix: String = "tandem-test") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The full path of a program on PATH, or nil.
public func which(_ tool: String) -> String? {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
        let path = "\(directory)/\(tool)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
}

/// Every file under a folder, relative paths sorted.
public func tree(_ root: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory)
        if !isDirectory.boolValue { files.append(path) }
    }
    return files.sorted()
}

/// The absolute paths of the files under a folder whose names end with `suffix`, sorted.
public func files(under root: URL, withSuffix suffix: String) -> [String] {
    tree(root).filter { $0.hasSuffix(suffix) }.map { root.appendingPathComponent($0).path }
}
