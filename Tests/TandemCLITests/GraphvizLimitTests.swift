import Foundation
import Testing

/// Graphviz never holds Tandem hostage: a layout that runs too long is stopped, the report is written without that
/// diagram and says why, and a Tandem that is terminated takes its `dot` with it.
@Suite(.serialized) struct GraphvizLimitTests {
    /// A stand-in `dot` that records its pid and never finishes.
    func slowDot(in dir: URL) throws -> (dot: URL, pids: URL) {
        let pids = dir.appendingPathComponent("pids")
        let dot = dir.appendingPathComponent("dot")
        try "#!/bin/sh\necho $$ >> \(pids.path)\nexec sleep 600\n".write(to: dot, atomically: true, encoding: .utf8)
        chmod(dot.path, 0o755)
        return (dot, pids)
    }

    /// Running (a killed child whose parent is gone may linger as a zombie until it is reaped: that is not running).
    func alive(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        guard let close = stat.lastIndex(of: ")") else { return true }
        let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first
        return state != "Z" && state != "X"
    }

    func recorded(_ pids: URL) -> [Int32] {
        ((try? String(contentsOf: pids, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { Int32($0) }
    }

    @Test func aLayoutThatRunsTooLongIsStoppedAndTheReportStillWritten() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (dot, pids) = try slowDot(in: dir)
        let start = Date()
        let report = try runTandem(["report", "examples/beating-heart", "-o", dir.appendingPathComponent("r").path,
                                    "--graphviz-timeout", "0.5"], timeout: 60, environment: ["TANDEM_DOT": dot.path])
        #expect(report.status == 0, "\(report.stderr)")
        #expect(Date().timeIntervalSince(start) < 20, "four diagrams at half a second each")
        let html = try String(contentsOf: dir.appendingPathComponent("r/index.html"), encoding: .utf8)
        #expect(html.contains("Graphviz took longer than 0.5 s"))
        for pid in recorded(pids) { #expect(!alive(pid), "dot \(pid) was left running") }

        let graph = try runTandem(["graph", "examples/beating-heart", "--format", "svg", "--graphviz-timeout", "0.5"],
                                  timeout: 60, environment: ["TANDEM_DOT": dot.path])
        #expect(graph.status == 2 && graph.stderr.contains("took longer than 0.5 s"), "\(graph.stderr)")
    }

    /// A time limit that is no number of seconds is a usage error, never a crash or a limit that cannot be kept.
    @Test func aTimeLimitIsAPositiveNumberOfSeconds() throws {
        for limit in ["-inf", "inf", "nan", "0", "-1", "-1e30"] {
            let graph = try runTandem(["graph", "examples/beating-heart", "--format", "svg", "--graphviz-timeout=\(limit)"])
            #expect(graph.status == 2 && graph.stderr.contains("--graphviz-timeout takes a number of seconds above 0"),
                    "\(limit): \(graph.status) \(graph.stderr)")
            let report = try runTandem(["report", "examples/beating-heart", "-o", "/nonexistent/never-written", "--graphviz-timeout=\(limit)"])
            #expect(report.status == 2 && report.stderr.contains("--graphviz-timeout takes"), "\(limit): \(report.stderr)")
        }
    }

    /// Terminated, interrupted or hung up while `dot` runs, Tandem stops it and exits with 128 + the signal. (The
    /// handlers are installed before the first `dot` starts, not at Tandem's start.)
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func terminatingTandemStopsItsGraphviz(_ sig: Int32) throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (dot, pids) = try slowDot(in: dir)
        let process = Process()
        process.executableURL = tandemExecutable
        process.arguments = ["graph", "examples/beating-heart", "--format", "svg"]
        process.currentDirectoryURL = repositoryRoot
        var environment = ProcessInfo.processInfo.environment
        environment["TANDEM_DOT"] = dot.path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while recorded(pids).isEmpty && Date() < deadline { usleep(50_000) }
        let started = try #require(recorded(pids).first, "dot never started")
        #expect(alive(started))
        kill(process.processIdentifier, sig)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + sig)
        usleep(200_000)
        #expect(!alive(started), "dot outlived tandem")
    }

    @Test func hugeDiagramsAreLeftOutOfTheReportWithTheReasonAndTheTraceSummarised() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var text = "requirement R1\ntask T1 { satisfies R1 }\nnavigation { start S0 }\n"
        for i in 0..<1_600 { text += "screen S\(i) { tasks T1 }\n" }
        let file = dir.appendingPathComponent("big.tandem")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let run = try runTandem(["report", file.path, "-o", dir.appendingPathComponent("r").path], timeout: 120)
        #expect(run.status == 0, "\(run.stderr)")
        let html = try String(contentsOf: dir.appendingPathComponent("r/index.html"), encoding: .utf8)
        #expect(html.contains("left out: it would have 1600 nodes"))
        // The trace view of 1,602 items is drawn as its overview instead.
        #expect(html.contains("overview: 1,602 items in 1 requirement group"))
    }
}
