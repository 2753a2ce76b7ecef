import Foundation
import Testing

/// What a finished program said.
public struct RunResult: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    /// True when the process died from a signal (a crash), not an exit.
    public var crashed: Bool
    /// Both streams (one, interleaved as written, when the run merged them).
    public var output: String { stdout + stderr }
}

/// The one process runner of the tests. Runs a program in the repository root (or `directory`) with a deadline, so a
/// hang fails the test instead of stalling CI; both pipes are drained concurrently so a large output cannot block it.
/// `mergingOutput` gives the program one pipe for both streams (a compiler's messages in the order it wrote them).
public func runProcess(_ executable: String, _ arguments: [String], timeout: TimeInterval = 120,
                       environment: [String: String]? = nil, in directory: URL? = nil, mergingOutput: Bool = false) throws -> RunResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? repositoryRoot
    if let environment { process.environment = environment }
    let out = Pipe(), err = mergingOutput ? out : Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    nonisolated(unsafe) var outData = Data(), errData = Data()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) { outData = out.fileHandleForReading.readDataToEndOfFile() }
    if !mergingOutput {
        DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
    }
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning {
        process.terminate()
        Issue.record("\(executable) \(arguments.prefix(8)) did not finish within \(timeout) s")
    }
    process.waitUntilExit()
    group.wait()
    return RunResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                     stderr: String(decoding: errData, as: UTF8.self), crashed: process.terminationReason == .uncaughtSignal)
}

/// A real tool on PATH (swiftc, aapt2, javac, java, dot) with its two streams merged, and the options of `leanOptions`.
public func runTool(_ tool: String, _ arguments: [String], in directory: URL? = nil, timeout: TimeInterval = 300) throws -> RunResult {
    try runProcess("/usr/bin/env", [tool] + (leanOptions[tool] ?? []) + arguments, timeout: timeout, in: directory, mergingOutput: true)
}

/// The suite keeps both cores busy, so its time is the processor time its tools take: each runs the way that takes
/// least for the same verdict (figures in docs/performance.md, "The test suite").
/// - javac, java: every run here is a job of seconds, for which the optimising JIT (C2) costs more than it saves, so
///   the JVM stops at C1.
/// - swiftc: one frontend for the whole module, where the batch mode's jobs each parse every file and load the
///   stand-ins' modules again. The verdict is the same; a build that fails may print fewer follow-on messages.
let leanOptions: [String: [String]] = ["javac": ["-J-XX:TieredStopAtLevel=1"], "java": ["-XX:TieredStopAtLevel=1"], "swiftc": ["-wmo"]]
