import ArgumentParser
import Foundation
import TandemAnalysis
import TandemChecks
import TandemDiagnostics
import TandemGraphviz
import TandemKit
import TandemModel
import TandemPlatform
import TandemTargets

extension TraceDetail: ExpressibleByArgument {}

/// What `--view` names: a Graphviz diagram, or the wireframes, which Tandem draws as SVG itself.
enum ViewChoice: String, ExpressibleByArgument, CaseIterable {
    case navigation, dataflow, trace, classes, controllers, platforms, wireframes

    var diagram: GraphView? { GraphView(rawValue: rawValue) }
    var summary: String { diagram?.summary ?? "each screen as a phone mock-up, iOS and Android side by side, with the transitions (SVG)" }

    /// Every view and what it draws, for the help. A loop: every command's configuration is made at every start, and
    /// the generic `joined` there looked its types up at run time (3 % of `tandem --version`).
    static var list: String {
        var text = ""
        for view in allCases { text += (text.isEmpty ? "" : "; ") + view.rawValue + " (" + view.summary + ")" }
        return text
    }
}

struct Graph: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the design: navigation, data flow, traceability, classes, controllers (Graphviz), wireframes (SVG).",
        discussion: """
        Views: \(ViewChoice.list).
        DOT is written by Tandem; svg, png and pdf are rendered by Graphviz's dot ($TANDEM_DOT or dot on $PATH). \
        When dot is missing the DOT is still written, and the command exits with 2.
        """)

    @Argument(help: "A .tandem file or a directory of them.")
    var paths: [String]

    @Flag(help: "Read imports and links that lead outside the design's folder (only for designs you trust).")
    var allowOutside = false

    @Option(help: "The view to draw.")
    var view: ViewChoice = .navigation

    @Flag(help: "Draw every view into the directory given with -o.")
    var all = false

    @Option(name: .customLong("format"), help: "Output format: dot, svg, png, pdf, or mermaid (navigation, dataflow and trace; for Markdown) (default: the extension of -o FILE, else dot).")
    var formatOption: ImageFormat?

    /// The format asked for, else the one the output file's name implies (`-o map.png`), else DOT.
    var format: ImageFormat {
        if let formatOption { return formatOption }
        if !all, let output {
            let ext = (output as NSString).pathExtension.lowercased()
            if let implied = ImageFormat(rawValue: ext) { return implied }
            if ext == "mmd" { return .mermaid }
        }
        return .dot
    }

    @Option(name: .shortAndLong, help: "Output file (a directory with --all); standard output when omitted.")
    var output: String?

    @Option(help: "Seconds Graphviz may take on one diagram before it is stopped (default: $TANDEM_GRAPHVIZ_TIMEOUT, else 120).")
    var graphvizTimeout: Double?

    @Option(help: "Show only this screen and its neighbours.")
    var focus: String?

    @Option(help: "Show only what traces to this requirement.")
    var requirement: String?

    @Option(help: ArgumentHelp("The trace view item by item, or one box per requirement group (priority and first tag).",
                               discussion: "auto draws the overview past \(TraceDetail.overviewAbove) requirements, tasks and screens."))
    var traceDetail: TraceDetail = .auto

    // Repeatable, each comma-separated: `--target ios --target android` is both (a second --target used to replace the
    // first without a word).
    @Option(name: .customLong("target"), help: "The targets whose names the platforms view shows, comma-separated (\(Targets.bundled.map(\.name).joined(separator: ", ")), all). Repeatable.")
    var targets: [String] = [CodeGeneration.defaultTargets.joined(separator: ",")]
    var target: String { targets.joined(separator: ",") }

    enum ImageFormat: String, ExpressibleByArgument, CaseIterable {
        case dot, svg, png, pdf, mermaid
    }

    func validate() throws {
        if all, output == nil { throw ValidationError("--all needs -o DIRECTORY") }
        if let output, output.isEmpty { throw ValidationError("-o needs a path; an empty one is not") }
        if focus != nil, requirement != nil { throw ValidationError("use --focus or --requirement, not both") }
        try Options.validateGraphvizTimeout(graphvizTimeout)
        if output == nil, format == .png || format == .pdf, isatty(STDOUT_FILENO) == 1 {
            throw ValidationError("\(format.rawValue) is binary; write it to a file with -o")
        }
    }

    func run() throws {
        let outcome = try Options.load(paths, allowOutside: allowOutside)
        let errors = outcome.engine.count(.error)
        if errors > 0 {
            Terminal.errorLine("tandem: note: the design has \(errors) error\(errors == 1 ? "" : "s"); the diagram shows what could be resolved (see 'tandem check')")
        }
        let slice = try makeSlice(outcome.analysis)
        let targets = try Options.targets(target)
        if view == .wireframes, !all {
            guard formatOption == nil || format == .svg, output.map({ ($0 as NSString).pathExtension.lowercased() }) ?? "svg" == "svg" || formatOption == .svg else {
                throw ValidationError("wireframes are drawn as SVG (--format svg, or -o FILE.svg)")
            }
            if !writeText(Wireframes(analysis: outcome.analysis, slice: slice).svg(), to: output) { throw ExitCode(2) }
            return
        }
        let views = all ? (format == .mermaid ? MermaidRenderer.views : GraphView.allCases) : [view.diagram!]
        if format == .mermaid, let diagram = view.diagram, !MermaidRenderer.views.contains(diagram) {
            throw ValidationError("Mermaid draws the \(MermaidRenderer.views.map(\.rawValue).joined(separator: ", ")) views; draw '\(view.rawValue)' as dot, svg, png or pdf")
        }
        // The folder for --all is checked (and made) once, so a bad path is one error, not one per view.
        if all {
            do { try AtomicFile.makeDirectory(output!) } catch {
                Terminal.errorLine("tandem: error: \(error)")
                throw ExitCode(2)
            }
        }
        var failed = false
        for view in views {
            let destination = all ? "\(output!)/\(view.rawValue).\(format == .mermaid ? "mmd" : format.rawValue)" : output
            if format == .mermaid {
                if !writeText(MermaidRenderer.text(view, outcome.analysis, slice: slice)!, to: destination) { failed = true }
                continue
            }
            let dot = DiagramRenderer.dot(view, outcome.analysis, slice: slice, traceDetail: traceDetail, targets: targets)
            if !write(dot, to: destination) { failed = true }
        }
        // The wireframes are SVG whatever the format: beside the other views, and said so when those are not SVG.
        if all, format != .mermaid {
            let path = "\(output!)/wireframes.svg"
            if !writeText(Wireframes(analysis: outcome.analysis, slice: slice).svg(), to: path) {
                failed = true
            } else if format != .svg {
                Terminal.errorLine("tandem: note: the wireframes are drawn as SVG only: wrote \(path)")
            }
        } else if all {
            let skipped = GraphView.allCases.filter { !MermaidRenderer.views.contains($0) }.map(\.rawValue) + ["wireframes"]
            Terminal.errorLine("tandem: note: Mermaid does not draw the \(skipped.joined(separator: ", ")) views; draw them with --format svg")
        }
        if failed { throw ExitCode(2) }
    }

    /// Writes text as it is (to the file, or standard output); false when it could not be written.
    func writeText(_ text: String, to destination: String?) -> Bool {
        do {
            if let destination { try AtomicFile.write(text, to: destination) } else { Terminal.write(text) }
            return true
        } catch {
            Terminal.errorLine("tandem: error: \(error)")
            return false
        }
    }

    /// Writes one diagram; false when it could not be rendered or written (the reason is on stderr).
    func write(_ dot: String, to destination: String?) -> Bool {
        do {
            guard format != .dot else {
                if let destination { try AtomicFile.write(dot, to: destination) } else { Terminal.write(dot) }
                return true
            }
            guard let executable = Graphviz.locate() else {
                let fallback = destination.map { ($0 as NSString).deletingPathExtension + ".dot" }
                if let fallback { try AtomicFile.write(dot, to: fallback) } else { Terminal.write(dot) }
                Terminal.errorLine("tandem: error: Graphviz's dot was not found; wrote \(fallback ?? "the DOT to standard output") instead. \(Graphviz.installHint.prefix(1).uppercased() + Graphviz.installHint.dropFirst()).")
                return false
            }
            let data = try Graphviz.render(dot, format: format.rawValue, executable: executable,
                                           timeout: graphvizTimeout ?? Graphviz.defaultTimeout())
            if let destination { try AtomicFile.write(data, to: destination) } else { Terminal.write(data) }
            return true
        } catch {
            Terminal.errorLine("tandem: error: \(error)")
            return false
        }
    }

    func makeSlice(_ analysis: Analysis) throws -> Slice {
        let design = analysis.design
        if let focus {
            guard design.screenIndex[focus] != nil else {
                throw ValidationError("unknown screen '\(focus)'" + suggestion(focus, design.screens.map(\.id)))
            }
            return Slice.focus(screen: focus, in: analysis)
        }
        if let requirement {
            guard design.requirementIndex[requirement] != nil else {
                throw ValidationError("unknown requirement '\(requirement)'" + suggestion(requirement, design.requirements.map(\.id)))
            }
            return Slice.trace(requirement: requirement, in: analysis)
        }
        return .all
    }

    func suggestion(_ name: String, _ candidates: [String]) -> String {
        NameSuggester.nearest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
