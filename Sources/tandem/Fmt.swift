import ArgumentParser
import Foundation
import TandemDiagnostics
import TandemKit

struct Fmt: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fmt",
        abstract: "Write design files in the canonical layout (comments kept; formatting twice changes nothing).",
        discussion: """
        Files that do not parse are reported and left as they are. With --check nothing is written: the files that \
        are not formatted are listed with a diff. Exit status: 0, 1 with --check when a file is not formatted, 2 when \
        a file cannot be read or does not parse.
        """)

    @Argument(help: "Design files, or folders of them.")
    var paths: [String]

    @Flag(help: "Write nothing; exit 1 and print a diff when a file is not formatted (for CI).")
    var check = false

    func validate() throws {
        if paths.contains(where: \.isEmpty) { throw ValidationError("an empty path is not a design") }
    }

    func run() throws {
        let loader = DesignLoader(exclude: try Options.configuration(paths: paths, file: nil, severities: [], strict: false).exclude)
        var unreadable = false
        var unformatted: [String] = []
        for path in loader.files(of: paths) {
            guard let data = FileManager.default.contents(atPath: path) else {
                Terminal.errorLine("tandem: error: cannot read \(path)")
                unreadable = true
                continue
            }
            let outcome = Formatting.format(path: path, bytes: Array(data))
            guard let formatted = outcome.formatted else {
                Terminal.writeError(outcome.problem ?? "")
                Terminal.errorLine("tandem: error: \(path) does not parse; left as it is")
                unreadable = true
                continue
            }
            guard outcome.changed else { continue }
            unformatted.append(path)
            if check {
                Terminal.write(Formatting.unifiedDiff(outcome.original, formatted, path: path))
            } else {
                do { try AtomicFile.write(formatted, to: path) } catch {
                    Terminal.errorLine("tandem: error: \(error)")
                    unreadable = true
                    continue
                }
                Terminal.line("formatted \(path)")
            }
        }
        if unreadable { throw ExitCode(2) }
        if check, !unformatted.isEmpty {
            Terminal.errorLine("tandem: \(unformatted.count) file\(unformatted.count == 1 ? " is" : "s are") not formatted; run 'tandem fmt'")
            throw ExitCode(1)
        }
    }
}
