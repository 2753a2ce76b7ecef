import ArgumentParser
import Foundation
import TandemDiagnostics
import TandemKit
import TandemCodegen
import TandemImport
import TandemReports
import TandemTargetCode
import TandemTargets

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the design for other tools.",
        subcommands: [ExportJSON.self, ExportAndroidNav.self])
}

struct ExportJSON: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "json",
        abstract: "The resolved design as JSON (docs/schema/tandem-design.schema.json describes it).",
        discussion: "Exit status: 0, 1 when the design has errors (the JSON is still written, with what could be resolved), 2 when it cannot be read.")

    @Argument(help: "A .tandem file or a directory of them.")
    var paths: [String]

    @Flag(help: "Read imports and links that lead outside the design's folder (only for designs you trust).")
    var allowOutside = false

    @Option(name: .shortAndLong, help: "Write to a file instead of standard output.")
    var output: String?

    func validate() throws {
        if let output, output.isEmpty { throw ValidationError("-o needs a path; an empty one is not") }
    }

    func run() throws {
        let outcome = try Options.load(paths, allowOutside: allowOutside)
        let text = DesignJSON.render(outcome.analysis, sources: outcome.sources) + "\n"
        try Options.emit(text, to: output)
        if outcome.engine.hasErrors {
            Terminal.errorLine("tandem: the design has errors ('tandem check' lists them); the JSON holds what could be resolved")
            throw ExitCode(1)
        }
    }
}

struct ExportAndroidNav: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "android-nav",
        abstract: "The design's navigation as a Jetpack Navigation graph (nav_graph.xml).",
        discussion: "A destination per screen, an argument per input, an action per transition, the start destination; what Navigation cannot hold exactly is listed on standard error. 'tandem import android-nav' reads it back. Exit status: 0, 1 when the design has errors, 2 when it cannot be read.")

    @Argument(help: "A .tandem file or a directory of them.")
    var paths: [String]

    @Flag(help: "Read imports and links that lead outside the design's folder (only for designs you trust).")
    var allowOutside = false

    @Option(name: .shortAndLong, help: "Write to a file instead of standard output.")
    var output: String?

    func validate() throws {
        if let output, output.isEmpty { throw ValidationError("-o needs a path; an empty one is not") }
    }

    func run() throws {
        let outcome = try Options.load(paths, allowOutside: allowOutside)
        if outcome.engine.hasErrors {
            Terminal.errorLine("tandem: error: the design has errors ('tandem check' lists them); fix them before exporting")
            throw ExitCode(1)
        }
        let result = AndroidNavigationExport.write(outcome.analysis, adapter: Targets.named("android-navigation")!)
        for note in result.approximations { Terminal.errorLine("tandem: note: \(note)") }
        try Options.emit(result.xml, to: output)
    }
}
