import ArgumentParser
import Foundation
import TandemCodegen
import TandemDiagnostics
import TandemGraphviz
import TandemKit
import TandemTargets

/// `tandem watch`: check the design again each time one of its files is saved, and with `--graph` / `--out` redraw a
/// diagram and regenerate the apps, until interrupted.
struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Check the design on every save (and redraw a diagram, regenerate the apps), until interrupted.",
        discussion: "A save is seen as the kernel reports it (on Linux), and the design's files are looked at every --interval seconds too (modification time and size); a change runs the check, then what was asked for. Ctrl-C stops.")

    @Argument(help: "A .tandem file or a directory of them.")
    var paths: [String]

    @Option(help: "Also write this diagram (its format from the extension: .dot, .svg, .png, .pdf, .mmd) on every change.")
    var graph: String?

    @Option(help: "The view --graph draws.")
    var view: ViewChoice = .navigation

    @Option(name: [.customLong("out"), .customShort("o")], help: "Also regenerate the apps into this folder on every change.")
    var out: String?

    // What --out makes, read as `generate` reads it (a folder of SwiftUI and Compose apps is watched as one), and whose
    // names --graph's platforms view shows. None given is generate's default, so that a target named for nothing is
    // told apart.
    @Option(name: .customLong("target"), help: ArgumentHelp(Generate.targetHelp.abstract + " (default: \(CodeGeneration.defaultTargets.joined(separator: ","))). The platforms view --graph draws names their classes."))
    var targets: [String] = []

    @Option(help: Generate.templatesHelp)
    var templates: String?

    @Flag(help: "Read imports and links that lead outside the design's folder (only for designs you trust).")
    var allowOutside = false

    @Option(help: "Seconds between looks at the files (on Linux the kernel also reports each save in the folders watched, as it is made).")
    var interval: Double = 0.5

    @Option(help: "Stop after this many runs (for scripts and tests; default: run until interrupted).")
    var runs: Int?

    func validate() throws {
        guard interval > 0, interval <= 60 else { throw ValidationError("--interval must be between 0 and 60 seconds") }
        if let runs, runs < 1 { throw ValidationError("--runs must be 1 or more") }
        // As `serve` says: no save can make an empty path a design.
        if paths.contains(where: \.isEmpty) { throw ValidationError("an empty path is not a design") }
        if let out, out.isEmpty { throw ValidationError("--out needs a folder; an empty path is not one") }
        if out == nil, templates != nil {
            throw ValidationError("--templates says what --out makes: name the folder with --out (or -o)")
        }
        if out == nil, graph == nil, !targets.isEmpty {
            throw ValidationError("--target says what --out makes and whose names --graph shows: name a folder with --out (or -o), or a diagram with --graph")
        }
        try Options.validateTemplates(templates)
    }

    func run() throws {
        // A target that does not exist is said before the first run, not after each save.
        var generated: [String] = []
        if out != nil || !targets.isEmpty {
            let named = targets.isEmpty ? CodeGeneration.defaultTargets : targets
            generated = try Options.targetNames(named.joined(separator: ","), in: CodeGeneration.templateSet(overrides: templates))
        }
        var seen: [String: [Double]]? = nil
        var count = 0
        // Each save is checked after the last: what the edit cannot change is kept, as the language server keeps it.
        let reruns = Pipeline.Reruns()
        // And each generation keeps the contexts it built: a screen the save did not touch keeps its own.
        let kept = KeptContexts()
        // And what it left in the folder, believed while the kernel reports no change there.
        let output = KeptOutput()
        let waiter = DesignFiles.Waiter()
        while runs.map({ count < $0 }) ?? true {
            seen = waiter.change(from: seen, in: paths, interval: interval)
            count += 1
            once(reruns, targets: generated, kept: kept, output: output)
        }
    }

    /// One run: the check's report, then the diagram and the apps when the design has no errors.
    /// `targets`: what --out makes, and (those Tandem bundles) whose names --graph's platforms view shows.
    func once(_ reruns: Pipeline.Reruns, targets: [String], kept: KeptContexts, output: KeptOutput) {
        let stamp = ISO8601DateFormatter.string(from: Date(), timeZone: .current, formatOptions: [.withTime, .withColonSeparatorInTime])
        Terminal.line("── \(stamp) ─────────────────────────────")
        let outcome: Pipeline.Outcome
        do { outcome = try Options.load(paths, allowOutside: allowOutside, reruns: reruns) } catch {
            Terminal.line("tandem: the design cannot be read; waiting for the next save")
            return
        }
        Terminal.write(CheckReport.human(outcome, color: Terminal.useColor(.auto), limit: 50))
        guard !outcome.engine.hasErrors else {
            Terminal.line("tandem: not drawing or generating until the errors are fixed")
            return
        }
        if let graph {
            // The graph command itself, so the diagram is exactly what `tandem graph` would draw.
            do {
                // The targets named, those with an adapter (a target from --templates has no names of its own to show).
                let named = self.targets.isEmpty ? [] : targets.filter { Targets.named($0) != nil }
                let command = try Graph.parse(paths + ["--view", view.rawValue, "-o", graph] + (allowOutside ? ["--allow-outside"] : [])
                                              + (named.isEmpty ? [] : ["--target", named.joined(separator: ",")]))
                try command.run()
                Terminal.line("tandem: drew \(graph)")
            } catch {
                Terminal.line("tandem: \(graph) was not drawn (\(error))")
            }
        }
        if let out {
            do {
                // As `tandem generate` does: only what the save changed is rendered again. The templates are read at
                // each save, so an edited override shows at the next.
                let (entries, findings, _) = try CodeGeneration.generate(outcome.analysis, sources: outcome.sources, targets: targets,
                                                                  templates: CodeGeneration.templateSet(overrides: templates), into: out,
                                                                  remembers: templates == nil, kept: kept, output: output)
                let changed = entries.filter { [.create, .update].contains($0.action) }.count
                Terminal.line("tandem: \(out): \(changed) file\(changed == 1 ? "" : "s") written")
                // As `generate` says them: a hand edit kept, a proposal beside a file of yours, an override gone stale.
                for line in Generate.notes(findings, out: out) + Generate.editedByHand(entries) { Terminal.line(line) }
            } catch {
                Terminal.line("tandem: error: \(error)")
            }
        }
    }
}
