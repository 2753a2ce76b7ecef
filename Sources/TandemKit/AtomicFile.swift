import Foundation

/// Writes files so a reader never sees half a file and a crash never leaves one: a temporary file in the
/// same directory, then rename(2), which replaces atomically on one file system.
public enum AtomicFile {
    /// The process and a serial number name each temporary file uniquely, without a system call per file.
    static let processID = getpid()
    nonisolated(unsafe) static var serial = 0
    static let serialLock = NSLock()
    static func nextSerial() -> Int {
        serialLock.lock()
        defer { serialLock.unlock() }
        serial += 1
        return serial
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public static func write(_ data: Data, to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty, !FileManager.default.fileExists(atPath: directory) {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw Failure(description: "cannot create directory \(directory): \(error.localizedDescription)")
            }
        }
        let name = (path as NSString).lastPathComponent
        let temporary = (directory.isEmpty ? "." : directory) + "/.\(name).tandem-\(processID)-\(nextSerial()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Failure(description: "cannot write \(path): \(String(cString: strerror(errno)))") }
        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 { if errno == EINTR { continue }; return false }
                offset += n
            }
            return true
        }
        let reason = String(cString: strerror(errno))
        close(fd)
        guard written else {
            unlink(temporary)
            throw Failure(description: "cannot write \(path): \(reason)")
        }
        // rename(2) replaces the destination atomically: readers see the old file or the new one, never half.
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(description: "cannot write \(path): \(reason)")
        }
    }

    public static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }
}
