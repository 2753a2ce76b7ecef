import Foundation

/// Writes files so a reader never sees half a file and a crash never leaves one: a temporary file in the
/// same directory, then rename(2), which replaces atomically on one file system.
public enum AtomicFile {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create directory \(directory.path): \(error.localizedDescription)")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).tandem-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
            throw Failure(description: "cannot write \(path)")
        }
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw Failure(description: "cannot write \(path): \(reason)")
        }
    }

    public static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }
}
