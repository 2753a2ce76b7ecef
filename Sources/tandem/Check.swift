import TandemTargets
import TandemDiagnostics
import ArgumentParser
import Foundation
import TandemPlatform
import TandemKit
import TandemCodegen

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a design: traceability, references, navigation, data flow and platform pitfalls.",
        discussion: """
        Exit status: 0 when the design has no errors, 1 when it has errors, 2 when an input or the \
        configuration cannot be read. Severities come from the rule defaults, then tandem.json beside the \
        design (or --config), then --severity, then --strict.
        """)

    @Argument(help: "A .tandem file or a directory of them (searched recursively).")
    var paths: [String]

    @Flag(help: "Read imports and links that lead outside the design's folder (only for designs you trust).")
    var allowOutside = false

    @Option(help: "Output format: human, json or sarif (SARIF 2.1.0).")
    var format: OutputFormat = .human

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Option(name: .customLong("severity"), help: ArgumentHelp(
        "Override a rule's severity, e.g. TD204=error or tab-bar-covered=ignore (repeatable).",
        valueName: "CODE=LEVEL"))
    var severities: [String] = []

    @Option(help: "A configuration file (default: tandem.json beside the design).")
    var config: String?

    @Option(help: ArgumentHelp("Leave a path or glob (relative to the folder given) out of the folder's walk (repeatable); adds to tandem.json's 'exclude'.",
                               valueName: "PATH"))
    var exclude: [String] = []

    @Option(help: "Colour: auto, always or never.")
    var color: ColorChoice = .auto

    @Option(help: "Print at most this many diagnostics in human output (0: all). JSON and SARIF always hold all.")
    var maxDiagnostics = 500

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case human, json, sarif
    }

    func run() throws {
        var configuration = try Options.configuration(paths: paths, file: config, severities: severities, strict: strict)
        configuration.exclude += exclude
        let outcome = Pipeline.run(paths, policy: configuration.policy, allowOutside: allowOutside, exclude: configuration.exclude)
        switch format {
        case .human: Terminal.write(CheckReport.human(outcome, color: Terminal.useColor(color), limit: max(0, maxDiagnostics)))
        case .json: CheckReport.jsonPart(outcome).write(to: Terminal.write)
        case .sarif: CheckReport.sarifPart(outcome).write(to: Terminal.write)
        }
        // Exit here, as compilers do: freeing the syntax tree, model and analysis of a large design object by object
        // would take a tenth of the run, and the process's memory goes back to the system at once anyway.
        // (Standard output is written unbuffered, so nothing is lost.)
        Foundation.exit(outcome.exitCode)
    }
}

/// Options shared by the commands that read a design.
enum Options {
    /// Writes a command's text to `-o FILE` (atomically) or standard output; a file that cannot be written ends the
    /// command with status 2.
    static func emit(_ text: String, to output: String?) throws {
        guard let output else { return Terminal.write(text) }
        do { try AtomicFile.write(text, to: output) } catch {
            Terminal.errorLine("tandem: error: \(error)")
            throw ExitCode(2)
        }
    }

    /// `--graphviz-timeout`: a number of seconds above zero, finite (a usage error otherwise: `inf`, `nan`, `-1`, `0`).
    static func validateGraphvizTimeout(_ seconds: Double?) throws {
        guard let seconds else { return }
        guard seconds.isFinite, seconds > 0 else {
            throw ValidationError("--graphviz-timeout takes a number of seconds above 0 (such as 30 or 0.5), not \(seconds)")
        }
    }

    /// `--templates`: a folder that is there (a misspelt one was read as empty, and the bundled templates used without
    /// a word).
    static func validateTemplates(_ path: String?) throws {
        guard let path else { return }
        guard !path.isEmpty else { throw ValidationError("--templates needs a folder; an empty path is not one") }
        switch LocalFileSystem().kind(of: path) {
        case .directory: return
        case .missing: throw ValidationError("--templates \(path): no such folder")
        case .file: throw ValidationError("--templates \(path) is a file; name the folder that holds <target>/<Name>.mustache")
        case .special(let what): throw ValidationError("--templates \(path) is \(what), not a folder")
        }
    }

    /// The targets a `--target` list names among `set`'s (`CodeGeneration.targets`), for `generate` and `watch`; an
    /// unknown or empty list ends the command with status 2.
    static func targetNames(_ value: String, in set: TemplateSet) throws -> [String] {
        do { return try CodeGeneration.targets(named: value, in: set) } catch {
            Terminal.errorLine("tandem: error: \(error)")
            throw ExitCode(2)
        }
    }

    /// The bundled targets of a `--target` list, for the views that name classes: read as `generate` reads it.
    static func targets(_ value: String) throws -> [any TargetAdapter] {
        try targetNames(value, in: CodeGeneration.templateSet(overrides: nil)).compactMap(Targets.named)
    }

    /// Runs the pipeline under the design's configuration (`tandem.json` beside it, or `configFile`), so every
    /// command judges a design as `tandem check` does; an input that cannot be read ends the command with status 2,
    /// its reason on stderr.
    /// `reruns`: the runs before this one of the same design (`tandem watch`), whose work it may keep.
    static func load(_ paths: [String], configFile: String? = nil, allowOutside: Bool = false,
                     fileSystem: any FileSystem = LocalFileSystem(), reruns: Pipeline.Reruns? = nil) throws -> Pipeline.Outcome {
        let configuration = try configuration(paths: paths, file: configFile, severities: [], strict: false)
        let loader = DesignLoader(fileSystem: fileSystem, allowOutside: allowOutside, exclude: configuration.exclude)
        let outcome = reruns?.run(paths, with: loader, policy: configuration.policy) ?? Pipeline.run(loader.load(paths), policy: configuration.policy)
        if outcome.inputFailed {
            Terminal.writeError(CheckReport.human(outcome, color: false))
            throw ExitCode(2)
        }
        return outcome
    }

    static func configuration(paths: [String], file: String?, severities: [String], strict: Bool) throws -> Configuration {
        do {
            var configuration = Configuration()
            if let file {
                configuration = try Configuration.load(file)
            } else if let path = Configuration.discover(for: paths) {
                configuration = try Configuration.load(path, discovered: true)
            }
            for assignment in severities { try configuration.set(assignment: assignment) }
            if strict { configuration.strict = true }
            return configuration
        } catch let problem as Configuration.Problem {
            Terminal.errorLine("tandem: error: \(problem.description)")
            throw ExitCode(2)
        }
    }
}
