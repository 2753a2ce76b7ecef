import ArgumentParser
import Foundation
import TandemDiagnostics
import TandemKit
import TandemModel
import TandemPlatform
import TandemReports
import TandemStatus
import TandemTargets

struct Trace: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Print the traceability matrix: requirements × tasks × screens, coverage per priority, and screens back to requirements.")

    @Argument(help: "A .tandem file or a directory of them.")
    var paths: [String]

    @Flag(help: "Read imports and links that lead outside the design's folder (only for designs you trust).")
    var allowOutside = false

    @Option(help: "md (Markdown), csv, json or html.")
    var format: TraceFormat = .md

    @Option(help: "Only what traces to this requirement.")
    var requirement: String?

    @Option(help: "Only what this screen traces to.")
    var screen: String?

    @Option(name: .shortAndLong, help: "Write to a file instead of standard output.")
    var output: String?

    func validate() throws {
        if let output, output.isEmpty { throw ValidationError("-o needs a path; an empty one is not") }
    }

    enum TraceFormat: String, ExpressibleByArgument, CaseIterable {
        case md, csv, json, html
    }

    func run() throws {
        let outcome = try Options.load(paths, allowOutside: allowOutside)
        let design = outcome.design
        if let requirement, design.requirement(requirement) == nil {
            throw ValidationError("unknown requirement '\(requirement)'")
        }
        if let screen, design.screenIndex[screen] == nil {
            throw ValidationError("unknown screen '\(screen)'")
        }
        let matrix = TraceMatrix(outcome.analysis, requirement: requirement, screen: screen)
        let title = design.app?.name ?? "design"
        let text: String
        switch format {
        case .md: text = TraceFormats.markdown(matrix, title: title)
        case .csv: text = TraceFormats.csv(matrix)
        case .json: text = TraceFormats.json(matrix)
        case .html: text = TraceFormats.html(matrix, title: title)
        }
        try Options.emit(text, to: output)
    }
}

struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a self-contained HTML design report (coverage, requirements, screens, models, diagrams, findings).")

    @Argument(help: "A .tandem file or a directory of them.")
    var paths: [String]

    @Flag(help: "Read imports and links that lead outside the design's folder (only for designs you trust).")
    var allowOutside = false

    @Option(name: .shortAndLong, help: "The folder to write index.html into.")
    var output: String

    @Option(help: "Seconds Graphviz may take on one diagram before it is stopped (default: $TANDEM_GRAPHVIZ_TIMEOUT, else 120).")
    var graphvizTimeout: Double?

    // Repeatable, each comma-separated: `--target ios --target android` is both (a second --target used to replace the
    // first without a word).
    @Option(name: .customLong("target"), help: "The targets whose names the screens' controller tables show, comma-separated (\(Targets.bundled.map(\.name).joined(separator: ", ")), all). Repeatable.")
    var targets: [String] = [CodeGeneration.defaultTargets.joined(separator: ",")]
    var target: String { targets.joined(separator: ",") }

    @Option(help: "A generated app folder: the report adds what its hand-written code implements (as 'tandem status').")
    var app: String?

    func validate() throws {
        if output.isEmpty { throw ValidationError("-o needs a folder; an empty path is not one") }
        try Options.validateGraphvizTimeout(graphvizTimeout)
    }

    func run() throws {
        let outcome = try Options.load(paths, allowOutside: allowOutside)
        let path = (output as NSString).appendingPathComponent("index.html")
        let targets = try Options.targets(target)
        var status: StatusReport?
        if let app {
            do { status = try AppStatus.report(outcome.analysis, app: app) } catch {
                Terminal.errorLine("tandem: error: \(error)")
                throw ExitCode(2)
            }
        }
        let html = Reporting.htmlReport(outcome, timeout: graphvizTimeout ?? Graphviz.defaultTimeout(), targets: targets, status: status)
        do { try AtomicFile.write(html, to: path) } catch {
            Terminal.errorLine("tandem: error: \(error)")
            throw ExitCode(2)
        }
        if Graphviz.locate() == nil {
            Terminal.errorLine("tandem: warning: Graphviz's dot was not found; the report says which diagrams are missing. \(Graphviz.installHint)")
        }
        Terminal.line("wrote \(path)")
    }
}

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two versions of a design: what was added, removed or changed, and which screens a changed requirement affects.",
        discussion: "Exit status, as diff(1): 0 when the designs are the same, 1 when they differ, 2 when one cannot be read.")

    @Argument(help: "The old design (a file or directory), or with --git the design to compare with its committed version.")
    var old: String

    @Argument(help: "The new design (a file or directory); not with --git.")
    var new: String?

    @Option(help: ArgumentHelp("Compare the design in the working tree with its version at this git revision (HEAD, main, a commit).",
                               valueName: "REV"))
    var git: String?

    @Flag(help: "Read imports and links that lead outside the design's folder (only for designs you trust).")
    var allowOutside = false

    @Option(help: "human or json.")
    var format: Format = .human

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case human, json
    }

    func validate() throws {
        if git == nil, new == nil { throw ValidationError("give two designs, or one and --git REV") }
        if git != nil, new != nil { throw ValidationError("with --git, give one design: its committed version is the old one") }
        if let git, git.isEmpty || git.hasPrefix("-") { throw ValidationError("--git needs a revision, such as HEAD or main") }
    }

    func run() throws {
        let before: Pipeline.Outcome
        if let git {
            let files: InMemoryFileSystem
            do { files = try GitRevision.files(of: old, at: git) } catch {
                Terminal.errorLine("tandem: error: \(error)")
                throw ExitCode(2)
            }
            before = try Options.load([old], allowOutside: allowOutside, fileSystem: files)
        } else {
            before = try Options.load([old], allowOutside: allowOutside)
        }
        let after = try Options.load([new ?? old], allowOutside: allowOutside)
        let diff = DesignDiff(old: before.analysis, new: after.analysis)
        Terminal.write(format == .json ? diff.json() : diff.human())
        if !diff.isEmpty { throw ExitCode(1) }
    }
}
