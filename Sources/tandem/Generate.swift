import TandemTargets
import ArgumentParser
import Foundation
import TandemDiagnostics
import TandemCodegen
import TandemKit

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Scaffold the iOS (UIKit or SwiftUI) and Android (Kotlin) apps from the design, safe to rerun.",
        discussion: """
        Generation gap: for each screen Tandem writes a base class it owns (Generated/…, rewritten on every run) and \
        a subclass you own (created once, never overwritten). A Tandem-owned file that was edited by hand is \
        reported and left alone unless --force. The design must check without errors first.
        """)

    @Argument(help: "A .tandem file or a directory of them.")
    var paths: [String]

    @Flag(help: "Read imports and links that lead outside the design's folder (only for designs you trust).")
    var allowOutside = false

    // Repeatable, each comma-separated: `--target ios --target android` is both (a second --target used to replace the
    // first without a word).
    @Option(name: .customLong("target"), help: Self.targetHelp)
    var targets: [String] = [CodeGeneration.defaultTargets.joined(separator: ",")]
    /// Said once for `generate` and `watch --out`, which read `--target` and `--templates` alike.
    static let targetHelp = ArgumentHelp("Targets, comma-separated: \(Targets.helpList), all, or one from --templates. Repeatable.")
    static let templatesHelp = ArgumentHelp("A folder of templates that override or add to the bundled ones (<target>/<Name>.mustache).")
    var target: String { targets.joined(separator: ",") }

    // -o as in `tandem graph` and `tandem report`.
    @Option(name: [.customLong("out"), .customShort("o")], help: "The output folder.")
    var out: String?

    @Option(help: Self.templatesHelp)
    var templates: String?

    @Flag(help: "List what would be created, updated or left alone; write nothing.")
    var dryRun = false

    @Flag(help: ArgumentHelp("Exit 1 when the code in --out is not what the design makes, listing why; write nothing.",
                             discussion: "For CI: a file to create, one out of date, one edited by hand, an orphan, or an override of a method the design no longer has."))
    var check = false

    @Flag(help: "Overwrite Tandem-owned files even if they were edited by hand (a copy of each goes to .tandem/backups/).")
    var force = false

    @Flag(help: "Remove Tandem-owned files the design no longer makes (files you own are only ever reported).")
    var prune = false

    @Flag(help: "Print the template context of each --target as JSON, keyed by target name, and stop.")
    var dumpContext = false

    func validate() throws {
        if !dumpContext, out == nil { throw ValidationError("--out DIR (or -o DIR) is required") }
        if let out, out.isEmpty { throw ValidationError("--out needs a folder; an empty path is not one") }
        if check, force || prune { throw ValidationError("--check writes nothing, so --\(force ? "force" : "prune") has nothing to do") }
        try Options.validateTemplates(templates)
    }

    func run() throws {
        let outcome = try Options.load(paths, allowOutside: allowOutside)
        if outcome.engine.hasErrors {
            Terminal.writeError(CheckReport.human(outcome, color: Terminal.useColor(.auto, fd: STDERR_FILENO)))
            Terminal.errorLine("tandem: error: fix the design's errors before generating code")
            throw ExitCode(1)
        }
        let set = CodeGeneration.templateSet(overrides: templates)
        let targets = try Options.targetNames(target, in: set)
        if dumpContext {
            Terminal.write(CodeGeneration.contextJSON(for: outcome.analysis, targets: targets, templates: set))
            return
        }
        let entries: [OutputWriter.Entry]
        let findings: GenerationFindings
        do {
            (entries, findings, _) = try CodeGeneration.generate(outcome.analysis, sources: outcome.sources, targets: targets, templates: set,
                                                                 into: out!, remembers: templates == nil, force: force, prune: prune,
                                                                 dryRun: dryRun || check)
        } catch {
            Terminal.errorLine("tandem: error: \(error)")
            throw ExitCode(2)
        }
        try report(entries, findings)
    }

    /// What was written or found, file by file, then the totals and the notes.
    func report(_ entries: [OutputWriter.Entry], _ findings: GenerationFindings) throws {
        var report = ""
        report.reserveCapacity(entries.count * 80)
        // A line per file: tens of thousands for a large app, so each action's column is padded once.
        var column: [OutputWriter.Action: String] = [:]
        for entry in entries {
            let action = column[entry.action] ?? entry.action.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
            column[entry.action] = action
            report += action + entry.path + "\n"
        }
        for orphan in findings.orphans {
            let status = orphan.removed ? (dryRun ? "would prune" : "pruned") : "orphan"
            let why = orphan.owner == .user ? "the design no longer makes it; yours, so kept"
                : orphan.edited ? "the design no longer makes it; edited by hand, so kept"
                : orphan.removed ? "the design no longer makes it" : "the design no longer makes it; --prune removes it"
            report += status.padding(toLength: 10, withPad: " ", startingAt: 0) + orphan.path + " (" + why + ")\n"
        }
        var counts: [OutputWriter.Action: Int] = [:]
        for entry in entries { counts[entry.action, default: 0] += 1 }
        let order: [OutputWriter.Action] = [.create, .update, .forced, .unchanged, .keep, .edited]
        var totals = order.compactMap { action in counts[action].map { "\($0) \(action.rawValue)" } }
        if !findings.orphans.isEmpty { totals.append("\(findings.orphans.count) orphaned") }
        report += (dryRun || check ? "would write: " : "") + totals.joined(separator: ", ") + " (in \(out!))\n"
        Terminal.write(report)
        for line in Self.notes(findings, out: out!) { Terminal.errorLine(line) }
        if check { try reportStaleness(entries, findings) }
        let edited = Self.editedByHand(entries)
        for line in edited { Terminal.errorLine(line) }
        if !edited.isEmpty { throw ExitCode(1) }
    }

    /// What a run found that a person should hear (`generate` says it on stderr; `watch` after each save): the
    /// temporaries removed, the backups `--force` kept, the proposals beside files of yours, the overrides gone stale.
    static func notes(_ findings: GenerationFindings, out: String) -> [String] {
        findings.removedTemporaries.map { "tandem: note: removed \(out)/\($0), a temporary file an interrupted run left" }
            + findings.backups.map { "tandem: note: \($0.path) was edited by hand; overwritten (--force), the edited copy is in \($0.copy)" }
            + findings.proposals.map {
                "tandem: note: \(out)/\($0.path) is yours and was kept, but the design now makes it differently (a deep link's URL scheme, a new screen…): compare it with \(out)/\($0.proposal) and merge what you need"
            }
            + findings.staleOverrides.map {
                "\(out)/\($0.path):\($0.line): warning: '\($0.method)' overrides a method the generated base class no longer declares (renamed or removed in the design); move its code"
            }
    }

    /// An error for each file of Tandem's that was edited by hand, and so not overwritten.
    static func editedByHand(_ entries: [OutputWriter.Entry]) -> [String] {
        entries.filter { $0.action == .edited }.map {
            "tandem: error: \($0.path) was edited by hand and was not overwritten; move the changes into the file you own beside it, or pass --force"
        }
    }
}

extension Generate {
    /// `--check`: whether the output folder holds exactly what the design makes; exit 1 with the reasons if not.
    func reportStaleness(_ entries: [OutputWriter.Entry], _ findings: GenerationFindings) throws {
        var reasons: [String] = [], remedies: [String] = []
        func count(_ n: Int, _ what: String, _ remedy: String) {
            guard n > 0 else { return }
            reasons.append("\(n) \(what)")
            if !remedies.contains(remedy) { remedies.append(remedy) }
        }
        let generate = "run 'tandem generate'"
        count(entries.filter { $0.action == .create }.count, "missing", generate)
        count(entries.filter { $0.action == .update }.count, "out of date", generate)
        count(entries.filter { $0.action == .edited }.count, "edited by hand", "move hand edits into the files you own (or pass --force)")
        count(findings.orphans.filter { $0.owner == .tandem }.count, "of Tandem's no longer made by the design", "'--prune' removes Tandem's")
        count(findings.orphans.filter { $0.owner == .user }.count, "of yours for what the design dropped", "move or delete your code for what the design dropped")
        count(findings.staleOverrides.count, "overriding a method the design no longer has", "move or delete your code for what the design dropped")
        guard !reasons.isEmpty else {
            Terminal.line("tandem: \(out!) is up to date with the design")
            return
        }
        Terminal.errorLine("tandem: error: \(out!) is not what the design makes: \(reasons.joined(separator: ", ")); \(remedies.joined(separator: "; ")) (nothing was written)")
        throw ExitCode(1)
    }
}

struct Templates: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "List the code-generation targets and their templates, or print one to copy and override.")

    @Option(help: "A folder of templates that override or add to the bundled ones.")
    var templates: String?

    @Option(name: .customLong("print"), help: "Print a template: TARGET/NAME (e.g. ios/ScreenBase).")
    var printName: String?

    func validate() throws { try Options.validateTemplates(templates) }

    func run() throws {
        let set = CodeGeneration.templateSet(overrides: templates)
        if let printName {
            let parts = printName.split(separator: "/", maxSplits: 1).map(String.init)
            guard parts.count == 2, let source = set.source(of: parts[1], target: parts[0]) else {
                throw ValidationError("no template '\(printName)'; 'tandem templates' lists them")
            }
            Terminal.write(source.text)
            return
        }
        var out = ""
        do {
            for name in try set.targets() {
                let definition = try set.definition(of: name)
                out += "\(name): \(definition.description)\n"
                for file in definition.files {
                    let source = file.template.map { "\(name)/\($0)" } ?? "builtin \(file.builtin!)"
                    out += "  \(source.padding(toLength: 28, withPad: " ", startingAt: 0)) each \(file.each.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)) \(file.owner == .user ? "yours" : "Tandem's")  \(file.path)\n"
                }
            }
        } catch {
            Terminal.errorLine("tandem: error: \(error)")
            throw ExitCode(2)
        }
        Terminal.write(out)
    }
}
