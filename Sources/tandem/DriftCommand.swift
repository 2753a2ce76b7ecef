import ArgumentParser
import Foundation
import TandemDiagnostics
import TandemKit

struct DriftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "drift",
        abstract: "Compare the design with an app's navigation files (Jetpack Navigation graphs, storyboards): what is on one side only or different.",
        discussion: "Each finding points at the design's line and the app file's line. Exit status: 0 when they agree, 1 on drift, 2 when an input cannot be read.")

    @Argument(help: "A .tandem file or a directory of them.")
    var paths: [String]

    @Option(name: .customLong("android-nav"), parsing: .singleValue, help: "A navigation graph, or a folder of them (repeatable).")
    var androidNav: [String] = []

    @Option(help: "The Android app's bottom navigation menu (res/menu/….xml): its items are compared with the design's tabs.")
    var menu: String?

    @Option(name: .customLong("drawer-menu"), help: "The Android app's navigation drawer menu (res/menu/….xml): its items are compared with the design's drawer.")
    var drawerMenu: String?

    @Option(parsing: .singleValue, help: "A storyboard, or a folder of them (repeatable).")
    var storyboard: [String] = []

    @Option(help: "human, json or sarif.")
    var format: DriftFormat = .human

    @Flag(help: "Read imports and links that lead outside the design's folder (only for designs you trust).")
    var allowOutside = false

    enum DriftFormat: String, ExpressibleByArgument, CaseIterable { case human, json, sarif }

    func validate() throws {
        if androidNav.isEmpty && storyboard.isEmpty {
            throw ValidationError("give the app's navigation files: --android-nav FILE|DIR and/or --storyboard FILE|DIR")
        }
    }

    func run() throws {
        let outcome = try Options.load(paths, allowOutside: allowOutside)
        var report = Drift.Report(sources: outcome.sources, diagnostics: [])
        do {
            for side in [androidNav.isEmpty ? nil : Drift.App.androidNav(androidNav, menu: menu, drawerMenu: drawerMenu), storyboard.isEmpty ? nil : .storyboards(storyboard)].compactMap({ $0 }) {
                let part = try Drift.compare(outcome, app: side, sources: report.sources)
                report = Drift.Report(sources: part.sources, diagnostics: report.diagnostics + part.diagnostics)
            }
        } catch {
            Terminal.errorLine("tandem: error: \(error)")
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
