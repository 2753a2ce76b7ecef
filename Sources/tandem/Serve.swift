import TandemTargets
import ArgumentParser
import Foundation
import TandemDiagnostics
import TandemKit
import TandemPlatform

struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the design report in a browser; the page follows the design as its files are saved.",
        discussion: "Serves on 127.0.0.1 only. A save is seen as the kernel reports it (on Linux), and the design's files are looked at every --interval seconds too; a change rebuilds the report (findings and diagrams) and the open page reloads itself. Ctrl-C stops.")

    @Argument(help: "A .tandem file or a directory of them.")
    var paths: [String]

    @Option(help: "The port on 127.0.0.1 (0: any free one, printed).")
    var port: Int = 0

    @Option(help: "Seconds between looks at the files (on Linux the kernel also reports each save in the folders watched, as it is made).")
    var interval: Double = 0.3

    // Repeatable, each comma-separated: `--target ios --target android` is both (a second --target used to replace the
    // first without a word).
    @Option(name: .customLong("target"), help: "The targets whose names the screens' controller tables show, comma-separated (\(Targets.bundled.map(\.name).joined(separator: ", ")), all). Repeatable.")
    var targets: [String] = [CodeGeneration.defaultTargets.joined(separator: ",")]
    var target: String { targets.joined(separator: ",") }

    @Flag(help: "Read imports and links that lead outside the design's folder (only for designs you trust).")
    var allowOutside = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard interval > 0, interval <= 60 else { throw ValidationError("--interval must be between 0 and 60 seconds") }
        if paths.contains(where: \.isEmpty) { throw ValidationError("an empty path is not a design") }
    }

    func run() throws {
        let targets = try Options.targets(target)
        let server: PreviewServer
        do {
            server = try PreviewServer(port: UInt16(port)) { Terminal.line("tandem serve: \($0)") }
        } catch {
            Terminal.errorLine("tandem: error: \(error)")
            throw ExitCode(2)
        }
        server.publish(report(targets))
        server.start()
        Terminal.line("tandem serve: http://127.0.0.1:\(server.port)/ (Ctrl-C stops)")
        let waiter = DesignFiles.Waiter()
        var seen = waiter.change(from: nil, in: paths, interval: interval)
        var changes = 1
        while true {
            seen = waiter.change(from: seen, in: paths, interval: interval)
            changes += 1
            server.publish(report(targets))
            Terminal.line("tandem serve: change \(changes): the report is rebuilt")
        }
    }

    /// The report of the design as it is now; a design that cannot be read is a page that says why.
    func report(_ targets: [any TargetAdapter]) -> String {
        var configuration = Configuration()
        if let file = Configuration.discover(for: paths), let loaded = try? Configuration.load(file, discovered: true) { configuration = loaded }
        let outcome = Pipeline.run(paths, policy: configuration.policy, allowOutside: allowOutside, exclude: configuration.exclude)
        if outcome.inputFailed {
            let text = CheckReport.human(outcome, color: false)
                .replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            return "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>The design cannot be read</title></head><body><h1>The design cannot be read</h1><pre>\(text)</pre></body></html>"
        }
        return Reporting.htmlReport(outcome, targets: targets)
    }
}
