import ArgumentParser
import Foundation
import TandemDiagnostics
import TandemKit
import TandemReports
import TandemStatus

struct Status: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Which requirements, screens and actions the hand-written code of a generated app implements, per target.",
        discussion: """
        Reads the app folder 'tandem generate --out' wrote: a method is implemented when your subclass overrides it \
        with a body of its own (more than the call to super Tandem scaffolds), scaffolded when it does not, not \
        generated when the target lacks it. A screen is implemented when its actions and setView() are; a \
        requirement when every screen of its tasks is. Swift is read with the Swift parser, Kotlin with a tokenizer. \
        Exit status: 0, or 1 when --fail-under is not met, 2 when an input cannot be read.
        """)

    @Argument(help: "A .tandem file or a directory of them.")
    var paths: [String]

    @Option(help: "The app folder 'tandem generate --out' wrote.")
    var app: String

    @Flag(help: "Read imports and links that lead outside the design's folder (only for designs you trust).")
    var allowOutside = false

    @Option(help: "md (Markdown), csv, json or html.")
    var format: StatusFormat = .md

    @Option(name: .shortAndLong, help: "Write to a file instead of standard output.")
    var output: String?

    @Option(name: .customLong("fail-under"), parsing: .singleValue,
            help: ArgumentHelp("A CI gate, PRIORITY=PERCENT (repeatable, or comma-separated): exit 1 when fewer of that priority's requirements are implemented on every target.",
                               valueName: "priority=percent"))
    var failUnder: [String] = []

    enum StatusFormat: String, ExpressibleByArgument, CaseIterable {
        case md, csv, json, html
    }

    func validate() throws {
        if let output, output.isEmpty { throw ValidationError("-o needs a path; an empty one is not") }
        if app.isEmpty { throw ValidationError("--app needs a folder; an empty path is not one") }
        _ = try gates()
    }

    /// `must=100,should=50` → [("must", 100), ("should", 50)].
    func gates() throws -> [(priority: String, percent: Double)] {
        try failUnder.flatMap { $0.split(separator: ",") }.map { item in
            let parts = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let percent = Double(parts[1]), (0...100).contains(percent) else {
                throw ValidationError("--fail-under takes PRIORITY=PERCENT (for example must=100), got '\(item)'")
            }
            guard ["must", "should", "could", "wont"].contains(parts[0]) else {
                throw ValidationError("--fail-under: unknown priority '\(parts[0])' (must, should, could, wont)")
            }
            return (parts[0], percent)
        }
    }

    func run() throws {
        let outcome = try Options.load(paths, allowOutside: allowOutside)
        let report: StatusReport
        do { report = try AppStatus.report(outcome.analysis, app: app) } catch {
            Terminal.errorLine("tandem: error: \(error)")
            throw ExitCode(2)
        }
        let text: String
        switch format {
        case .md: text = StatusFormats.markdown(report)
        case .csv: text = StatusFormats.csv(report)
        case .json: text = StatusFormats.json(report)
        case .html: text = StatusFormats.html(report)
        }
        try Options.emit(text, to: output)
        // What was not read counts as not implemented: say so where a CI log shows it, whatever the format.
        for source in report.unread { Terminal.errorLine("tandem: warning: \(source.path) was not read: \(source.reason)") }
        var failed = false
        for gate in try gates() {
            // A priority without requirements has nothing to fall short of.
            guard let percent = report.percentImplemented(gate.priority) else { continue }
            if percent < gate.percent {
                Terminal.errorLine("tandem: \(gate.priority) requirements implemented on every target: \(String(format: "%.0f", percent))%, under \(String(format: "%.0f", gate.percent))%")
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
    }
}
