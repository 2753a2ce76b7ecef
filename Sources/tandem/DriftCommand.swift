import ArgumentParser
import Foundation
import TandemDiagnostics
import TandemKit

struct DriftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "drift",
        abstract: "Compare the design with an app's Jetpack Navigation graphs: screens, transitions, inputs and start on one side only or different.",
        discussion: "Each finding points at the design's line and the app file's line. Exit status: 0 when they agree, 1 on drift, 2 when an input cannot be read.")

    @Argument(help: "A .tandem file or a directory of them.")
    var paths: [String]

    @Option(name: .customLong("android-nav"), parsing: .singleValue, help: "A navigation graph, or a folder of them (repeatable).")
    var androidNav: [String] = []

    @Option(help: "human, json or sarif.")
    var format: DriftFormat = .human

    @Flag(help: "Read imports and links that lead outside the design's folder (only for designs you trust).")
    var allowOutside = false

    enum DriftFormat: String, ExpressibleByArgument, CaseIterable { case human, json, sarif }

    func validate() throws {
        if androidNav.isEmpty { throw ValidationError("give the app's navigation graphs with --android-nav FILE|DIR") }
    }

    func run() throws {
        let outcome = try Options.load(paths, allowOutside: allowOutside)
        let report: Drift.Report
        do { report = try Drift.compare(outcome, androidNav: androidNav) } catch {
            Terminal.writeError("tandem: error: \(error)\n")
            throw ExitCode(2)
        }
        switch format {
        case .human:
            var text = HumanRenderer(sources: report.sources, color: Terminal.useColor(.auto, fd: STDOUT_FILENO)).render(report.diagnostics)
            text += report.diagnostics.isEmpty ? "no drift: the design and the app's navigation agree\n"
                : "\(report.diagnostics.count) difference\(report.diagnostics.count == 1 ? "" : "s") between the design and the app\n"
            Terminal.write(text)
        case .json:
            Terminal.write(JSONValue.object([
                ("tool", .string("tandem drift")),
                ("findings", .array(report.diagnostics.map { DiagnosticJSON.encode($0, in: report.sources) })),
            ]).serialized() + "\n")
        case .sarif:
            Terminal.write(SARIFRenderer.render(report.diagnostics, rules: Drift.rules, sources: report.sources,
                                                toolVersion: CheckReport.toolVersion, policy: SeverityPolicy()).serialized() + "\n")
        }
        if !report.diagnostics.isEmpty { throw ExitCode(1) }
    }
}
