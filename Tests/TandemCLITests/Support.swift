import Foundation
import Testing

/// The repository root, found from this file's path.
let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The built `tandem` executable, beside the test bundle.
let tandemExecutable: URL = {
    let candidates = [
        Bundle.main.bundleURL,
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
    ]
    for directory in candidates {
        for dir in [directory, directory.deletingLastPathComponent()] {
            let url = dir.appendingPathComponent("tandem")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
    }
    return repositoryRoot.appendingPathComponent(".build/debug/tandem")
}()

struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String
    /// True when the process died from a signal (a crash), not an exit.
    var crashed: Bool
}

/// Runs the real executable with a deadline, so a hang fails the test instead of stalling CI.
func runTandem(_ arguments: [String], timeout: TimeInterval = 60, environment: [String: String] = [:], in directory: URL? = nil) throws -> RunResult {
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    for (k, v) in environment { env[k] = v }
    return try runProcess(tandemExecutable.path, arguments, timeout: timeout, environment: env, in: directory)
}

/// Runs a program in the repository root (or `directory`); both pipes are drained concurrently so a large output
/// cannot block it.
func runProcess(_ executable: String, _ arguments: [String], timeout: TimeInterval = 120,
                environment: [String: String]? = nil, in directory: URL? = nil) throws -> RunResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? repositoryRoot
    if let environment { process.environment = environment }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    nonisolated(unsafe) var outData = Data(), errData = Data()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) { outData = out.fileHandleForReading.readDataToEndOfFile() }
    DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning {
        process.terminate()
        Issue.record("\(executable) \(arguments) did not finish within \(timeout) s")
    }
    process.waitUntilExit()
    group.wait()
    return RunResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                     stderr: String(decoding: errData, as: UTF8.self), crashed: process.terminationReason == .uncaughtSignal)
}

/// A fresh temporary directory, removed by the caller.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tandem-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Compares text with a golden file under Tests/Fixtures/golden; TANDEM_RECORD=1 rewrites it.
/// A mismatch is shown as a real diff.
func expectGolden(_ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/golden/\(name)")
    if ProcessInfo.processInfo.environment["TANDEM_RECORD"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    if expected != actual {
        let tmp = try temporaryDirectory().appendingPathComponent(name)
        try actual.write(to: tmp, atomically: true, encoding: .utf8)
        let diff = Process()
        diff.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        diff.arguments = ["git", "diff", "--no-index", "--no-color", url.path, tmp.path]
        let pipe = Pipe()
        diff.standardOutput = pipe
        try diff.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        diff.waitUntilExit()
        Issue.record("golden \(name) differs (TANDEM_RECORD=1 to accept):\n\(text)", sourceLocation: sourceLocation)
    }
}

/// The Navigation codelab's graph (in the corpus) and its app's navigation drawer menu (not in the corpus): items in
/// a checkable group, as Android Studio writes them, and one whose destination the graph has commented out.
let codelabGraph = repositoryRoot.appendingPathComponent("Tests/Fixtures/corpus/android-nav/googlecodelabs__android-navigation__app_src_main_res_navigation_mobile_navigation.xml")
let codelabDrawerMenu = """
<menu xmlns:android="http://schemas.android.com/apk/res/android">
    <group android:checkableBehavior="single">
        <item android:id="@id/home_dest" android:title="Home" />
        <item android:id="@id/deeplink_dest" android:title="Deep link" />
    </group>
    <item android:id="@id/settings_dest" android:title="Settings" />
</menu>
"""
