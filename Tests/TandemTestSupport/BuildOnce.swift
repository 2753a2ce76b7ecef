import Foundation

/// Builds something every suite needs (an SDK stand-in, the stubs' classes) once per test run, into a folder of its
/// own; later callers, from any suite, get that folder. A failed build fails every caller with its error.
public func buildOnce(_ name: String, _ build: (URL) throws -> Void) throws -> URL {
    let entry = SharedBuilds.shared.entry(name)
    entry.lock.lock()
    defer { entry.lock.unlock() }
    if let result = entry.result {
        // The first caller recorded the failure (a #require's error records nothing more when rethrown): later
        // callers fail with an error of their own.
        guard case .success(let folder) = result else { throw SharedBuildFailed(name: name) }
        return folder
    }
    let result = Result<URL, any Error> {
        let folder = try temporaryDirectory("tandem-shared-\(name)")
        try build(folder)
        return folder
    }
    entry.result = result
    return try result.get()
}

/// A shared build failed earlier in the run (its first caller shows why).
public struct SharedBuildFailed: Error, CustomStringConvertible {
    public let name: String
    public var description: String { "the shared build '\(name)' failed earlier in this run" }
}

private final class SharedBuilds: @unchecked Sendable {
    static let shared = SharedBuilds()
    final class Entry: @unchecked Sendable {
        let lock = NSLock()
        var result: Result<URL, any Error>?
    }
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    func entry(_ name: String) -> Entry {
        lock.lock()
        defer { lock.unlock() }
        if let entry = entries[name] { return entry }
        let entry = Entry()
        entries[name] = entry
        return entry
    }
}
