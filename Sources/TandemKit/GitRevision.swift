import Foundation

/// A design as it was committed: its files at a git revision, read with git itself (`ls-tree`, `show`) into memory,
/// under the same relative paths as in the working tree, so imports resolve as they did then.
public enum GitRevision {
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// The `.tandem` files of `path` (a file or folder, relative to the current folder, inside a git work tree) at
    /// `revision`, keyed by the paths the loader will ask for.
    public static func files(of path: String, at revision: String) throws -> InMemoryFileSystem {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: trimmed, isDirectory: &isFolder)
        // git runs in the design's folder, so the design may be given from anywhere.
        let folder = exists && isFolder.boolValue ? trimmed : (PathText.directory(of: trimmed).isEmpty ? "." : PathText.directory(of: trimmed))
        let name = exists && isFolder.boolValue ? "." : (trimmed as NSString).lastPathComponent
        // Paths from git are relative to the top of the work tree; the loader asks for them under the path given.
        let prefix = try git(["rev-parse", "--show-prefix"], in: folder).trimmingCharacters(in: .newlines)
        let listed = try git(["ls-tree", "-r", "--name-only", "--full-name", revision, "--", name], in: folder)
        var files: [String: String] = [:]
        for full in listed.split(separator: "\n").map(String.init) where full.hasSuffix(".tandem") || full == prefix + name {
            guard full.hasPrefix(prefix) else { continue }
            let local = String(full.dropFirst(prefix.count))
            let key = name == "." ? (trimmed == "." ? local : trimmed + "/" + local) : trimmed
            files[key] = try git(["show", "\(revision):./\(local)"], in: folder)
        }
        if files.isEmpty {
            throw Failure(description: "\(path) holds no .tandem file at \(revision)")
        }
        return InMemoryFileSystem(files: files)
    }

    /// Runs git in `folder`; its standard output, or a failure with what git said.
    static func git(_ arguments: [String], in folder: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        // Told when git exits: Foundation's waitUntilExit on Linux asks about every 50 ms, a wait on each call.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do { try process.run() } catch { throw Failure(description: "cannot run git: \(error.localizedDescription)") }
        // Read both pipes to the end before waiting, so a large file never blocks git on a full pipe.
        nonisolated(unsafe) var errors = Data()
        let done = DispatchSemaphore(value: 0)
        Thread {
            errors = err.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }.start()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        exited.wait()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(description: "git \(arguments.first ?? ""): \(message.isEmpty ? "exit status \(process.terminationStatus)" : message)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
